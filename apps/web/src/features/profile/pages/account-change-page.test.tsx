import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@pensia/domain/user/user.schema';
import { sessionStore } from '../../../common/session/session-store';
import { TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { AccountChangeLegalPage } from './account-change-legal-page';
import { AccountChangePage } from './account-change-page';

const base: User = {
  ...TEST_EMPLOYER_USER,
  username: 'someone',
  organizationId: 'org-1',
  organizationName: 'Acme LLC',
  email: 'office@acme.ge',
};

afterEach(() => sessionStore.clear());

describe('profile pages', () => {
  it('show the self-employed person by name and personal number', () => {
    sessionStore.set({
      user: { ...base, role: 'selfEmployed', firstName: 'Nino', lastName: 'Beridze', organizationCode: '01234567890' },
    });
    renderWithProviders(<AccountChangePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile of a self-employed person' })).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Beridze');
    expect(screen.getByLabelText('Personal number')).toHaveValue('01234567890');
  });

  it("show an employer's organization even on the physical person's address", () => {
    sessionStore.set({ user: base });
    renderWithProviders(<AccountChangePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Employer profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Organization name')).toHaveValue('Acme LLC');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('offer an operator only the password change', () => {
    sessionStore.set({ user: { ...base, role: 'operator', organizationId: null, organizationName: null } });
    renderWithProviders(<AccountChangeLegalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Personal data' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });
});
