import { parseMoney } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { expectRefused, F, W } from '../../test/declarations.ts';
import { resultOf, snapshot } from '../../test/expect.ts';
import { addDetail, ANNUAL_TABLES, ctx, inj, otherToken, token, balance, close, create, detailOf, docsUpload, filedYear, PDF, setUpAnnualTests, THIS_YEAR, view, type Annual } from '../../test/annual.ts';

setUpAnnualTests();

describe('closing', () => {
  it('writes the difference to the ledger once, and then nothing of it changes', async () => {
    await filedYear(2023);
    const a = await create(2023);
    const nino = detailOf(await view(a.id), '01001010101');
    const edited = resultOf<{ annualDeclaration: Annual }>(
      await inj({
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token,
        payload: {
          personalIdentificationNumber: '01001010101',
          lastName: 'ბერიძე',
          grossSalary: '2500',
          additionalBenefits: '100',
        },
      }),
    );
    const before = await balance();
    await expectRefused(
      ctx,
      close(a.id, { 'if-match': `"${edited.annualDeclaration.version - 1}"` }),
      412,
      'PRECONDITION_FAILED',
    );
    const closed = resultOf<Annual>(
      await inj(
        close(a.id, { 'if-match': `"${edited.annualDeclaration.version}"`, 'idempotency-key': `close-${a.id}` }),
      ),
    );
    expect(closed).toMatchObject({ status: 'closed', totals: { difference: '24.00' } });
    expect(await balance()).toBe(before - 2_400n);
    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'sourceKind', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceId', '=', a.id)
      .execute();
    // the system's reason as a code (docs/decisions/0074), no text in any one language
    expect(movements).toEqual([
      {
        kind: 'annual_adjustment',
        amount: '-24.00',
        sourceKind: 'annual_declaration',
        reason: null,
        reasonCode: 'ANNUAL',
        reasonParams: { number: expect.stringMatching(/^\d+$/), year: String(a.year) },
      },
    ]);
    // the same key answers the close again, without a second movement
    expect(resultOf<Annual>(await inj(close(a.id, { 'idempotency-key': `close-${a.id}` }))).status).toBe('closed');

    const frozen = await snapshot(ctx.db, [...ANNUAL_TABLES]);
    await expectRefused(ctx, close(a.id), 409, 'ANNUAL_CLOSED');
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' }),
      409,
      'ANNUAL_CLOSED',
    );
    await expectRefused(
      ctx,
      { method: 'DELETE', url: `${W}/delete-annual-declaration-detail?annualdecDetailId=${nino.id}`, token },
      409,
      'ANNUAL_CLOSED',
    );
    await expectRefused(
      ctx,
      { method: 'DELETE', url: `${W}/delete-annual-declaration?annualdecId=${a.id}`, token },
      409,
      'ANNUAL_CLOSED',
    );
    await expectRefused(ctx, () => docsUpload(a.id, [{ name: 'a.pdf', content: PDF }]), 409, 'ANNUAL_CLOSED');
    expect(await snapshot(ctx.db, [...ANNUAL_TABLES])).toEqual(frozen);
    expect(
      resultOf<{ items: Annual[] }>(
        await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=closed`, token }),
      ).items.map((x) => x.id),
    ).toEqual([a.id]);
  });

  it('refuses an empty one, and one whose year has a month being processed', async () => {
    const empty = await create(2019, 'none');
    expect(empty.rowCount).toBe(0);
    await expectRefused(ctx, close(empty.id), 400, 'ANNUAL_EMPTY');

    const [march] = await filedYear(2022, otherToken);
    const a = await create(2022, 'declared', otherToken);
    await ctx.db.updateTable('declarations').set({ isProcessing: true }).where('id', '=', march!).execute();
    await expectRefused(ctx, close(a.id, {}, otherToken), 409, 'DECLARATION_PROCESSING');
    await expectRefused(
      ctx,
      addDetail(
        a.id,
        { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' },
        {},
        otherToken,
      ),
      409,
      'DECLARATION_PROCESSING',
    );
    await ctx.db.updateTable('declarations').set({ isProcessing: false }).where('id', '=', march!).execute();
  });

  it('of two closes at once, one closes and the other is refused; the ledger has one movement', async () => {
    await filedYear(2021, otherToken);
    const a = await create(2021, 'declared', otherToken);
    const nino = detailOf(await view(a.id, otherToken), '01001010101');
    const edited = resultOf<{ annualDeclaration: Annual }>(
      await inj({
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token: otherToken,
        payload: { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1500' },
      }),
    );
    const version = `"${edited.annualDeclaration.version}"`;
    const [x, y] = await Promise.all([
      inj(close(a.id, { 'if-match': version }, otherToken)),
      inj(close(a.id, { 'if-match': version }, otherToken)),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const [p, q] = await Promise.all([inj(close(a.id, {}, otherToken)), inj(close(a.id, {}, otherToken))]);
    expect([p.statusCode, q.statusCode]).toEqual([409, 409]);
    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select('amount')
      .where('sourceId', '=', a.id)
      .execute();
    expect(movements).toEqual([{ amount: '20.00' }]);
  });

  it('takes the months as they are when it closes, and writes nothing when nothing differs', async () => {
    await filedYear(2020, otherToken);
    const a = await create(2020, 'declared', otherToken);
    // a month filed after the annual declaration was made is counted when it closes
    const [may] = await filedYear(2020, otherToken, [5]);
    expect(may).toBeDefined();
    const closed = resultOf<Annual>(await inj(close(a.id, {}, otherToken)));
    expect(closed).toMatchObject({
      status: 'closed',
      totals: { declaredBase: '4500.00', annualBase: '3000.00', difference: '-60.00' },
    });
    expect(await ctx.db.selectFrom('ledgerMovements').select('amount').where('sourceId', '=', a.id).execute()).toEqual([
      { amount: '60.00' },
    ]);

    await filedYear(2023, otherToken);
    const same = await create(2023, 'declared', otherToken);
    expect(resultOf<Annual>(await inj(close(same.id, {}, otherToken))).totals.difference).toBe('0.00');
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', same.id).execute()).toEqual(
      [],
    );
  });
});

describe('demo data', () => {
  it('the demo employer has an open annual declaration of the year before last, with one difference', async () => {
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list`, token }),
    );
    const demo = list.items.find((x) => x.year === THIS_YEAR - 2)!;
    expect(demo).toMatchObject({ status: 'open', differenceCount: 1 });
    expect(demo.rowCount).toBeGreaterThan(1);
    expect(parseMoney(demo.totals.annualBase)! - parseMoney(demo.totals.declaredBase)!).toBe(120_000n);
    expect(parseMoney(demo.totals.difference)).toBeGreaterThan(0n);
  });
});
