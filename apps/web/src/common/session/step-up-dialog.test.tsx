import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankAccountApi } from '@pensia/domain/banking/banking.api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient } from '../lib/api-client';
import { stubFetch } from '../testing/fetch-stub';
import { renderWithProviders } from '../testing/render-with-providers';
import { StepUpDialog } from './step-up-dialog';
import { stepUpPrompt } from './step-up-prompt';

const STEP_UP_REQUIRED = { status: 403, body: { statusCode: 403, code: 'STEP_UP_REQUIRED', message: 'Confirm it is you.' } };
const CODE_INVALID = { status: 422, body: { statusCode: 422, code: 'TWO_FACTOR_CODE_INVALID', message: 'The code is not valid.', result: { messages: { code: 'The code is not valid.' } } } };
const STEPPED_UP = { body: { statusCode: 200, result: { stepUpUntil: '2026-11-29T12:05:00.000Z' } } };
const ADDED = { body: { statusCode: 200, result: { id: 'a1', accountNumber: 'GE29TB7204567891000019' } } };
const add = () => apiRequest(bankAccountApi.add, { body: { bankId: 'b1', accountNumber: 'GE29TB7204567891000019', isDefault: false } });

beforeEach(() => configureApiClient({ onStepUpRequired: () => stepUpPrompt.ask() }));
afterEach(() => {
  vi.unstubAllGlobals();
  configureApiClient({ onStepUpRequired: () => Promise.resolve(false), onTwoFactorRequired: () => undefined });
});

describe('StepUpDialog', () => {
  it('asks for the code when a write answers STEP_UP_REQUIRED, says a wrong one is wrong, then sends the write again', async () => {
    const calls = stubFetch(STEP_UP_REQUIRED, CODE_INVALID, STEPPED_UP, ADDED);
    renderWithProviders(<StepUpDialog />);
    const user = userEvent.setup();
    const written = add();
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    // not a code: said under the field, nothing sent
    await user.type(dialog.getByLabelText(/^code/i), '12');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('Enter the 6 digits from the app or a recovery code (XXXX-XXXX-XXXX-XXXX).')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.clear(dialog.getByLabelText(/^code/i));
    await user.type(dialog.getByLabelText(/^code/i), '000000');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByText('The code is not valid.')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/^code/i));
    await user.type(dialog.getByLabelText(/^code/i), '123456');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(written).resolves.toMatchObject({ id: 'a1' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/parameters/v1/org-acct-numbers',
      'POST /api/user/v1/two-factor/step-up',
      'POST /api/user/v1/two-factor/step-up',
      'POST /api/parameters/v1/org-acct-numbers',
    ]);
    expect(calls[2]!.body).toEqual({ code: '123456' });
    expect(calls[3]!.body).toEqual(calls[0]!.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancelled, the write fails with the refusal and is not sent again', async () => {
    const calls = stubFetch(STEP_UP_REQUIRED);
    renderWithProviders(<StepUpDialog />);
    const written = add().catch((e: unknown) => e);
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm it is you' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Cancel' }));
    const error = await written;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('STEP_UP_REQUIRED');
    expect(calls).toHaveLength(1);
  });

  it('a user without a second factor is not asked for a code: the client is told the server\'s words, and the refusal stands', async () => {
    const told: string[] = [];
    configureApiClient({ onTwoFactorRequired: (reason) => told.push(reason) });
    const calls = stubFetch({ status: 403, body: { statusCode: 403, code: 'TWO_FACTOR_REQUIRED', message: 'Set up two-step verification to do this.' } });
    renderWithProviders(<StepUpDialog />);
    await expect(add()).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(told).toEqual(['Set up two-step verification to do this.']);
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a dialog on screen the refusal comes at once', async () => {
    stubFetch(STEP_UP_REQUIRED);
    await expect(add()).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
  });
});
