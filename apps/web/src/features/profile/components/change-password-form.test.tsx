import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => vi.unstubAllGlobals());

function form() {
  return within(screen.getByRole('form', { name: 'Change password' }));
}

async function fill(user: UserEvent, oldPassword: string, newPassword: string, repeatPassword: string) {
  await user.type(form().getByLabelText(/^old password/i), oldPassword);
  await user.type(form().getByLabelText(/^new password/i), newPassword);
  await user.type(form().getByLabelText(/^repeat new password/i), repeatPassword);
  await user.click(form().getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('requires all three fields', async () => {
    const calls = stubFetch({ body: {} });
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.setup().click(form().getByRole('button', { name: 'Change password' }));
    expect(await form().findAllByText('This field is required.')).toHaveLength(3);
    expect(calls).toHaveLength(0);
  });

  it('wants the repeated password to equal the new one, and the new one strong', async () => {
    const calls = stubFetch({ body: {} });
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'Old#pass1', 'New#pass1', 'New#pass2');
    expect(await form().findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(form().getByLabelText(/^new password/i));
    await user.type(form().getByLabelText(/^new password/i), 'simple');
    expect(await form().findByText(/The password must be 8 to 32 characters/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  }, 15_000);

  it('puts "Old password is wrong" under the old password', async () => {
    stubFetch({
      status: 400,
      body: {
        statusCode: 400,
        code: 'OLD_PASSWORD_WRONG',
        message: 'Old password is wrong',
        errors: ['Old password is wrong'],
        result: { messages: { oldPassword: 'This field is required.' } },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'Old#pass1', 'New#pass1', 'New#pass1');
    const old = form().getByLabelText(/^old password/i);
    expect(await form().findByText('Old password is wrong')).toBeInTheDocument();
    expect(old).toHaveAccessibleDescription('Old password is wrong');
  }, 15_000);

  it('changes the password and says so', async () => {
    const calls = stubFetch({ body: { statusCode: 200, result: { message: 'Password successfully updated' } } });
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordForm />);
    await fill(user, 'Old#pass1', 'New#pass1', 'New#pass1');
    expect(await form().findByRole('status')).toHaveTextContent('Password successfully updated');
    expect(calls[0]).toMatchObject({
      url: '/api/user/v1/users/person-change-password',
      method: 'PUT',
      body: { oldPassword: 'Old#pass1', newPassword: 'New#pass1' },
    });
    expect(form().getByLabelText(/^old password/i)).toHaveValue('');
  }, 15_000);
});
