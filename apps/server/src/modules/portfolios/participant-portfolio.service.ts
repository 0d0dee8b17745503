import {
  dateOfInstant,
  formatHundredths,
  formatMicro,
  formatMoneyPlain,
  inflationBeside,
  moneyWeightedReturn,
  parseUnitPrice,
  timeWeightedReturns,
  valueOf,
  type ParticipantPortfolio,
} from '@pensia/domain';
import type { Actor, Deps } from '../../lib/deps.ts';
import { microFromDb, tetriFromDb } from '../../lib/money-from-db.ts';
import { inflationSeries } from './inflation.service.ts';
import { priceSeries } from './portfolio-prices.ts';
import { allPortfolios, chosenPortfolio, convertedFlows, latestReport, participantPersonalNumber, portfolioSummary, reportLines, unitsHeld } from './portfolios.repository.ts';

/**
 * `GET participant/portfolio`: the signed-in participant's portfolio (the default one unless they chose
 * another), its latest monthly report, its time-weighted returns from its unit prices, and the participant's
 * own money-weighted return on the amounts converted to units (domain-rules.md, Returns), with inflation over
 * the same periods where it is published (domain-rules.md, Inflation beside the returns).
 */

export async function participantPortfolio(deps: Deps, actor: Actor): Promise<ParticipantPortfolio> {
  const db = deps.readDb;
  const personalNumber = await participantPersonalNumber(db, actor);
  const today = dateOfInstant(deps.clock.now());

  const portfolios = await allPortfolios(db);
  const chosen = await chosenPortfolio(db, personalNumber);
  const mine = portfolios.find((p) => (chosen ? p.id === chosen.portfolioId : p.isDefault))!;

  const latest = await latestReport(db, mine.id);
  let report: ParticipantPortfolio['report'] = null;
  if (latest) {
    const lines = await reportLines(db, mine.id, latest.year, latest.month);
    const of = (kind: string) => lines.filter((l) => l.kind === kind).map((l) => ({ code: l.code, share: l.share }));
    report = {
      ...latest,
      unitPrice: formatMicro(parseUnitPrice(latest.unitPrice)!),
      netAssets: formatMoneyPlain(tetriFromDb(latest.netAssets)),
      assetClasses: of('asset_class'),
      currencies: of('currency'),
      holdings: of('holding'),
    };
  }

  const series = (await priceSeries(db, mine.id)).filter((p) => p.date <= today).map((p) => ({ date: p.date, price: parseUnitPrice(p.price)! }));
  const periods = timeWeightedReturns(series);
  const returns = periods.map((r) => ({
    period: r.period, from: r.from, to: r.to, cumulative: formatHundredths(r.cumulative), perYear: r.perYear === null ? null : formatHundredths(r.perYear),
  }));
  const inflation = inflationBeside(periods, await inflationSeries(db)).map((i) => ({
    period: i.period, from: i.from, to: i.to, cumulative: formatHundredths(i.cumulative), perYear: i.perYear === null ? null : formatHundredths(i.perYear),
  }));

  // the participant's own: the amounts that bought units, and the units held (switches included) at the latest price
  const flows = await convertedFlows(db, personalNumber, today);
  const held = await unitsHeld(db, personalNumber);
  const last = series.at(-1);
  let ownReturn: ParticipantPortfolio['ownReturn'] = null;
  if (last) {
    const units = microFromDb(held)!;
    const r = moneyWeightedReturn(flows.map((f) => ({ date: f.date, amount: tetriFromDb(f.amount) })), valueOf(units, last.price), last.date);
    if (r) ownReturn = { from: r.from, to: r.to, paidIn: formatMoneyPlain(r.paidIn), value: formatMoneyPlain(r.value), gain: formatMoneyPlain(r.gain), cumulative: formatHundredths(r.cumulative) };
  }
  return { portfolio: portfolioSummary(mine), since: chosen?.since ?? null, report, returns, inflation, ownReturn, others: portfolios.filter((p) => p.id !== mine.id).map(portfolioSummary) };
}
