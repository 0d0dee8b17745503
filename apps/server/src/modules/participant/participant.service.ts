import {
  buildAccount,
  dateOfInstant,
  formatMicro,
  formatMoneyPlain,
  paidByOrganization,
  parseMoney,
  type AccountLine,
  type ContributionSource,
  type ContributionStatus,
  type ParticipantAccount,
  type SourceTotals,
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

async function participantOf(deps: Deps, actor: Actor) {
  if (actor.audience !== 'participant' || actor.role !== 'participant') throw new AppError('FORBIDDEN');
  const user = await deps.readDb
    .selectFrom('users')
    .select(['personalNumber', 'firstName', 'lastName'])
    .where('id', '=', actor.userId)
    .where('role', '=', 'participant')
    .executeTakeFirst();
  if (!user?.personalNumber) throw new AppError('RECORD_NOT_FOUND');
  return { personalNumber: user.personalNumber, firstName: user.firstName, lastName: user.lastName };
}

async function currentPrice(db: Db, today: string) {
  const { rows } = await sql<{ date: string; price: string }>`select date::text as date, price::text as price from unit_prices where date <= ${today}::date order by date desc limit 1`.execute(db);
  return rows[0] ?? null;
}

/** The price at the end of each month up to today, oldest first (the last 20 years at most). */
async function priceHistory(db: Db, today: string) {
  const { rows } = await sql<{ date: string; price: string }>`
    select distinct on (date_trunc('month', date)) date::text as date, price::text as price
      from unit_prices where date <= ${today}::date
     order by date_trunc('month', date) desc, date desc limit 240`.execute(db);
  return rows.reverse();
}

const totalsOut = (t: SourceTotals) => ({ employee: plain(t.employee), organization: plain(t.organization), state: plain(t.state), total: plain(t.total) });

function lineOut(l: AccountLine) {
  return {
    id: l.rowId,
    date: l.date,
    paymentDate: l.paymentDate,
    conversionDate: l.conversionDate,
    organizationCode: l.organizationCode,
    organizationName: l.organizationName,
    contributionBase: plain(l.contributionBase),
    employeeContribution: plain(l.employeeContribution),
    organizationContribution: plain(l.organizationContribution),
    contributionAmount: plain(l.contributionAmount),
    governmentContribution: plain(l.governmentContribution),
    units: formatMicro(l.units),
    unitPrice: l.unitPrice === null ? null : formatMicro(l.unitPrice),
    contributionStatus: l.status,
    cumulativeUnits: formatMicro(l.cumulativeUnits),
    cumulativeSavings: plain(l.cumulativeSavings),
    cumulativeContributionBase: plain(l.cumulativeContributionBase),
    cumulativeContributions: plain(l.cumulativeContributions),
  };
}

/** `GET participant/account`: the signed-in participant's own account. */
export async function participantAccount(deps: Deps, actor: Actor): Promise<ParticipantAccount> {
  const person = await participantOf(deps, actor);
  const today = dateOfInstant(deps.clock.now());
  const year = Number(today.slice(0, 4));
  const [contributions, price, history] = await Promise.all([
    contributionsOf(deps.readDb, person.personalNumber),
    currentPrice(deps.readDb, today),
    priceHistory(deps.readDb, today),
  ]);
  const account = buildAccount(contributions, micro(price?.price ?? null), year);

  const employers = new Map<string, { organizationCode: string; organizationName: string; firstDate: string; lastDate: string; employee: Tetri; organization: Tetri }>();
  for (const c of contributions) {
    let e = employers.get(c.organizationCode);
    if (!e) {
      e = { organizationCode: c.organizationCode, organizationName: c.organizationName, firstDate: c.date, lastDate: c.date, employee: 0n, organization: 0n };
      employers.set(c.organizationCode, e);
    }
    if (c.date < e.firstDate) e.firstDate = c.date;
    if (c.date > e.lastDate) e.lastDate = c.date;
    if (c.source === 'employee') e.employee += c.amount;
    if (c.source === 'organization') e.organization += c.amount;
  }

  return {
    ...person,
    asOf: today,
    year,
    unitPrice: price ? formatMicro(micro(price.price)!) : null,
    unitPriceDate: price?.date ?? null,
    units: formatMicro(account.units),
    savings: plain(account.savings ?? 0n),
    thisYear: totalsOut(account.thisYear),
    total: totalsOut(account.allTime),
    incomeThisYear: plain(account.incomeThisYear),
    stateBand: {
      band: account.band.band,
      upTo: account.band.upTo === null ? null : plain(account.band.upTo),
      remaining: account.band.remaining === null ? null : plain(account.band.remaining),
    },
    lines: account.lines.map(lineOut).reverse(),
    employers: [...employers.values()]
      .sort((a, b) => b.lastDate.localeCompare(a.lastDate))
      .map((e) => ({
        organizationCode: e.organizationCode,
        organizationName: e.organizationName,
        firstDate: e.firstDate,
        lastDate: e.lastDate,
        employeeContribution: plain(e.employee),
        organizationContribution: plain(e.organization),
      })),
    priceHistory: history.map((p) => ({ date: p.date, price: formatMicro(micro(p.price)!) })),
  };
}

const dmy = (iso: string | null) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '—');
const STATUS_KA: Record<ContributionStatus, string> = { paid: 'გადახდილი', unpaid: 'გადაუხდელი', converted: 'კონვერტირებული' };
const BAND_KA = { twoPercent: '2% (24 000 ლარამდე)', onePercent: '1% (24 000 – 60 000 ლარი)', none: 'არ ერიცხება (60 000 ლარის ზემოთ)' } as const;
const FOOTER = 'ამონაწერი შედგენილია საპენსიო სააგენტოს პორტალზე. ერთეულები დათვლილია კონვერტაციის დღის ერთეულის ფასით, დანაზოგი — მიმდინარე ერთეულის ფასით.';

/** `GET participant/statement`: the participant's own statement, as a PDF in Georgian. */
export async function participantStatement(deps: Deps, actor: Actor) {
  const { content, fileName } = await participantStatementContent(deps, actor);
  return { file: await statementPdf(content, { creationDate: deps.clock.now() }), fileName };
}

/** What the participant's statement says. */
export async function participantStatementContent(deps: Deps, actor: Actor) {
  const a = await participantAccount(deps, actor);
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  const content: StatementContent = {
    title: 'საპენსიო ანგარიშის ამონაწერი',
    subtitle: `${name ? `${name}, ` : ''}პირადი ნომერი ${a.personalNumber} · ${dmy(a.asOf)}-ის მდგომარეობით`,
    figures: [
      ['დანაზოგი, ლარი', a.savings],
      ['ერთეულები', a.units],
      ['ერთეულის ფასი', a.unitPrice ? `${a.unitPrice} (${dmy(a.unitPriceDate)})` : '—'],
      [`${a.year} წლის შემოსავალი, ლარი`, a.incomeThisYear],
      [`${a.year} წლის შენატანები: დასაქმებული / დამსაქმებელი / სახელმწიფო`, `${a.thisYear.employee} / ${a.thisYear.organization} / ${a.thisYear.state}`],
      ['სახელმწიფოს შენატანის განაკვეთი', BAND_KA[a.stateBand.band]],
      ['ჯამში: დასაქმებული / დამსაქმებელი / სახელმწიფო', `${a.total.employee} / ${a.total.organization} / ${a.total.state}`],
      ['შენატანები სულ, ლარი', a.total.total],
    ],
    columns: [
      { label: 'თარიღი', width: 62 },
      { label: 'გადახდა', width: 62 },
      { label: 'კონვერტაცია', width: 62 },
      { label: 'ორგანიზაცია', width: 150 },
      { label: 'ბაზა', width: 62, align: 'right' },
      { label: 'შენატანი', width: 58, align: 'right' },
      { label: 'სახელმწიფო', width: 58, align: 'right' },
      { label: 'ერთეულები', width: 70, align: 'right' },
      { label: 'ფასი', width: 58, align: 'right' },
      { label: 'დანაზოგი', width: 66, align: 'right' },
      { label: 'სტატუსი', width: 76 },
    ],
    rows: [...a.lines].reverse().map((l) => [
      dmy(l.date), dmy(l.paymentDate), dmy(l.conversionDate), `${l.organizationName} (${l.organizationCode})`,
      l.contributionBase, l.contributionAmount, l.governmentContribution, l.units, l.unitPrice ?? '—', l.cumulativeSavings, STATUS_KA[l.contributionStatus],
    ]),
    empty: 'შენატანები ჯერ არ არის.',
    footer: FOOTER,
  };
  return { content, fileName: `statement-${a.personalNumber}-${a.asOf}.pdf` };
}

/**
 * `GET employees/{personalNumber}/statement`: what the caller's organization paid for one person — its own
 * contributions (employee and organization), never another employer's nor the state's. A person the
 * organization never declared answers 404, as another organization's would.
 */
export async function employeeStatement(deps: Deps, actor: Actor, personalNumber: string, year: number | undefined) {
  const { content, fileName } = await employeeStatementContent(deps, actor, personalNumber, year);
  return { file: await statementPdf(content, { creationDate: deps.clock.now() }), fileName };
}

/** What the employer's statement of one person says, with its totals. */
export async function employeeStatementContent(deps: Deps, actor: Actor, personalNumber: string, year: number | undefined) {
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
    title: 'დამსაქმებლის მიერ გადახდილი საპენსიო შენატანები',
    subtitle: `${org.name} (${org.code}) · ${name ? `${name}, ` : ''}პირადი ნომერი ${personalNumber}${year ? ` · ${year} წელი` : ''} · ${dmy(today)}-ის მდგომარეობით`,
    figures: [
      ['დასაქმებულის შენატანი, ლარი', plain(totals.employee)],
      ['დამსაქმებლის შენატანი, ლარი', plain(totals.organization)],
      ['სულ, ლარი', plain(totals.total)],
      ['სტრიქონები', String(lines.length)],
    ],
    columns: [
      { label: 'თარიღი', width: 70 },
      { label: 'გადახდა', width: 70 },
      { label: 'ბაზა', width: 80, align: 'right' },
      { label: 'დასაქმებული', width: 80, align: 'right' },
      { label: 'დამსაქმებელი', width: 80, align: 'right' },
      { label: 'სულ', width: 80, align: 'right' },
      { label: 'სტატუსი', width: 90 },
    ],
    rows: lines.map((l) => [dmy(l.date), dmy(l.paymentDate), plain(l.contributionBase), plain(l.employeeContribution), plain(l.organizationContribution), plain(l.contributionAmount), STATUS_KA[l.status]]),
    empty: 'ამ პირისთვის ორგანიზაციას შენატანი ჯერ არ გადაუხდია.',
    footer: 'ამონაწერში მხოლოდ ამ ორგანიზაციის მიერ გადახდილი შენატანებია.',
  };
  return { content, totals, fileName: `employee-statement-${personalNumber}${year ? `-${year}` : ''}.pdf` };
}
