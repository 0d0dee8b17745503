import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@pensia/domain/user/user.schema';
import { sessionStore } from '../../../common/session/session-store';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { ProfileModal } from './profile-modal';

const person: User = {
  id: '0d9f2f9e-7d65-4b55-8d8e-2b8f0a4c1d11',
  username: 'nino',
  role: 'selfEmployed',
  firstName: 'Nino',
  lastName: 'Beridze',
  organizationId: 'org-2',
  organizationName: 'Nino Beridze',
  organizationCode: '01234567890',
  organizationTypeId: 2,
  mobile: '555123456',
  email: 'nino@example.ge',
  orgRole: 'administrator',
  organizationRequiresApproval: false,
};

afterEach(() => sessionStore.clear());

describe('ProfileModal', () => {
  it("shows both forms with the self-employed person's own data", async () => {
    sessionStore.set({ user: person });
    renderWithProviders(<ProfileModal opened onClose={() => undefined} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    expect(dialog.getByLabelText('First name')).toHaveValue('Nino');
    expect(dialog.getByLabelText('Personal number')).toHaveValue('01234567890');
    expect(dialog.getByRole('form', { name: 'Personal data' })).toBeInTheDocument();
    expect(dialog.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    sessionStore.set({ user: person });
    renderWithProviders(<ProfileModal opened={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
