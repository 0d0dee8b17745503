import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { ResetAnswerFormSchema } from '../lib/form-schemas';
import { NewPasswordFields } from './new-password-fields';

function NewPasswordForm({ hintBelow }: { hintBelow?: boolean }) {
  const form = useForm({
    resolver: zodResolver(ResetAnswerFormSchema),
    defaultValues: { securityAnswer: 'Tbilisi', newPassword: '', repeatPassword: '' },
    mode: 'onTouched',
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <NewPasswordFields form={form} name="newPassword" label="New password" hintBelow={hintBelow} />
      <button type="submit">Save</button>
    </form>
  );
}

const HINT = '8 to 32 Latin characters, with at least one digit and one special character.';

describe('NewPasswordFields', () => {
  it('checks the password rule under the password and the repetition under its own field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPasswordForm />);
    const password = screen.getByLabelText(/^new password/i);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(HINT);

    await user.type(password, 'weak');
    await user.type(screen.getByLabelText(/^repeat password/i), 'other');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/The password must be 8 to 32 characters/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^repeat password/i)).toHaveAccessibleDescription('Passwords do not match');
  });

  it('puts the hint above the input, or under it when the field stands beside its repetition', () => {
    const { unmount } = renderWithProviders(<NewPasswordForm />);
    const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(screen.getByText(HINT), screen.getByLabelText(/^new password/i))).toBe(true);
    unmount();
    renderWithProviders(<NewPasswordForm hintBelow />);
    expect(follows(screen.getByLabelText(/^new password/i), screen.getByText(HINT))).toBe(true);
  });
});
