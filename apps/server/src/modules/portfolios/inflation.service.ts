import { dateOfInstant, readInflationFile, type InflationMonth, type PortfolioReportLoad } from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { countKnownInflationMonths, inflationRows, insertInflationLoad, lockInflation, upsertInflationRates, usernameOf } from './portfolio-reports.repository.ts';
import { loadTableFile, type LoadFile } from './portfolio-reports.service.ts';

/**
 * Geostat's year-on-year consumer-price inflation as the agency publishes it, one figure a month (decision
 * 0079): the operator loads a file of months on the portfolio screen (docs/portfolio-report-layout.md,
 * Inflation), read whole and refused at the first thing wrong; a month given again is replaced.
 */

const monthText = (m: InflationMonth) => `${m.year}-${String(m.month).padStart(2, '0')}`;

export async function loadInflation(deps: Deps, actor: Actor, file: LoadFile): Promise<PortfolioReportLoad> {
  return loadTableFile(deps, actor, 'inflation', file, async (lines, format) => {
    const reading = readInflationFile(lines, dateOfInstant(deps.clock.now()));
    if (!reading.ok) {
      throw new AppError('PORTFOLIO_REPORT_INVALID', { params: { line: reading.line, column: reading.column }, fields: { [`line ${reading.line}: ${reading.column}`]: reading.key } });
    }
    const months = [...reading.months].sort((a, b) => a.year * 12 + a.month - (b.year * 12 + b.month));
    const first = months[0]!;
    const last = months.at(-1)!;
    return deps.db.transaction().execute(async (trx) => {
      await lockInflation(trx);
      const rows = months.map((m) => ({ year: m.year, month: m.month, rate: m.yearOnYear.toString() }));
      const replaced = (await countKnownInflationMonths(trx, rows)) > 0;
      const load = await insertInflationLoad(trx, {
        fileName: file!.fileName.slice(0, 255), format, year: last.year, month: last.month, firstMonth: monthText(first), lines: months.length, replaced, loadedBy: actor.userId,
      });
      const loadId = load.id;
      // the reading keeps hundredths of a percent; the table keeps percent
      await upsertInflationRates(trx, rows, loadId);
      const loadedBy = await usernameOf(trx, actor.userId);
      return {
        id: loadId, fileName: file!.fileName, format, kind: 'inflation', status: 'loaded', portfolioId: null, portfolioName: null, year: last.year, month: last.month,
        firstMonth: monthText(first), lines: months.length, replaced, refusal: null, loadedAt: new Date(load.loadedAt).toISOString(), loadedBy,
      };
    });
  });
}

/** Every published month's year-on-year figure, oldest first. */
export async function inflationSeries(db: Db): Promise<InflationMonth[]> {
  const rows = await inflationRows(db);
  return rows.map((r) => ({ year: r.year, month: r.month, yearOnYear: BigInt(r.hundredths) }));
}
