import type { ApprovalDetail, OrgRole } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, getDeclaration, periods, row, W, type Decl } from '../../test/declarations.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';

const A = '/api/user/v1/approvals';
let ctx: TestContext;
let organizationId: string;
const token = {} as Record<'administrator' | 'preparer' | 'approver' | 'viewer' | 'other', string>;
const userId = {} as Record<keyof typeof token, string>;
const nextPeriod = periods(2019);

/** A user of the demo employer's organization in `role` (the demo password), signed in. */
async function userIn(role: OrgRole): Promise<{ accessToken: string; userId: string }> {
  const demo = await ctx.db.selectFrom('users').select(['passwordHash', 'organizationId']).where('username', '=', DEMO.employer.username).executeTakeFirstOrThrow();
  organizationId = demo.organizationId!;
  await ctx.db.insertInto('users').values({ username: `approvals-${role}`, firstName: 'გიორგი', lastName: role, passwordHash: demo.passwordHash, role: 'employer', orgRole: role, organizationId }).execute();
  return ctx.login(`approvals-${role}`);
}

const post = (url: string, t: string, payload?: object, lang = 'en') => ctx.inject({ method: 'POST', url, token: t, headers: { 'accept-language': lang }, ...(payload ? { payload } : {}) });
const setting = (t: string, requiresApproval: boolean) => ctx.inject({ method: 'PUT', url: `${A}/setting`, token: t, headers: { 'accept-language': 'en' }, payload: { requiresApproval } });

async function preparedDeclaration(rows: string[]): Promise<Decl> {
  const d = await createDeclaration(ctx, token.preparer, nextPeriod());
  for (const pn of rows) await addRow(ctx, token.preparer, d.id, row(pn, '1000.00'));
  return d;
}

const dueOf = (declarationId: string) =>
  ctx.db.selectFrom('ledgerMovements').select(['amount', 'createdBy']).where('kind', '=', 'contribution_due').where('sourceId', '=', declarationId).execute();

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await ctx.login();
  [token.administrator, userId.administrator] = [admin.accessToken, admin.userId];
  for (const role of ['preparer', 'approver', 'viewer'] as const) {
    const u = await userIn(role);
    [token[role], userId[role]] = [u.accessToken, u.userId];
  }
  token.other = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  // approving and sending back ask for a second factor given in the last 5 minutes (of the test's clock)
  for (const t of [token.approver, token.administrator]) await steppedUp(ctx, t);
}, 120_000);
afterAll(async () => ctx?.close());

describe('requiring approval', () => {
  it('is the administrator\'s to set, and only when every preparer has another user who can approve', async () => {
    expectResultError(await setting(token.preparer, true), 403, 'ROLE_FORBIDDEN');
    // the second employer has one user, its administrator: no one could approve what it prepares
    expectResultError(await setting(token.other, true), 409, 'APPROVAL_NEEDS_TWO_USERS', 'Approval can be required only when every user who prepares has another active user who can approve.');
    expect(await ctx.db.selectFrom('organizations').select('requiresApproval').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).toEqual({ requiresApproval: false });
    expect(resultOf(await setting(token.administrator, true))).toEqual({ requiresApproval: true });
    expect(resultOf(await ctx.inject({ method: 'GET', url: '/api/user/v1/me', token: token.preparer }))).toMatchObject({ organizationRequiresApproval: true });
  });

  it('refuses to activate directly, even for the administrator', async () => {
    const d = await preparedDeclaration(['70000000011']);
    for (const [t, lang, message] of [
      [token.administrator, 'en', "Your organization requires a second user's approval: submit it for approval."],
      [token.preparer, 'ka', 'თქვენი ორგანიზაცია მოითხოვს მეორე მომხმარებლის დადასტურებას: გაგზავნეთ დასადასტურებლად.'],
    ] as const) {
      expectResultError(await post(`${W}/declarations/${d.id}/activate`, t, undefined, lang), 409, 'APPROVAL_REQUIRED', message);
    }
    expect((await getDeclaration(ctx, token.preparer, d.id)).declaration.declarationStatus).toBe('draft');
    expect(await dueOf(d.id)).toEqual([]);
  });
});

describe('a declaration through four eyes', () => {
  it('is submitted, locked, sent back with a comment, changed, submitted again, and activated by the approver', async () => {
    const d = await preparedDeclaration(['70000000021', '70000000022']);
    const submitted = resultOf<ApprovalDetail>(await post(A, token.preparer, { kind: 'declaration', subjectId: d.id }));
    expect(submitted).toMatchObject({ status: 'pending', kind: 'declaration', subjectId: d.id, summary: { rowCount: 2, totalAmount: '80.00' }, preparedBy: { id: userId.preparer, name: 'გიორგი preparer' }, canDecide: false, decidedBy: null });
    expect((await getDeclaration(ctx, token.preparer, d.id)).declaration).toMatchObject({ awaitingApproval: true, declarationStatus: 'draft' });

    // nothing changes while it waits: not a row, not a second submission
    expectResultError(await post(`${W}/declarations/${d.id}/details`, token.preparer, row('70000000023')), 409, 'AWAITING_APPROVAL');
    expectResultError(await post(A, token.preparer, { kind: 'declaration', subjectId: d.id }), 409, 'AWAITING_APPROVAL');
    // a preparer and a viewer may not decide; the approver sees it can
    expectResultError(await post(`${A}/${submitted.id}/approve`, token.preparer), 403, 'ROLE_FORBIDDEN');
    expectResultError(await post(`${A}/${submitted.id}/approve`, token.viewer), 403, 'ROLE_FORBIDDEN');
    expect(resultOf<ApprovalDetail>(await ctx.inject({ method: 'GET', url: `${A}/${submitted.id}`, token: token.approver }))).toMatchObject({ canDecide: true, changes: null });

    const back = resultOf<ApprovalDetail>(await post(`${A}/${submitted.id}/send-back`, token.approver, { comment: 'Salary of 70000000022 is 1500' }));
    expect(back).toMatchObject({ status: 'sentBack', comment: 'Salary of 70000000022 is 1500', decidedBy: { id: userId.approver } });
    const { declaration, details } = await getDeclaration(ctx, token.preparer, d.id);
    expect(declaration.awaitingApproval).toBe(false);

    // the preparer corrects one row and adds another, then submits again
    const second = details.items.find((x) => x.personalIdentificationNumber === '70000000022')!;
    resultOf(await ctx.inject({ method: 'PUT', url: `${W}/declarations/${d.id}/details/${second.id}`, token: token.preparer, payload: row('70000000022', '1500.00') }));
    await addRow(ctx, token.preparer, d.id, row('70000000023', '500.00'));
    const again = resultOf<ApprovalDetail>(await post(A, token.preparer, { kind: 'declaration', subjectId: d.id }));
    const seen = resultOf<ApprovalDetail>(await ctx.inject({ method: 'GET', url: `${A}/${again.id}`, token: token.approver }));
    expect(seen.changes).toEqual({
      added: [{ personalNumber: '70000000023', name: 'ნინო ბერიძე', salary: '500.00', contribution: '20.00' }],
      removed: [],
      changed: [{ before: { personalNumber: '70000000022', name: 'ნინო ბერიძე', salary: '1000.00', contribution: '40.00' }, after: { personalNumber: '70000000022', name: 'ნინო ბერიძე', salary: '1500.00', contribution: '60.00' } }],
      totalBefore: '80.00',
      totalAfter: '120.00',
    });

    const approved = resultOf<ApprovalDetail>(await post(`${A}/${again.id}/approve`, token.approver));
    expect(approved).toMatchObject({ status: 'approved', decidedBy: { id: userId.approver }, canDecide: false });
    expect((await getDeclaration(ctx, token.preparer, d.id)).declaration).toMatchObject({ declarationStatus: 'open', awaitingApproval: false, totalAmount: '120.00' });
    // the contributions became due once, as the approver's act
    expect(await dueOf(d.id)).toEqual([{ amount: '-120.00', createdBy: userId.approver }]);
    expectResultError(await post(`${A}/${again.id}/approve`, token.administrator), 409, 'APPROVAL_NOT_PENDING');
  });

  it('is never approved by the one who prepared it, administrator or not', async () => {
    const d = await createDeclaration(ctx, token.administrator, nextPeriod());
    await addRow(ctx, token.administrator, d.id, row('70000000031'));
    const submitted = resultOf<ApprovalDetail>(await post(A, token.administrator, { kind: 'declaration', subjectId: d.id }));
    expect(submitted.canDecide).toBe(false);
    expectResultError(await post(`${A}/${submitted.id}/approve`, token.administrator), 409, 'APPROVAL_OWN_SUBMISSION', 'You prepared this submission: another user must approve it or send it back.');
    expectResultError(await post(`${A}/${submitted.id}/send-back`, token.administrator, { comment: 'x' }), 409, 'APPROVAL_OWN_SUBMISSION');
    resultOf(await post(`${A}/${submitted.id}/approve`, token.approver));
  });

  it('activates once when two approvers approve at the same moment', async () => {
    const d = await preparedDeclaration(['70000000041']);
    const submitted = resultOf<ApprovalDetail>(await post(A, token.preparer, { kind: 'declaration', subjectId: d.id }));
    const answers = await Promise.all([post(`${A}/${submitted.id}/approve`, token.approver), post(`${A}/${submitted.id}/approve`, token.administrator)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await dueOf(d.id)).toHaveLength(1);
  });

  it('is withdrawn by its preparer, not by another preparer', async () => {
    const d = await preparedDeclaration(['70000000051']);
    const submitted = resultOf<ApprovalDetail>(await post(A, token.preparer, { kind: 'declaration', subjectId: d.id }));
    expectResultError(await post(`${A}/${submitted.id}/withdraw`, token.viewer), 403, 'ROLE_FORBIDDEN');
    expect(resultOf<ApprovalDetail>(await post(`${A}/${submitted.id}/withdraw`, token.preparer))).toMatchObject({ status: 'withdrawn', decidedBy: { id: userId.preparer } });
    expect((await getDeclaration(ctx, token.preparer, d.id)).declaration.awaitingApproval).toBe(false);
    expectResultError(await post(`${A}/${submitted.id}/approve`, token.approver), 409, 'APPROVAL_NOT_PENDING');
  });

  it('refuses a declaration without rows, and keeps another organization out', async () => {
    const empty = await createDeclaration(ctx, token.preparer, nextPeriod());
    expectResultError(await post(A, token.preparer, { kind: 'declaration', subjectId: empty.id }), 400, 'DECLARATION_EMPTY');
    expect(await ctx.db.selectFrom('approvalRequests').select('id').where('subjectId', '=', empty.id).execute()).toEqual([]);
    const d = await preparedDeclaration(['70000000061']);
    const submitted = resultOf<ApprovalDetail>(await post(A, token.preparer, { kind: 'declaration', subjectId: d.id }));
    expectResultError(await ctx.inject({ method: 'GET', url: `${A}/${submitted.id}`, token: token.other }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await post(A, token.other, { kind: 'declaration', subjectId: d.id }), 404, 'DECLARATION_NOT_AVAILABLE');
    const theirs = resultOf<{ items: unknown[]; totalCount: number }>(await ctx.inject({ method: 'GET', url: `${A}?status=pending`, token: token.other }));
    expect(theirs).toMatchObject({ items: [], totalCount: 0 });
    const ours = resultOf<{ items: ApprovalDetail[]; totalCount: number }>(await ctx.inject({ method: 'GET', url: `${A}?status=pending&subjectId=${d.id}`, token: token.viewer }));
    expect(ours.items.map((a) => a.id)).toEqual([submitted.id]);
  });

  it('lets the organization activate directly again once approval is no longer required', async () => {
    resultOf(await setting(token.administrator, false));
    const d = await preparedDeclaration(['70000000071']);
    expect(resultOf<Decl>(await post(`${W}/declarations/${d.id}/activate`, token.preparer)).declarationStatus).toBe('open');
    expect(organizationId).toBeTruthy();
  });
});
