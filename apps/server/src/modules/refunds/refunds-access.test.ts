import { randomUUID } from 'node:crypto';
import type { Refund } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { ask, doc, F, get, MY_ACCOUNT, OP, post, refundsSuite, TABLES, THEIR_ACCOUNT, W } from '../../test/refunds.ts';
import { ctx, employer, employer2, type Page } from '../../test/two-employers.ts';

refundsSuite();

describe('who may call', () => {
  it('employer tokens get 403 on the operator refund routes, callers without a token 401', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', 'refunds'],
      ['POST', `refunds/${id}/decision`, { decision: 'approve' }],
      ['GET', `refunds/${id}/documents/${randomUUID()}`],
    ];
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const [method, url, payload] of calls) {
      expectResultError(
        await ctx.inject({ method: method as 'GET', url: `${OP}/${url}`, token: employer, payload: payload as never }),
        403,
        'FORBIDDEN',
      );
      expectResultError(
        await ctx.inject({ method: method as 'GET', url: `${OP}/${url}`, payload: payload as never }),
        401,
        'UNAUTHORIZED',
      );
    }
    for (const url of [
      `${F}/refund/filter`,
      `${F}/refundDocTypes`,
      `${F}/refund/filterlist-scrum-status`,
      `${F}/refund/filterlist-account-numbers`,
      `${F}/refundById?id=${id}`,
    ]) {
      expectResultError(await ctx.inject({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe("another organization's requests", () => {
  it('are not listed and answer 404 to every call, revealing nothing', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '20' }));
    expect(resultOf<Page<Refund>>(await get('refund/filter', employer2)).items.map((r) => r.id)).not.toContain(
      refund.id,
    );
    expect(resultOf<string[]>(await get('refund/filterlist-account-numbers', employer2))).not.toContain(MY_ACCOUNT);
    const nobody = randomUUID();
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const id of [refund.id, nobody]) {
      const a = expectResultError(await get(`refundById?id=${id}`, employer2), 404, 'RECORD_NOT_FOUND');
      expect(JSON.stringify(a)).not.toContain(refund.number);
      expectResultError(
        await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${id}`, token: employer2 }),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await post(
          'refund-update',
          { id, amount: '5', accountNumber: THEIR_ACCOUNT, bankDetails: 'x', documentTypes: 'other' },
          [doc()],
          employer2,
        ),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${W}/download-refund-doc`,
          token: employer2,
          payload: { refundId: id, documentId: refund.documents[0]!.id },
        }),
        404,
        'RECORD_NOT_FOUND',
      );
    }
    // one's own request with another request's document: not found either
    const theirs = resultOf<Refund>(
      await ask({ amount: '5', accountNumber: THEIR_ACCOUNT, bankDetails: 'ლიბერთი ბანკი' }, [doc()], employer2),
    );
    expectResultError(
      await ctx.inject({
        method: 'POST',
        url: `${W}/download-refund-doc`,
        token: employer2,
        payload: { refundId: theirs.id, documentId: refund.documents[0]!.id },
      }),
      404,
      'RECORD_NOT_FOUND',
    );
    expectResultError(await get('refundById?id=nope'), 400, 'VALIDATION_FAILED');
    resultOf(await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${theirs.id}`, token: employer2 }));
    const after = await snapshot(ctx.db, [...TABLES]);
    expect(after.refunds).toEqual(before.refunds);
  });
});
