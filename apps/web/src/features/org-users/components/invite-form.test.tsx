import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedInvitation } from '@pensia/domain/user/org-users.schema';
import { stubFetch } from '../../../common/testing/fetch-stub';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { InviteForm } from './invite-form';

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const onCreated = vi.fn();
  const onCancel = vi.fn();
  renderWithProviders(<InviteForm onCreated={onCreated} onCancel={onCancel} />);
  return {
    onCreated,
    onCancel,
    user: userEvent.setup(),
    firstName: screen.getByRole('textbox', { name: /^first name/i }),
    lastName: screen.getByRole('textbox', { name: /^last name/i }),
    personalNumber: screen.getByRole('textbox', { name: /^personal number/i }),
    email: screen.getByRole('textbox', { name: /^email/i }),
    role: screen.getByRole('combobox', { name: /^role/i }),
    submit: screen.getByRole('button', { name: 'Create the invitation link' }),
  };
}

const created: CreatedInvitation = {
  invitation: { id: 'i-1', firstName: 'Nino', lastName: 'Beridze', personalNumber: '01001012345', email: 'nino@example.ge', orgRole: 'preparer', createdAt: '2026-11-29T10:00:00.000Z', expiresAt: '2026-12-06T10:00:00.000Z' },
  token: 'abc',
};

describe('invite form', { timeout: 20_000 }, () => {
  it('sends nothing and names each missing or wrong field', async () => {
    const calls = stubFetch({ body: {} });
    const { user, submit, personalNumber, email } = setup();
    await user.type(personalNumber, '0100101');
    await user.type(email, 'nope');
    await user.click(submit);
    expect(await screen.findByText('The personal number must have exactly 11 digits.')).toBeInTheDocument();
    expect(screen.getByText('Wrong email format')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('combobox', { name: /^role/i })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('invites by keyboard alone, sending the fields trimmed, and hands the made invitation on', async () => {
    const calls = stubFetch({ body: { statusCode: 200, result: created } });
    const { user, onCreated, firstName, role, submit } = setup();
    await user.click(firstName);
    await user.keyboard(' Nino ');
    await user.tab();
    await user.keyboard('Beridze');
    await user.tab();
    await user.keyboard('01001012345');
    await user.tab();
    await user.keyboard('nino@example.ge');
    await user.tab();
    expect(role).toHaveFocus();
    await user.selectOptions(role, 'preparer');
    // past Cancel to the button that sends
    await user.tab();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(calls).toEqual([
      { url: '/api/user/v1/invitations', method: 'POST', body: { firstName: 'Nino', lastName: 'Beridze', personalNumber: '01001012345', email: 'nino@example.ge', orgRole: 'preparer' } },
    ]);
  });

  it("puts the server's field messages under the fields", async () => {
    stubFetch({ status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Please fill in the correct fields.', result: { messages: { email: 'Wrong email format' } } } });
    const { user, firstName, lastName, personalNumber, email, role, submit } = setup();
    await user.type(firstName, 'Nino');
    await user.type(lastName, 'Beridze');
    await user.type(personalNumber, '01001012345');
    await user.type(email, 'nino@example.ge');
    await user.selectOptions(role, 'viewer');
    await user.click(submit);
    expect(await screen.findByText('Wrong email format')).toBeInTheDocument();
  });
});
