import { describe, expect, it } from 'vitest';
import { expectRefused, F, W, type Req } from '../../test/declarations.ts';
import { resultOf, snapshot } from '../../test/expect.ts';
import { addDetail, ANNUAL_TABLES, ctx, inj, otherToken, token, create, detailOf, filedYear, setUpAnnualTests, THIS_YEAR, view, type Annual, type AnnualDetail } from '../../test/annual.ts';

setUpAnnualTests();

describe('creating an annual declaration', () => {
  it('for a past year, with a row for every person the months declared, as declared', async () => {
    await filedYear(2020);
    const a = await create(2020);
    expect(a).toMatchObject({
      year: 2020,
      status: 'open',
      rowCount: 2,
      differenceCount: 0,
      totals: {
        declaredBase: '3000.00',
        annualBase: '3000.00',
        declaredContribution: '120.00',
        annualContribution: '120.00',
        difference: '0.00',
      },
    });
    const v = await view(a.id);
    expect(detailOf(v, '01001010101')).toMatchObject({
      months: 2,
      declaredBase: '2000.00',
      annualBase: '2000.00',
      difference: '0.00',
      isNew: false,
    });
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list`, token }),
    );
    expect(list.items.map((x) => x.id)).toContain(a.id);
    expect(
      resultOf<{ items: Annual[] }>(
        await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=closed`, token }),
      ).items.map((x) => x.id),
    ).not.toContain(a.id);
  });

  it('refuses the current or a future year, a year before the scheme, a year that is not a number and a second one of a year, changing nothing', async () => {
    await create(2019, 'none');
    const post = (year: unknown): Req => ({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token,
      payload: { year },
    });
    const before = await snapshot(ctx.db, [...ANNUAL_TABLES]);
    await expectRefused(ctx, post(THIS_YEAR), 400, 'VALIDATION_FAILED', { fields: { year: 'annualYearNotPast' } });
    await expectRefused(ctx, post(THIS_YEAR + 1), 400, 'VALIDATION_FAILED', { fields: { year: 'annualYearNotPast' } });
    await expectRefused(ctx, post(2018), 400, 'VALIDATION_FAILED', { fields: { year: 'annualYearBeforeScheme' } });
    await expectRefused(ctx, post('ორი ათასი'), 400, 'VALIDATION_FAILED', { fields: { year: 'yearRequired' } });
    await expectRefused(ctx, post(2019), 409, 'ANNUAL_YEAR_EXISTS');
    expect(await snapshot(ctx.db, [...ANNUAL_TABLES])).toEqual(before);
  });

  it('answers the first one again for a retried create with the same Idempotency-Key; deleted, the year is free again', async () => {
    const req = (): Req => ({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token,
      payload: { year: 2021 },
      headers: { 'idempotency-key': 'annual-2021' },
    });
    const first = resultOf<Annual>(await inj(req()));
    expect(resultOf<Annual>(await inj(req())).id).toBe(first.id);
    const stale = {
      method: 'DELETE',
      url: `${W}/delete-annual-declaration?annualdecId=${first.id}`,
      token,
      headers: { 'if-match': `"${first.version + 5}"` },
    } as Req;
    expect((await inj(stale)).statusCode).toBe(412);
    resultOf(
      await inj({
        method: 'DELETE',
        url: `${W}/delete-annual-declaration?annualdecId=${first.id}`,
        token,
        headers: { 'if-match': `"${first.version}"` },
      }),
    );
    expect(await ctx.db.selectFrom('annualDeclarations').select('id').where('id', '=', first.id).execute()).toEqual([]);
    expect((await create(2021)).id).not.toBe(first.id);
  });

  it('two creates of one year at once make one', async () => {
    const post = (): Req => ({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token: otherToken,
      payload: { year: 2019 },
    });
    const [a, b] = await Promise.all([inj(post()), inj(post())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('rows', () => {
  it('are edited to the year’s amounts, added for a person of no month, checked, and deleted', async () => {
    await filedYear(2022);
    const a = await create(2022);
    const v = await view(a.id);
    const nino = detailOf(v, '01001010101');

    const raised = resultOf<{ annualDeclaration: Annual; detail: AnnualDetail }>(
      await inj({
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token,
        payload: { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '2500' },
      }),
    );
    expect(raised.detail).toMatchObject({ declaredBase: '2000.00', annualBase: '2500.00', difference: '20.00' });
    expect(raised.annualDeclaration).toMatchObject({ differenceCount: 1, totals: { difference: '20.00' } });

    // a person declared in the year under another surname; negative or not numeric amounts; a person of no month without the person's data
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' }),
      409,
      'PERSONAL_NUMBER_REPEATED',
      { fields: { personalIdentificationNumber: 'personalNumberRepeated' } },
    );
    await expectRefused(
      ctx,
      {
        method: 'PUT',
        url: `${W}/annual-declarations/${a.id}/details/${nino.id}`,
        token,
        payload: { personalIdentificationNumber: '01001010101', lastName: 'სხვა' },
      },
      400,
      'FILL_CORRECT_FIELDS',
      { fields: { lastName: 'personOrSurnameIncorrect' } },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '03003030303', lastName: 'ახალი', grossSalary: '-5' }),
      400,
      'VALIDATION_FAILED',
      { fields: { grossSalary: 'notNegative' } },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '03003030303', lastName: 'ახალი', grossSalary: 'ათასი' }),
      400,
      'VALIDATION_FAILED',
      { fields: { grossSalary: 'numeric' } },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '0300303030', lastName: 'ახალი', grossSalary: '5' }),
      400,
      'VALIDATION_FAILED',
      { inexact: true },
    );
    await expectRefused(
      ctx,
      addDetail(a.id, { personalIdentificationNumber: '03003030303', lastName: 'ახალი', grossSalary: '5' }),
      400,
      'FILL_CORRECT_FIELDS',
      { fields: { firstName: 'required', birthDate: 'required', gender: 'required' } },
    );

    const added = resultOf<{ annualDeclaration: Annual; detail: AnnualDetail }>(
      await inj(
        addDetail(a.id, {
          personalIdentificationNumber: '03003030303',
          lastName: 'ახალი',
          firstName: 'გიორგი',
          birthDate: '1995-02-03',
          gender: 'male',
          grossSalary: '1000',
        }),
      ),
    );
    expect(added.detail).toMatchObject({
      isNew: true,
      months: 0,
      declaredBase: '0.00',
      annualBase: '1000.00',
      difference: '40.00',
    });
    expect(added.annualDeclaration.totals.difference).toBe('60.00');

    const check = resultOf<{
      isDeclared: boolean;
      inAnnualDeclaration: boolean;
      months: number;
      base: string;
      lastName: string;
    }>(
      await inj({
        method: 'GET',
        url: `${F}/check-participant-for-annual-declaration?year=2022&personalIdentificationNumber=02002020202`,
        token,
      }),
    );
    expect(check).toMatchObject({
      isDeclared: true,
      inAnnualDeclaration: true,
      months: 2,
      base: '1000.00',
      lastName: 'გელაშვილი',
    });
    const nobody = resultOf<{ isDeclared: boolean }>(
      await inj({
        method: 'GET',
        url: `${F}/check-participant-for-annual-declaration?year=2022&personalIdentificationNumber=09009090909`,
        token,
      }),
    );
    expect(nobody.isDeclared).toBe(false);

    // the comparison: one differs, one is new, one the same; deleting a row leaves that person "not in the annual declaration"
    const gela = detailOf(v, '02002020202');
    const cmp = async (q = '') =>
      resultOf<{
        items: { personalIdentificationNumber: string; kind: string; difference: string }[];
        counts: Record<string, number>;
        totalCount: number;
      }>(await inj({ method: 'GET', url: `${F}/get-comparison-annual-declaration?annualdecId=${a.id}${q}`, token }));
    expect((await cmp()).counts).toEqual({ same: 1, differs: 1, notDeclared: 1, notInAnnual: 0 });
    const del = resultOf<{ annualDeclaration: Annual }>(
      await inj({ method: 'DELETE', url: `${W}/delete-annual-declaration-detail?annualdecDetailId=${gela.id}`, token }),
    );
    expect(del.annualDeclaration.rowCount).toBe(2);
    const c2 = await cmp('&kind=differences');
    expect(c2.counts).toEqual({ same: 0, differs: 1, notDeclared: 1, notInAnnual: 1 });
    expect(c2.items.map((x) => [x.personalIdentificationNumber, x.kind]).sort()).toEqual([
      ['01001010101', 'differs'],
      ['02002020202', 'notInAnnual'],
      ['03003030303', 'notDeclared'],
    ]);

    const months = resultOf<{
      months: { month: number; declarationCount: number; rowCount: number; declaredBase: string }[];
      totals: { declaredBase: string; annualBase: string; difference: string };
    }>(await inj({ method: 'GET', url: `${F}/get-comparison-month-annual-declaration?annualdecId=${a.id}`, token }));
    expect(months.months).toHaveLength(12);
    expect(months.months[2]).toEqual({
      month: 3,
      declarationCount: 1,
      rowCount: 2,
      declaredBase: '1500.00',
      declaredContribution: '60.00',
    });
    expect(months.months[0]).toMatchObject({ declarationCount: 0, rowCount: 0, declaredBase: '0.00' });
    expect(months.totals).toMatchObject({ declaredBase: '3000.00', annualBase: '3500.00' });
    const one = resultOf<{
      months: { declaredBase: string }[];
      totals: { declaredBase: string; annualBase: string; difference: string };
    }>(
      await inj({
        method: 'GET',
        url: `${F}/get-comparison-month-annual-declaration?annualdecId=${a.id}&personalId=01001010101`,
        token,
      }),
    );
    expect(one.months[3]!.declaredBase).toBe('1000.00');
    expect(one.totals).toEqual({
      declaredBase: '2000.00',
      annualBase: '2500.00',
      declaredContribution: '80.00',
      annualContribution: '100.00',
      difference: '20.00',
    });
  });
});
