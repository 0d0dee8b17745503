import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../common/lib/i18n';
import { birthDateToOpenOn, EMPTY_ROW } from '../lib/row-form';
import { declarationOf, renderWithProviders } from '../testing/fixtures';
import { RowFormModal } from './row-form-modal';

beforeEach(async () => {
  await setLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(String(url), 'http://localhost');
      const personalIdentificationNumber = u.searchParams.get('personalIdentificationNumber') ?? '';
      return Response.json({ statusCode: 200, result: { personalIdentificationNumber, withdrawnFrom: null } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderModal() {
  const onCancel = vi.fn();
  renderWithProviders(
    <RowFormModal opened declaration={declarationOf({})} initial={EMPTY_ROW} onSaved={vi.fn()} onCancel={onCancel} onReload={vi.fn()} />,
  );
  return { onCancel, dialog: () => screen.getByRole('dialog', { name: 'Row of the declaration' }) };
}

const birthDate = () => screen.getByLabelText(/Date of birth/);
const picker = () => document.querySelector('[data-dates-dropdown]');

describe('the row dialog', () => {
  it('closes only the birth-date picker on Escape, keeping the dialog and what was typed', async () => {
    const user = userEvent.setup();
    const { onCancel, dialog } = renderModal();
    await user.type(within(dialog()).getByRole('textbox', { name: /First name/ }), 'Nino');
    await user.click(birthDate());
    await waitFor(() => expect(picker()).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(picker()).toBeNull());
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Close without saving?' })).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /First name/ })).toHaveValue('Nino');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('opens the empty birth-date picker on the decade of 30 years ago, to choose the year first', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(birthDate());
    await waitFor(() => expect(picker()).not.toBeNull());
    const year = birthDateToOpenOn().slice(0, 4);
    const decade = `${year.slice(0, 3)}0 – ${year.slice(0, 3)}9`;
    expect(within(picker() as HTMLElement).getByText(decade)).toBeInTheDocument();
    expect(within(picker() as HTMLElement).getByText(year)).toBeInTheDocument();
    expect(within(picker() as HTMLElement).queryByText(String(new Date().getFullYear()))).not.toBeInTheDocument();
  });

  it('takes a typed date, closes the picker, and opens it again on the typed month', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(birthDate());
    await user.type(birthDate(), '15.03.1988');
    await waitFor(() => expect(picker()).toBeNull());
    await user.tab();
    expect(birthDate()).toHaveValue('15.03.1988');
    await user.click(birthDate());
    await waitFor(() => expect(picker()).not.toBeNull());
    expect(within(picker() as HTMLElement).getByText(/March 1988/)).toBeInTheDocument();
  });

  it('asks before closing with typed values: Escape and Close ask, "Keep editing" keeps them, "Discard" closes', async () => {
    const user = userEvent.setup();
    const { onCancel, dialog } = renderModal();
    await user.type(within(dialog()).getByRole('textbox', { name: /Last name/ }), 'Beridze');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Close without saving?' });
    expect(within(ask).getByText(/What you typed in this row will be lost/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close without saving?' })).not.toBeInTheDocument());
    expect(within(dialog()).getByRole('textbox', { name: /Last name/ })).toHaveValue('Beridze');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Close without saving?' })).getByRole('button', { name: 'Keep editing' }));
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Close without saving?' })).getByRole('button', { name: 'Discard the row' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderModal();
    await screen.findByRole('dialog', { name: 'Row of the declaration' });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Close without saving?' })).not.toBeInTheDocument();
  });
});
