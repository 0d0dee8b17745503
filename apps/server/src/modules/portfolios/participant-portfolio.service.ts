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
import { sql } from 'kysely';
import type { Actor, Deps } from '../../lib/deps.ts';
import { microFromDb, tetriFromDb } from '../../lib/money-from-db.ts';
import { inflationSeries } from './inflation.service.ts';
import { priceSeries } from './portfolio-prices.ts';
import { allPortfolios, participantPersonalNumber, portfolioSummary } from './portfolios.repository.ts';

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
  const { rows: chosen } = await sql<{ portfolioId: string; since: string }>`
    select portfolio_id as "portfolioId", since::text as since from participant_portfolios where personal_number = ${personalNumber}`.execute(db);
  const mine = portfolios.find((p) => (chosen[0] ? p.id === chosen[0].portfolioId : p.isDefault))!;

  const { rows: reports } = await sql<{ year: number; month: number; asOf: string; unitPrice: string; netAssets: string; managementFee: string }>`
    select year, month, as_of::text as "asOf", unit_price::text as "unitPrice", net_assets::text as "netAssets", management_fee::text as "managementFee"
      from portfolio_reports where portfolio_id = ${mine.id} order by year desc, month desc limit 1`.execute(db);
  const latest = reports[0];
  let report: ParticipantPortfolio['report'] = null;
  if (latest) {
    const { rows: lines } = await sql<{ kind: string; code: string; share: string }>`
      select kind, code, share::text as share from portfolio_report_lines
       where portfolio_id = ${mine.id} and year = ${latest.year} and month = ${latest.month} order by kind, ordinal`.execute(db);
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
  const { rows: flows } = await sql<{ date: string; amount: string }>`
    select conversion_date::text as date, sum(amount)::text as amount from participant_contributions
     where personal_number = ${personalNumber} and status = 'converted' and conversion_date <= ${today}::date group by conversion_date`.execute(db);
  const { rows: held } = await sql<{ units: string }>`
    select (coalesce((select sum(units) from participant_contributions where personal_number = ${personalNumber} and status = 'converted'), 0)
          + coalesce((select sum(units) from participant_unit_movements where personal_number = ${personalNumber}), 0))::text as units`.execute(db);
  const last = series.at(-1);
  let ownReturn: ParticipantPortfolio['ownReturn'] = null;
  if (last) {
    const units = microFromDb(held[0]!.units)!;
    const r = moneyWeightedReturn(flows.map((f) => ({ date: f.date, amount: tetriFromDb(f.amount) })), valueOf(units, last.price), last.date);
    if (r) ownReturn = { from: r.from, to: r.to, paidIn: formatMoneyPlain(r.paidIn), value: formatMoneyPlain(r.value), gain: formatMoneyPlain(r.gain), cumulative: formatHundredths(r.cumulative) };
  }
  return { portfolio: portfolioSummary(mine), since: chosen[0]?.since ?? null, report, returns, inflation, ownReturn, others: portfolios.filter((p) => p.id !== mine.id).map(portfolioSummary) };
}
