import { errorMessage, parseMoney, type Approval, type ApprovalDetail, type ErrorCode, type OrgRole } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, F, injector, periods, row, W, type Req } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';

/** Four eyes for reversals and annual declarations (docs/decisions/0108). */

const A = '/api/user/v1/approvals';
let ctx: TestContext;
let inj: ReturnType<typeof injector>;
let organizationId: string;
const token = {} as Record<'administrator' | 'preparer' | 'approver' | 'viewer', string>;
const userId = {} as Record<keyof typeof token, string>;
const nextPeriod = periods(2019);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Rev {
  id: string;
  reversedDeclarationNumber: string;
  declarationId: string;
  year: number;
  month: number;
  status: 'open' | 'completed';
  awaitingApproval: boolean;
  rowCount: number;
  version: number;
  totals: { difference: string };
}
interface RevDetail { id: string; personalIdentificationNumber: string; lastName: string }
interface Annual {
  id: string;
  annualDeclarationNumber: string;
  year: number;
  status: 'open' | 'closed';
  awaitingApproval: boolean;
  rowCount: number;
  version: number;
  totals: { difference: string };
}
interface AnnualDetail { id: string; personalIdentificationNumber: string }

const TABLES = ['reversedDeclarations', 'reversedDeclarationDetails', 'reversedDeclarationDocuments', 'annualDeclarations', 'annualDeclarationDetails', 'annualDeclarationDocuments', 'ledgerMovements', 'approvalRequests', 'files'] as const;

const post = (url: string, t: string, payload?: object): Req => ({ method: 'POST', url, token: t, ...(payload ? { payload } : {}) });
const put = (url: string, t: string, payload: object): Req => ({ method: 'PUT', url, token: t, payload });
const del = (url: string, t: string): Req => ({ method: 'DELETE', url, token: t });
const setting = async (requiresApproval: boolean) => resultOf(await inj(put(`${A}/setting`, token.administrator, { requiresApproval })));
const submit = (kind: 'reversal' | 'annual', subjectId: string, t = token.preparer) => inj(post(A, t, { kind, subjectId }));
const decision = (id: string, what: 'approve' | 'send-back' | 'withdraw', t: string, payload?: object) => inj(post(`${A}/${id}/${what}`, t, payload));
const detail = async (id: string, t = token.approver) => resultOf<ApprovalDetail>(await inj({ method: 'GET', url: `${A}/${id}`, token: t }));
const balance = async () => parseMoney(resultOf<{ totalBalance: string }>(await inj({ method: 'GET', url: `${F}/declarations/org-balance`, token: token.administrator })).totalBalance)!;
const movementsOf = (sourceId: string) =>
  ctx.db.selectFrom('ledgerMovements').select(['kind', 'amount', 'sourceKind', 'reasonCode', 'reasonParams', 'createdBy']).where('sourceId', '=', sourceId).orderBy('createdAt').execute();
const eventsOf = (subjectId: string) =>
  ctx.db
    .selectFrom('webhookEvents')
    .select(['type', 'data'])
    .where('organizationId', '=', organizationId)
    .orderBy('createdAt')
    .execute()
    .then((rows) => rows.filter((r) => (r.data as { subjectId?: string }).subjectId === subjectId).map((r) => ({ type: r.type, data: r.data as Record<string, unknown> })));

/** Refused in every language with the code's own message, nothing changed. */
async function refused(req: Req, status: number, code: ErrorCode) {
  const before = await snapshot(ctx.db, [...TABLES]);
  for (const lang of ['ka', 'en', 'ru'] as const) expectResultError(await inj(req, lang), status, code, errorMessage(lang, code));
  expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
}

/** A user of the demo employer's organization in `role` (the demo password), signed in. */
async function userIn(role: OrgRole) {
  const demo = await ctx.db.selectFrom('users').select(['passwordHash', 'organizationId']).where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow();
  await ctx.db.insertInto('users').values({ username: `four-eyes-${role}`, firstName: 'ნინო', lastName: role, passwordHash: demo.passwordHash, role: 'employer', orgRole: role, organizationId: demo.organizationId! }).execute();
  return ctx.login(`four-eyes-${role}`);
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { WEBHOOKS_ALLOW_HTTP: '1' } });
  inj = injector(ctx);
  const admin = await ctx.login();
  [token.administrator, userId.administrator] = [admin.accessToken, admin.userId];
  for (const [role, who] of [['preparer', DEMO.preparer], ['approver', DEMO.approver]] as const) {
    const u = await ctx.login(who.username, who.password);
    [token[role], userId[role]] = [u.accessToken, u.userId];
  }
  const viewer = await userIn('viewer');
  [token.viewer, userId.viewer] = [viewer.accessToken, viewer.userId];
  organizationId = (await ctx.db.selectFrom('users').select('organizationId').where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow()).organizationId!;
  // approving and sending back ask for a second factor given in the last 5 minutes (of the test's clock)
  for (const t of [token.approver, token.administrator]) await steppedUp(ctx, t);
  // an endpoint of the organization that listens to the approvals' events: they are recorded for it
  resultOf(await inj(post('/api/user/v1/webhooks', token.administrator, { url: 'http://127.0.0.1:9/hook', eventTypes: ['approval.requested', 'approval.given'] })));
}, 120_000);
afterAll(async () => ctx?.close());

// ---------------------------------------------------------------------------------------------------------
// Reversals

/** A filed declaration of two people (1,000.00 and 500.00 gross), and a reversal of all its rows by `t`. */
async function reversal(t = token.preparer, rows: 'all' | 'none' = 'all'): Promise<Rev> {
  const d = await createDeclaration(ctx, t, { ...nextPeriod(), form: 'simple' });
  await addRow(ctx, t, d.id, row('01001010101', '1000.00'));
  await addRow(ctx, t, d.id, row('02002020202', '500.00', { lastName: 'გელაშვილი' }));
  const required = (await ctx.db.selectFrom('organizations').select('requiresApproval').where('id', '=', organizationId).executeTakeFirstOrThrow()).requiresApproval;
  // the declaration itself is activated directly: its own four eyes are decision 0105's
  if (required) await setting(false);
  resultOf(await inj(post(`${W}/declarations/${d.id}/activate`, t)));
  if (required) await setting(true);
  return resultOf<Rev>(await inj(post(`${W}/reverseddeclarations`, t, { declarationId: d.id, rows })));
}
const revView = async (id: string) => resultOf<{ reversal: Rev; details: { items: RevDetail[] } }>(await inj({ method: 'GET', url: `${F}/reverseddeclarations/${id}?pageSize=50`, token: token.preparer }));
const revRow = async (id: string, pn: string) => (await revView(id)).details.items.find((d) => d.personalIdentificationNumber === pn)!;
const correct = async (r: Rev, pn: string, grossSalary: string, lastName = 'ბერიძე') =>
  resultOf(await inj(put(`${W}/reverseddeclarations/${r.id}/details/${(await revRow(r.id, pn)).id}`, token.preparer, { personalIdentificationNumber: pn, lastName, grossSalary })));
const revDocs = (id: string, t = token.preparer): Req => {
  const body = multipart({ reversedDeclarationId: id }, [{ field: 'files', name: 'a.pdf', content: PDF }]);
  return { method: 'POST', url: `${W}/reverseddeclarations/docs-create`, token: t, payload: body.payload, headers: body.headers };
};

// ---------------------------------------------------------------------------------------------------------
// Annual declarations

/** Two filed months of `year` (1,000.00 and 500.00 gross for two people each) and its annual declaration of the declared rows. */
async function annual(year: number, t = token.preparer): Promise<Annual> {
  for (const month of [3, 4]) {
    const d = await createDeclaration(ctx, t, { year, month, form: 'simple' });
    await addRow(ctx, t, d.id, row('01001010101', '1000.00'));
    await addRow(ctx, t, d.id, row('02002020202', '500.00', { lastName: 'გელაშვილი' }));
    resultOf(await inj(post(`${W}/declarations/${d.id}/activate`, t)));
  }
  return resultOf<Annual>(await inj(post(`${W}/create-annual-declaration`, t, { year, rows: 'declared' })));
}
const annualView = async (id: string) =>
  resultOf<{ annualDeclaration: Annual; details: { items: AnnualDetail[] } }>(await inj({ method: 'GET', url: `${F}/get-annual-declaration-details?annualdecId=${id}&pageSize=50`, token: token.preparer }));
const yearRow = async (a: Annual, pn: string, grossSalary: string, lastName = 'ბერიძე') => {
  const d = (await annualView(a.id)).details.items.find((x) => x.personalIdentificationNumber === pn)!;
  return resultOf(await inj(put(`${W}/annual-declarations/${a.id}/details/${d.id}`, token.preparer, { personalIdentificationNumber: pn, lastName, grossSalary })));
};
const closeReq = (id: string, t = token.preparer): Req => post(`${W}/close-annual-declaration?id=${id}`, t);

/** What the ledger says of a subject, without who wrote it. */
const effectsOf = async (sourceId: string) => (await movementsOf(sourceId)).map(({ createdBy: _by, reasonParams: _p, ...m }) => m);

describe('without the requirement', () => {
  it('a reversal is completed and an annual declaration closed directly, as before', async () => {
    const r = await reversal();
    await correct(r, '01001010101', '1200.00');
    const before = await balance();
    expect(resultOf<Rev>(await inj(post(`${W}/reverseddeclarations/${r.id}/complete`, token.preparer)))).toMatchObject({ status: 'completed', awaitingApproval: false, totals: { difference: '8.00' } });
    expect(await balance()).toBe(before - 800n);
    expect(await movementsOf(r.id)).toEqual([expect.objectContaining({ kind: 'contribution_adjustment', amount: '-8.00', createdBy: userId.preparer })]);

    const a = await annual(2021);
    await yearRow(a, '01001010101', '2500.00');
    expect(resultOf<Annual>(await inj(closeReq(a.id)))).toMatchObject({ status: 'closed', awaitingApproval: false, totals: { difference: '20.00' } });
    expect(await movementsOf(a.id)).toEqual([expect.objectContaining({ kind: 'annual_adjustment', amount: '-20.00', createdBy: userId.preparer })]);
    expect(await ctx.db.selectFrom('approvalRequests').select('id').where('subjectId', 'in', [r.id, a.id]).execute()).toEqual([]);
  });
});

describe('a reversal through four eyes', () => {
  it('is refused directly, submitted, locked, sent back, changed, submitted again with its changes, and completed by the approver as directly', async () => {
    await setting(true);
    const r = await reversal();
    await correct(r, '01001010101', '1200.00');
    // completing directly is refused for everyone, the administrator included
    await refused(post(`${W}/reverseddeclarations/${r.id}/complete`, token.preparer), 409, 'APPROVAL_REQUIRED');
    await refused(post(`${W}/reverseddeclarations/${r.id}/complete`, token.administrator), 409, 'APPROVAL_REQUIRED');

    const first = resultOf<Approval>(await submit('reversal', r.id));
    const view = (await revView(r.id)).reversal;
    expect(first).toMatchObject({
      kind: 'reversal', subjectId: r.id, status: 'pending', canDecide: false, preparedBy: { id: userId.preparer },
      summary: { year: r.year, month: r.month, rowCount: 2, totalAmount: '8.00', reference: r.reversedDeclarationNumber },
    });
    expect(view).toMatchObject({ awaitingApproval: true, status: 'open' });

    // locked while pending: rows, documents, completing, deleting, a second submission
    const bergi = await revRow(r.id, '01001010101');
    await refused(put(`${W}/reverseddeclarations/${r.id}/details/${bergi.id}`, token.preparer, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1300.00' }), 409, 'AWAITING_APPROVAL');
    await refused(post(`${W}/reverseddeclarations/${r.id}/details`, token.preparer, { personalIdentificationNumber: '03003030303', lastName: 'ლომიძე', firstName: 'ოთარ', birthDate: '1980-01-01', gender: 'male', grossSalary: '100.00' }), 409, 'AWAITING_APPROVAL');
    await refused(del(`${W}/reverseddeclarations/${r.id}/details/${bergi.id}`, token.preparer), 409, 'AWAITING_APPROVAL');
    await refused(revDocs(r.id), 409, 'AWAITING_APPROVAL');
    await refused(post(`${W}/reverseddeclarations/${r.id}/complete`, token.preparer), 409, 'AWAITING_APPROVAL');
    await refused(del(`${W}/reverseddeclarations/${r.id}`, token.preparer), 409, 'AWAITING_APPROVAL');
    await refused(post(A, token.preparer, { kind: 'reversal', subjectId: r.id }), 409, 'AWAITING_APPROVAL');

    // sent back with a comment: editable again, and the preparer sees the comment
    expectResultError(await decision(first.id, 'send-back', token.approver, { comment: '  ' }), 400, 'VALIDATION_FAILED');
    expect(resultOf<Approval>(await decision(first.id, 'send-back', token.approver, { comment: 'გელაშვილის ხელფასი 600 ლარია' }))).toMatchObject({ status: 'sentBack', comment: 'გელაშვილის ხელფასი 600 ლარია', decidedBy: { id: userId.approver } });
    expect((await revView(r.id)).reversal.awaitingApproval).toBe(false);
    await correct(r, '02002020202', '600.00', 'გელაშვილი');

    const second = resultOf<Approval>(await submit('reversal', r.id));
    expect(second.summary).toMatchObject({ rowCount: 2, totalAmount: '12.00' });
    const shown = await detail(second.id);
    expect(shown.canDecide).toBe(true);
    expect(shown.changes).toEqual({
      added: [],
      removed: [],
      changed: [
        { before: { personalNumber: '02002020202', name: expect.any(String), salary: '500.00', contribution: '20.00' }, after: { personalNumber: '02002020202', name: expect.any(String), salary: '600.00', contribution: '24.00' } },
      ],
      totalBefore: '68.00',
      totalAfter: '72.00',
    });

    // approved by another user: completed as the approver's act, with the direct path's ledger effect
    const before = await balance();
    expect(resultOf<Approval>(await decision(second.id, 'approve', token.approver))).toMatchObject({ status: 'approved', decidedBy: { id: userId.approver } });
    expect((await revView(r.id)).reversal).toMatchObject({ status: 'completed', awaitingApproval: false, totals: { difference: '12.00' } });
    expect(await balance()).toBe(before - 1_200n);
    expect(await movementsOf(r.id)).toEqual([
      { kind: 'contribution_adjustment', amount: '-12.00', sourceKind: 'reversal', reasonCode: 'REVERSAL', reasonParams: expect.objectContaining({ month: `${r.year}-${String(r.month).padStart(2, '0')}` }), createdBy: userId.approver },
    ]);
    expect(await ctx.db.selectFrom('reversedDeclarations').select('completedBy').where('id', '=', r.id).executeTakeFirstOrThrow()).toEqual({ completedBy: userId.approver });
    // the declaration's reversal state follows, as directly
    expect(await ctx.db.selectFrom('declarations').select('reversalStatus').where('id', '=', r.declarationId).executeTakeFirstOrThrow()).toEqual({ reversalStatus: 'closed' });
    // webhook events: requested twice (each submission), given once
    expect(await eventsOf(r.id)).toEqual([
      { type: 'approval.requested', data: expect.objectContaining({ approvalId: first.id, kind: 'reversal', totalAmount: '8.00', preparedBy: userId.preparer }) },
      { type: 'approval.requested', data: expect.objectContaining({ approvalId: second.id, kind: 'reversal', totalAmount: '12.00' }) },
      { type: 'approval.given', data: { approvalId: second.id, kind: 'reversal', subjectId: r.id, approvedBy: userId.approver } },
    ]);
    // decided once: a second approval finds it no longer pending
    expectResultError(await decision(second.id, 'approve', token.approver), 409, 'APPROVAL_NOT_PENDING');
  });

  it('has the same effect approved as completed directly', async () => {
    const direct = await reversal();
    await correct(direct, '01001010101', '1200.00');
    await setting(false);
    resultOf(await inj(post(`${W}/reverseddeclarations/${direct.id}/complete`, token.preparer)));
    await setting(true);
    const approved = await reversal();
    await correct(approved, '01001010101', '1200.00');
    const submitted = resultOf<Approval>(await submit('reversal', approved.id));
    resultOf(await decision(submitted.id, 'approve', token.approver));
    expect(await effectsOf(approved.id)).toEqual(await effectsOf(direct.id));
    const totals = async (id: string) => ({ ...(await revView(id)).reversal.totals, status: (await revView(id)).reversal.status });
    expect(await totals(approved.id)).toEqual(await totals(direct.id));
  });

  it('is not approved by its preparer, nor by a role that cannot approve; only a role that prepares submits', async () => {
    // the administrator prepares and may approve, but not its own submission
    const mine = await reversal(token.administrator);
    const own = resultOf<Approval>(await submit('reversal', mine.id, token.administrator));
    expect(own.canDecide).toBe(false);
    await refused(post(`${A}/${own.id}/approve`, token.administrator), 409, 'APPROVAL_OWN_SUBMISSION');
    await refused(post(`${A}/${own.id}/send-back`, token.administrator, { comment: 'x' }), 409, 'APPROVAL_OWN_SUBMISSION');
    // a preparer and a viewer can't approve; an approver and a viewer can't submit or withdraw
    await refused(post(`${A}/${own.id}/approve`, token.preparer), 403, 'ROLE_FORBIDDEN');
    await refused(post(`${A}/${own.id}/approve`, token.viewer), 403, 'ROLE_FORBIDDEN');
    await refused(post(`${A}/${own.id}/withdraw`, token.approver), 403, 'ROLE_FORBIDDEN');
    const other = await reversal();
    await refused(post(A, token.approver, { kind: 'reversal', subjectId: other.id }), 403, 'ROLE_FORBIDDEN');
    await refused(post(A, token.viewer, { kind: 'reversal', subjectId: other.id }), 403, 'ROLE_FORBIDDEN');
    // what can't be completed can't be submitted: a reversal without rows, one completed
    await refused(post(A, token.preparer, { kind: 'reversal', subjectId: (await reversal(token.preparer, 'none')).id }), 400, 'REVERSAL_EMPTY');
    resultOf(await decision(own.id, 'approve', token.approver));
    await refused(post(A, token.preparer, { kind: 'reversal', subjectId: mine.id }), 409, 'REVERSAL_COMPLETED');
  });

  it('is withdrawn by its preparer: editable again, and submitted again', async () => {
    const r = await reversal();
    const first = resultOf<Approval>(await submit('reversal', r.id));
    expect(resultOf<Approval>(await decision(first.id, 'withdraw', token.preparer))).toMatchObject({ status: 'withdrawn' });
    expect((await revView(r.id)).reversal.awaitingApproval).toBe(false);
    await correct(r, '02002020202', '400.00', 'გელაშვილი');
    expectResultError(await decision(first.id, 'approve', token.approver), 409, 'APPROVAL_NOT_PENDING');
    const again = resultOf<Approval>(await submit('reversal', r.id));
    // a withdrawn submission is no comparison: only one sent back is
    expect((await detail(again.id)).changes).toBeNull();
    expect(again.summary.totalAmount).toBe('-4.00');
    resultOf(await decision(again.id, 'withdraw', token.preparer));
  });
});

describe('an annual declaration through four eyes', () => {
  it('is refused directly, submitted, locked, sent back, changed, submitted again with its changes, and closed by the approver as directly', async () => {
    await setting(false);
    const a = await annual(2022);
    await setting(true);
    await yearRow(a, '01001010101', '2500.00');
    await refused(closeReq(a.id), 409, 'APPROVAL_REQUIRED');
    await refused(closeReq(a.id, token.administrator), 409, 'APPROVAL_REQUIRED');

    const first = resultOf<Approval>(await submit('annual', a.id));
    expect(first).toMatchObject({ kind: 'annual', status: 'pending', summary: { year: 2022, month: 12, rowCount: 2, totalAmount: '20.00', reference: a.annualDeclarationNumber } });
    expect((await annualView(a.id)).annualDeclaration).toMatchObject({ awaitingApproval: true, status: 'open' });

    const nino = (await annualView(a.id)).details.items.find((d) => d.personalIdentificationNumber === '01001010101')!;
    await refused(put(`${W}/annual-declarations/${a.id}/details/${nino.id}`, token.preparer, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1.00' }), 409, 'AWAITING_APPROVAL');
    await refused(del(`${W}/delete-annual-declaration-detail?annualdecDetailId=${nino.id}`, token.preparer), 409, 'AWAITING_APPROVAL');
    await refused(del(`${W}/delete-annual-declaration?annualdecId=${a.id}`, token.preparer), 409, 'AWAITING_APPROVAL');
    await refused(closeReq(a.id), 409, 'AWAITING_APPROVAL');
    const docs = multipart({ annualdecId: a.id }, [{ field: 'files', name: 'a.pdf', content: PDF }]);
    await refused({ method: 'POST', url: `${W}/annual-declarations/docs-create`, token: token.preparer, payload: docs.payload, headers: docs.headers }, 409, 'AWAITING_APPROVAL');

    resultOf(await decision(first.id, 'send-back', token.approver, { comment: 'Check the second person' }));
    expect((await annualView(a.id)).annualDeclaration.awaitingApproval).toBe(false);
    await yearRow(a, '02002020202', '1500.00', 'გელაშვილი');
    const second = resultOf<Approval>(await submit('annual', a.id));
    expect(second.summary.totalAmount).toBe('40.00');
    expect((await detail(second.id)).changes).toMatchObject({
      added: [],
      removed: [],
      changed: [{ before: { personalNumber: '02002020202', salary: '1000.00', contribution: '40.00' }, after: { personalNumber: '02002020202', salary: '1500.00', contribution: '60.00' } }],
      totalBefore: '140.00',
      totalAfter: '160.00',
    });

    const before = await balance();
    resultOf(await decision(second.id, 'approve', token.approver));
    expect((await annualView(a.id)).annualDeclaration).toMatchObject({ status: 'closed', awaitingApproval: false, totals: { difference: '40.00' } });
    expect(await balance()).toBe(before - 4_000n);
    expect(await movementsOf(a.id)).toEqual([
      { kind: 'annual_adjustment', amount: '-40.00', sourceKind: 'annual_declaration', reasonCode: 'ANNUAL', reasonParams: { number: a.annualDeclarationNumber, year: '2022' }, createdBy: userId.approver },
    ]);
    expect(await eventsOf(a.id)).toEqual([
      { type: 'approval.requested', data: expect.objectContaining({ kind: 'annual', year: 2022, month: 12, totalAmount: '20.00' }) },
      { type: 'approval.requested', data: expect.objectContaining({ kind: 'annual', totalAmount: '40.00' }) },
      { type: 'approval.given', data: { approvalId: second.id, kind: 'annual', subjectId: a.id, approvedBy: userId.approver } },
    ]);
  });

  it('has the same effect approved as closed directly, is withdrawn by its preparer, and not approved by the one who prepared it', async () => {
    await setting(false);
    const direct = await annual(2023);
    await yearRow(direct, '01001010101', '2500.00');
    resultOf(await inj(closeReq(direct.id)));
    const approved = await annual(2020, token.administrator);
    await setting(true);
    await yearRow(approved, '01001010101', '2500.00');

    const withdrawn = resultOf<Approval>(await submit('annual', approved.id, token.administrator));
    await refused(post(`${A}/${withdrawn.id}/approve`, token.administrator), 409, 'APPROVAL_OWN_SUBMISSION');
    await refused(post(`${A}/${withdrawn.id}/withdraw`, token.approver), 403, 'ROLE_FORBIDDEN');
    resultOf(await decision(withdrawn.id, 'withdraw', token.administrator));
    expect((await annualView(approved.id)).annualDeclaration.awaitingApproval).toBe(false);
    await refused(post(A, token.viewer, { kind: 'annual', subjectId: approved.id }), 403, 'ROLE_FORBIDDEN');

    const submitted = resultOf<Approval>(await submit('annual', approved.id));
    resultOf(await decision(submitted.id, 'approve', token.approver));
    expect(await effectsOf(approved.id)).toEqual(await effectsOf(direct.id));
    expect((await annualView(approved.id)).annualDeclaration.totals).toEqual((await annualView(direct.id)).annualDeclaration.totals);
    // closed: nothing to submit any more
    await refused(post(A, token.preparer, { kind: 'annual', subjectId: approved.id }), 409, 'ANNUAL_CLOSED');
  });

  it('answers an annual declaration of another organization, or none, as not available', async () => {
    const other = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
    const theirs = resultOf<Annual>(await inj(post(`${W}/create-annual-declaration`, other, { year: 2021, rows: 'none' })));
    await refused(post(A, token.preparer, { kind: 'annual', subjectId: theirs.id }), 404, 'ANNUAL_NOT_AVAILABLE');
    await refused(post(A, token.preparer, { kind: 'reversal', subjectId: theirs.id }), 404, 'REVERSAL_NOT_AVAILABLE');
  });
});
