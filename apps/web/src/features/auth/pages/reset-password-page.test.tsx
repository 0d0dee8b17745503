import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderPage } from '../testing/render-page';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordPage', () => {
  it('shows the security question of the username, then sets a new password', async () => {
    const calls = stubFetch(
      { body: { statusCode: 200, result: { securityQuestionId: 5 } } },
      { status: 400, body: { statusCode: 400, code: 'ANSWERS_INVALID', message: 'The answers are invalid.' } },
      { body: { statusCode: 200, result: { message: 'ok' } } },
    );
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, '/en/account/reset');
    await user.type(screen.getByLabelText(/^username/i), 'acme');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const answer = await screen.findByLabelText(/^In which city did your parents meet\?/);
    await user.type(answer, 'Kutaisi');
    await user.type(screen.getByLabelText(/^new password/i), 'Secret#123');
    await user.type(screen.getByLabelText(/^repeat password/i), 'Secret#12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^repeat password/i), '3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The answers are invalid.');
    expect(answer).toHaveAccessibleDescription(/The answers are invalid\./);

    await user.clear(answer);
    await user.type(answer, 'Tbilisi');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/user/v1/account/reset/question',
      '/api/user/v1/account/reset',
      '/api/user/v1/account/reset',
    ]);
    expect(calls[2]!.body).toEqual({ username: 'acme', securityAnswer: 'Tbilisi', newPassword: 'Secret#123' });
  }, 15_000);
});
