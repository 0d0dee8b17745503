import {
  dateOfInstant,
  formatMoneyPlain,
  stateBandOf,
  valueOf,
  type ContributionSource,
  type ParticipantAccount,
  type StoredContribution,
  type Tetri,
} from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { microFromDb, tetriFromDb } from '../../lib/money-from-db.ts';

/**
 * The participant's own account (reached with a participant's token only, and only for the person signed in),
 * and the contributions of a person that it and the statements (participant-statement.ts) are made of.
 */

const micro = microFromDb;
const money = (text: string): Tetri => tetriFromDb(text);
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
export async function contributionsOf(db: Db, personalNumber: string, organizationId?: string): Promise<StoredContribution[]> {
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
 * price at the end of each month (the chart; the last 20 years), both of the participant's portfolio (the agency's unit price for the
 * default one, the portfolio's own otherwise), and the units held: the contributions' and a switch's units bought and sold. Figures are written as the API writes them:
 * money to 2 decimals, units and prices to 6 (`round` halves away from zero, as the domain's rounding).
 * The rules are the domain's `buildAccount`; participant.test.ts holds the two to the same answer.
 */
export async function accountDocument(db: Db, userId: string, today: string, year: number): Promise<AccountDocument | null> {
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
    ), mine as (
      -- the participant's portfolio when not the default one (decision 0069): its own prices value the account
      select pa.portfolio_id from participant_portfolios pa join portfolios p on p.id = pa.portfolio_id and not p.is_default
       where pa.personal_number = (select personal_number from person)
    ), prices as (
      select date, price from unit_prices where date <= ${today}::date and not exists (select 1 from mine)
      union all
      select date, price from portfolio_prices where portfolio_id = (select portfolio_id from mine) and date <= ${today}::date
    )
    select json_build_object(
      'person', (select json_build_object('personalNumber', personal_number, 'firstName', first_name, 'lastName', last_name) from person),
      'lines', (select coalesce(json_agg(json_build_array(
          w.id, w.d, w.p, w.cv, o.code, o.name, round(w.base, 2)::text, round(w.ea, 2)::text, round(w.oa, 2)::text,
          round(w.ea + w.oa, 2)::text, round(w.sa, 2)::text, round(w.u, 6)::text, round(w.price, 6)::text, w.st,
          round(w.cu, 6)::text, round(coalesce(w.cu * lp.price, 0), 2)::text, round(w.cb, 2)::text, round(w.cc, 2)::text)
          order by w.d desc, w.y desc, w.m desc, w.id desc), '[]')
          from w join orgs o on o.id = w.org left join (select pg, price from w where price is not null) lp on lp.pg = w.pg),
      'units', (select round(coalesce(sum(u), 0) + coalesce((select sum(units) from participant_unit_movements
                  where personal_number = (select personal_number from person)), 0), 6)::text from l),
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
