import { randomUUID } from 'node:crypto';
import { errorMessage, type OperatorRefund, type Refund } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { DEMO } from '../../test/test-app.ts';
import { recordPayment } from '../finance/ledger.service.ts';
import { ask, balance, decide, doc, money, OP, pending, refundsSuite, refused, THEIR_ACCOUNT } from '../../test/refunds.ts';
import { ctx, employer2, operator, org1, org2, type Page } from '../../test/two-employers.ts';

refundsSuite();

describe('the operator', () => {
  it('lists requests by status with the organization, approves one: a "refund paid" movement and the balance down by its amount', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '40.10' }));
    const list = resultOf<Page<OperatorRefund>>(
      await ctx.inject({ method: 'GET', url: `${OP}/refunds?status=new&pageSize=200`, token: operator }),
    );
    expect(list.items.find((r) => r.id === refund.id)).toMatchObject({
      organizationCode: DEMO.employer.code,
      organizationName: DEMO.employer.name,
      amount: '40.10',
    });
    expect(list.items.every((r) => r.status === 'new')).toBe(true);
    const byCode = resultOf<Page<OperatorRefund>>(
      await ctx.inject({
        method: 'GET',
        url: `${OP}/refunds?organizationCode=${DEMO.employer2.code}`,
        token: operator,
      }),
    );
    expect(byCode.items.every((r) => r.organizationCode === DEMO.employer2.code)).toBe(true);
    const doc0 = await ctx.inject({
      method: 'GET',
      url: `${OP}/refunds/${refund.id}/documents/${refund.documents[0]!.id}`,
      token: operator,
    });
    expect(doc0.statusCode).toBe(200);
    expectResultError(
      await ctx.inject({ method: 'GET', url: `${OP}/refunds/${refund.id}/documents/${randomUUID()}`, token: operator }),
      404,
      'RECORD_NOT_FOUND',
    );

    const before = await balance();
    const approved = resultOf<OperatorRefund>(await decide(refund.id, { decision: 'approve' }));
    expect(approved).toMatchObject({
      status: 'approved',
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      decidedAt: expect.any(String),
    });
    expect(await balance()).toBe(before - 4_010n);
    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'organizationId', 'valueDate', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceId', '=', refund.id)
      .execute();
    expect(movements).toEqual([
      {
        kind: 'refund_paid',
        amount: '-40.10',
        organizationId: org1,
        valueDate: approved.paidOn,
        reason: null,
        reasonCode: 'REFUND',
        reasonParams: { number: approved.number },
      },
    ]);
    // decided once: a second decision of either kind is refused
    await refused((lang) => decide(refund.id, { decision: 'approve' }, operator, lang), 409, 'REFUND_ALREADY_DECIDED');
    await refused(
      (lang) => decide(refund.id, { decision: 'reject', reason: 'x' }, operator, lang),
      409,
      'REFUND_ALREADY_DECIDED',
    );
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['organizationId', 'status'])
      .where('targetId', '=', refund.id)
      .where('route', 'like', '%decision')
      .execute();
    expect(audit).toEqual([{ organizationId: org1, status: 200 }]);
  });

  it('rejects only with a reason; an unknown id is a 404, a bad decision a 400', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '3' }));
    await refused((lang) => decide(refund.id, { decision: 'reject' }, operator, lang), 400, 'VALIDATION_FAILED', {
      reason: 'decisionReasonRequired',
    });
    await refused(
      (lang) => decide(refund.id, { decision: 'reject', reason: '   ' }, operator, lang),
      400,
      'VALIDATION_FAILED',
      { reason: 'decisionReasonRequired' },
    );
    await refused((lang) => decide(refund.id, { decision: 'pay' }, operator, lang), 400, 'VALIDATION_FAILED', {
      decision: 'invalidType',
    });
    await refused((lang) => decide(randomUUID(), { decision: 'approve' }, operator, lang), 404, 'RECORD_NOT_FOUND');
    const before = await balance();
    expect(
      resultOf<OperatorRefund>(await decide(refund.id, { decision: 'reject', reason: 'ბალანსი შემოწმდა' })),
    ).toMatchObject({ status: 'rejected', decisionReason: 'ბალანსი შემოწმდა', paidOn: null });
    expect(await balance()).toBe(before);
  });

  it('checks the balance again when approving ("Bad Balance; insufficient money.")', async () => {
    // the second employer: a fresh payment, a refund just below its balance, then a fine
    await recordPayment(ctx.db, ctx.clock.now(), {
      organizationId: org2,
      number: 'TR-REFUND-1',
      paidAt: '2026-11-01',
      bankName: 'ლიბერთი ბანკი',
      accountNumber: THEIR_ACCOUNT,
      amount: 50_000n,
      reason: 'საპენსიო შენატანები',
    });
    const available = (await balance(employer2)) - (await pending(org2));
    const refund = resultOf<Refund>(
      await ask(
        { amount: money(available - 100n), accountNumber: THEIR_ACCOUNT, bankDetails: 'ლიბერთი ბანკი' },
        [doc()],
        employer2,
      ),
    );
    resultOf(
      await ctx.inject({
        method: 'POST',
        url: `${OP}/fines`,
        token: operator,
        payload: { organizationCode: DEMO.employer2.code, amount: '500', reason: 'ვადაგადაცილება' },
      }),
    );
    await refused(
      (lang) => decide(refund.id, { decision: 'approve' }, operator, lang),
      409,
      'REFUND_INSUFFICIENT_BALANCE',
    );
    expect(errorMessage('en', 'REFUND_INSUFFICIENT_BALANCE')).toBe('Bad Balance; insufficient money.');
    resultOf(await decide(refund.id, { decision: 'reject', reason: 'არასაკმარისი ბალანსი' }));
  });
});

describe('requests at the same moment', () => {
  it('can never together exceed the balance: five at once, each of 30% of what is available, three are accepted', async () => {
    await recordPayment(ctx.db, ctx.clock.now(), {
      organizationId: org2,
      number: 'TR-REFUND-2',
      paidAt: '2026-11-02',
      bankName: 'ლიბერთი ბანკი',
      accountNumber: THEIR_ACCOUNT,
      amount: 1_000_000n,
      reason: 'საპენსიო შენატანები',
    });
    const available = (await balance(employer2)) - (await pending(org2));
    const share = (available * 30n) / 100n;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        ask({ amount: money(share), accountNumber: THEIR_ACCOUNT, bankDetails: 'ლიბერთი ბანკი' }, [doc()], employer2),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : (a.json() as { code: string }).code)).sort();
    expect(codes).toEqual(['REFUND_ABOVE_BALANCE', 'REFUND_ABOVE_BALANCE', 'ok', 'ok', 'ok']);
    expect(await pending(org2)).toBeLessThan(await balance(employer2));
    // and two decisions of one request at once: one refund paid
    const id = (answers.find((a) => a.statusCode === 200)!.json() as { result: Refund }).result.id;
    const decisions = await Promise.all([0, 1, 2].map(() => decide(id, { decision: 'approve' })));
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', id).execute()).toHaveLength(
      1,
    );
  });
});
