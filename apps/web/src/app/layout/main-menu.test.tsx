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
    // the administrator also has the approvals, where it decides whether approval is required
    expect(screen.getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/en/approvals');
    expect(screen.getAllByRole('link')).toHaveLength(11);
  });

  it('shows the approvals to other users only once the organization requires approval', () => {
    signInTestEmployer({ user: { ...sessionStore.get().user!, orgRole: 'preparer', organizationRequiresApproval: false } });
    const { unmount } = renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Approvals' })).not.toBeInTheDocument();
    unmount();
    signInTestEmployer({ user: { ...sessionStore.get().user!, orgRole: 'preparer', organizationRequiresApproval: true } });
    renderWithProviders(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Approvals' })).toBeInTheDocument();
  });

  it('leaves the employees out of a self-employed person’s menu, who has none', () => {
    signInTestEmployer({ user: { ...sessionStore.get().user!, role: 'selfEmployed', organizationTypeId: 2 } });
    renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Employees in detail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New declarations' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(9);
  });
});
