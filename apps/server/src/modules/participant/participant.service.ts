import {
  buildAccount,
  dateOfInstant,
  formatMoneyPlain,
  paidByOrganization,
  parseMoney,
  stateBandOf,
  statementMessage,
  valueOf,
  type ContributionSource,
  type ContributionStatus,
  type Lang,
  type ParticipantAccount,
  type StatementTextKey,
  type StoredContribution,
  type Tetri,
} from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { statementPdf, type StatementContent } from './statement.pdf.ts';

/**
 * The participant's own account and statement (reached with a participant's token only, and only for the
 * person signed in) and the employer's statement of what it paid for one person (its own rows only).
 */

/** A decimal with up to 6 places as millionths ("12.5" → 12500000n). */
function micro(text: string | null): bigint | null {
  if (text === null) return null;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole || '0') * 1_000_000n + BigInt(frac.padEnd(6, '0').slice(0, 6));
  return negative ? -value : value;
}
const money = (text: string): Tetri => parseMoney(text) ?? 0n;
const plain = (t: Tetri) => formatMoneyPlain(t);

/** A line as the database sums it: one declaration row, its sources side by side. */
type LineTuple = [
  id: string, date: string, paymentDate: string | null, conversionDate: string | null, organizationId: string, base: string, unitPrice: string | null,
  status: 0 | 1 | 2, employee: string | null, employeeUnits: string | null, organization: string | null, organizationUnits: string | null, state: string | null, stateUnits: string | null,
];
const STATUS_OF = ['unpaid', 'paid', 'converted'] as const;

/**
 * A person's contributions in account order (by date, then declaration row), one organization's only when
 * given. The database sums each declaration row's sources into one line and answers the lines as one JSON
 * text: a person with twenty years from three employers is 720 lines, not 2,160 rows of a dozen columns.
 */
async function contributionsOf(db: Db, personalNumber: string, organizationId?: string): Promise<StoredContribution[]> {
  const { rows } = await sql<{ lines: string }>`
    select coalesce(json_agg(json_build_array(l.id, l.d, l.p, l.cv, l.org, l.base, l.price, l.st, l.ea, l.eu, l.oa, l.ou, l.sa, l.su) order by l.d, l.y, l.m, l.id), '[]')::text as lines
      from (select c.declaration_detail_id as id, min(c.contribution_date)::text as d, min(c.year) as y, min(c.month) as m,
                   min(c.payment_date)::text as p, min(c.conversion_date)::text as cv, min(c.organization_id::text) as org,
                   max(c.base)::text as base, max(c.unit_price)::text as price,
                   min(case c.status when 'unpaid' then 0 when 'paid' then 1 else 2 end) as st,
                   sum(c.amount) filter (where c.source = 'employee')::text as ea, sum(c.units) filter (where c.source = 'employee' and c.status = 'converted')::text as eu,
                   sum(c.amount) filter (where c.source = 'organization')::text as oa, sum(c.units) filter (where c.source = 'organization' and c.status = 'converted')::text as ou,
                   sum(c.amount) filter (where c.source = 'state')::text as sa, sum(c.units) filter (where c.source = 'state' and c.status = 'converted')::text as su
              from participant_contributions c
             where c.personal_number = ${personalNumber}
               ${organizationId ? sql`and c.organization_id = ${organizationId}` : sql``}
             group by c.declaration_detail_id) l`.execute(db);
  const lines = JSON.parse(rows[0]?.lines ?? '[]') as LineTuple[];
  const orgIds = [...new Set(lines.map((l) => l[4]))];
  const orgs = orgIds.length ? await db.selectFrom('organizations').select(['id', 'code', 'name']).where('id', 'in', orgIds).execute() : [];
  const orgById = new Map(orgs.map((o) => [o.id, o]));
  const out: StoredContribution[] = [];
  for (const l of lines) {
    const org = orgById.get(l[4]);
    const common = {
      rowId: l[0],
      date: l[1],
      paymentDate: l[2],
      conversionDate: l[3],
      base: money(l[5]),
      unitPrice: micro(l[6]),
      status: STATUS_OF[l[7]],
      organizationCode: org?.code ?? '',
      organizationName: org?.name ?? '',
    };
    const sources: [ContributionSource, string | null, string | null][] = [['employee', l[8], l[9]], ['organization', l[10], l[11]], ['state', l[12], l[13]]];
    for (const [source, amount, units] of sources) {
      if (amount !== null) out.push({ ...common, source, amount: money(amount), units: micro(units) });
    }
  }
  return out;
}

/** A line of the account as the database writes it: the fields of `ParticipantAccountLine` in order, the status as 0–2. */
type AccountTuple = [
  id: string, date: string, paymentDate: string | null, conversionDate: string | null, organizationCode: string, organizationName: string,
  contributionBase: string, employeeContribution: string, organizationContribution: string, contributionAmount: string, governmentContribution: string,
  units: string, unitPrice: string | null, status: 0 | 1 | 2, cumulativeUnits: string, cumulativeSavings: string, cumulativeContributionBase: string, cumulativeContributions: string,
];
interface AccountDocument {
  person: { personalNumber: string; firstName: string | null; lastName: string | null } | null;
  lines: AccountTuple[];
  units: string;
  income: string;
  year: { employee: string; organization: string; state: string; total: string };
  all: { employee: string; organization: string; state: string; total: string };
  employers: ParticipantAccount['employers'];
  price: { date: string; price: string } | null;
  history: { date: string; price: string }[];
}

/**
 * The whole account of the participant signed in, in one statement that answers one JSON text (0036): the
 * declaration rows' contributions summed by source into lines, the cumulative figures in account order (by
 * date, then declaration row) by window functions — the savings of a line at the unit price of the last line
 * converted up to it — the totals of the year and of all time, the employers (the latest first, then in the order they appear), the current unit price and the
 * price at the end of each month (the chart; the last 20 years). Figures are written as the API writes them:
 * money to 2 decimals, units and prices to 6 (`round` halves away from zero, as the domain's rounding).
 * The rules are the domain's `buildAccount`; participant.test.ts holds the two to the same answer.
 */
async function accountDocument(db: Db, userId: string, today: string, year: number): Promise<AccountDocument | null> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const { rows } = await sql<{ account: string }>`
    with person as (
      select personal_number, first_name, last_name from users where id = ${userId}::uuid and role = 'participant' and personal_number is not null
    ), l as (
      select c.declaration_detail_id as id, min(c.contribution_date) as d, min(c.year) as y, min(c.month) as m,
             min(c.payment_date) as p, min(c.conversion_date) as cv, min(c.organization_id::text)::uuid as org,
             max(c.base) as base, max(c.unit_price) as price,
             min(case c.status when 'unpaid' then 0 when 'paid' then 1 else 2 end) as st,
             coalesce(sum(c.amount) filter (where c.source = 'employee'), 0) as ea,
             coalesce(sum(c.amount) filter (where c.source = 'organization'), 0) as oa,
             coalesce(sum(c.amount) filter (where c.source = 'state'), 0) as sa,
             coalesce(sum(c.units) filter (where c.status = 'converted'), 0) as u
        from participant_contributions c
       where c.personal_number = (select personal_number from person)
       group by c.declaration_detail_id
    ), w as materialized (
      select l.*, row_number() over o as n, sum(u) over o as cu, sum(base) over o as cb, sum(ea + oa + sa) over o as cc, count(price) over o as pg
        from l window o as (order by d, y, m, id rows between unbounded preceding and current row)
    ), orgs as (
      select o.id, o.code, o.name from organizations o where o.id in (select distinct org from l)
    ), prices as (
      select date, price from unit_prices where date <= ${today}::date
    )
    select json_build_object(
      'person', (select json_build_object('personalNumber', personal_number, 'firstName', first_name, 'lastName', last_name) from person),
      'lines', (select coalesce(json_agg(json_build_array(
          w.id, w.d, w.p, w.cv, o.code, o.name, round(w.base, 2)::text, round(w.ea, 2)::text, round(w.oa, 2)::text,
          round(w.ea + w.oa, 2)::text, round(w.sa, 2)::text, round(w.u, 6)::text, round(w.price, 6)::text, w.st,
          round(w.cu, 6)::text, round(coalesce(w.cu * lp.price, 0), 2)::text, round(w.cb, 2)::text, round(w.cc, 2)::text)
          order by w.d desc, w.y desc, w.m desc, w.id desc), '[]')
          from w join orgs o on o.id = w.org left join (select pg, price from w where price is not null) lp on lp.pg = w.pg),
      'units', (select round(coalesce(sum(u), 0), 6)::text from l),
      'income', (select round(coalesce(sum(base), 0), 2)::text from l where d between ${from}::date and ${to}::date),
      'year', (select json_build_object('employee', round(coalesce(sum(ea), 0), 2)::text, 'organization', round(coalesce(sum(oa), 0), 2)::text,
                 'state', round(coalesce(sum(sa), 0), 2)::text, 'total', round(coalesce(sum(ea + oa + sa), 0), 2)::text) from l where d between ${from}::date and ${to}::date),
      'all', (select json_build_object('employee', round(coalesce(sum(ea), 0), 2)::text, 'organization', round(coalesce(sum(oa), 0), 2)::text,
                'state', round(coalesce(sum(sa), 0), 2)::text, 'total', round(coalesce(sum(ea + oa + sa), 0), 2)::text) from l),
      'employers', (select coalesce(json_agg(json_build_object('organizationCode', e.code, 'organizationName', e.name, 'firstDate', e.first, 'lastDate', e.last,
                      'employeeContribution', round(e.ea, 2)::text, 'organizationContribution', round(e.oa, 2)::text) order by e.last desc, e.seen), '[]')
                      from (select o.code, o.name, min(w.d) as first, max(w.d) as last, min(w.n) as seen, sum(w.ea) as ea, sum(w.oa) as oa
                              from w join orgs o on o.id = w.org group by o.code, o.name) e),
      'price', (select json_build_object('date', date, 'price', round(price, 6)::text) from prices order by date desc limit 1),
      'history', (select coalesce(json_agg(json_build_object('date', h.date, 'price', round(h.price, 6)::text) order by h.date), '[]')
                    from (select distinct on (date_trunc('month', date)) date, price from prices order by date_trunc('month', date) desc, date desc limit 240) h)
    )::text as account`.execute(db);
  const doc = JSON.parse(rows[0]!.account) as AccountDocument;
  return doc.person ? doc : null;
}

/** `GET participant/account`: the signed-in participant's own account. */
export async function participantAccount(deps: Deps, actor: Actor): Promise<ParticipantAccount> {
  if (actor.audience !== 'participant' || actor.role !== 'participant') throw new AppError('FORBIDDEN');
  const today = dateOfInstant(deps.clock.now());
  const year = Number(today.slice(0, 4));
  const a = await accountDocument(deps.readDb, actor.userId, today, year);
  if (!a?.person) throw new AppError('RECORD_NOT_FOUND');
  const units = micro(a.units)!;
  const price = micro(a.price?.price ?? null);
  const income = money(a.income);
  const band = stateBandOf(income);
  return {
    ...a.person,
    asOf: today,
    year,
    unitPrice: a.price?.price ?? null,
    unitPriceDate: a.price?.date ?? null,
    units: a.units,
    savings: plain(price === null ? 0n : valueOf(units, price)),
    thisYear: a.year,
    total: a.all,
    incomeThisYear: a.income,
    stateBand: { band: band.band, upTo: band.upTo === null ? null : plain(band.upTo), remaining: band.remaining === null ? null : plain(band.remaining) },
    lines: a.lines.map((l) => ({
      id: l[0], date: l[1], paymentDate: l[2], conversionDate: l[3], organizationCode: l[4], organizationName: l[5],
      contributionBase: l[6], employeeContribution: l[7], organizationContribution: l[8], contributionAmount: l[9], governmentContribution: l[10],
      units: l[11], unitPrice: l[12], contributionStatus: STATUS_OF[l[13]], cumulativeUnits: l[14], cumulativeSavings: l[15],
      cumulativeContributionBase: l[16], cumulativeContributions: l[17],
    })),
    employers: a.employers,
    priceHistory: a.history,
  };
}

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '—');
const STATUS_TEXT: Record<ContributionStatus, StatementTextKey> = { paid: 'statusPaid', unpaid: 'statusUnpaid', converted: 'statusConverted' };
const BAND_TEXT = { twoPercent: 'bandTwoPercent', onePercent: 'bandOnePercent', none: 'bandNone' } as const satisfies Record<string, StatementTextKey>;

/** `GET participant/statement`: the participant's own statement, as a PDF in the participant's language. */
export async function participantStatement(deps: Deps, actor: Actor, lang: Lang) {
  const { content, fileName } = await participantStatementContent(deps, actor, lang);
  return { file: await statementPdf(content, { creationDate: deps.clock.now(), lang }), fileName };
}

/** What the participant's statement says, in `lang`. */
export async function participantStatementContent(deps: Deps, actor: Actor, lang: Lang) {
  const t = (key: StatementTextKey, params?: Record<string, string | number>) => statementMessage(lang, key, params);
  const a = await participantAccount(deps, actor);
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const content: StatementContent = {
    title: t('participantTitle'),
    subtitle: [name, t('personalNumber', { personalNumber: a.personalNumber }), t('asOf', { date: dmy(a.asOf) })].filter(Boolean).join(' · '),
    figures: [
      [t('savings'), a.savings],
      [t('units'), a.units],
      [t('unitPrice'), a.unitPrice ? `${a.unitPrice} (${dmy(a.unitPriceDate)})` : '—'],
      [t('yearIncome', { year: a.year }), a.incomeThisYear],
      [t('yearContributions', { year: a.year }), `${a.thisYear.employee} / ${a.thisYear.organization} / ${a.thisYear.state}`],
      [t('stateRate'), t(BAND_TEXT[a.stateBand.band])],
      [t('allContributions'), `${a.total.employee} / ${a.total.organization} / ${a.total.state}`],
      [t('totalContributions'), a.total.total],
    ],
    columns: [
      { label: t('colDate'), width: 62 },
      { label: t('colPayment'), width: 62 },
      { label: t('colConversion'), width: 62 },
      { label: t('colOrganization'), width: 150 },
      { label: t('colBase'), width: 62, align: 'right' },
      { label: t('colContribution'), width: 58, align: 'right' },
      { label: t('colState'), width: 58, align: 'right' },
      { label: t('colUnits'), width: 70, align: 'right' },
      { label: t('colPrice'), width: 58, align: 'right' },
      { label: t('colSavings'), width: 66, align: 'right' },
      { label: t('colStatus'), width: 96 },
    ],
    rows: [...a.lines].reverse().map((l) => [
      dmy(l.date), dmy(l.paymentDate), dmy(l.conversionDate), `${l.organizationName} (${l.organizationCode})`,
      l.contributionBase, l.contributionAmount, l.governmentContribution, l.units, l.unitPrice ?? '—', l.cumulativeSavings, t(STATUS_TEXT[l.contributionStatus]),
    ]),
    empty: t('participantEmpty'),
    footer: t('participantFooter'),
  };
  return { content, fileName: `statement-${a.personalNumber}-${a.asOf}.pdf` };
}

/**
 * `GET employees/{personalNumber}/statement`: what the caller's organization paid for one person — its own
 * contributions (employee and organization), never another employer's nor the state's — in the caller's
 * language. A person the organization never declared answers 404, as another organization's would.
 */
export async function employeeStatement(deps: Deps, actor: Actor, personalNumber: string, year: number | undefined, lang: Lang) {
  const { content, fileName } = await employeeStatementContent(deps, actor, personalNumber, year, lang);
  return { file: await statementPdf(content, { creationDate: deps.clock.now(), lang }), fileName };
}

/** What the employer's statement of one person says, in `lang`, with its totals. */
export async function employeeStatementContent(deps: Deps, actor: Actor, personalNumber: string, year: number | undefined, lang: Lang) {
  const t = (key: StatementTextKey, params?: Record<string, string | number>) => statementMessage(lang, key, params);
  const organizationId = actor.organizationId;
  if (!organizationId) throw new AppError('FORBIDDEN');
  const [org, employee, all] = await Promise.all([
    deps.readDb.selectFrom('organizations').select(['code', 'name']).where('id', '=', organizationId).executeTakeFirstOrThrow(),
    deps.readDb.selectFrom('employees').select(['firstName', 'lastName']).where('organizationId', '=', organizationId).where('personalNumber', '=', personalNumber).executeTakeFirst(),
    contributionsOf(deps.readDb, personalNumber, organizationId),
  ]);
  if (!employee && all.length === 0) throw new AppError('RECORD_NOT_FOUND');
  const mine = all.filter((c) => c.source !== 'state' && (year === undefined || c.date.startsWith(`${year}-`)));
  const totals = paidByOrganization(mine, org.code);
  const lines = buildAccount(mine, null, year ?? 0).lines;
  const name = employee ? `${employee.firstName} ${employee.lastName}` : '';
  const today = dateOfInstant(deps.clock.now());
  const content: StatementContent = {
    title: t('employerTitle'),
    subtitle: [`${org.name} (${org.code})`, name, t('personalNumber', { personalNumber }), year ? t('year', { year }) : '', t('asOf', { date: dmy(today) })].filter(Boolean).join(' · '),
    figures: [
      [t('employeeContribution'), plain(totals.employee)],
      [t('organizationContribution'), plain(totals.organization)],
      [t('totalGel'), plain(totals.total)],
      [t('lineCount'), String(lines.length)],
    ],
    columns: [
      { label: t('colDate'), width: 70 },
      { label: t('colPayment'), width: 70 },
      { label: t('colBase'), width: 80, align: 'right' },
      { label: t('colEmployee'), width: 80, align: 'right' },
      { label: t('colEmployer'), width: 80, align: 'right' },
      { label: t('colTotal'), width: 80, align: 'right' },
      { label: t('colStatus'), width: 90 },
    ],
    rows: lines.map((l) => [dmy(l.date), dmy(l.paymentDate), plain(l.contributionBase), plain(l.employeeContribution), plain(l.organizationContribution), plain(l.contributionAmount), t(STATUS_TEXT[l.status])]),
    empty: t('employerEmpty'),
    footer: t('employerFooter'),
  };
  return { content, totals, fileName: `employee-statement-${personalNumber}${year ? `-${year}` : ''}.pdf` };
}
