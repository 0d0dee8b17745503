import type { NamedCode, Refund } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_REFUNDS } from '../../db/seed/demo-refunds.ts';
import { resultOf } from '../../test/expect.ts';
import { balance, get, money, refundsSuite } from '../../test/refunds.ts';
import { ctx, type Page } from '../../test/two-employers.ts';

refundsSuite();

describe('lists of the form', () => {
  it('refundDocTypes and filterlist-scrum-status name their codes in three languages', async () => {
    const types = resultOf<NamedCode[]>(await get('refundDocTypes'));
    expect(types.map((t) => t.code)).toEqual(['application', 'bank_certificate', 'payment_order', 'other']);
    const statuses = resultOf<NamedCode[]>(await get('refund/filterlist-scrum-status'));
    expect(statuses.map((t) => t.code)).toEqual(['new', 'approved', 'rejected']);
    for (const t of [...types, ...statuses]) {
      expect(t.nameKa).toMatch(/[\u10D0-\u10FF]/);
      expect(t.nameRu).toMatch(/[\u0400-\u04FF]/);
      expect(t.nameEn).toMatch(/^[A-Z]/);
    }
  });
});

describe('the demo refunds', () => {
  it('the demo employer has one paid and one pending refund, the paid one in its balance', async () => {
    const page = resultOf<Page<Refund>>(await get('refund/filter'));
    const seeded = page.items.filter((r) => r.number.startsWith('R-'));
    expect(seeded.map((r) => [r.status, r.amount])).toEqual(
      expect.arrayContaining([
        ['new', money(DEMO_REFUNDS.pending)],
        ['approved', money(DEMO_REFUNDS.paid)],
      ]),
    );
    const paid = seeded.find((r) => r.status === 'approved')!;
    expect(paid.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(paid.documents).toEqual([
      expect.objectContaining({ docType: 'application', contentType: 'application/pdf' }),
    ]);
    const movement = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceKind', '=', 'refund')
      .where('sourceId', '=', paid.id)
      .execute();
    expect(movement).toEqual([
      {
        kind: 'refund_paid',
        amount: `-${money(DEMO_REFUNDS.paid)}`,
        reason: null,
        reasonCode: 'REFUND',
        reasonParams: { number: paid.number },
      },
    ]);
    expect(await balance()).toBeGreaterThan(DEMO_REFUNDS.pending);
  });
});
