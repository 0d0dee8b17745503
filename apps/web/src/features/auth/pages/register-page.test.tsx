import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderPage } from '../testing/render-page';
import { RegisterPage } from './register-page';

afterEach(() => vi.unstubAllGlobals());

/** Fills in the person and the account (everything but the security question) as Nino Beridze would. */
async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^first name/i), 'Nino');
  await user.type(screen.getByLabelText(/^last name/i), 'Beridze');
  await user.type(screen.getByLabelText(/^personal number/i), '01234567890');
  await user.type(screen.getByLabelText(/^username/i), 'nino');
  await user.type(screen.getByLabelText(/^password/i), 'Secret#123');
  await user.type(screen.getByLabelText(/^repeat password/i), 'Secret#123');
  await user.type(screen.getByLabelText(/^mobile number/i), '555123456');
  await user.type(screen.getByLabelText(/^email/i), 'nino@example.ge');
}

describe('RegisterPage', () => {
  it('checks the personal number, the password rule and the repeated password', async () => {
    const calls = stubFetch({ body: {} });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/en/register');
    await user.type(screen.getByLabelText(/^personal number/i), '0123456789');
    await user.type(screen.getByLabelText(/^password/i), 'weak');
    await user.type(screen.getByLabelText(/^repeat password/i), 'other');
    await user.type(screen.getByLabelText(/^email/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('The personal number must have exactly 11 digits.')).toBeInTheDocument();
    expect(screen.getByText(/The password must be 8 to 32 characters/)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Wrong email format')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 15_000);

  it('registers a self-employed person and offers the sign-in', async () => {
    const calls = stubFetch({ body: { statusCode: 200, result: { id: 'u1', username: 'nino' } } });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/en/register');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(/^security question/i), "What is your mother's maiden name?");
    await user.type(screen.getByLabelText(/^answer/i), 'Kapanadze');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The account nino has been created.');
    expect(calls[0]).toMatchObject({
      url: '/api/user/v1/registration/physical-person',
      body: { firstName: 'Nino', lastName: 'Beridze', personalNumber: '01234567890', securityQuestionId: 1 },
    });
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/en/login');
  }, 15_000);

  it('puts a taken username under its field', async () => {
    stubFetch({
      status: 409,
      body: { statusCode: 409, code: 'USERNAME_TAKEN', message: 'This username is already taken.' },
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/en/register');
    await fillPerson(user);
    await user.selectOptions(screen.getByLabelText(/^security question/i), '2');
    await user.type(screen.getByLabelText(/^answer/i), 'School 1');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const username = screen.getByLabelText(/^username/i);
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.');
    expect(username).toHaveAccessibleDescription(/This username is already taken\./);
  }, 15_000);
});
