import {
  formatNumber,
  errorMessage,
  formatMicro,
  formatMoneyPlain,
  LANGS,
  monthEndOf,
  parseUnitPrice,
  switchTrade,
  unitsFor,
  type LoginResult,
  type OperatorPortfolioSwitch,
  type PortfolioSwitch,
  type PortfolioSwitchView,
  type ProcessingJob,
  type RefreshResult,
} from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT } from '../../db/seed/demo-participant.ts';
import { microFromDb } from '../../lib/money-from-db.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { monthDeclaration, runSettled } from '../../test/processing-runs.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { portfolioPriceOn } from './portfolio-prices.ts';
import { executeSwitches } from './portfolio-switch.service.ts';
import { steppedUp } from '../../test/two-factor.ts';

const OP = '/api/operator/v1';
const U = '/api/user/v1';
const PN = DEMO_PARTICIPANT.personalNumber;
let ctx: TestContext;
let operator: string;
let participant: string;
let employer: string;
let org: string;

const today = () => new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
const view = async (lang = 'en') => resultOf<PortfolioSwitchView>(await ctx.inject({ method: 'GET', url: `${U}/participant/portfolio-switch`, token: participant, headers: { 'accept-language': lang } }));
const ask = (body: object, opts: { key?: string; lang?: string; token?: string } = {}) => {
  ctx.clock.advance(1000); // each request a second after the one before: newest first is well defined
  return ctx.inject({
    method: 'POST', url: `${U}/participant/portfolio-switch`, token: opts.token ?? participant, payload: body as never,
    headers: { 'accept-language': opts.lang ?? 'en', ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
  });
};
const cancel = (id: string, lang = 'en') => ctx.inject({ method: 'POST', url: `${U}/participant/portfolio-switch/${id}/cancel`, token: participant, headers: { 'accept-language': lang } });
const start = (year: number, month: number) => ctx.inject({ method: 'POST', url: `${OP}/processing`, token: operator, payload: { year, month } as never });
const requests = async () => (await sql<{ n: number }>`select count(*)::int as n from portfolio_switch_requests`.execute(ctx.db)).rows[0]!.n;

async function heldUnits(portfolioId?: string) {
  const { rows } = await sql<{ units: string }>`
    select (coalesce((select sum(units) from participant_contributions where personal_number = ${PN} and status = 'converted' and (${portfolioId ?? null}::text is null or portfolio_id = ${portfolioId ?? null})), 0)
          + coalesce((select sum(units) from participant_unit_movements where personal_number = ${PN} and (${portfolioId ?? null}::text is null or portfolio_id = ${portfolioId ?? null})), 0))::text as units`.execute(ctx.db);
  return microFromDb(rows[0]!.units)!;
}

beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
  employer = (await ctx.login(DEMO.employer.username, DEMO.employer.password)).accessToken;
  await steppedUp(ctx, employer); // refund requests ask for a recent second factor
  org = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow()).id;
  const post = (url: string, payload: unknown) => ctx.inject({ method: 'POST', url, payload: payload as never });
  const login = resultOf<LoginResult>(await post(`${U}/auth/application-user`, { username: DEMO_PARTICIPANT.username, password: DEMO_PARTICIPANT.password }));
  participant = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken })).accessToken!;
});
afterAll(async () => ctx?.close());

describe('asking for a switch', () => {
  it('lists the portfolios with their risk, the one the participant is in and the month-end it would take effect at', async () => {
    const v = await view();
    expect(v.currentPortfolioId).toBe('balanced');
    expect(v.portfolios.map((p) => [p.id, p.riskLevel, p.warning])).toEqual([['conservative', 1, null], ['balanced', 2, null], ['growth', 3, null]]);
    expect(v).toMatchObject({ pending: null, past: [], movements: [], notices: [], expectedDate: monthEndOf(today()), warningYears: 10, pensionAge: 55 });
  });

  it('records one pending request; the same key answers it again; a second, the same portfolio or an unknown one are refused in every language', async () => {
    const first = resultOf<PortfolioSwitch>(await ask({ toPortfolioId: 'conservative' }, { key: 'switch-1' }));
    expect(first).toMatchObject({ fromPortfolioId: 'balanced', toPortfolioId: 'conservative', status: 'pending', effectiveDate: null, warningAcknowledged: false });
    expect(resultOf<PortfolioSwitch>(await ask({ toPortfolioId: 'conservative' }, { key: 'switch-1' }))).toEqual(first);
    expectResultError(await ask({ toPortfolioId: 'growth' }, { key: 'switch-1' }), 422, 'IDEMPOTENCY_KEY_REUSED');
    for (const lang of LANGS) {
      expectResultError(await ask({ toPortfolioId: 'growth' }, { lang }), 409, 'PORTFOLIO_SWITCH_PENDING', errorMessage(lang, 'PORTFOLIO_SWITCH_PENDING'));
      expectResultError(await ask({ toPortfolioId: 'balanced' }, { lang }), 400, 'PORTFOLIO_SWITCH_SAME', errorMessage(lang, 'PORTFOLIO_SWITCH_SAME'));
    }
    expectResultError(await ask({ toPortfolioId: 'nowhere' }), 404, 'RECORD_NOT_FOUND');
    expectResultError(await ask({ toPortfolioId: 'growth' }, { token: employer }), 403, 'FORBIDDEN');
    expect(await requests()).toBe(1);
    expect((await view()).pending).toEqual(first);
  });

  it('cancels the pending request once; then another may be asked for', async () => {
    const pending = (await view()).pending!;
    expect(resultOf<PortfolioSwitch>(await cancel(pending.id))).toMatchObject({ id: pending.id, status: 'canceled' });
    for (const lang of LANGS) expectResultError(await cancel(pending.id, lang), 409, 'PORTFOLIO_SWITCH_NOT_PENDING', errorMessage(lang, 'PORTFOLIO_SWITCH_NOT_PENDING'));
    expectResultError(await cancel('00000000-0000-4000-8000-000000000000'), 404, 'RECORD_NOT_FOUND');
    const v = await view();
    expect(v.pending).toBeNull();
    expect(v.past.map((p) => p.status)).toEqual(['canceled']);
  });

  it('near pension age, a high-risk portfolio needs the warning acknowledged, which the request keeps', async () => {
    // the participant as a man of 58: 2 years before pension age
    await sql`update employees set birth_date = '1968-01-01', gender = 'male' where personal_number = ${PN}`.execute(ctx.db);
    try {
      const v = await view();
      expect(v.portfolios.map((p) => [p.id, p.warning])).toEqual([['conservative', null], ['balanced', null], ['growth', 'nearPensionAge']]);
      expect(v.pensionAge).toBe(60);
      for (const lang of LANGS) {
        expectResultError(await ask({ toPortfolioId: 'growth' }, { lang }), 422, 'PORTFOLIO_SWITCH_WARNING', errorMessage(lang, 'PORTFOLIO_SWITCH_WARNING'));
        expectResultError(await ask({ toPortfolioId: 'growth', acknowledgeWarning: false }, { lang }), 422, 'PORTFOLIO_SWITCH_WARNING');
      }
      const r = resultOf<PortfolioSwitch>(await ask({ toPortfolioId: 'growth', acknowledgeWarning: true }));
      expect(r).toMatchObject({ toPortfolioId: 'growth', status: 'pending', warningAcknowledged: true });
      resultOf(await cancel(r.id));
    } finally {
      await sql`update employees set birth_date = '1986-04-12', gender = 'female' where personal_number = ${PN}`.execute(ctx.db);
    }
  });
});

describe("the month's processing carries the switch out", () => {
  it('sells every unit of the old portfolio and buys the new one at the same day prices, once, with movements, a notice, and the run buying the new units', async () => {
    const before = await heldUnits();
    expect(before).toBeGreaterThan(0n);
    expect(await heldUnits('balanced')).toBe(before);
    const asked = resultOf<PortfolioSwitch>(await ask({ toPortfolioId: 'growth' }, { key: 'switch-2' }));
    // a paid declaration of the month the run processes: its contributions must buy units of the new portfolio
    await monthDeclaration(ctx.db, org, 2020, 7, [{ personalNumber: PN, birthDate: '1986-04-12', gender: 'female', base: 150_000n }], { activatedAt: new Date('2020-08-05T08:00:00Z'), paid: true });

    const job = resultOf<ProcessingJob>(await start(2020, 7));
    // a cancel once the processing has taken it is refused
    expectResultError(await cancel(asked.id), 409, 'PORTFOLIO_SWITCH_NOT_PENDING');
    await runSettled(ctx.db, job.id);
    // the run started twice, its start's switching done again (a run taken over), another month's run: nothing is switched twice
    resultOf<ProcessingJob>(await start(2020, 7));
    const again = await ctx.db.transaction().execute((trx) => executeSwitches(trx, { jobId: job.id, conversionDate: today(), runPrice: '1.000000', now: ctx.clock.now() }));
    expect(again).toEqual({ done: 0, failed: 0 });
    const other = resultOf<ProcessingJob>(await start(2020, 8));
    await runSettled(ctx.db, other.id);

    const day = today();
    const balanced = (await portfolioPriceOn(ctx.db, 'balanced', day))!;
    const growth = (await portfolioPriceOn(ctx.db, 'growth', day))!;
    const trade = switchTrade(before, parseUnitPrice(balanced.price)!, parseUnitPrice(growth.price)!);

    const { rows: movements } = await sql<{ kind: string; portfolioId: string; date: string; unitPrice: string; units: string; amount: string }>`
      select kind, portfolio_id as "portfolioId", date::text as date, unit_price::text as "unitPrice", units::text as units, amount::text as amount
        from participant_unit_movements where personal_number = ${PN} order by kind desc`.execute(ctx.db);
    expect(movements).toEqual([
      { kind: 'switch_out', portfolioId: 'balanced', date: day, unitPrice: balanced.price, units: formatMicro(-before), amount: formatMoneyPlain(trade.amount) },
      { kind: 'switch_in', portfolioId: 'growth', date: day, unitPrice: growth.price, units: formatMicro(trade.boughtUnits), amount: formatMoneyPlain(trade.amount) },
    ]);
    // the old portfolio's units are all gone; the new one's are those bought plus the run's own contributions, at its price
    expect(await heldUnits('balanced')).toBe(0n);
    const { rows: converted } = await sql<{ amount: string; units: string; unitPrice: string }>`
      select amount::text as amount, units::text as units, unit_price::text as "unitPrice" from participant_contributions where personal_number = ${PN} and job_id = ${job.id}::uuid`.execute(ctx.db);
    expect(converted.length).toBeGreaterThan(0);
    let fresh = 0n;
    for (const c of converted) {
      expect(c.unitPrice).toBe(growth.price);
      expect(c.units).toBe(formatMicro(unitsFor(BigInt(c.amount.replace('.', '')), parseUnitPrice(growth.price)!)));
      fresh += microFromDb(c.units)!;
    }
    expect(await heldUnits('growth')).toBe(trade.boughtUnits + fresh);
    expect(await heldUnits()).toBe(trade.boughtUnits + fresh);

    const v = await view('ka');
    expect(v.currentPortfolioId).toBe('growth');
    expect(v.pending).toBeNull();
    expect(v.past[0]).toMatchObject({ id: asked.id, status: 'done', effectiveDate: day });
    expect(v.movements.map((m) => m.kind).sort()).toEqual(['switch_in', 'switch_out']);
    expect(v.notices).toHaveLength(1);
    expect(v.notices[0]!.subject).toBe('თქვენი პორტფელი შეიცვალა');
    expect(v.notices[0]!.text).toContain('„დაბალანსებული“');
    // figures written as the screens write them, in each language
    expect(v.notices[0]!.text).toContain(formatNumber(formatMoneyPlain(trade.amount), 'ka', 2));
    const { rows: notices } = await sql<{ en: string; ru: string }>`select text_en as en, text_ru as ru from participant_notices where personal_number = ${PN}`.execute(ctx.db);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.en).toContain('“Balanced”');
    expect(notices[0]!.en).toContain('“Growth”');
    expect(notices[0]!.en).toContain(`for ${formatNumber(formatMoneyPlain(trade.amount), 'en', 2)} GEL`);
    expect(notices[0]!.ru).toContain('«Сбалансированный»');

    // the operator sees it with what it moved
    const list = resultOf<{ items: OperatorPortfolioSwitch[]; totalCount: number }>(
      await ctx.inject({ method: 'GET', url: `${OP}/portfolio-switches?status=done&personalNumber=${PN}`, token: operator }),
    );
    expect(list.totalCount).toBe(1);
    expect(list.items[0]).toMatchObject({ id: asked.id, personalNumber: PN, toPortfolioName: { en: 'Growth' }, soldUnits: formatMicro(-before), boughtUnits: formatMicro(trade.boughtUnits), amount: formatMoneyPlain(trade.amount) });
    expectResultError(await ctx.inject({ method: 'GET', url: `${OP}/portfolio-switches`, token: participant }), 403, 'FORBIDDEN');
  });

  it('a switch whose portfolio has no price on the day fails with its reason and the run goes on', async () => {
    await sql`insert into portfolios (id, name_ka, name_en, name_ru, description_ka, description_en, description_ru, risk_level) values ('unpriced', 'უფასო', 'Unpriced', 'Без цены', '-', '-', '-', 1)`.execute(ctx.db);
    const asked = resultOf<PortfolioSwitch>(await ask({ toPortfolioId: 'unpriced' }));
    const job = resultOf<ProcessingJob>(await start(2020, 9));
    await runSettled(ctx.db, job.id);
    expect((await sql<{ status: string }>`select status from processing_jobs where id = ${job.id}::uuid`.execute(ctx.db)).rows[0]!.status).toBe('done');
    const { rows } = await sql<{ status: string; errorCode: string }>`select status, error_code as "errorCode" from portfolio_switch_requests where id = ${asked.id}::uuid`.execute(ctx.db);
    expect(rows[0]).toEqual({ status: 'failed', errorCode: 'PORTFOLIO_PRICE_MISSING' });
    expect((await view()).currentPortfolioId).toBe('growth');
  });
});
