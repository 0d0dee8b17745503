import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../common/lib/i18n';
import { sessionStore } from '../../../common/session/session-store';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { renderWithProviders as renderWithSession } from '../../../common/testing/render-with-providers';
import { lastOwnPerson } from '../api/declaration-queries';
import { EMPTY_ROW } from '../lib/row-form';
import { declarationOf, renderWithProviders } from '../testing/fixtures';
import { CreateDeclarationCard } from './create-declaration';
import { TotalsBar } from './declaration-summary';
import { RowForm } from './row-form';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
  localStorage.clear();
});

const withRows = (id: string) => declarationOf({ id, totals: { ...declarationOf().totals, rowCount: 1 } });
const json = (body: unknown) => new Response(JSON.stringify({ statusCode: 200, result: body }), { status: 200, headers: { 'content-type': 'application/json' } });

describe("a self-employed person's declaration", () => {
  it('the row form speaks of income and of their own contribution, not of salary, employee and employer', () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ personalIdentificationNumber: '', withdrawnFrom: null }))));
    renderWithProviders(<RowForm declaration={declarationOf({ type: 'selfEmployed', form: 'simple' })} initial={EMPTY_ROW} ownPersonalNumber="01024055867" onSaved={vi.fn()} onCancel={vi.fn()} onReload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Your income of the month' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Income\b(?! tax)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your contribution, part 1 \(2%\)/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Your contribution, part 2 \(2%\)/ })).toBeInTheDocument();
    expect(screen.getByText(/Fill in the date of birth, gender and income to see your contribution/)).toBeInTheDocument();
    expect(screen.queryByText(/salary|employee|employer/i)).toBeNull();
  });

  it("an employer's row form keeps the employee's and the employer's words", () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ personalIdentificationNumber: '', withdrawnFrom: null }))));
    renderWithProviders(<RowForm declaration={declarationOf({ type: 'standard', form: 'simple' })} initial={EMPTY_ROW} onSaved={vi.fn()} onCancel={vi.fn()} onReload={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: /Gross salary/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Employee contribution/ })).toBeInTheDocument();
    expect(screen.queryByText(/Your contribution/)).toBeNull();
  });

  it('the totals name their own 4% contribution', () => {
    renderWithProviders(<TotalsBar declaration={declarationOf({ type: 'selfEmployed', form: 'simple' })} sticky={false} />);
    expect(screen.getAllByText(/Your contribution/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Employee contributions|Employer contributions/)).toBeNull();
  });

  it('the create form asks for the month of income', async () => {
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, role: 'selfEmployed' } });
    renderWithSession(<CreateDeclarationCard />);
    expect(await screen.findByLabelText(/Month of income/)).toBeInTheDocument();
    expect(screen.getByText(/You contribute 4% of your income/)).toBeInTheDocument();
    expect(screen.queryByText(/salary/i)).toBeNull();
  });

  it("the new row starts with the date of birth and gender of the person's last own row", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        calls.push(String(url));
        if (String(url).includes('/declarations/organization/all'))
          return Promise.resolve(json({ items: [withRows('current'), declarationOf({ id: 'empty' }), withRows('last')], totalCount: 3, pageNumber: 1, pageSize: 12 }));
        return Promise.resolve(json({ items: [{ personalIdentificationNumber: '01024055867', birthDate: '1985-05-20', gender: 'female' }], totalCount: 1, pageNumber: 1, pageSize: 1 }));
      }),
    );
    expect(await lastOwnPerson('current', '01024055867')).toEqual({ birthDate: '1985-05-20', gender: 'female' });
    // the current declaration and one without rows are not asked
    expect(calls.filter((u) => u.includes('details/filter'))).toHaveLength(1);
  });
});
