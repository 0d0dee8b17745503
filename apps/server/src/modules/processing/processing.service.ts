import {
  dateOfInstant,
  errorMessage,
  formatMicro,
  formatMoneyPlain,
  parseUnitPrice,
  settle,
  type Lang,
  type Movement,
  type ProcessingJob,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { fixJobPrices } from '../portfolios/portfolio-prices.ts';
import { executeSwitches, hasPendingSwitches, SWITCH_LOCK_KEY } from '../portfolios/portfolio-switch.service.ts';
import { priceOn } from './unit-prices.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import * as repo from './processing.repository.ts';
import { findJob, monthDeclarations, paymentDates, type Executor, type JobRow } from './processing.repository.ts';


/**
 * The monthly processing (docs/decisions/0022): every row of an activated declaration of the month whose
 * organization has paid it becomes contributions by source — employee and organization as declared, and the
 * state's share by the participant's income of the year across every employer — converted to units at the
 * unit price of the conversion date.
 *
 * Order, deterministic: declarations by activation time, then number; rows by row number. The state's bands
 * count the person's rows already processed in the year for this month and the months before it, then the
 * rows before this one in that order.
 *
 * A run is a job of batches. Each batch is one transaction that locks the job, reads its cursor, writes the
 * batch's rows and contributions and moves the cursor: a run cut short keeps whole batches only and resumes
 * after the last one; a row and source are written once (unique key), whatever two runners try.
 */

export const DEFAULT_BATCH_SIZE = 1000;
/**
 * The processing's advisory lock class: keyed by the month (yyyymm) for one month's start, and by
 * PROCESSING_START_KEY for every start, which a decision to satisfy an opt-out takes too (0036).
 */
export const PROCESSING_LOCK = 7022;
export const PROCESSING_START_KEY = 0;
const tetri = tetriFromDb;

export function toJob(j: JobRow, lang: Lang): ProcessingJob {
  return {
    id: j.id,
    year: j.year,
    month: j.month,
    status: j.status,
    conversionDate: j.conversionDate,
    unitPrice: formatMicro(parseUnitPrice(j.unitPrice)!),
    declarationCount: j.declarationCount,
    totalRows: j.totalRows,
    processedRows: j.processedRows,
    batches: j.batches,
    contributionCount: j.contributionCount,
    amount: formatMoneyPlain(tetri(j.amount)),
    stateAmount: formatMoneyPlain(tetri(j.stateAmount)),
    units: formatMicro(BigInt(j.units.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'))),
    unpaidDeclarations: j.unpaidDeclarations,
    error: j.errorCode ? errorMessage(lang, j.errorCode as never) : null,
    startedAt: new Date(j.startedAt).toISOString(),
    finishedAt: j.finishedAt ? new Date(j.finishedAt).toISOString() : null,
  };
}

export async function getJob(deps: Deps, id: string, lang: Lang) {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const job = await findJob(deps.db, id);
  if (!job) throw new AppError('RECORD_NOT_FOUND');
  return toJob(job, lang);
}

export async function listJobs(deps: Deps, q: { pageNumber: number; pageSize: number }, lang: Lang) {
  const { rows, total } = await repo.jobsPage(deps.readDb, q.pageSize, (q.pageNumber - 1) * q.pageSize);
  return { items: rows.map((r) => toJob(r, lang)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * The day each covered declaration of one organization's ledger was covered: the value date of the credit that
 * completed the credits covering it and every obligation before it (`settle`), or the day it was owed from when
 * that is later.
 */
export function coverDates(movements: Movement[]): Map<string, string> {
  const out = new Map<string, string>();
  const { obligations } = settle(movements);
  // credits in the order they arrived: the day the running credit first covers everything up to an obligation.
  // What is needed only grows from one obligation to the next, so the credit that covers it is never an
  // earlier one: one pass over the credits for all the obligations (eight years of an organization's
  // months each walking its credits from the first made the start of a national month grow with the history).
  const credits = movements.filter((m) => m.amount > 0n);
  let needed = 0n;
  let running = 0n;
  let taken = 0;
  for (const o of obligations) {
    needed += o.owed;
    if (!o.settled || o.sourceKind !== 'declaration') continue;
    // (an obligation always owes more than nothing, so a covered one has taken at least one credit)
    while (running < needed && taken < credits.length) running += credits[taken++]!.amount;
    if (running >= needed) {
      const c = credits[taken - 1]!;
      out.set(o.sourceId, c.valueDate > o.since ? c.valueDate : o.since);
    }
  }
  return out;
}

/** A month not yet begun on `today` is not processed. */
export function refuseFutureMonth(today: string, period: { year: number; month: number }) {
  const asked = `${period.year}-${String(period.month).padStart(2, '0')}`;
  if (asked > today.slice(0, 7)) throw new AppError('VALIDATION_FAILED', { fields: { month: 'periodInFuture' } });
}

/**
 * The declarations a run of the month would take: filed, not processed nor held by a run, in the order they
 * are converted; those paid (with the day each was covered) are processed, the others are counted unpaid.
 */
export async function monthCandidates(trx: Executor, period: { year: number; month: number }) {
  const candidates = await monthDeclarations(trx, period);
  const paidOn = await paymentDates(trx, candidates);
  return { candidates, paidOn, paid: candidates.filter((c) => paidOn.has(c.id)) };
}

/**
 * The first step of a run (decision 0093), in its first batch's transaction: which of the declarations the start
 * took are covered by their organizations' payments, and on which day; the others are released and counted
 * unpaid, and the run's counts become those of the covered ones.
 */
export async function coverRun(trx: Executor, jobId: string, now: Date): Promise<void> {
  const taken = await repo.takenDeclarations(trx, jobId);
  const paidOn = await paymentDates(trx, taken);
  const paid = taken.filter((d) => paidOn.has(d.id)).map((d) => ({ ...d, day: paidOn.get(d.id)! }));
  const unpaid = taken.filter((d) => !paidOn.has(d.id)).map((d) => d.id);
  await repo.recordCover(trx, jobId, paid, unpaid, now);
}

/**
 * Starts the processing of a month, or answers the run of that month already under way (it resumes). A month
 * whose paid declarations are all processed answers its last run: nothing is converted twice.
 */
export async function startProcessing(deps: Deps, actor: Actor, period: { year: number; month: number }): Promise<{ job: JobRow; resumed: boolean }> {
  const now = deps.clock.now();
  const today = dateOfInstant(now);
  refuseFutureMonth(today, period);

  return deps.db.transaction().execute(async (trx) => {
    // no start while an opt-out decision is being taken (it waits, then the run sees the person withdrawn)
    await repo.lockProcessing(trx, PROCESSING_LOCK, PROCESSING_START_KEY);
    // one start of a month at a time: the next waits, then sees the run this one made
    await repo.lockProcessing(trx, PROCESSING_LOCK, period.year * 100 + period.month);
    const running = await repo.runningRunOf(trx, period);
    if (running) return { job: running, resumed: true };

    const price = await priceOn(trx, today);
    if (!price) throw new AppError('UNIT_PRICE_MISSING', { params: { date: today } });

    // the month's declarations only: which are covered by payments is found by the run's first batch (0093),
    // so that the start does not sum every organization's whole history
    const candidates = await monthDeclarations(trx, period);

    // participants' portfolio switches waiting for the month's processing: a run starts for them too (0066)
    const switches = await hasPendingSwitches(trx);
    if (candidates.length === 0 && !switches) {
      const last = await repo.lastRunOf(trx, period);
      if (last) return { job: last, resumed: false };
    }

    const totalRows = candidates.reduce((s, d) => s + d.rowCount, 0);
    const jobId = await repo.insertJob(trx, {
      ...period,
      conversionDate: today,
      unitPrice: price.price,
      declarationCount: candidates.length,
      totalRows,
      covered: candidates.length === 0,
      // a run of no declaration (switches only) has nothing to share
      parts: candidates.length === 0 ? 1 : deps.config.processingParts,
      startedBy: actor.userId,
      now,
    });
    if (switches) {
      // the switches first, at the prices of the run's day, so that the run's contributions buy units of the
      // portfolio each person is in now; no batch of another run converts while they are carried out
      await repo.lockProcessing(trx, PROCESSING_LOCK, SWITCH_LOCK_KEY);
      await executeSwitches(trx, { jobId, conversionDate: today, runPrice: price.price, now });
    }
    // each portfolio's price of the day, fixed for the whole run (the default portfolio's is the run's own)
    await fixJobPrices(trx, jobId, today, period);
    // the processing lock of the declarations: no edit, deletion or activation while the run holds them
    if (candidates.length > 0) await repo.takeDeclarations(trx, jobId, candidates);
    return { job: (await findJob(trx, jobId))!, resumed: false };
  });
}


/** A run that cannot go on (a defect, never the user's input): failed, and its declarations released. */
export async function failJob(deps: Deps, jobId: string) {
  await deps.db.transaction().execute((trx) => repo.failRun(trx, jobId, deps.clock.now()));
}
