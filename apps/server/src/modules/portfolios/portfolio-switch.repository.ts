import type { Gender, Lang, OperatorPortfolioSwitch, SwitchStatus } from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Executor } from '../finance/ledger.repository.ts';

/**
 * The portfolio switches in the database (portfolio_switch_requests, the movements of units they write, the
 * participants' chosen portfolios and notices; decisions 0065, 0066): what portfolio-switch.service.ts
 * decides, written and read here.
 */

/** A switch request as kept. */
export interface SwitchRow {
  id: string;
  personalNumber: string;
  fromPortfolioId: string;
  toPortfolioId: string;
  status: SwitchStatus;
  requestedAt: Date;
  decidedAt: Date | null;
  effectiveDate: string | null;
  warningAcknowledged: boolean;
}

const SWITCH_COLUMNS = sql`id, personal_number as "personalNumber", from_portfolio_id as "fromPortfolioId", to_portfolio_id as "toPortfolioId", status,
  requested_at as "requestedAt", decided_at as "decidedAt", effective_date::text as "effectiveDate", warning_acknowledged as "warningAcknowledged"`;

/** The person's portfolio now: the one they chose, else the default. */
export async function currentPortfolioOf(db: Db | Executor, personalNumber: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select coalesce((select portfolio_id from participant_portfolios where personal_number = ${personalNumber}), (select id from portfolios where is_default)) as id`.execute(db);
  return rows[0]!.id;
}

/**
 * Birth date and gender as the person's latest processed declaration row gives them (through the account's
 * rows, which are indexed by person), else as an employer's list of employees has them; null when neither does.
 */
export async function personDetails(db: Db | Executor, personalNumber: string): Promise<{ birthDate: string; gender: Gender } | null> {
  const { rows } = await sql<{ birthDate: string; gender: Gender }>`
    select "birthDate", gender from (
      (select d.birth_date::text as "birthDate", d.gender, 1 as rank from participant_account_rows a join declaration_details d on d.id = a.declaration_detail_id
        where a.personal_number = ${personalNumber} order by a.year desc, a.month desc limit 1)
      union all
      (select e.birth_date::text, e.gender, 2 from employees e
        where e.personal_number = ${personalNumber} and e.birth_date is not null and e.gender is not null order by e.updated_at desc limit 1)) x
     order by rank limit 1`.execute(db);
  return rows[0] ?? null;
}

/** The person's 20 latest requests, newest first. */
export async function recentSwitches(db: Db | Executor, personalNumber: string): Promise<SwitchRow[]> {
  const { rows } = await sql<SwitchRow>`select ${SWITCH_COLUMNS} from portfolio_switch_requests where personal_number = ${personalNumber} order by requested_at desc limit 20`.execute(db);
  return rows;
}

/** A movement of units a switch wrote, amounts as the database keeps them. */
export interface MovementRow {
  id: string;
  switchId: string;
  kind: 'switch_out' | 'switch_in';
  portfolioId: string;
  date: string;
  unitPrice: string;
  units: string;
  amount: string;
}

/** The person's 40 latest movements of units, newest first. */
export async function recentMovements(db: Db | Executor, personalNumber: string): Promise<MovementRow[]> {
  const { rows } = await sql<MovementRow>`
    select id, switch_request_id as "switchId", kind, portfolio_id as "portfolioId", date::text as date, unit_price::text as "unitPrice", units::text as units, amount::text as amount
      from participant_unit_movements where personal_number = ${personalNumber} order by date desc, created_at desc, kind limit 40`.execute(db);
  return rows;
}

/** The person's 5 latest notices, newest first, in the reader's language. */
export async function recentNotices(db: Db | Executor, personalNumber: string, lang: Lang): Promise<{ id: string; subject: string; text: string; createdAt: Date }[]> {
  const { rows } = await sql<{ id: string; subject: string; text: string; createdAt: Date }>`
    select id, ${sql.ref(`subject_${lang}`)} as subject, ${sql.ref(`text_${lang}`)} as text, created_at as "createdAt"
      from participant_notices where personal_number = ${personalNumber} order by created_at desc limit 5`.execute(db);
  return rows;
}

/** The person's pending requests (one at most). */
export async function pendingSwitchesOf(trx: Executor, personalNumber: string): Promise<{ id: string }[]> {
  const { rows } = await sql<{ id: string }>`select id from portfolio_switch_requests where personal_number = ${personalNumber} and status = 'pending'`.execute(trx);
  return rows;
}

/** A new pending request; undefined when the person has one pending already (the unique index says so). */
export async function insertSwitch(
  trx: Executor,
  s: { personalNumber: string; from: string; to: string; now: Date; warningAcknowledged: boolean },
): Promise<SwitchRow | undefined> {
  const { rows } = await sql<SwitchRow>`
      insert into portfolio_switch_requests (personal_number, from_portfolio_id, to_portfolio_id, requested_at, warning_acknowledged)
      values (${s.personalNumber}, ${s.from}, ${s.to}, ${s.now}, ${s.warningAcknowledged})
      on conflict (personal_number) where status = 'pending' do nothing
      returning ${SWITCH_COLUMNS}`.execute(trx);
  return rows[0];
}

/** The person's request `id`, locked until the transaction ends. */
export async function lockSwitchOf(trx: Executor, id: string, personalNumber: string): Promise<SwitchRow | undefined> {
  const { rows } = await sql<SwitchRow>`select ${SWITCH_COLUMNS} from portfolio_switch_requests where id = ${id}::uuid and personal_number = ${personalNumber} for update`.execute(trx);
  return rows[0];
}

/** Cancels the request `id` at `now` if it is pending. */
export async function cancelPendingSwitch(trx: Executor, id: string, now: Date): Promise<SwitchRow | undefined> {
  const { rows } = await sql<SwitchRow>`
      update portfolio_switch_requests set status = 'canceled', decided_at = ${now} where id = ${id}::uuid and status = 'pending' returning ${SWITCH_COLUMNS}`.execute(trx);
  return rows[0];
}

type Names = OperatorPortfolioSwitch['fromPortfolioName'];

/** A request as the operator's list shows it: the portfolios' names, and what a done one moved (as the database keeps it). */
export type OperatorSwitchRow = SwitchRow & { soldUnits: string | null; boughtUnits: string | null; amount: string | null; fromPortfolioName: Names; toPortfolioName: Names };

/** A page of the requests, newest first, of a status and a person when asked, and how many there are. */
export async function switchesPage(
  db: Db | Executor,
  q: { pageNumber: number; pageSize: number; status?: SwitchStatus; personalNumber?: string },
): Promise<{ rows: OperatorSwitchRow[]; total: number }> {
  const where = sql`(${q.status ?? null}::text is null or r.status = ${q.status ?? null}) and (${q.personalNumber ?? null}::text is null or r.personal_number = ${q.personalNumber ?? null})`;
  const { rows } = await sql<OperatorSwitchRow>`
    select json_build_object('ka', pf.name_ka, 'en', pf.name_en, 'ru', pf.name_ru) as "fromPortfolioName",
           json_build_object('ka', pt.name_ka, 'en', pt.name_en, 'ru', pt.name_ru) as "toPortfolioName", r.id, r.personal_number as "personalNumber", r.from_portfolio_id as "fromPortfolioId", r.to_portfolio_id as "toPortfolioId", r.status,
           r.requested_at as "requestedAt", r.decided_at as "decidedAt", r.effective_date::text as "effectiveDate", r.warning_acknowledged as "warningAcknowledged",
           o.units::text as "soldUnits", i.units::text as "boughtUnits", o.amount::text as amount
      from portfolio_switch_requests r
      join portfolios pf on pf.id = r.from_portfolio_id
      join portfolios pt on pt.id = r.to_portfolio_id
      left join participant_unit_movements o on o.switch_request_id = r.id and o.kind = 'switch_out'
      left join participant_unit_movements i on i.switch_request_id = r.id and i.kind = 'switch_in'
     where ${where} order by r.requested_at desc, r.id limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`.execute(db);
  const { rows: n } = await sql<{ n: number }>`select count(*)::int as n from portfolio_switch_requests r where ${where}`.execute(db);
  return { rows, total: n[0]?.n ?? 0 };
}

/** How many requests are pending. */
export async function countPendingSwitches(trx: Executor): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from portfolio_switch_requests where status = 'pending'`.execute(trx);
  return rows[0]?.n ?? 0;
}

/** Every pending request, oldest first, each locked until the transaction ends. */
export async function lockPendingSwitches(trx: Executor): Promise<SwitchRow[]> {
  const { rows } = await sql<SwitchRow>`select ${SWITCH_COLUMNS} from portfolio_switch_requests where status = 'pending' order by requested_at, id for update`.execute(trx);
  return rows;
}

/** The units the person holds in a portfolio (converted contributions and switches' movements), as the database keeps them. */
export async function unitsHeldIn(trx: Executor, personalNumber: string, portfolioId: string): Promise<string> {
  const { rows: held } = await sql<{ units: string }>`
      select (coalesce((select sum(units) from participant_contributions where personal_number = ${personalNumber} and status = 'converted' and portfolio_id = ${portfolioId}), 0)
            + coalesce((select sum(units) from participant_unit_movements where personal_number = ${personalNumber} and portfolio_id = ${portfolioId}), 0))::text as units`.execute(trx);
  return held[0]!.units;
}

/** A run's carrying out of the requests: its job, the day it converts at, and when. */
type SwitchRun = { jobId: string; conversionDate: string; now: Date };

/** Ends a request as failed by the run, with the reason's code. */
export async function failSwitch(trx: Executor, id: string, code: string, run: SwitchRun): Promise<void> {
  await sql`update portfolio_switch_requests set status = 'failed', decided_at = ${run.now}, processing_job_id = ${run.jobId}::uuid, error_code = ${code} where id = ${id}::uuid`.execute(trx);
}

/** The two movements of a switch, units sold and bought for one amount (decimal texts); once per request and kind. */
export async function insertSwitchMovements(
  trx: Executor,
  r: { personalNumber: string; id: string; from: string; to: string },
  m: { fromPrice: string; soldUnits: string; toPrice: string; boughtUnits: string; amount: string },
  run: SwitchRun,
): Promise<void> {
  await sql`insert into participant_unit_movements (personal_number, switch_request_id, kind, portfolio_id, date, unit_price, units, amount, created_at) values
        (${r.personalNumber}, ${r.id}::uuid, 'switch_out', ${r.from}, ${run.conversionDate}::date, ${m.fromPrice}::numeric, ${m.soldUnits}::numeric, ${m.amount}::numeric, ${run.now}),
        (${r.personalNumber}, ${r.id}::uuid, 'switch_in', ${r.to}, ${run.conversionDate}::date, ${m.toPrice}::numeric, ${m.boughtUnits}::numeric, ${m.amount}::numeric, ${run.now})
        on conflict (switch_request_id, kind) do nothing`.execute(trx);
}

/** The person is back in the default portfolio: their choice is removed. */
export async function removeChosenPortfolio(trx: Executor, personalNumber: string): Promise<void> {
  await sql`delete from participant_portfolios where personal_number = ${personalNumber}`.execute(trx);
}

/** The person's chosen portfolio, since the day given. */
export async function setChosenPortfolio(trx: Executor, personalNumber: string, portfolioId: string, since: string): Promise<void> {
  await sql`insert into participant_portfolios (personal_number, portfolio_id, since) values (${personalNumber}, ${portfolioId}, ${since}::date)
        on conflict (personal_number) do update set portfolio_id = excluded.portfolio_id, since = excluded.since`.execute(trx);
}

/** Ends a request as done by the run, effective on its conversion date. */
export async function markSwitchDone(trx: Executor, id: string, run: SwitchRun): Promise<void> {
  await sql`update portfolio_switch_requests set status = 'done', decided_at = ${run.now}, effective_date = ${run.conversionDate}::date, processing_job_id = ${run.jobId}::uuid
      where id = ${id}::uuid`.execute(trx);
}

/** The person's notice of a done switch, in the three languages; once per request. */
export async function insertSwitchNotice(
  trx: Executor,
  personalNumber: string,
  switchId: string,
  texts: Record<Lang, { subject: string; text: string }>,
  now: Date,
): Promise<void> {
  await sql`insert into participant_notices (personal_number, kind, source_id, subject_ka, subject_en, subject_ru, text_ka, text_en, text_ru, created_at)
      values (${personalNumber}, 'portfolio_switch_done', ${switchId}::uuid, ${texts.ka.subject}, ${texts.en.subject}, ${texts.ru.subject},
              ${texts.ka.text}, ${texts.en.text}, ${texts.ru.text}, ${now})
      on conflict (kind, source_id) do nothing`.execute(trx);
}
