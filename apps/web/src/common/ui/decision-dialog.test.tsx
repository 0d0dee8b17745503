import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { setLanguage, translateValidationRef } from '../lib/i18n';
import { renderWithProviders } from '../testing/render-with-providers';
import { DecisionDialog } from './decision-dialog';

const labels = { reason: 'Reason', comment: 'Comment', confirm: 'Reject', cancel: 'Cancel' };

beforeEach(async () => {
  await setLanguage('en');
});

describe('DecisionDialog', () => {
  it('asks for a reason before rejecting, then sends it and closes', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    renderWithProviders(<DecisionDialog kind="reject" title="Reject R-12" labels={labels} onConfirm={onConfirm} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(/reason/i, { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: '  The account is not the organization\'s  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledWith("The account is not the organization's");
  });

  it('grants without a comment, and stays open with the server\'s words when refused', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new ApiError(409, 'REFUND_DECIDED', 'The request was already decided.')));
    const onClose = vi.fn();
    renderWithProviders(
      <DecisionDialog kind="grant" title="Approve R-12" text={<p>Pay 40.00 GEL</p>} labels={{ ...labels, confirm: 'Approve' }} onConfirm={onConfirm} onClose={onClose} />,
    );
    expect(screen.getByText('Pay 40.00 GEL')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).not.toBeRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The request was already decided.');
    expect(onConfirm).toHaveBeenCalledWith(undefined);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a refusal of the reason under the reason', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new ApiError(400, 'VALIDATION', 'Invalid input', { reason: 'The reason holds a control character.' })));
    renderWithProviders(<DecisionDialog kind="reject" title="Reject R-12" labels={labels} onConfirm={onConfirm} onClose={() => undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The reason holds a control character.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes a record with a required reason: what the change does shows, the reason has the focus, a server reference is put in words', async () => {
    const onConfirm = vi
      .fn<(reason: string | undefined) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', { reason: 'tooLong?max=1000' }))
      .mockResolvedValueOnce(undefined);
    const onClose = vi.fn();
    renderWithProviders(
      <DecisionDialog
        kind="change"
        title="Change fine 7"
        text={<p>Its amount goes back to the balance</p>}
        labels={{ reason: 'Reason', confirm: 'Change the status', cancel: 'Cancel' }}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    expect(screen.getByText('Its amount goes back to the balance')).toBeInTheDocument();
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    expect(reason).toBeRequired();
    await waitFor(() => expect(reason).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Change the status' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: 'Appeal filed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change the status' }));
    expect(await screen.findByText(translateValidationRef('tooLong?max=1000'))).toBeInTheDocument();
    expect(translateValidationRef('tooLong?max=1000')).not.toContain('tooLong');
    fireEvent.click(screen.getByRole('button', { name: 'Change the status' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenLastCalledWith('Appeal filed');
  });

  it('shows what granting does but not when rejecting', () => {
    const text = <p>Pay 40.00 GEL</p>;
    const { unmount } = renderWithProviders(<DecisionDialog kind="reject" title="Reject R-12" text={text} labels={labels} onConfirm={() => Promise.resolve()} onClose={() => undefined} />);
    expect(screen.queryByText('Pay 40.00 GEL')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toBeRequired();
    unmount();
    renderWithProviders(<DecisionDialog kind="grant" title="Approve R-12" text={text} labels={labels} onConfirm={() => Promise.resolve()} onClose={() => undefined} />);
    expect(screen.getByText('Pay 40.00 GEL')).toBeInTheDocument();
  });

  it("keeps a request's number whole in the title: not broken at its hyphen", () => {
    renderWithProviders(<DecisionDialog kind="grant" title="Satisfy request OPT-1001?" labels={labels} onConfirm={() => Promise.resolve()} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Satisfy request OPT-1001?' });
    const number = within(dialog).getByText('OPT-1001?');
    expect(number.tagName).toBe('SPAN');
    expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
