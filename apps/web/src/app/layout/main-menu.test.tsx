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
    // the administrator also has the approvals, where it decides whether approval is required, and the webhooks
    expect(screen.getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/en/approvals');
    // and the organization's users and API keys
    expect(screen.getByRole('link', { name: 'Users and invitations' })).toHaveAttribute('href', '/en/organization/users');
    expect(screen.getByRole('link', { name: 'API keys' })).toHaveAttribute('href', '/en/api-keys');
    expect(screen.getAllByRole('link')).toHaveLength(14);
  });

  it.each(['preparer', 'approver', 'viewer'] as const)("leaves the organization's users out of a %s's menu", (orgRole) => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
    renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Users and invitations' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parameters' })).toBeInTheDocument();
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

  it('offers the webhooks to the organization’s administrator only', () => {
    signInTestEmployer();
    const { unmount } = renderWithProviders(<MainMenu />);
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/en/webhooks');
    unmount();
    signInTestEmployer({ user: { ...sessionStore.get().user!, orgRole: 'preparer' } });
    renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('leaves the employees out of a self-employed person’s menu, who has none', () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, role: 'selfEmployed', organizationTypeId: 2 } });
    renderWithProviders(<MainMenu />);
    expect(screen.queryByRole('link', { name: 'Employees in detail' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New declarations' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(12);
  });

  it('offers the API keys to the organization\'s administrator only', () => {
    for (const orgRole of ['preparer', 'approver', 'viewer'] as const) {
      signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole, organizationRequiresApproval: false } });
      const { unmount } = renderWithProviders(<MainMenu />);
      expect(screen.queryByRole('link', { name: 'API keys' })).not.toBeInTheDocument();
      expect(screen.getAllByRole('link')).toHaveLength(10);
      unmount();
    }
  });

  it("offers a viewer only the screens it reads, none that is only for writing", () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'viewer', organizationRequiresApproval: true } });
    renderWithProviders(<MainMenu />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'New declarations',
      // once approval is required, a viewer follows the requests (the approving is the approvers')
      'Approvals',
      'Comparison with the Revenue Service',
      'Annual reversing declarations',
      'Closed declarations',
      'Reversing declarations',
      'Employees in detail',
      'Detailed balance',
      'Fines',
      'Notifications and letters',
      'Parameters',
    ]);
  });
});
