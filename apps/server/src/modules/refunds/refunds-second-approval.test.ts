import type { OperatorRefund, Refund } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { totpCode } from '../../test/multipart.ts';
import { ask, balance, decide, doc, refundsSuite } from '../../test/refunds.ts';
import { ctx, operator } from '../../test/two-employers.ts';
import { hashSecret } from '../user/password.ts';

refundsSuite();

const SECOND = { username: 'second-operator', password: 'Second#2026pass', totpSecret: 'KRSXG5CTMVRXEZLU' };

/** Another operator of the agency, signed in with its own second factor. */
async function secondOperator(): Promise<string> {
  await ctx.db.insertInto('users').values({ username: SECOND.username, passwordHash: await hashSecret(SECOND.password), role: 'operator', organizationId: null, totpSecret: SECOND.totpSecret, firstName: 'ნანა', lastName: 'დოლიძე' }).execute();
  ctx.clock.advance(30_000);
  const res = await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/operator-user', payload: { username: SECOND.username, password: SECOND.password, otp: totpCode(SECOND.totpSecret, ctx.clock.now()) } });
  return resultOf<{ accessToken: string }>(res).accessToken;
}

const paidMovements = (refundId: string) => ctx.db.selectFrom('ledgerMovements').select('amount').where('kind', '=', 'refund_paid').where('sourceId', '=', refundId).execute();

describe('a refund above what one operator may approve', () => {
  it('is paid only once a second operator approves it after the first', async () => {
    expect(ctx.config.refundSecondApprovalAbove).toBe(500_000n);
    const before = await balance();
    const large = resultOf<Refund>(await ask({ amount: '5000.01' }, [doc()]));

    const first = resultOf<OperatorRefund>(await decide(large.id, { decision: 'approve' }));
    expect(first).toMatchObject({ status: 'new', needsSecondApproval: true, firstApproval: { operatorName: expect.any(String) }, paidOn: null });
    expect(await paidMovements(large.id)).toEqual([]);
    expect(await balance()).toBe(before);
    // the employer sees the request still new, without the back office's steps
    expect(resultOf<Refund>(await ctx.inject({ method: 'GET', url: `/api/finance/v1/declarations/organization/refundById?id=${large.id}`, token: (await ctx.login()).accessToken }))).not.toHaveProperty('firstApproval');

    for (const [lang, message] of [
      ['en', 'You approved this refund first: its amount needs a second approval by another operator.'],
      ['ka', 'ეს თანხის დაბრუნება პირველად თქვენ დაადასტურეთ: მისი თანხა მოითხოვს მეორე დადასტურებას სხვა ოპერატორის მიერ.'],
    ] as const) {
      expectResultError(await decide(large.id, { decision: 'approve' }, operator, lang), 409, 'REFUND_SECOND_APPROVAL_BY_ANOTHER', message);
    }

    const second = await secondOperator();
    const paid = resultOf<OperatorRefund>(await decide(large.id, { decision: 'approve' }, second));
    expect(paid).toMatchObject({ status: 'approved', firstApproval: { operatorName: expect.any(String) } });
    expect(await paidMovements(large.id)).toEqual([{ amount: '-5000.01' }]);
  });

  it('may be rejected by the first operator or another at either step; one at the amount needs one operator', async () => {
    const large = resultOf<Refund>(await ask({ amount: '6000.00' }, [doc()]));
    resultOf(await decide(large.id, { decision: 'approve' }));
    expect(resultOf<OperatorRefund>(await decide(large.id, { decision: 'reject', reason: 'Documents missing' }))).toMatchObject({ status: 'rejected' });
    expect(await paidMovements(large.id)).toEqual([]);

    const atLimit = resultOf<Refund>(await ask({ amount: '5000.00' }, [doc()]));
    expect(resultOf<OperatorRefund>(await decide(atLimit.id, { decision: 'approve' }))).toMatchObject({ status: 'approved', needsSecondApproval: false, firstApproval: null });
  });
});
