import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declarationApi } from '@pensia/domain/declarations-api/declaration.api';
import { buildPath } from '@pensia/domain/http/contract';
import { draftStorage } from '../lib/draft-storage';
import { EMPTY_ROW, valuesOfRejected } from '../lib/row-form';
import { declarationOf, keptRowOf, renderWithProviders } from '../testing/fixtures';
import { RowForm } from './row-form';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers every call with `body`, but the form's question whether the typed person is withdrawn from the
 * fund, answered with `withdrawnFrom` (none by default) and not counted in the calls.
 */
function stubAnswer(status: number, body: unknown, withdrawnFrom: { year: number; month: number } | null = null) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const lookups: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const u = new URL(String(url), 'http://localhost');
      if (u.pathname.endsWith('/withdrawal')) {
        const personalIdentificationNumber = u.searchParams.get('personalIdentificationNumber') ?? '';
        lookups.push(personalIdentificationNumber);
        return Promise.resolve(json(200, { statusCode: 200, result: { personalIdentificationNumber, withdrawnFrom } }));
      }
      calls.push({ url: String(url), init });
      return Promise.resolve(json(status, body));
    }),
  );
  return Object.assign(calls, { lookups });
}

function renderForm(patch: Parameters<typeof declarationOf>[0] = {}, extra: { onReload?: () => void; ownPersonalNumber?: string } = {}) {
  const onSaved = vi.fn();
  const onReload = extra.onReload ?? vi.fn();
  renderWithProviders(
    <RowForm declaration={declarationOf(patch)} initial={EMPTY_ROW} ownPersonalNumber={extra.ownPersonalNumber} onSaved={onSaved} onCancel={vi.fn()} onReload={onReload} />,
  );
  return { onSaved, onReload };
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>, birthDate = '01.05.1990') {
  await user.type(screen.getByRole('textbox', { name: /Personal number/ }), '01001012345');
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Nino');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Beridze');
  const date = screen.getByLabelText(/Date of birth/);
  await user.clear(date);
  await user.type(date, birthDate);
  await user.selectOptions(screen.getByRole('combobox', { name: /Gender/ }), 'female');
}

describe('row form', () => {
  it('computes the contributions from the typed text as the user types, in tetri', async () => {
    const user = userEvent.setup();
    stubAnswer(200, {});
    renderForm();
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: /Gross salary/ }), '1 234,56');
    // 2% of 1,234.56 = 24.6912, half up to the tetri
    expect(screen.getByTestId('computed-base')).toHaveTextContent('1,234.56');
    expect(screen.getByTestId('computed-employee')).toHaveTextContent('24.69');
    expect(screen.getByTestId('computed-employer')).toHaveTextContent('24.69');
    await user.type(screen.getByRole('textbox', { name: /Additional benefits/ }), '0.25');
    expect(screen.getByTestId('computed-employee')).toHaveTextContent('24.70');
  });

  it('computes 4% of own income as 2% + 2% for a self-employed person', async () => {
    const user = userEvent.setup();
    stubAnswer(200, {});
    renderForm({ type: 'selfEmployed', form: 'simple' }, { ownPersonalNumber: '01001012345' });
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: /^Income\b(?! tax)/ }), '0.75');
    // 4% of 0.75 = 0.03: the odd tetri goes to the employee column
    expect(screen.getByTestId('computed-employee')).toHaveTextContent('0.02');
    expect(screen.getByTestId('computed-employer')).toHaveTextContent('0.01');
  });

  it('shows the rules under the fields, and sends nothing while a rule is broken', async () => {
    const user = userEvent.setup();
    const calls = stubAnswer(200, {});
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    const pn = screen.getByRole('textbox', { name: /Personal number/ });
    await user.type(pn, '0100101234');
    expect(await screen.findByText('The personal number must have exactly 11 digits.')).toBeInTheDocument();
    const gross = screen.getByRole('textbox', { name: /Gross salary/ });
    await user.type(gross, '12.345');
    expect(await screen.findByText('At most 2 decimal places.')).toBeInTheDocument();
    await user.clear(gross);
    await user.type(gross, '-3');
    expect(await screen.findByText('The amount can not be negative.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('tells a warning and a suggested value apart from an error', async () => {
    const user = userEvent.setup();
    stubAnswer(200, {});
    renderForm();
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: /Gross salary/ }), '1500');
    await user.type(screen.getByRole('textbox', { name: 'Income tax' }), '100');
    const region = screen.getByRole('region', { name: 'Computed as you type' });
    expect(region).toHaveTextContent('Warning:');
    expect(region).toHaveTextContent('Suggested:');
    expect(region).toHaveTextContent('Income tax should be ₾294.00');
    await user.click(screen.getByRole('button', { name: 'Use this value' }));
    expect(screen.getByRole('textbox', { name: 'Income tax' })).toHaveValue('294.00');
    expect(region).not.toHaveTextContent('Warning:');
  });

  it('asks for the written request when voluntary participation is ticked', async () => {
    const user = userEvent.setup();
    stubAnswer(200, {});
    renderForm();
    await fillPerson(user, '01.01.1950');
    await user.type(screen.getByRole('textbox', { name: /Gross salary/ }), '1000');
    expect(screen.getByTestId('computed-employee')).toHaveTextContent('0.00');
    await user.click(screen.getByRole('checkbox', { name: /Voluntary participation/ }));
    expect(screen.getByTestId('computed-employee')).toHaveTextContent('20.00');
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    expect(await screen.findByText(/requires the employee's written request/)).toBeInTheDocument();
  });

  it('sends If-Match with the version, and on a 412 says the declaration changed and offers to reload', async () => {
    const user = userEvent.setup();
    const calls = stubAnswer(412, { statusCode: 412, code: 'PRECONDITION_FAILED', message: 'Someone else changed this record.' });
    const { onReload, onSaved } = renderForm();
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: /Gross salary/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    expect(await screen.findByText('The declaration has changed')).toBeInTheDocument();
    expect(new Headers(calls[0]!.init!.headers).get('if-match')).toBe('"3"');
    expect(JSON.parse(String(calls[0]!.init!.body))).toMatchObject({ personalIdentificationNumber: '01001012345', birthDate: '1990-05-01', grossSalary: '1000', optIn: 0 });
    await user.click(screen.getByRole('button', { name: 'Reload the declaration' }));
    expect(onReload).toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    // what was typed is still kept in the browser
    expect(draftStorage.readRow(declarationOf().id)?.values.grossSalary).toBe('1000');
  });

  it('offers to confirm a changed name once the server refuses the name as not the one on record, and sends the reason', async () => {
    const user = userEvent.setup();
    const onRecord = "This personal number belongs to Nino Kapanadze in the scheme's records.";
    const calls = stubAnswer(400, { statusCode: 400, code: 'FILL_CORRECT_FIELDS', message: 'Please fill in the correct fields.', result: { messages: { lastName: onRecord } } });
    renderForm();
    expect(screen.queryByRole('checkbox', { name: /name really changed/ })).not.toBeInTheDocument();
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: /Gross salary/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    expect(await screen.findByText(onRecord)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /name really changed/ }));
    // a confirmation without a reason is not sent
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: /Why the name changed/ }), 'married in May');
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(JSON.parse(String(calls[1]!.init!.body))).toMatchObject({ lastName: 'Beridze', nameChangeReason: 'married in May' });
  });

  it('fixes a rejected upload row: the new row names it, and a draft kept on the way still does', async () => {
    const user = userEvent.setup();
    const rejected = keptRowOf(4, { values: { personalIdentificationNumber: '0100101333', firstName: 'Ana', lastName: 'Gelashvili', birthDate: '1992-07-14', gender: 'female', grossSalary: '1234.567' } });
    const declaration = declarationOf();
    const calls = stubAnswer(200, { result: { declaration, detail: {} } });
    const onSaved = vi.fn();
    const fixes = { id: rejected.id, row: rejected.row };
    renderWithProviders(<RowForm declaration={declaration} initial={valuesOfRejected(rejected.values)} fixes={fixes} onSaved={onSaved} onCancel={vi.fn()} onReload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Fix row 4 of the uploaded file' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Personal number/ })).toHaveValue('0100101333');
    await user.type(screen.getByRole('textbox', { name: /Personal number/ }), '3');
    const gross = screen.getByRole('textbox', { name: /Gross salary/ });
    await user.clear(gross);
    await user.type(gross, '1234.56');
    expect(draftStorage.readRow(declaration.id)).toMatchObject({ fixes, values: { personalIdentificationNumber: '01001013333', grossSalary: '1234.56' } });
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]!.url).toBe(`${buildPath(declarationApi.addDetail, { id: declaration.id })}?fixes=${rejected.id}`);
    expect(calls[0]!.init!.method).toBe('POST');
    expect(draftStorage.readRow(declaration.id)).toBeNull();
  });

  it('starts the fix of a rejected row from every value the file had, read as the upload reads it', () => {
    const rejected = keptRowOf(5, {
      values: { personalIdentificationNumber: '0100101333', firstName: 'ნინო', lastName: 'ბერიძე', birthDate: '01.01.1975', gender: 'მდედრობითი', grossSalary: '1000', optIn: '1' },
    });
    renderWithProviders(<RowForm declaration={declarationOf()} initial={valuesOfRejected(rejected.values)} fixes={{ id: rejected.id, row: rejected.row }} onSaved={vi.fn()} onCancel={vi.fn()} onReload={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('ნინო');
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('01.01.1975');
    const gender = screen.getByRole('combobox', { name: /Gender/ });
    expect(gender).toHaveValue('female');
    expect(gender).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('for a person withdrawn from the fund by the month: says so, sets the contributions to 0.00 and locks them, and saves them as 0.00', async () => {
    const user = userEvent.setup();
    const calls = stubAnswer(200, { result: { declaration: declarationOf(), detail: {} } }, { year: 2026, month: 4 });
    const { onSaved } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Employee contribution' }), '20.00');
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: /Gross salary/ }), '1000');
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent('This person has left the pension scheme');
    expect(note).toHaveTextContent('withdrawn from the fund from 04.2026');
    expect(calls.lookups).toContain('01001012345');
    for (const name of ['Employee contribution', 'Employer contribution']) {
      const input = screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
      expect(input).toHaveValue('0.00');
      expect(input).toHaveAttribute('readonly');
    }
    expect(screen.getByTestId('computed-employee')).toHaveTextContent('0.00');
    expect(screen.getByTestId('computed-employer')).toHaveTextContent('0.00');
    expect(screen.queryByText(/is not a participant of the scheme/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0]!.init!.body))).toMatchObject({ employeeContribution: '0.00', organizationContribution: '0.00' });
  });

  it('gives back what was typed in the contributions when the number changes to a person who is not withdrawn', async () => {
    const user = userEvent.setup();
    const calls = stubAnswer(200, {}, { year: 2026, month: 4 });
    renderForm();
    const employee = screen.getByRole('textbox', { name: /^Employee contribution/ });
    await user.type(employee, '20.00');
    const pn = screen.getByRole('textbox', { name: /Personal number/ });
    await user.type(pn, '01001012345');
    await screen.findByRole('status');
    expect(employee).toHaveValue('0.00');
    // the next number is not withdrawn
    calls.length = 0;
    vi.unstubAllGlobals();
    stubAnswer(200, {});
    await user.clear(pn);
    await user.type(pn, '01001012346');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(employee).toHaveValue('20.00');
    expect(employee).not.toHaveAttribute('readonly');
  });

  it('shows the processing message when the declaration is being processed', async () => {
    const user = userEvent.setup();
    stubAnswer(409, { statusCode: 409, code: 'DECLARATION_PROCESSING', message: 'x' });
    renderForm();
    await fillPerson(user);
    await user.type(screen.getByRole('textbox', { name: /Gross salary/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Add the row' }));
    await waitFor(() => expect(screen.getByText('Failed to delete, add or edit. The declaration is being processed!')).toBeInTheDocument());
  });
});
