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
  type Lang,
  type OperatorPortfolioSwitch,
  type PortfolioSwitch,
  type PortfolioSwitchBody,
  type PortfolioSwitchView,
  type SwitchStatus,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../../lib/idempotency.ts';
import { isUuid } from '../../lib/ids.ts';
import { microFromDb, tetriFromDb } from '../../lib/money-from-db.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import { portfolioPriceOn } from './portfolio-prices.ts';
import {
  cancelPendingSwitch, countPendingSwitches, currentPortfolioOf, failSwitch, insertSwitch, insertSwitchMovements, insertSwitchNotice, lockPendingSwitches, lockSwitchOf,
  markSwitchDone, pendingSwitchesOf, personDetails, recentMovements, recentNotices, recentSwitches, removeChosenPortfolio, setChosenPortfolio, switchesPage,
  unitsHeldIn,
  type SwitchRow,
} from './portfolio-switch.repository.ts';
import { allPortfolios, participantPersonalNumber, portfolioSummary } from './portfolios.repository.ts';

/**
 * Choosing a portfolio (domain-rules.md, Choosing a portfolio; decisions 0065, 0066). A participant asks to
 * switch; the request waits, cancellable, until the next month's processing starts; the start carries it out in
 * its own transaction (`executeSwitches`): every unit of the old portfolio sold at its price of the run's
 * conversion date, units of the new one bought with the proceeds at its price of the same date, both written
 * as movements of the account, the person moved, and a notice written to them.
 */

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

export async function switchView(deps: Deps, actor: Actor, lang: Lang): Promise<PortfolioSwitchView> {
  const db = deps.readDb;
  const personalNumber = await participantPersonalNumber(db, actor);
  const today = dateOfInstant(deps.clock.now());
  const [all, current, person] = await Promise.all([allPortfolios(db), currentPortfolioOf(db, personalNumber), personDetails(db, personalNumber)]);
  const requests = await recentSwitches(db, personalNumber);
  const movements = await recentMovements(db, personalNumber);
  const notices = await recentNotices(db, personalNumber, lang);
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
    const pending = await pendingSwitchesOf(trx, personalNumber);
    const warning = target ? switchWarning(await personDetails(trx, personalNumber), today, target.riskLevel) : null;
    const refusal = switchRefusal({ from, to, toExists: Boolean(target), pending: pending.length > 0, warning, acknowledged: body.acknowledgeWarning });
    if (refusal) throw new AppError(refusal, refusal === 'PORTFOLIO_SWITCH_WARNING' ? { fields: { acknowledgeWarning: 'required' } } : {});
    const inserted = await insertSwitch(trx, { personalNumber, from, to, now, warningAcknowledged: warning !== null && body.acknowledgeWarning });
    if (!inserted) throw new AppError('PORTFOLIO_SWITCH_PENDING');
    const answer = toSwitch(inserted);
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
    const found = await lockSwitchOf(trx, id, personalNumber);
    if (!found) throw new AppError('RECORD_NOT_FOUND');
    const refusal = switchCancelRefusal(found.status);
    if (refusal) throw new AppError(refusal);
    return toSwitch((await cancelPendingSwitch(trx, id, deps.clock.now()))!);
  });
}

/** The operator's list: newest first, by status and personal number, with what a done switch moved. */
export async function listSwitches(deps: Deps, q: { pageNumber: number; pageSize: number; status?: SwitchStatus; personalNumber?: string }) {
  const { rows, total } = await switchesPage(deps.readDb, q);
  const items: OperatorPortfolioSwitch[] = rows.map((r) => ({
    ...toSwitch(r),
    personalNumber: r.personalNumber,
    fromPortfolioName: r.fromPortfolioName,
    toPortfolioName: r.toPortfolioName,
    soldUnits: r.soldUnits === null ? null : formatMicro(microFromDb(r.soldUnits)!),
    boughtUnits: r.boughtUnits === null ? null : formatMicro(microFromDb(r.boughtUnits)!),
    amount: r.amount === null ? null : formatMoneyPlain(tetriFromDb(r.amount)),
  }));
  return { items, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** The processing's advisory lock class and the key of a start that carries out switches (0066). */
export const SWITCH_LOCK_KEY = 1;

/** Pending requests are there for a run to carry out. */
export async function hasPendingSwitches(trx: Executor): Promise<boolean> {
  return (await countPendingSwitches(trx)) > 0;
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
  const pending = await lockPendingSwitches(trx);
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
    await failSwitch(trx, id, code, run);
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
    const units = microFromDb(await unitsHeldIn(trx, r.personalNumber, from))!;
    const fromPrice = parseUnitPrice(fromText)!;
    const toPrice = parseUnitPrice(toText)!;
    const trade = switchTrade(units > 0n ? units : 0n, fromPrice, toPrice);
    if (units > 0n) {
      const amount = formatMoneyPlain(trade.amount);
      await insertSwitchMovements(
        trx,
        { personalNumber: r.personalNumber, id: r.id, from, to: r.toPortfolioId },
        { fromPrice: formatMicro(fromPrice), soldUnits: formatMicro(trade.soldUnits), toPrice: formatMicro(toPrice), boughtUnits: formatMicro(trade.boughtUnits), amount },
        run,
      );
    }
    if (all.get(r.toPortfolioId)!.isDefault) {
      await removeChosenPortfolio(trx, r.personalNumber);
    } else {
      await setChosenPortfolio(trx, r.personalNumber, r.toPortfolioId, run.conversionDate);
    }
    await markSwitchDone(trx, r.id, run);
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
    await insertSwitchNotice(trx, r.personalNumber, r.id, texts, run.now);
    done += 1;
  }
  return { done, failed };
}
