import type { Approval, Refund } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { ask, decide, doc, MY_ACCOUNT, OP, post, refundsSuite, W } from '../../test/refunds.ts';
import { ctx, employer, operator, type Page } from '../../test/two-employers.ts';
import { DEMO } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';

const A = '/api/user/v1/approvals';
const tokens = { preparer: '', approver: '' };

refundsSuite();

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  ctx.inject({ method, url, token, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });
const atAgency = async () => resultOf<Page<Refund>>(await inject('GET', `${OP}/refunds?status=new&pageSize=100`, operator)).items.map((r) => r.id);
const pendingOf = async (subjectId: string) => resultOf<Page<Approval>>(await inject('GET', `${A}?status=pending&subjectId=${subjectId}`, tokens.approver)).items;

describe('a refund request through four eyes', () => {
  it('reaches the agency only once another user approves it, and waits again once changed', async () => {
    tokens.preparer = (await ctx.login(DEMO.preparer.username, DEMO.preparer.password)).accessToken;
    tokens.approver = (await ctx.login(DEMO.approver.username, DEMO.approver.password)).accessToken;
    await steppedUp(ctx, tokens.preparer); // a refund request asks for a recent second factor
    await steppedUp(ctx, tokens.approver); // and so do approving and sending back
    resultOf(await inject('PUT', `${A}/setting`, employer, { requiresApproval: true }));

    const asked = resultOf<Refund>(await ask({ amount: '120.00' }, [doc()], tokens.preparer));
    expect(asked).toMatchObject({ status: 'new', awaitingApproval: true });
    // the agency neither lists it nor can decide it
    expect(await atAgency()).not.toContain(asked.id);
    expectResultError(await decide(asked.id, { decision: 'approve' }), 404, 'RECORD_NOT_FOUND');
    const [first] = await pendingOf(asked.id);
    expect(first).toMatchObject({ kind: 'refund', summary: { totalAmount: '120.00', rowCount: 0, reference: asked.number }, canDecide: true });

    // nothing changes while it waits; its preparer may not decide it
    const change = (amount: string, token: string) => post('refund-update', { id: asked.id, amount, accountNumber: MY_ACCOUNT, bankDetails: 'თიბისი ბანკი, TBCBGE22' }, [], token);
    expectResultError(await change('100.00', tokens.preparer), 409, 'AWAITING_APPROVAL');
    expectResultError(await inject('DELETE', `${W}/refund?id=${asked.id}`, tokens.preparer), 409, 'AWAITING_APPROVAL');
    expectResultError(await inject('POST', `${A}/${first!.id}/approve`, tokens.preparer), 403, 'ROLE_FORBIDDEN');

    // sent back, changed: it waits for an approver again, as changed
    resultOf(await inject('POST', `${A}/${first!.id}/send-back`, tokens.approver, { comment: 'Ask for 100 GEL' }));
    expect(await pendingOf(asked.id)).toEqual([]);
    expect(resultOf<Refund>(await change('100.00', tokens.preparer))).toMatchObject({ amount: '100.00', awaitingApproval: true });
    const [second] = await pendingOf(asked.id);
    expect(second).toMatchObject({ summary: { totalAmount: '100.00' }, status: 'pending' });
    expect(await atAgency()).not.toContain(asked.id);

    const approved = resultOf<Approval>(await inject('POST', `${A}/${second!.id}/approve`, tokens.approver));
    expect(approved).toMatchObject({ status: 'approved', kind: 'refund' });
    expect(await atAgency()).toContain(asked.id);
    expect(resultOf<Refund>(await decide(asked.id, { decision: 'approve' }))).toMatchObject({ status: 'approved', awaitingApproval: false });
  });

  it('is submitted again as it is once withdrawn, and goes straight to the agency where approval is not required', async () => {
    const asked = resultOf<Refund>(await ask({ amount: '10.00' }, [doc()], tokens.preparer));
    const [pending] = await pendingOf(asked.id);
    resultOf(await inject('POST', `${A}/${pending!.id}/withdraw`, tokens.preparer));
    expectResultError(await inject('POST', `${A}/${pending!.id}/approve`, tokens.approver), 409, 'APPROVAL_NOT_PENDING');
    const again = resultOf<Approval>(await inject('POST', A, tokens.preparer, { kind: 'refund', subjectId: asked.id }));
    expect(again.status).toBe('pending');
    expectResultError(await inject('POST', A, tokens.preparer, { kind: 'refund', subjectId: asked.id }), 409, 'AWAITING_APPROVAL');

    resultOf(await inject('PUT', `${A}/setting`, employer, { requiresApproval: false }));
    const direct = resultOf<Refund>(await ask({ amount: '11.00' }, [doc()], tokens.preparer));
    expect(direct.awaitingApproval).toBe(false);
    expect(await atAgency()).toContain(direct.id);
    // a request at the agency is no subject for approval
    expectResultError(await inject('POST', A, tokens.preparer, { kind: 'refund', subjectId: direct.id }), 409, 'APPROVAL_NOT_PENDING');
  });
});
