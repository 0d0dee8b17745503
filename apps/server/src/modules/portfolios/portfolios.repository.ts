import type { PortfolioSummary } from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/deps.ts';
import type { Executor } from '../finance/ledger.repository.ts';

/** A portfolio of the agency as stored: its names and descriptions in the three languages. */
export interface PortfolioRow {
  id: string;
  nameKa: string;
  nameEn: string;
  nameRu: string;
  descriptionKa: string;
  descriptionEn: string;
  descriptionRu: string;
  riskLevel: number;
  isDefault: boolean;
}

/** Every portfolio, in the agency's order. */
export async function allPortfolios(db: Db | Executor): Promise<PortfolioRow[]> {
  const { rows } = await sql<PortfolioRow>`
    select id, name_ka as "nameKa", name_en as "nameEn", name_ru as "nameRu", description_ka as "descriptionKa", description_en as "descriptionEn",
           description_ru as "descriptionRu", risk_level as "riskLevel", is_default as "isDefault" from portfolios order by ordinal, id`.execute(db);
  return rows;
}

/** A portfolio as the API gives it: names and descriptions by language. */
export const portfolioSummary = (p: PortfolioRow): PortfolioSummary => ({
  id: p.id,
  name: { ka: p.nameKa, en: p.nameEn, ru: p.nameRu },
  description: { ka: p.descriptionKa, en: p.descriptionEn, ru: p.descriptionRu },
  riskLevel: p.riskLevel,
  isDefault: p.isDefault,
});

/** The signed-in participant's personal number; anyone else is refused. */
export async function participantPersonalNumber(db: Db | Executor, actor: Actor): Promise<string> {
  if (actor.audience !== 'participant' || actor.role !== 'participant') throw new AppError('FORBIDDEN');
  const { rows } = await sql<{ personalNumber: string }>`select personal_number as "personalNumber" from users where id = ${actor.userId}::uuid and personal_number is not null`.execute(db);
  const personalNumber = rows[0]?.personalNumber;
  if (!personalNumber) throw new AppError('RECORD_NOT_FOUND');
  return personalNumber;
}

/** The portfolio the person chose and since when; undefined when they are in the default one. */
export async function chosenPortfolio(db: Db | Executor, personalNumber: string): Promise<{ portfolioId: string; since: string } | undefined> {
  const { rows: chosen } = await sql<{ portfolioId: string; since: string }>`
    select portfolio_id as "portfolioId", since::text as since from participant_portfolios where personal_number = ${personalNumber}`.execute(db);
  return chosen[0];
}

/** A portfolio's latest monthly report, its figures as the database keeps them. */
export async function latestReport(
  db: Db | Executor,
  portfolioId: string,
): Promise<{ year: number; month: number; asOf: string; unitPrice: string; netAssets: string; managementFee: string } | undefined> {
  const { rows: reports } = await sql<{ year: number; month: number; asOf: string; unitPrice: string; netAssets: string; managementFee: string }>`
    select year, month, as_of::text as "asOf", unit_price::text as "unitPrice", net_assets::text as "netAssets", management_fee::text as "managementFee"
      from portfolio_reports where portfolio_id = ${portfolioId} order by year desc, month desc limit 1`.execute(db);
  return reports[0];
}

/** A report's lines (shares by asset class, currency and holding), by kind and order. */
export async function reportLines(db: Db | Executor, portfolioId: string, year: number, month: number): Promise<{ kind: string; code: string; share: string }[]> {
  const { rows: lines } = await sql<{ kind: string; code: string; share: string }>`
      select kind, code, share::text as share from portfolio_report_lines
       where portfolio_id = ${portfolioId} and year = ${year} and month = ${month} order by kind, ordinal`.execute(db);
  return lines;
}

/** The amounts of the person's that bought units, summed by conversion date, up to `today`. */
export async function convertedFlows(db: Db | Executor, personalNumber: string, today: string): Promise<{ date: string; amount: string }[]> {
  const { rows: flows } = await sql<{ date: string; amount: string }>`
    select conversion_date::text as date, sum(amount)::text as amount from participant_contributions
     where personal_number = ${personalNumber} and status = 'converted' and conversion_date <= ${today}::date group by conversion_date`.execute(db);
  return flows;
}

/** The units the person holds in all (converted contributions and switches' movements), as the database keeps them. */
export async function unitsHeld(db: Db | Executor, personalNumber: string): Promise<string> {
  const { rows: held } = await sql<{ units: string }>`
    select (coalesce((select sum(units) from participant_contributions where personal_number = ${personalNumber} and status = 'converted'), 0)
          + coalesce((select sum(units) from participant_unit_movements where personal_number = ${personalNumber}), 0))::text as units`.execute(db);
  return held[0]!.units;
}
