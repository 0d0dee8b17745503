import {
  dateOfInstant,
  formatDate,
  formatMicro,
  formatMoneyPlain,
  formatNumber,
  LANGS,
  monthEndOf,
  NEAR_PENSION_AGE_YEARS,
  noticeMessage,
  parseUnitPrice,
  PENSION_AGE,
  switchCancelRefusal,
  switchRefusal,
  switchTrade,
  switchWarning,
  type Gender,
  type Lang,
  type OperatorPortfolioSwitch,
  type PortfolioSwitch,
  type PortfolioSwitchBody,
  type PortfolioSwitchView,
  type SwitchStatus,
} from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import { microFromDb, tetriFromDb } from '../../lib/money-from-db.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import { portfolioPriceOn } from './portfolio-prices.ts';
import { allPortfolios, participantPersonalNumber, portfolioSummary } from './portfolios.repository.ts';

/**
 * Choosing a portfolio (domain-rules.md, Choosing a portfolio; decisions 0065, 0066). A participant asks to
 * switch; the request waits, cancellable, until the next month's processing starts; the start carries it out in
 * its own transaction (`executeSwitches`): every unit of the old portfolio sold at its price of the run's
 * conversion date, units of the new one bought with the proceeds at its price of the same date, both written
 * as movements of the account, the person moved, and a notice written to them.
 */

interface SwitchRow {
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

const iso = (d: Date | string) => new Date(d).toISOString();

const toSwitch = (r: SwitchRow): PortfolioSwitch => ({
  id: r.id,
  fromPortfolioId: r.fromPortfolioId,
  toPortfolioId: r.toPortfolioId,
  status: r.status,
  requestedAt: iso(r.requestedAt),
  decidedAt: r.decidedAt ? iso(r.decidedAt) : null,
  effectiveDate: r.effectiveDate,
  warningAcknowledged: r.warningAcknowledged,
});

/** The person's portfolio now: the one they chose, else the default. */
async function currentPortfolioOf(db: Db | Executor, personalNumber: string): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select coalesce((select portfolio_id from participant_portfolios where personal_number = ${personalNumber}), (select id from portfolios where is_default)) as id`.execute(db);
  return rows[0]!.id;
}

/**
 * Birth date and gender as the person's latest processed declaration row gives them (through the account's
 * rows, which are indexed by person), else as an employer's list of employees has them; null when neither does.
 */
async function personDetails(db: Db | Executor, personalNumber: string): Promise<{ birthDate: string; gender: Gender } | null> {
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

export async function switchView(deps: Deps, actor: Actor, lang: Lang): Promise<PortfolioSwitchView> {
  const db = deps.readDb;
  const personalNumber = await participantPersonalNumber(db, actor);
  const today = dateOfInstant(deps.clock.now());
  const [all, current, person] = await Promise.all([allPortfolios(db), currentPortfolioOf(db, personalNumber), personDetails(db, personalNumber)]);
  const { rows: requests } = await sql<SwitchRow>`select ${SWITCH_COLUMNS} from portfolio_switch_requests where personal_number = ${personalNumber} order by requested_at desc limit 20`.execute(db);
  const { rows: movements } = await sql<{ id: string; switchId: string; kind: 'switch_out' | 'switch_in'; portfolioId: string; date: string; unitPrice: string; units: string; amount: string }>`
    select id, switch_request_id as "switchId", kind, portfolio_id as "portfolioId", date::text as date, unit_price::text as "unitPrice", units::text as units, amount::text as amount
      from participant_unit_movements where personal_number = ${personalNumber} order by date desc, created_at desc, kind limit 40`.execute(db);
  const { rows: notices } = await sql<{ id: string; subject: string; text: string; createdAt: Date }>`
    select id, ${sql.ref(`subject_${lang}`)} as subject, ${sql.ref(`text_${lang}`)} as text, created_at as "createdAt"
      from participant_notices where personal_number = ${personalNumber} order by created_at desc limit 5`.execute(db);
  const pending = requests.find((r) => r.status === 'pending');
  return {
    currentPortfolioId: current,
    portfolios: all.map((p) => ({
      ...portfolioSummary(p),
      warning: switchWarning(person, today, p.riskLevel),
    })),
    pending: pending ? toSwitch(pending) : null,
    expectedDate: monthEndOf(today),
    past: requests.filter((r) => r.status !== 'pending').map(toSwitch),
    movements: movements.map((m) => ({
      ...m,
      unitPrice: formatMicro(microFromDb(m.unitPrice)!),
      units: formatMicro(microFromDb(m.units)!),
      amount: formatMoneyPlain(tetriFromDb(m.amount)),
    })),
    warningYears: NEAR_PENSION_AGE_YEARS,
    pensionAge: person ? PENSION_AGE[person.gender] : null,
    notices: notices.map((n) => ({ id: n.id, subject: n.subject, text: n.text, createdAt: iso(n.createdAt) })),
  };
}

/**
 * Asks for a switch. Refused: an unknown portfolio, the one the person is in, a second pending request (the
 * unique index is the last guard against two at once), a warning due and not acknowledged. A retry under the
 * same Idempotency-Key answers the first answer.
 */
export async function requestSwitch(deps: Deps, actor: Actor, body: PortfolioSwitchBody, idempotencyKey?: string): Promise<PortfolioSwitch> {
  const personalNumber = await participantPersonalNumber(deps.db, actor);
  const to = body.toPortfolioId.trim();
  const hash = requestHash(['POST participant/portfolio-switch', JSON.stringify([to, body.acknowledgeWarning])]);
  return withIdempotency(deps, { userId: actor.userId }, idempotencyKey, hash, (claim) => deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const today = dateOfInstant(now);
    const target = (await allPortfolios(trx)).find((p) => p.id === to);
    const from = await currentPortfolioOf(trx, personalNumber);
    const { rows: pending } = await sql<{ id: string }>`select id from portfolio_switch_requests where personal_number = ${personalNumber} and status = 'pending'`.execute(trx);
    const warning = target ? switchWarning(await personDetails(trx, personalNumber), today, target.riskLevel) : null;
    const refusal = switchRefusal({ from, to, toExists: Boolean(target), pending: pending.length > 0, warning, acknowledged: body.acknowledgeWarning });
    if (refusal) throw new AppError(refusal, refusal === 'PORTFOLIO_SWITCH_WARNING' ? { fields: { acknowledgeWarning: 'required' } } : {});
    const { rows } = await sql<SwitchRow>`
      insert into portfolio_switch_requests (personal_number, from_portfolio_id, to_portfolio_id, requested_at, warning_acknowledged)
      values (${personalNumber}, ${from}, ${to}, ${now}, ${warning !== null && body.acknowledgeWarning})
      on conflict (personal_number) where status = 'pending' do nothing
      returning ${SWITCH_COLUMNS}`.execute(trx);
    if (!rows[0]) throw new AppError('PORTFOLIO_SWITCH_PENDING');
    const answer = toSwitch(rows[0]);
    await completeIdempotent(trx, claim, answer, now);
    return answer;
  }));
}

/** Cancels the person's own pending request; one the processing has taken (or another's) is refused. */
export async function cancelSwitch(deps: Deps, actor: Actor, id: string): Promise<PortfolioSwitch> {
  const personalNumber = await participantPersonalNumber(deps.db, actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  return deps.db.transaction().execute(async (trx) => {
    // the row lock orders this against the start of the month's processing, which locks pending requests too
    const { rows } = await sql<SwitchRow>`select ${SWITCH_COLUMNS} from portfolio_switch_requests where id = ${id}::uuid and personal_number = ${personalNumber} for update`.execute(trx);
    const found = rows[0];
    if (!found) throw new AppError('RECORD_NOT_FOUND');
    const refusal = switchCancelRefusal(found.status);
    if (refusal) throw new AppError(refusal);
    const { rows: updated } = await sql<SwitchRow>`
      update portfolio_switch_requests set status = 'canceled', decided_at = ${deps.clock.now()} where id = ${id}::uuid and status = 'pending' returning ${SWITCH_COLUMNS}`.execute(trx);
    return toSwitch(updated[0]!);
  });
}

/** The operator's list: newest first, by status and personal number, with what a done switch moved. */
export async function listSwitches(deps: Deps, q: { pageNumber: number; pageSize: number; status?: SwitchStatus; personalNumber?: string }) {
  const where = sql`(${q.status ?? null}::text is null or r.status = ${q.status ?? null}) and (${q.personalNumber ?? null}::text is null or r.personal_number = ${q.personalNumber ?? null})`;
  type Names = OperatorPortfolioSwitch['fromPortfolioName'];
  const { rows } = await sql<SwitchRow & { soldUnits: string | null; boughtUnits: string | null; amount: string | null; fromPortfolioName: Names; toPortfolioName: Names }>`
    select json_build_object('ka', pf.name_ka, 'en', pf.name_en, 'ru', pf.name_ru) as "fromPortfolioName",
           json_build_object('ka', pt.name_ka, 'en', pt.name_en, 'ru', pt.name_ru) as "toPortfolioName", r.id, r.personal_number as "personalNumber", r.from_portfolio_id as "fromPortfolioId", r.to_portfolio_id as "toPortfolioId", r.status,
           r.requested_at as "requestedAt", r.decided_at as "decidedAt", r.effective_date::text as "effectiveDate", r.warning_acknowledged as "warningAcknowledged",
           o.units::text as "soldUnits", i.units::text as "boughtUnits", o.amount::text as amount
      from portfolio_switch_requests r
      join portfolios pf on pf.id = r.from_portfolio_id
      join portfolios pt on pt.id = r.to_portfolio_id
      left join participant_unit_movements o on o.switch_request_id = r.id and o.kind = 'switch_out'
      left join participant_unit_movements i on i.switch_request_id = r.id and i.kind = 'switch_in'
     where ${where} order by r.requested_at desc, r.id limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`.execute(deps.readDb);
  const { rows: n } = await sql<{ n: number }>`select count(*)::int as n from portfolio_switch_requests r where ${where}`.execute(deps.readDb);
  const items: OperatorPortfolioSwitch[] = rows.map((r) => ({
    ...toSwitch(r),
    personalNumber: r.personalNumber,
    fromPortfolioName: r.fromPortfolioName,
    toPortfolioName: r.toPortfolioName,
    soldUnits: r.soldUnits === null ? null : formatMicro(microFromDb(r.soldUnits)!),
    boughtUnits: r.boughtUnits === null ? null : formatMicro(microFromDb(r.boughtUnits)!),
    amount: r.amount === null ? null : formatMoneyPlain(tetriFromDb(r.amount)),
  }));
  return { items, totalCount: n[0]?.n ?? 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** The processing's advisory lock class and the key of a start that carries out switches (0066). */
export const SWITCH_LOCK_KEY = 1;

/** Pending requests are there for a run to carry out. */
export async function hasPendingSwitches(trx: Executor): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from portfolio_switch_requests where status = 'pending'`.execute(trx);
  return (rows[0]?.n ?? 0) > 0;
}


/**
 * Carries out every pending request, in the transaction that starts a run of the month's processing (0066):
 * each locked, so that a cancel waits for it or wins before it; done once, since a done request is no longer
 * pending (and the movements are unique per request and kind). The price of each side is its portfolio's on
 * the run's conversion date: the run's own price for the default portfolio, the latest report's price on or
 * before that day otherwise. A request whose portfolio has no such price fails with that reason, and the run
 * goes on without it. Answers how many were done and failed.
 */
export async function executeSwitches(trx: Executor, run: { jobId: string; conversionDate: string; runPrice: string; now: Date }): Promise<{ done: number; failed: number }> {
  const { rows: pending } = await sql<SwitchRow>`select ${SWITCH_COLUMNS} from portfolio_switch_requests where status = 'pending' order by requested_at, id for update`.execute(trx);
  if (pending.length === 0) return { done: 0, failed: 0 };
  const all = new Map((await allPortfolios(trx)).map((p) => [p.id, p]));
  const prices = new Map<string, string | null>();
  const priceOf = async (portfolioId: string) => {
    if (!prices.has(portfolioId)) {
      const p = all.get(portfolioId)!;
      prices.set(portfolioId, p.isDefault ? run.runPrice : ((await portfolioPriceOn(trx, portfolioId, run.conversionDate))?.price ?? null));
    }
    return prices.get(portfolioId)!;
  };
  let done = 0;
  let failed = 0;
  const fail = async (id: string, code: string) => {
    failed += 1;
    await sql`update portfolio_switch_requests set status = 'failed', decided_at = ${run.now}, processing_job_id = ${run.jobId}::uuid, error_code = ${code} where id = ${id}::uuid`.execute(trx);
  };
  for (const r of pending) {
    const from = await currentPortfolioOf(trx, r.personalNumber);
    if (from === r.toPortfolioId) {
      await fail(r.id, 'PORTFOLIO_SWITCH_SAME');
      continue;
    }
    const [fromText, toText] = [await priceOf(from), await priceOf(r.toPortfolioId)];
    if (!fromText || !toText) {
      await fail(r.id, 'PORTFOLIO_PRICE_MISSING');
      continue;
    }
    const { rows: held } = await sql<{ units: string }>`
      select (coalesce((select sum(units) from participant_contributions where personal_number = ${r.personalNumber} and status = 'converted' and portfolio_id = ${from}), 0)
            + coalesce((select sum(units) from participant_unit_movements where personal_number = ${r.personalNumber} and portfolio_id = ${from}), 0))::text as units`.execute(trx);
    const units = microFromDb(held[0]!.units)!;
    const fromPrice = parseUnitPrice(fromText)!;
    const toPrice = parseUnitPrice(toText)!;
    const trade = switchTrade(units > 0n ? units : 0n, fromPrice, toPrice);
    if (units > 0n) {
      const amount = formatMoneyPlain(trade.amount);
      await sql`insert into participant_unit_movements (personal_number, switch_request_id, kind, portfolio_id, date, unit_price, units, amount, created_at) values
        (${r.personalNumber}, ${r.id}::uuid, 'switch_out', ${from}, ${run.conversionDate}::date, ${formatMicro(fromPrice)}::numeric, ${formatMicro(trade.soldUnits)}::numeric, ${amount}::numeric, ${run.now}),
        (${r.personalNumber}, ${r.id}::uuid, 'switch_in', ${r.toPortfolioId}, ${run.conversionDate}::date, ${formatMicro(toPrice)}::numeric, ${formatMicro(trade.boughtUnits)}::numeric, ${amount}::numeric, ${run.now})
        on conflict (switch_request_id, kind) do nothing`.execute(trx);
    }
    if (all.get(r.toPortfolioId)!.isDefault) {
      await sql`delete from participant_portfolios where personal_number = ${r.personalNumber}`.execute(trx);
    } else {
      await sql`insert into participant_portfolios (personal_number, portfolio_id, since) values (${r.personalNumber}, ${r.toPortfolioId}, ${run.conversionDate}::date)
        on conflict (personal_number) do update set portfolio_id = excluded.portfolio_id, since = excluded.since`.execute(trx);
    }
    await sql`update portfolio_switch_requests set status = 'done', decided_at = ${run.now}, effective_date = ${run.conversionDate}::date, processing_job_id = ${run.jobId}::uuid
      where id = ${r.id}::uuid`.execute(trx);
    const fromRow = all.get(from)!;
    const toRow = all.get(r.toPortfolioId)!;
    const texts = Object.fromEntries(LANGS.map((lang) => {
      // figures as the screens write them in the reader's language (1 234,50 / 1,234.50)
      const six = (micro: bigint) => formatNumber(formatMicro(micro), lang, 6);
      const params = {
        date: formatDate(run.conversionDate, lang), from: portfolioSummary(fromRow).name[lang], to: portfolioSummary(toRow).name[lang], units: six(units > 0n ? units : 0n), fromPrice: six(fromPrice),
        amount: formatNumber(formatMoneyPlain(trade.amount), lang, 2), bought: six(trade.boughtUnits), toPrice: six(toPrice),
      };
      return [lang, { subject: noticeMessage(lang, 'portfolioSwitchDoneSubject'), text: noticeMessage(lang, 'portfolioSwitchDoneText', params) }];
    })) as Record<Lang, { subject: string; text: string }>;
    await sql`insert into participant_notices (personal_number, kind, source_id, subject_ka, subject_en, subject_ru, text_ka, text_en, text_ru, created_at)
      values (${r.personalNumber}, 'portfolio_switch_done', ${r.id}::uuid, ${texts.ka.subject}, ${texts.en.subject}, ${texts.ru.subject},
              ${texts.ka.text}, ${texts.en.text}, ${texts.ru.text}, ${run.now})
      on conflict (kind, source_id) do nothing`.execute(trx);
    done += 1;
  }
  return { done, failed };
}
