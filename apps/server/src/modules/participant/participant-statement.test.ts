import {
  errorMessage,
  formatDate,
  formatMoney,
  formatNumber,
  type Lang,
  type ParticipantAccount,
} from '@pensia/domain';
import { sql } from 'kysely';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTICIPANT } from '../../db/seed/demo-participant.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { participantCalls } from '../../test/participants.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { databaseFileStorage } from '../files/file-storage.ts';
import { employeeStatementContent, participantStatementContent } from './participant-statement.ts';
import { missingGlyphs, overlappingItems, pdfText, pdfTextItems, phrasesOf } from '../../test/pdf-text.ts';
import type { StatementContent, Table } from './statement.pdf.ts';

const U = '/api/user/v1';
const F = '/api/finance/v1';
const LANGS: Lang[] = ['en', 'ka', 'ru'];

let ctx: TestContext;
let deps: Deps;
let employer: string;
let employer2: string;
let operator: string;
let orgA: string;
let orgB: string;

const { get, participantSession, participant } = participantCalls(() => ctx);

/** Intl's no-break spaces as the PDF's text reads them: plain spaces. */
const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

/** The table of every contribution: the statement's long table. */
const historyOf = (content: StatementContent) => content.blocks.find((b): b is Table => b.kind === 'table' && Boolean(b.long))!;

/** The names of the fonts a PDF embeds. */
function fontNamesOf(pdf: PDFDocument): string[] {
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, o]) => (o instanceof PDFDict && o.get(PDFName.of('Type')) === PDFName.of('FontDescriptor') ? String(o.get(PDFName.of('FontName'))) : null))
    .filter((n): n is string => n !== null);
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

describe("the participant's statement", () => {
  it("the statement is a PDF in the participant's language — Georgian, English or Russian text in fonts that have it — and lists every line", async () => {
    const s = await participantSession();
    const account = resultOf<ParticipantAccount>(await get(`${U}/participant/account`, s.accessToken));
    const words: Record<Lang, string[]> = {
      ka: ['საპენსიო ანგარიშის ამონაწერი', 'ერთეულის ფასი', 'კონვერტირებული', 'გადახდილი', `პირადი ნომერი ${DEMO_PARTICIPANT.personalNumber}`],
      en: ['Pension account statement', 'Unit price', 'Converted', 'Paid', `Personal number ${DEMO_PARTICIPANT.personalNumber}`],
      ru: ['Выписка по пенсионному счёту', 'Цена единицы', 'Конвертирован', 'Оплачен', `Личный номер ${DEMO_PARTICIPANT.personalNumber}`],
    };
    for (const lang of LANGS) {
      const res = await get(`${U}/participant/statement`, s.accessToken, lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-01001000001-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''statement-01001000001-\d{4}-\d{2}-\d{2}\.pdf$/);
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
      expect(text).toContain(spaced(formatMoney(account.savings, 'GEL', lang)));
    }
    const actor: Actor = { userId: (await ctx.db.selectFrom('users').select('id').where('username', '=', DEMO_PARTICIPANT.username).executeTakeFirstOrThrow()).id, sessionId: 'x', audience: 'participant', role: 'participant', organizationId: null };
    const { content } = await participantStatementContent(deps, actor, 'ru');
    expect(historyOf(content).rows).toHaveLength(account.lines.length);
    expect(content.blocks).toContainEqual({ kind: 'figures', items: expect.arrayContaining([{ label: 'Накопления', value: formatMoney(account.savings, 'GEL', 'ru') }]) as unknown });
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

  it('the statement of twenty years under a long Georgian name: amounts and dates as the screens write them, nothing overlapping, headers whole and repeated, every glyph drawn', async () => {
    const personalNumber = '01001099002';
    const firstName = 'ალექსანდრე-ბესარიონ';
    const lastName = 'ჯავახიშვილ-ორბელიანი-წერეთელი-დადიანი-ამილახვარი';
    const [org] = await ctx.db
      .insertInto('organizations')
      .values({ name: 'სააქციო საზოგადოება „საქართველოს რკინიგზის სამშენებლო-სარემონტო და ტექნიკური მომსახურების ცენტრი“', code: '405060799', typeId: 1 })
      .returning('id')
      .execute();
    await participant(personalNumber);
    await ctx.db.updateTable('users').set({ firstName, lastName }).where('username', '=', personalNumber).execute();
    // twenty years of monthly contributions, employee and employer, with bases in the thousands
    await sql`insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month, contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status)
      select d.id, s.source, ${personalNumber}, ${org!.id}::uuid, gen_random_uuid(), extract(year from d.day)::int, extract(month from d.day)::int, d.day, d.day + 2, d.day + 5, 24.69 + d.n, 1234.57 + 50 * d.n, 1.2, 20.575000, 'converted'
        from (select gen_random_uuid() as id, n, (date '2006-01-10' + make_interval(months => n))::date as day from generate_series(0, 239) n) d
        cross join (values ('employee'), ('organization')) s(source)`.execute(ctx.db);
    const s = await participantSession(personalNumber, 'Start#2026pass');
    const account = resultOf<ParticipantAccount>(await get(`${U}/participant/account`, s.accessToken));
    expect(account.lines).toHaveLength(240);
    const header: Record<Lang, string[]> = {
      ka: ['თარიღი', 'გადახდა', 'კონვერტაცია', 'ორგანიზაცია', 'ბაზა', 'შენატანი', 'სახელმწიფო', 'ერთეულები', 'ფასი', 'დანაზოგი', 'სტატუსი'],
      en: ['Date', 'Payment', 'Conversion', 'Organization', 'Base', 'Contribution', 'State', 'Units', 'Price', 'Savings', 'Status'],
      ru: ['Дата', 'Оплата', 'Конвертация', 'Организация', 'База', 'Взнос', 'Государство', 'Единицы', 'Цена', 'Накопления', 'Статус'],
    };
    const newest = account.lines[0]!;
    for (const lang of LANGS) {
      const res = await get(`${U}/participant/statement`, s.accessToken, lang);
      expect(res.statusCode).toBe(200);
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(`${firstName} ${lastName}`);
      // money with the language's separators and the lari sign, dates in the language's order, units and prices as the screen writes them
      for (const amount of [account.savings, account.total.total, account.total.employee, newest.contributionBase, newest.cumulativeSavings]) {
        expect(text, `${lang}: ${amount}`).toContain(spaced(formatMoney(amount, 'GEL', lang)));
      }
      expect(text).not.toContain(account.total.total);
      expect(text).toContain(formatDate(newest.date, lang));
      expect(text).toContain(formatDate(account.asOf, lang));
      expect(text).toContain(spaced(formatNumber(newest.units, lang, 6)));
      expect(formatMoney('1234.50', 'GEL', lang)).toMatch(/₾/);

      const pages = await pdfTextItems(res.rawPayload);
      expect(pages.length).toBeGreaterThan(5);
      for (const [i, page] of pages.entries()) {
        // every piece of text stands apart from every other: no label over its value, no header over a row
        expect(overlappingItems(page.items), `${lang}, page ${i + 1}`).toEqual([]);
        for (const item of page.items) {
          expect(item.x, `${lang}, page ${i + 1}: ${item.str}`).toBeGreaterThanOrEqual(35);
          expect(item.x + item.width, `${lang}, page ${i + 1}: ${item.str}`).toBeLessThanOrEqual(page.width - 35);
        }
      }
      // from the second page on the table goes on, its header first, each header word whole on its line
      for (const [i, page] of pages.slice(2, -1).entries()) {
        const top = Math.max(...page.items.map((t) => t.y));
        const headerWords = phrasesOf(page.items.filter((t) => t.y > top - 30)).flatMap((p) => p.str.split(' '));
        for (const word of header[lang]) expect(headerWords, `${lang}, page ${i + 3}`).toContain(word);
      }
      expect(await missingGlyphs(res.rawPayload), lang).toBe(0);
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
    expect(historyOf(content).rows).toHaveLength(rows[0]!.n);
  });

  it("as a PDF in the caller's language, for a year or all", async () => {
    const words: Record<Lang, string[]> = {
      ka: ['დამსაქმებლის მიერ გადახდილი საპენსიო შენატანები', 'დასაქმებულის შენატანი', 'სტატუსი'],
      en: ['Pension contributions paid by the employer', 'Employee contribution', 'Status'],
      ru: ['Пенсионные взносы, уплаченные работодателем', 'Взнос работника', 'Статус'],
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
        for (const page of await pdfTextItems(res.rawPayload)) expect(overlappingItems(page.items)).toEqual([]);
        expect(await missingGlyphs(res.rawPayload)).toBe(0);
      }
    }
  });

  it('a person the organization never declared is not found, revealing nothing; bad input is refused', async () => {
    // 03003000003 has contributions from the first employer only
    await participant('03003000003', { contributions: [{ organizationId: orgA, amount: '12.34', date: '2026-02-10' }] });
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
