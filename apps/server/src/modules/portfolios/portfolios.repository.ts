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
