import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../common/session/session-store';
import { signInTestEmployer } from '../../common/testing/example-employer';
import { renderWithProviders } from '../../common/testing/render-with-providers';
import { MainMenu } from './main-menu';

afterEach(() => sessionStore.clear());

describe('MainMenu', () => {
  it("offers an employer the employees' screen", () => {
    signInTestEmployer();
    renderWithProviders(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Employees in detail' })).toHaveAttribute('href', '/en/employees');
    expect(screen.getAllByRole('link')).toHaveLength(11);
  });

  it('offers the webhooks to the organization’s administrator only', () => {
    signInTestEmployer();
    const { unmount } = renderWithProviders(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/en/webhooks');
    unmount();
    signInTestEmployer({ user: { ...sessionStore.get().user!, orgRole: 'preparer' } });
    renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });

  it('leaves the employees out of a self-employed person’s menu, who has none', () => {
    signInTestEmployer({ user: { ...sessionStore.get().user!, role: 'selfEmployed', organizationTypeId: 2 } });
    renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Employees in detail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New declarations' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(9);
  });
});
