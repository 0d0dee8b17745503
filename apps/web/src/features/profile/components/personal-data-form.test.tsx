import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@pensia/domain/user/user.schema';
import { sessionStore } from '../../../common/session/session-store';
import { AccountChangeLegalPage } from '../pages/account-change-legal-page';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { renderWithProviders } from '../../../common/testing/render-with-providers';

const employer: User = {
  ...TEST_EMPLOYER_USER,
  username: 'acme',
  organizationId: 'org-1',
  organizationName: 'Acme LLC',
  email: 'office@acme.ge',
};

function personalData() {
  return within(screen.getByRole('form', { name: 'Personal data' }));
}

beforeEach(() => sessionStore.set({ user: employer, accessToken: 'a.b.c' }));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('personal data form', () => {
  it('shows the organization read-only', () => {
    stubFetch({ body: {} });
    renderWithProviders(<AccountChangeLegalPage />);
    const form = personalData();
    expect(form.getByLabelText('Organization name')).toHaveValue('Acme LLC');
    expect(form.getByLabelText('Organization name')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Identification code')).toHaveValue('204567891');
    expect(form.getByLabelText('Organization type')).toHaveValue('Legal entity');
  });

  it('enables saving only when the mobile or the email changed, and says why it cannot save before', async () => {
    stubFetch({ body: {} });
    const user = userEvent.setup();
    renderWithProviders(<AccountChangeLegalPage />);
    const form = personalData();
    const save = () => form.getByRole('button', { name: 'Save' });
    const blocked = () => {
      expect(save()).toHaveAttribute('aria-disabled', 'true');
      expect(save()).toHaveAccessibleDescription('Nothing has changed yet.');
    };
    const usable = () => {
      expect(save()).not.toHaveAttribute('aria-disabled');
      expect(save()).toBeEnabled();
    };
    blocked();
    await user.type(form.getByLabelText(/^mobile number/i), '7');
    usable();
    await user.type(form.getByLabelText(/^mobile number/i), '{Backspace}');
    blocked();
    await user.type(form.getByLabelText(/^email/i), 'x');
    usable();
  });

  it('checks the mobile and the email', async () => {
    const calls = stubFetch({ body: {} });
    const user = userEvent.setup();
    renderWithProviders(<AccountChangeLegalPage />);
    const form = personalData();
    const mobile = form.getByLabelText(/^mobile number/i);
    const email = form.getByLabelText(/^email/i);

    await user.clear(mobile);
    await user.type(mobile, '5551');
    await user.clear(email);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('The mobile number must have at least 9 characters.')).toBeInTheDocument();
    expect(form.getByText('Please enter an email address')).toBeInTheDocument();

    await user.type(email, 'office@acme');
    expect(await form.findByText('Wrong email format')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves, puts the saved user in the session and says so', async () => {
    const saved = { ...employer, mobile: '599000111', email: 'info@acme.ge' };
    const calls = stubFetch({ body: { statusCode: 200, result: saved } });
    const user = userEvent.setup();
    renderWithProviders(<AccountChangeLegalPage />);
    const form = personalData();
    await user.clear(form.getByLabelText(/^mobile number/i));
    await user.type(form.getByLabelText(/^mobile number/i), '599000111');
    await user.clear(form.getByLabelText(/^email/i));
    await user.type(form.getByLabelText(/^email/i), 'info@acme.ge');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Data successfully updated')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/user/v1/users/organization',
      method: 'PUT',
      body: {
        id: employer.id,
        organizationName: 'Acme LLC',
        organizationCode: '204567891',
        organizationTypeId: 1,
        mobile: '599000111',
        email: 'info@acme.ge',
      },
    });
    expect(sessionStore.get().user).toEqual(saved);
    expect(form.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's field messages under the fields, clears them on typing, and opens the error dialog", async () => {
    stubFetch({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Please fill in the correct fields.',
        errors: ['Please fill in the correct fields.'],
        result: { messages: { email: 'This address is refused by the mail server.' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountChangeLegalPage />);
    const form = personalData();
    const email = form.getByLabelText(/^email/i);
    await user.clear(email);
    await user.type(email, 'someone@acme.ge');
    await user.click(form.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'An error occurred' });
    expect(dialog).toHaveTextContent('Please fill in the correct fields.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(email).toHaveAccessibleDescription('This address is refused by the mail server.');
    expect(email).toBeInvalid();

    await user.type(email, 'x');
    expect(email).not.toBeInvalid();
    expect(form.queryByText('This address is refused by the mail server.')).not.toBeInTheDocument();
  }, 15_000);

  it.each(['preparer', 'approver', 'viewer'] as const)("shows a user who may not administer (%s) the organization's contacts read-only, with who changes them, and no save", (orgRole) => {
    sessionStore.set({ user: { ...employer, orgRole } });
    stubFetch({ body: {} });
    renderWithProviders(<AccountChangeLegalPage />);
    const form = personalData();
    expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('readonly');
    expect(form.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('555123456');
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(form.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(form.getByText(/contacts are changed by its administrators/)).toBeInTheDocument();
    // the password is the user's own: every role changes it
    expect(screen.getByRole('button', { name: /change password/i })).toBeInTheDocument();
  });

  it('lets the administrator change the contacts', () => {
    stubFetch({ body: {} });
    renderWithProviders(<AccountChangeLegalPage />);
    const form = personalData();
    expect(form.getByRole('textbox', { name: /Mobile number/ })).not.toHaveAttribute('readonly');
    expect(form.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
