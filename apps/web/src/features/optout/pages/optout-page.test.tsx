import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OptOutCheck, OptOutRequest } from '@pensia/domain/optout/optout.api';
import { renderWithProviders } from '../../../common/testing/render-with-providers';
import { stubServerByPath } from '../../../common/testing/fetch-stub';
import { signInTestEmployer, TEST_EMPLOYER_USER } from '../../../common/testing/example-employer';
import { sessionStore } from '../../../common/session/session-store';
import { OptOutPage } from './optout-page';

const request = (over: Partial<OptOutRequest>): OptOutRequest => ({
  id: 'o-1',
  number: 'OPT-1002',
  date: '2026-11-20T08:00:00.000Z',
  status: 'new',
  statusDate: '2026-11-20T08:00:00.000Z',
  personalNumber: '35001000101',
  firstName: 'თემურ',
  lastName: 'გოგოლაძე',
  birthDate: '1969-04-12',
  joined: '2026-09',
  window: { opens: '2026-11-01', closes: '2027-01-31' },
  comment: null,
  decisionReason: null,
  decidedAt: null,
  returnedToOrganization: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
  documents: [{ id: 'd-1', docType: 'employee_request', name: 'request.pdf', contentType: 'application/pdf', size: 600, createdAt: '2026-11-20T08:00:00.000Z' }],
  ...over,
});
const pending = request({});
const satisfied = request({ id: 'o-0', number: 'OPT-1001', personalNumber: '35001000102', status: 'satisfied', decidedAt: '2026-11-21T08:00:00.000Z', statusDate: '2026-11-21T08:00:00.000Z', returnedToOrganization: '120.00' });
const named = (code: string, nameEn: string) => ({ code, nameKa: 'ქ', nameEn, nameRu: 'р' });
const refusal: OptOutCheck = { personalNumber: '12345678901', firstName: 'ანა', lastName: 'ბერიძე', canCreate: false, refusal: 'OPTOUT_MANDATORY_PARTICIPANT', message: 'This person was younger than 40 on 6 August 2018.', window: null };
const allowed: OptOutCheck = { personalNumber: '35001000103', firstName: 'ოთარ', lastName: 'ლომიძე', canCreate: true, refusal: null, message: null, window: { opens: '2026-11-01', closes: '2027-01-31' } };

/** Answers each call by its path, as the server would, and records what was sent. */
function stubServer() {
  return stubServerByPath(({ path }) => {
    if (path.endsWith('/get-voluntaryOptout-Climes')) return { items: [pending, satisfied], totalCount: 2, pageNumber: 1, pageSize: 10 };
    if (path.endsWith('/get-voluntaryOptout-status')) return [named('new', 'New'), named('satisfied', 'Satisfied: withdrawn from fund'), named('rejected', 'Rejected')];
    if (path.endsWith('/get-voluntaryOptout-doctypes')) return [named('employee_request', "Employee's written request"), named('other', 'Other document')];
    if (path.includes('/checkvoluntaryoptoutclimecreate/')) return path.endsWith('35001000103') ? allowed : refusal;
    if (path.endsWith('/add-voluntaryOptout-request')) return request({ id: 'o-2', number: 'OPT-1003', personalNumber: '35001000103' });
    if (path.endsWith('/update-voluntaryOptout-request')) return { ...pending, comment: 'signed' };
    return {};
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('opt-out requests page', { timeout: 20_000 }, () => {
  it('lists the requests with the person, window and status; only a new one may be changed', async () => {
    stubServer();
    renderWithProviders(<OptOutPage />);
    const table = await screen.findByRole('table', { name: 'Opt-out requests of the organization' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['OPT-1002', 'OPT-1001']);
    expect(within(rows[0]!).getByText('New')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Satisfied: withdrawn from fund')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('35001000101')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit request OPT-1002' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Edit request OPT-1001' })).not.toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Delete request OPT-1001' })).not.toBeInTheDocument();
  });

  it('checks the person first: a refusal is told and nothing can be sent; an allowed person is filed with the written request', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<OptOutPage />);
    await user.click(await screen.findByRole('button', { name: 'New opt-out request' }));
    const form = await screen.findByRole('form', { name: 'New opt-out request' });
    const number = within(form).getByRole('textbox', { name: /personal number/ });
    // malformed: refused before any call
    await user.type(number, '123');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(await within(form).findByText('The personal number must have exactly 11 digits.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('checkvoluntaryoptoutclimecreate'))).toEqual([]);
    await user.clear(number);
    await user.type(number, '12345678901');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(await within(form).findByText(refusal.message!)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send request' })).toBeDisabled();
    await user.clear(number);
    await user.type(number, '35001000103');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(await within(form).findByText(/May opt out/)).toBeInTheDocument();
    // without the written request it is not sent
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText("Attach the employee's written request.")).toBeInTheDocument();
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'request.pdf', { type: 'application/pdf' }));
    expect(within(form).getByRole('combobox', { name: 'Type of request.pdf' })).toHaveValue('employee_request');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/add-voluntaryOptout-request'))).toHaveLength(1));
    const body = calls.find((c) => c.url.endsWith('/add-voluntaryOptout-request'))!.body as FormData;
    expect(body.get('personalNumber')).toBe('35001000103');
    expect(body.get('documentTypes')).toBe('employee_request');
    expect((body.get('documents') as File).name).toBe('request.pdf');
  });

  it('sends a change only after the user confirms it', async () => {
    const calls = stubServer();
    const user = userEvent.setup();
    renderWithProviders(<OptOutPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit request OPT-1002' }));
    const form = await screen.findByRole('form', { name: 'Edit opt-out request OPT-1002' });
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'signed');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the changes?' });
    expect(calls.filter((c) => c.url.endsWith('/update-voluntaryOptout-request'))).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Send changes' }));
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/update-voluntaryOptout-request'))).toHaveLength(1));
    const body = calls.find((c) => c.url.endsWith('/update-voluntaryOptout-request'))!.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({ id: 'o-1', comment: 'signed', documentTypes: '' });
  });

  it.each(['viewer', 'approver'] as const)('offers a user who cannot prepare (%s) the requests and the check of a list, but no request to file, change or delete', async (orgRole) => {
    stubServer();
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole } });
    renderWithProviders(<OptOutPage />);
    const table = await screen.findByRole('table', { name: 'Opt-out requests of the organization' });
    expect(within(table).getByRole('button', { name: 'View request OPT-1002' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Edit request OPT-1002' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Delete request OPT-1002' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New opt-out request' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Check a list' })).toBeInTheDocument();
  });

  it('offers a preparer a new request, and the change and deletion of a new one', async () => {
    stubServer();
    signInTestEmployer({ user: { ...TEST_EMPLOYER_USER, orgRole: 'preparer' } });
    renderWithProviders(<OptOutPage />);
    const table = await screen.findByRole('table', { name: 'Opt-out requests of the organization' });
    expect(within(table).getByRole('button', { name: 'Edit request OPT-1002' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Delete request OPT-1002' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New opt-out request' })).toBeInTheDocument();
  });
});
