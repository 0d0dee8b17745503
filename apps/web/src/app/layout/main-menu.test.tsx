import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../common/session/session-store';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../common/testing/example-employer';
import { renderWithProviders } from '../../common/testing/render-with-providers';
import { MainMenu } from './main-menu';

afterEach(() => sessionStore.clear());

describe('MainMenu', () => {
  it("offers an employer the employees' screen", () => {
    signInTestEmployer();
    renderWithProviders(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Employees in detail' })).toHaveAttribute('href', '/en/employees');
    expect(screen.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/en/api-keys');
    expect(screen.getAllByRole('link')).toHaveLength(11);
  });

  it('leaves the employees out of a self-employed person’s menu, who has none', () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, role: 'selfEmployed', organizationTypeId: 2 } });
    renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Employees in detail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New declarations' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(10);
  });

  it('offers the API keys to the organization\'s administrator only', () => {
    for (const orgRole of ['preparer', 'approver', 'viewer'] as const) {
      signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
      const { unmount } = renderWithProviders(<MainMenu />);
      expect(screen.queryByRole('link', { name: 'API keys' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('link')).toHaveLength(10);
      unmount();
    }
  });
});
