import { errorMessage, formatMicro, parseUnitPrice, unitsFor, type Lang, type ProcessingJob } from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { monthDeclaration, runSettled } from '../../test/processing-runs.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { portfolioPriceOn, priceSeries } from './portfolio-prices.ts';

const OP = '/api/operator/v1';
let ctx: TestContext;
let operator: string;
let org: string;

const today = () => new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
const start = (year: number, month: number, lang: Lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/processing`, token: operator, payload: { year, month } as never, headers: { 'accept-language': lang } });

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  org = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

describe("processing converts at the participant's portfolio's price", () => {
  const IN_GROWTH = '01020304060';
  const IN_DEFAULT = '01020304061';

  it('the default portfolio at the agency unit price, another portfolio at its own price of the day', async () => {
    await sql`insert into participant_portfolios (personal_number, portfolio_id, since) values (${IN_GROWTH}, 'growth', '2020-01-01')`.execute(ctx.db);
    const growth = (await portfolioPriceOn(ctx.db, 'growth', today()))!;
    const agency = (await portfolioPriceOn(ctx.db, 'balanced', today()))!;
    expect(growth.price).not.toBe(agency.price);
    // the default portfolio's series is the agency's unit prices
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from unit_prices`.execute(ctx.db);
    expect((await priceSeries(ctx.db, 'balanced')).length).toBe(rows[0]!.n);

    await monthDeclaration(ctx.db, org, 2020, 4, [
      { personalNumber: IN_GROWTH, birthDate: '1990-05-01', gender: 'female', base: 200_000n },
      { personalNumber: IN_DEFAULT, birthDate: '1991-06-01', gender: 'male', base: 300_000n },
    ], { activatedAt: new Date('2020-05-05T08:00:00Z'), paid: true });
    const job = resultOf<ProcessingJob>(await start(2020, 4));
    await runSettled(ctx.db, job.id);
    expect(job.unitPrice).toBe(agency.price);

    const { rows: converted } = await sql<{ personalNumber: string; portfolioId: string; amount: string; unitPrice: string; units: string }>`
      select personal_number as "personalNumber", portfolio_id as "portfolioId", amount::text as amount, unit_price::text as "unitPrice", units::text as units
        from participant_contributions where personal_number in (${IN_GROWTH}, ${IN_DEFAULT}) order by personal_number, source`.execute(ctx.db);
    expect(converted).toHaveLength(6);
    for (const c of converted) {
      const at = c.personalNumber === IN_GROWTH ? { id: 'growth', price: growth.price } : { id: 'balanced', price: agency.price };
      const amount = BigInt(c.amount.replace('.', ''));
      expect(c).toEqual({ ...c, portfolioId: at.id, unitPrice: at.price, units: formatMicro(unitsFor(amount, parseUnitPrice(at.price)!)) });
    }
    // the run keeps the price it fixed for the portfolio
    const { rows: fixed } = await sql<{ portfolioId: string; price: string }>`select portfolio_id as "portfolioId", price::text as price from processing_job_prices where job_id = ${job.id}::uuid`.execute(ctx.db);
    expect(fixed).toEqual([{ portfolioId: 'growth', price: growth.price }]);
  });

  it('refuses to start while a portfolio holding someone has no price on or before the day, in every language, starting nothing', async () => {
    await sql`insert into portfolios (id, name_ka, name_en, name_ru, description_ka, description_en, description_ru, risk_level) values ('new-fund', 'ახალი', 'New', 'Новый', '-', '-', '-', 1)`.execute(ctx.db);
    await sql`insert into participant_portfolios (personal_number, portfolio_id, since) values ('01020304062', 'new-fund', '2020-01-01')`.execute(ctx.db);
    await monthDeclaration(ctx.db, org, 2020, 5, [{ personalNumber: '01020304062', birthDate: '1990-05-01', gender: 'female', base: 100_000n }], { activatedAt: new Date('2020-06-05T08:00:00Z'), paid: true });
    const jobs = async () => (await sql<{ n: number }>`select count(*)::int as n from processing_jobs`.execute(ctx.db)).rows[0]!.n;
    const before = await jobs();
    // the portfolio by its name in the reader's language and the month of the processing, never its code
    const day = `${today().slice(8, 10)}.${today().slice(5, 7)}.${today().slice(0, 4)}`;
    for (const [lang, name] of [['en', 'New'], ['ka', 'ახალი'], ['ru', 'Новый']] as const) {
      const text = errorMessage(lang, 'PORTFOLIO_PRICE_MISSING', { portfolio: name, month: '05.2020', date: day });
      expect(text).not.toContain('{{');
      expect(text).not.toContain('new-fund');
      expectResultError(await start(2020, 5, lang), 409, 'PORTFOLIO_PRICE_MISSING', text);
    }
    expect(await jobs()).toBe(before);
    await sql`insert into portfolio_prices (portfolio_id, date, price) values ('new-fund', ${today()}::date, 1.5)`.execute(ctx.db);
    const job = resultOf<ProcessingJob>(await start(2020, 5));
    await runSettled(ctx.db, job.id);
    const { rows } = await sql<{ unitPrice: string }>`select distinct unit_price::text as "unitPrice" from participant_contributions where personal_number = '01020304062'`.execute(ctx.db);
    expect(rows).toEqual([{ unitPrice: '1.500000' }]);
  });
});
