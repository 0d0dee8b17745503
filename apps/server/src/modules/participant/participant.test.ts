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
  type LoginResult,
  type ParticipantAccount,
  type RefreshResult,
  type StoredContribution,
} from '@pensia/domain';
import { sql } from 'kysely';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT } from '../../db/seed/demo-participant.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { databaseFileStorage } from '../files/file-storage.ts';
import { hashSecret } from '../user/password.ts';
import { employeeStatementContent, participantStatementContent } from './participant.service.ts';

const U = '/api/user/v1';
const F = '/api/finance/v1';
const OP = '/api/operator/v1';
const LANGS: Lang[] = ['en', 'ka', 'ru'];

let ctx: TestContext;
let deps: Deps;
let employer: string;
let employer2: string;
let operator: string;
let orgA: string;
let orgB: string;

const post = (url: string, payload: unknown, lang: Lang = 'en', token?: string) => ctx.inject({ method: 'POST', url, payload: payload as never, token, headers: { 'accept-language': lang } });
const get = (url: string, token: string, lang: Lang = 'en') => ctx.inject({ method: 'GET', url, token, headers: { 'accept-language': lang } });

async function signIn(username: string, password: string) {
  return resultOf<LoginResult>(await post(`${U}/auth/application-user`, { username, password }));
}

/** Signs in a returning participant and exchanges its hand-over token: the participant site's tokens. */
async function participantSession(username: string = DEMO_PARTICIPANT.username, password: string = DEMO_PARTICIPANT.password) {
  const login = await signIn(username, password);
  const r = resultOf<RefreshResult>(await post(`${U}/auth/participant-user/exchange`, { token: login.handoverToken }));
  expect(r.isValid).toBe(true);
  return { accessToken: r.accessToken!, refreshToken: r.refreshToken! };
}

/** A participant user; with contributions of its own from an organization when asked. */
async function participant(personalNumber: string, opts: { firstTime?: boolean; contributions?: { organizationId: string; amount: string; date: string }[] } = {}) {
  await ctx.db
    .insertInto('users')
    .values({ username: personalNumber, passwordHash: await hashSecret('Start#2026pass'), role: 'participant', organizationId: null, personalNumber, isEmployee: true, lastLoginAt: opts.firstTime ? null : new Date('2026-01-01T00:00:00Z') })
    .execute();
  for (const c of opts.contributions ?? []) {
    await sql`insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month, contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status)
      values (gen_random_uuid(), 'employee', ${personalNumber}, ${c.organizationId}::uuid, gen_random_uuid(), 2026, 1, ${c.date}::date, ${c.date}::date, ${c.date}::date, ${c.amount}::numeric, 1000, 2, 5, 'converted')`.execute(ctx.db);
  }
}

/** The names of the fonts a PDF embeds. */
function fontNamesOf(pdf: PDFDocument): string[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor') ? String(o.get(PDFName.of('FontName'))) : null))
    .filter((n): n is string => n !== null);
}

/** The text of every page as a reader extracts it (pdf.js), its items joined as they are laid out. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, disableFontFace: true }).promise;
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  ctx = await createTestContext();
  deps = { db: ctx.db, readDb: ctx.db, clock: ctx.clock, config: ctx.config, log: ctx.app.log, storage: databaseFileStorage };
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
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

  it("the statement is a PDF in the participant's language — Georgian, English or Russian text in fonts that have it — and lists every line", async () => {
    const s = await participantSession();
    const account = resultOf<ParticipantAccount>(await get(`${U}/participant/account`, s.accessToken));
    const words: Record<Lang, string[]> = {
      ka: ['საპენსიო ანგარიშის ამონაწერი', 'დანაზოგი, ლარი', 'კონვერტირებული', 'გადახდილი', `პირადი ნომერი ${DEMO_PARTICIPANT.personalNumber}`],
      en: ['Pension account statement', 'Savings, GEL', 'Converted', 'Paid', `Personal number ${DEMO_PARTICIPANT.personalNumber}`],
      ru: ['Выписка по пенсионному счёту', 'Накопления, лари', 'Конвертирован', 'Оплачен', `Личный номер ${DEMO_PARTICIPANT.personalNumber}`],
    };
    for (const lang of LANGS) {
      const res = await get(`${U}/participant/statement`, s.accessToken, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-01001000001-\d{4}-\d{2}-\d{2}\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getTitle()).toBe(words[lang][0]);
      const fonts = fontNamesOf(pdf);
      expect(fonts.some((n) => /NotoSansGeorgian/.test(n))).toBe(true);
      // Cyrillic in a font that has it, and only where there is Cyrillic
      expect(fonts.some((n) => /NotoSans-/.test(n))).toBe(lang === 'ru');
      const text = await pdfText(res.rawPayload);
      for (const w of words[lang]) expect(text, `${lang}: ${w}`).toContain(w);
      for (const other of LANGS.filter((l) => l !== lang)) expect(text).not.toContain(words[other][1]);
      expect(text).toContain(`${account.savings}`);
    }
    const actor: Actor = { userId: (await ctx.db.selectFrom('users').select('id').where('username', '=', DEMO_PARTICIPANT.username).executeTakeFirstOrThrow()).id, sessionId: 'x', audience: 'participant', role: 'participant', organizationId: null };
    const { content } = await participantStatementContent(deps, actor, 'ru');
    expect(content.rows).toHaveLength(account.lines.length);
    expect(content.figures[0]).toEqual(['Накопления, лари', account.savings]);
  });

  it("the statement shows an organization's long name in full, wrapped within its column, in each language", async () => {
    const names = [
      'შეზღუდული პასუხისმგებლობის საზოგადოება „აღმოსავლეთ საქართველოს სამშენებლო და საინჟინრო კომპანიების გაერთიანება“',
      'Общество с ограниченной ответственностью «Объединённая транспортно-логистическая компания Кавказа»',
    ];
    const orgs = await ctx.db
      .insertInto('organizations')
      .values(names.map((name, i) => ({ name, code: String(405_060_700 + i), typeId: 1 })))
      .returning(['id', 'code'])
      .execute();
    await participant('01001099001', { contributions: orgs.map((o, i) => ({ organizationId: o.id, amount: '20.00', date: `2026-0${i + 1}-10` })) });
    const s = await participantSession('01001099001', 'Start#2026pass');
    for (const lang of LANGS) {
      const res = await get(`${U}/participant/statement`, s.accessToken, lang);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const [i, name] of names.entries()) expect(text, `${lang}: ${name}`).toContain(`${name} (${orgs[i]!.code})`);
    }
  });
});

describe("an employer's statement of one person", () => {
  const actorOf = (organizationId: string): Actor => ({ userId: 'u', sessionId: 's', audience: 'user', role: 'employer', organizationId });

  it.each([
    ['the first employer', () => orgA],
    ['the second employer', () => orgB],
  ])('%s sees only what it paid, never the other one nor the state', async (_, org) => {
    const { totals, content } = await employeeStatementContent(deps, actorOf(org()), DEMO_PARTICIPANT.personalNumber, undefined, 'ka');
    const { rows } = await sql<{ employee: string; organization: string; n: number }>`
      select coalesce(sum(amount) filter (where source = 'employee'), 0)::text as employee, coalesce(sum(amount) filter (where source = 'organization'), 0)::text as organization,
             count(distinct declaration_detail_id)::int as n
        from participant_contributions where personal_number = ${DEMO_PARTICIPANT.personalNumber} and organization_id = ${org()}`.execute(ctx.db);
    expect(totals.state).toBe(0n);
    expect(String(Number(totals.employee) / 100)).toBe(String(Number(rows[0]!.employee)));
    expect(String(Number(totals.organization) / 100)).toBe(String(Number(rows[0]!.organization)));
    expect(content.rows).toHaveLength(rows[0]!.n);
  });

  it("as a PDF in the caller's language, for a year or all", async () => {
    const words: Record<Lang, string[]> = {
      ka: ['დამსაქმებლის მიერ გადახდილი საპენსიო შენატანები', 'დასაქმებულის შენატანი, ლარი', 'სტატუსი'],
      en: ['Pension contributions paid by the employer', 'Employee contribution, GEL', 'Status'],
      ru: ['Пенсионные взносы, уплаченные работодателем', 'Взнос работника, лари', 'Статус'],
    };
    const year = new Date(ctx.clock.now()).getUTCFullYear();
    for (const lang of LANGS) {
      for (const url of [`${F}/employees/${DEMO_PARTICIPANT.personalNumber}/statement`, `${F}/employees/${DEMO_PARTICIPANT.personalNumber}/statement?year=${year}`]) {
        const res = await get(url, employer2, lang);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        const text = await pdfText(res.rawPayload);
        for (const w of words[lang]) expect(text, `${lang}: ${w}`).toContain(w);
        for (const other of LANGS.filter((l) => l !== lang)) expect(text).not.toContain(words[other][1]);
        if (url.includes('year=')) expect(text).toContain({ ka: `${year} წელი`, en: `Year ${year}`, ru: `${year} год` }[lang]);
      }
    }
  });

  it('a person the organization never declared is not found, revealing nothing; bad input is refused', async () => {
    // 03003000003 has contributions from the first employer only
    for (const lang of LANGS) {
      expectResultError(await get(`${F}/employees/03003000003/statement`, employer2, lang), 404, 'RECORD_NOT_FOUND', errorMessage(lang, 'RECORD_NOT_FOUND'));
    }
    expect((await get(`${F}/employees/03003000003/statement`, employer)).statusCode).toBe(200);
    expectResultError(await get(`${F}/employees/99999999999/statement`, employer), 404, 'RECORD_NOT_FOUND');
    expectResultError(await get(`${F}/employees/123/statement`, employer), 400, 'VALIDATION_FAILED');
    expectResultError(await get(`${F}/employees/${DEMO_PARTICIPANT.personalNumber}/statement?year=abc`, employer), 400, 'VALIDATION_FAILED');
    expectResultError(await get(`${F}/employees/${DEMO_PARTICIPANT.personalNumber}/statement`, operator), 403, 'FORBIDDEN');
  });
});
