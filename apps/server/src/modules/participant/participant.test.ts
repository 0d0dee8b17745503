import {
  buildAccount,
  dateOfInstant,
  errorMessage,
  formatMicro,
  formatMoneyPlain,
  HANDOVER_TTL_S,
  parseMoney,
  type ContributionSource,
  type ContributionStatus,
  type Lang,
  type ParticipantAccount,
  type RefreshResult,
  type StoredContribution,
} from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT } from '../../db/seed/demo-participant.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { participantCalls } from '../../test/participants.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

const U = '/api/user/v1';
const F = '/api/finance/v1';
const OP = '/api/operator/v1';
const LANGS: Lang[] = ['en', 'ka', 'ru'];

let ctx: TestContext;
let employer: string;
let operator: string;
let orgA: string;
let orgB: string;

const { post, get, signIn, participantSession, participant } = participantCalls(() => ctx);




beforeAll(async () => {
  ctx = await createTestContext();
  employer = (await ctx.login()).accessToken;
  operator = (await operatorLogin(ctx)).accessToken;
  const orgs = await ctx.db.selectFrom('organizations').select(['id', 'code']).where('code', 'in', [DEMO.employer.code, DEMO.employer2.code]).execute();
  orgA = orgs.find((o) => o.code === DEMO.employer.code)!.id;
  orgB = orgs.find((o) => o.code === DEMO.employer2.code)!.id;
});
afterAll(async () => ctx?.close());

describe('a participant signs in', () => {
  it('is answered isEmployee with a hand-over token, and no session of this portal', async () => {
    const r = await signIn(DEMO_PARTICIPANT.username, DEMO_PARTICIPANT.password);
    expect(r).toMatchObject({ isValid: true, isEmployee: true, isFirstLogined: false, accessToken: null, refreshToken: null });
    expect(r.handoverToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // the token is kept only as a hash
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from handover_tokens where token_hash = ${r.handoverToken!}`.execute(ctx.db);
    expect(rows[0]!.n).toBe(0);
  });

  it('a wrong password is refused as for anyone', async () => {
    expect(await signIn(DEMO_PARTICIPANT.username, 'Wrong#2026pass')).toMatchObject({ isValid: false, code: 'INVALID_CREDENTIALS' });
  });

  it('the hand-over token is good once: replayed, it is refused in the caller language', async () => {
    const login = await signIn(DEMO_PARTICIPANT.username, DEMO_PARTICIPANT.password);
    const first = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken }));
    expect(first.isValid).toBe(true);
    expect(first.accessToken).toBeTruthy();
    for (const lang of LANGS) {
      const again = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken }, lang));
      expect(again).toEqual({ isValid: false, accessToken: null, refreshToken: null, message: errorMessage(lang, 'HANDOVER_INVALID') });
    }
  });

  it.each([
    [HANDOVER_TTL_S - 1, true],
    [HANDOVER_TTL_S, false],
    [HANDOVER_TTL_S + 1, false],
  ])('exchanged %i s after the sign-in: accepted %s', async (seconds, accepted) => {
    const login = await signIn(DEMO_PARTICIPANT.username, DEMO_PARTICIPANT.password);
    ctx.clock.advance(seconds * 1000);
    const r = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken }));
    expect(r.isValid).toBe(accepted);
    // spent either way
    expect(resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken })).isValid).toBe(false);
  });

  it('an unknown token, or none, is refused', async () => {
    expect(resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: 'x'.repeat(43) })).isValid).toBe(false);
    expectResultError(await post(`${U}/auth/participant-user/exchange`, {}), 400, 'VALIDATION_FAILED');
  });

  it("the participant's refresh token rotates on its own endpoint only", async () => {
    const s = await participantSession();
    const onUser = resultOf<RefreshResult>(await post(`${U}/auth/application-user/refresh`, { refreshToken: s.refreshToken }));
    expect(onUser.isValid).toBe(false);
    const rotated = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/refresh`, { refreshToken: s.refreshToken }));
    expect(rotated.isValid).toBe(true);
    resultOf<ParticipantAccount>(await get(`${U}/participant/account`, rotated.accessToken!));
  });
});

describe("a participant's first sign-in", () => {
  it('sets its own password and security question, then goes to the site; the first token is good once', async () => {
    await participant('02002000002', { firstTime: true });
    const login = await signIn('02002000002', 'Start#2026pass');
    expect(login).toMatchObject({ isValid: true, isEmployee: true, isFirstLogined: true, accessToken: null });
    // a first sign-in's token does not open the site
    const wrongUse = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken }));
    expect(wrongUse.isValid).toBe(false);

    const again = await signIn('02002000002', 'Start#2026pass');
    expect(again.isFirstLogined).toBe(true);
    // a weak password: refused with the field's message, the token still good
    for (const lang of LANGS) {
      expectResultError(await post(`${U}/auth/participant-user/first-sign-in`, { token: again.handoverToken, newPassword: 'short', securityQuestionId: 2, securityAnswer: 'თბილისი' }, lang), 400, 'VALIDATION_FAILED');
    }
    const done = resultOf<{ handoverToken: string }>(
      await post(`${U}/auth/participant-user/first-sign-in`, { token: again.handoverToken, newPassword: 'Mine#2026secret', securityQuestionId: 2, securityAnswer: 'თბილისი' }),
    );
    // replayed: refused, nothing changed
    expectResultError(
      await post(`${U}/auth/participant-user/first-sign-in`, { token: again.handoverToken, newPassword: 'Other#2026secret', securityQuestionId: 1, securityAnswer: 'x1' }, 'ka'),
      401, 'HANDOVER_INVALID', errorMessage('ka', 'HANDOVER_INVALID'),
    );
    const site = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: done.handoverToken }));
    expect(site.isValid).toBe(true);

    expect((await signIn('02002000002', 'Start#2026pass')).isValid).toBe(false);
    expect(await signIn('02002000002', 'Mine#2026secret')).toMatchObject({ isValid: true, isFirstLogined: false });
    const user = await ctx.db.selectFrom('users').select(['securityQuestionId', 'lastLoginAt']).where('username', '=', '02002000002').executeTakeFirstOrThrow();
    expect(user.securityQuestionId).toBe(2);
    expect(user.lastLoginAt).not.toBeNull();
  });
});

describe("the participant's account", () => {
  it('savings, units, price and its history, totals by source, the band, every contribution and the employers', async () => {
    const s = await participantSession();
    const a = resultOf<ParticipantAccount>(await get(`${U}/participant/account`, s.accessToken));
    expect(a.personalNumber).toBe(DEMO_PARTICIPANT.personalNumber);
    expect(a.lines.length).toBeGreaterThan(30);
    expect(a.employers.map((e) => e.organizationCode).sort()).toEqual([DEMO.employer.code, DEMO.employer2.code].sort());
    expect(a.priceHistory.length).toBeGreaterThan(30);
    expect(a.unitPrice).toMatch(/^\d+\.\d{6}$/);
    // the figures agree with the stored contributions
    const { rows } = await sql<{ source: string; amount: string; units: string }>`
      select source, sum(amount)::text as amount, coalesce(sum(units) filter (where status = 'converted'), 0)::text as units
        from participant_contributions where personal_number = ${DEMO_PARTICIPANT.personalNumber} group by source`.execute(ctx.db);
    const by = Object.fromEntries(rows.map((r) => [r.source, r]));
    expect(a.total.employee).toBe(by.employee!.amount);
    expect(a.total.organization).toBe(by.organization!.amount);
    expect(a.total.state).toBe(by.state!.amount);
    const units = rows.reduce((sum, r) => sum + Number(r.units), 0);
    expect(Number(a.units)).toBeCloseTo(units, 5);
    expect(Number(a.savings)).toBeCloseTo(Number(a.units) * Number(a.unitPrice), 1);
    // newest first, cumulative figures growing back in time
    const [newest, older] = [a.lines[0]!, a.lines[a.lines.length - 1]!];
    expect(newest.date >= older.date).toBe(true);
    expect(Number(newest.cumulativeContributions)).toBeGreaterThan(Number(older.cumulativeContributions));
    expect(a.lines.some((l) => l.contributionStatus === 'paid')).toBe(true);
    expect(a.lines.some((l) => l.contributionStatus === 'converted')).toBe(true);
    expect(['twoPercent', 'onePercent', 'none']).toContain(a.stateBand.band);
  });

  it('the figures computed in the database are those of the domain rules (buildAccount), line by line', async () => {
    // beside the demo participant: a line unpaid before any price, a price that goes down, two employers on one day, a row half converted
    const Y = Number(dateOfInstant(ctx.clock.now()).slice(0, 4));
    await participant('04004000004');
    const add = async (row: string, source: string, org: string, date: string, amount: string, base: string, price: string | null, units: string | null, status: string) =>
      sql`insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month, contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status)
        values (${row}::uuid, ${source}, '04004000004', ${org}::uuid, ${row}::uuid, ${Number(date.slice(0, 4))}, ${Number(date.slice(5, 7))}, ${date}::date, ${status === 'unpaid' ? null : date}::date,
                ${price ? date : null}::date, ${amount}::numeric, ${base}::numeric, ${price}::numeric, ${units}::numeric, ${status})`.execute(ctx.db);
    const r = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    for (const source of ['employee', 'organization', 'state']) await add(r(1), source, orgA, `${Y - 1}-11-10`, '20.00', '1000.00', null, null, 'unpaid');
    for (const source of ['employee', 'organization', 'state']) await add(r(2), source, orgA, `${Y - 1}-12-10`, '20.00', '1000.00', '2.500000', '8.000000', 'converted');
    for (const source of ['employee', 'organization', 'state']) await add(r(4), source, orgA, `${Y}-01-10`, '30.00', '1500.00', '2.000000', '15.000000', 'converted');
    for (const source of ['employee', 'organization']) await add(r(3), source, orgB, `${Y}-01-10`, '10.00', '500.00', null, null, 'paid');
    await add(r(5), 'employee', orgB, `${Y}-02-10`, '10.00', '500.00', '1.333333', '7.500002', 'converted');
    await add(r(5), 'organization', orgB, `${Y}-02-10`, '10.00', '500.00', null, null, 'paid');

    for (const [username, password] of [[DEMO_PARTICIPANT.username, DEMO_PARTICIPANT.password], ['04004000004', 'Start#2026pass']] as const) {
      const s = await participantSession(username, password);
      const a = resultOf<ParticipantAccount>(await get(`${U}/participant/account`, s.accessToken));
      const { rows } = await sql<{ rowId: string; source: ContributionSource; date: string; paymentDate: string | null; conversionDate: string | null; amount: string; base: string; unitPrice: string | null; units: string | null; status: ContributionStatus; organizationCode: string; organizationName: string }>`
        select c.declaration_detail_id as "rowId", c.source, c.contribution_date::text as date, c.payment_date::text as "paymentDate", c.conversion_date::text as "conversionDate",
               c.amount::text as amount, c.base::text as base, c.unit_price::text as "unitPrice", c.units::text as units, c.status, o.code as "organizationCode", o.name as "organizationName"
          from participant_contributions c join organizations o on o.id = c.organization_id
         where c.personal_number = ${a.personalNumber} order by c.contribution_date, c.year, c.month, c.declaration_detail_id`.execute(ctx.db);
      const m = (t: string) => parseMoney(t)!;
      const u = (t: string | null) => (t === null ? null : BigInt(t.replace('.', '')));
      const stored: StoredContribution[] = rows.map((c) => ({ ...c, amount: m(c.amount), base: m(c.base), unitPrice: u(c.unitPrice), units: u(c.units) }));
      const want = buildAccount(stored, a.unitPrice === null ? null : u(a.unitPrice), a.year);
      expect(a.lines).toEqual([...want.lines].reverse().map((l) => ({
        id: l.rowId, date: l.date, paymentDate: l.paymentDate, conversionDate: l.conversionDate, organizationCode: l.organizationCode, organizationName: l.organizationName,
        contributionBase: formatMoneyPlain(l.contributionBase), employeeContribution: formatMoneyPlain(l.employeeContribution), organizationContribution: formatMoneyPlain(l.organizationContribution),
        contributionAmount: formatMoneyPlain(l.contributionAmount), governmentContribution: formatMoneyPlain(l.governmentContribution), units: formatMicro(l.units),
        unitPrice: l.unitPrice === null ? null : formatMicro(l.unitPrice), contributionStatus: l.status, cumulativeUnits: formatMicro(l.cumulativeUnits),
        cumulativeSavings: formatMoneyPlain(l.cumulativeSavings), cumulativeContributionBase: formatMoneyPlain(l.cumulativeContributionBase), cumulativeContributions: formatMoneyPlain(l.cumulativeContributions),
      })));
      const totals = (t: typeof want.thisYear) => ({ employee: formatMoneyPlain(t.employee), organization: formatMoneyPlain(t.organization), state: formatMoneyPlain(t.state), total: formatMoneyPlain(t.total) });
      expect(a.thisYear).toEqual(totals(want.thisYear));
      expect(a.total).toEqual(totals(want.allTime));
      expect(a.units).toBe(formatMicro(want.units));
      expect(a.savings).toBe(formatMoneyPlain(want.savings ?? 0n));
      expect(a.incomeThisYear).toBe(formatMoneyPlain(want.incomeThisYear));
      expect(a.stateBand.band).toBe(want.band.band);
    }
  });

  it("reads only the signed-in participant's rows", async () => {
    await participant('03003000003', { contributions: [{ organizationId: orgA, amount: '12.34', date: '2026-02-10' }] });
    const s = await participantSession('03003000003', 'Start#2026pass');
    const a = resultOf<ParticipantAccount>(await get(`${U}/participant/account`, s.accessToken));
    expect(a.personalNumber).toBe('03003000003');
    expect(a.lines).toHaveLength(1);
    expect(a.total).toEqual({ employee: '12.34', organization: '0.00', state: '0.00', total: '12.34' });
    expect(a.units).toBe('5.000000');
  });

  it('a participant token reaches only the participant calls: employer and operator routes answer 403', async () => {
    const s = await participantSession();
    for (const [method, url] of [
      ['GET', `${F}/declarations/org-balance`],
      ['GET', `${F}/employees`],
      ['GET', `${F}/employees/${DEMO_PARTICIPANT.personalNumber}/statement`],
      ['GET', `${OP}/unit-prices`],
      ['GET', `${OP}/processing`],
      ['GET', `${U}/auth/get-endpoint-must-log`],
    ] as const) {
      const res = await ctx.inject({ method, url, token: s.accessToken });
      expect(res.statusCode, url).toBe(403);
    }
    expectResultError(await post(`${F}/declarations/employee-statistic`, { year: 2026 }, 'en', s.accessToken), 403, 'FORBIDDEN');
  });

  it("an employer's or operator's token is refused on the participant's calls", async () => {
    for (const token of [employer, operator]) {
      expectResultError(await get(`${U}/participant/account`, token), 403, 'FORBIDDEN');
      expect((await get(`${U}/participant/statement`, token)).statusCode).toBe(403);
    }
    expectResultError(await ctx.inject({ method: 'GET', url: `${U}/participant/account` }), 401, 'UNAUTHORIZED');
  });

});
