import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '../../../common/session/session-actions';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderPage } from '../testing/render-page';
import { AdminLoginPage } from './admin-login-page';

vi.mock('../../../common/session/session-actions', () => ({ completeSignIn: vi.fn(() => Promise.resolve()) }));

const base = { isEmployee: false, isFirstLogined: false, accessToken: null, refreshToken: null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(completeSignIn).mockClear();
});

describe('AdminLoginPage', () => {
  it('asks for the one-time code when the server wants it, then signs in as an operator', async () => {
    const calls = stubFetch(
      {
        body: {
          statusCode: 200,
          result: {
            ...base,
            isValid: false,
            code: 'OTP_REQUIRED',
            message: 'Enter the 6-digit code from your authenticator app.',
          },
        },
      },
      { body: { statusCode: 200, result: { ...base, isValid: true, accessToken: 'a.b.c', refreshToken: 'r1' } } },
    );
    const user = userEvent.setup();
    renderPage(<AdminLoginPage />, '/en/admin_login');
    expect(screen.queryByLabelText(/one-time code/i)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^username/i), 'operator');
    await user.type(screen.getByLabelText(/^password/i), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText(/one-time code/i);
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/en');
    expect(calls[1]).toMatchObject({
      url: '/api/user/v1/auth/operator-user',
      body: { username: 'operator', password: 'secret', otp: '123456', languageCode: 'ka-ge' },
    });
    expect(completeSignIn).toHaveBeenCalledWith({ accessToken: 'a.b.c', refreshToken: 'r1' }, true);
  }, 15_000);

  it('requires the code once it is asked for', async () => {
    const calls = stubFetch({
      body: {
        statusCode: 200,
        result: { ...base, isValid: false, code: 'OTP_INVALID', message: 'The one-time code is not valid.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<AdminLoginPage />, '/en/admin_login');
    await user.type(screen.getByLabelText(/^username/i), 'operator');
    await user.type(screen.getByLabelText(/^password/i), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText(/one-time code/i);
    expect(screen.getByRole('alert')).toHaveTextContent('The one-time code is not valid.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  }, 15_000);

  it('shows the key to enrol in an authenticator app and sends the code with the same password', async () => {
    const calls = stubFetch(
      {
        body: {
          statusCode: 200,
          result: {
            ...base,
            isValid: false,
            code: 'OTP_ENROLMENT_REQUIRED',
            message: 'Set up two-step sign-in.',
            totpEnrolment: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUri: 'otpauth://totp/Pensia:operator?secret=JBSWY3DPEHPK3PXP',
            },
          },
        },
      },
      { body: { statusCode: 200, result: { ...base, isValid: true, accessToken: 'a.b.c', refreshToken: 'r1' } } },
    );
    const user = userEvent.setup();
    renderPage(<AdminLoginPage />, '/en/admin_login');
    await user.type(screen.getByLabelText(/^username/i), 'operator');
    await user.type(screen.getByLabelText(/^password/i), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/Pensia:operator?secret=JBSWY3DPEHPK3PXP',
    );
    await user.type(screen.getByLabelText(/one-time code/i), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/en');
    expect(calls[1]!.body).toMatchObject({ username: 'operator', password: 'secret', otp: '654321' });
  }, 15_000);
});
