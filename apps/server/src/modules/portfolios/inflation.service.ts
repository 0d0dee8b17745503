import { dateOfInstant, readInflationFile, type InflationMonth, type PortfolioReportLoad } from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
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
      await sql`select pg_advisory_xact_lock(hashtext('inflation-rates'))`.execute(trx);
      const rows = months.map((m) => ({ year: m.year, month: m.month, rate: m.yearOnYear.toString() }));
      const { rows: had } = await sql<{ n: number }>`
        select count(*)::int as n from inflation_rates i join jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(year smallint, month smallint, rate text)
            on s.year = i.year and s.month = i.month`.execute(trx);
      const { rows: load } = await sql<{ id: string; loadedAt: Date }>`
        insert into portfolio_report_loads (file_name, file_kind, kind, year, month, first_month, line_count, replaced, loaded_by)
        values (${file!.fileName.slice(0, 255)}, ${format}, 'inflation', ${last.year}, ${last.month}, ${monthText(first)}, ${months.length}, ${(had[0]?.n ?? 0) > 0}, ${actor.userId}::uuid)
        returning id, loaded_at as "loadedAt"`.execute(trx);
      const loadId = load[0]!.id;
      // the reading keeps hundredths of a percent; the table keeps percent
      await sql`insert into inflation_rates (year, month, year_on_year, load_id)
        select s.year, s.month, s.rate::numeric / 100, ${loadId}::uuid from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(year smallint, month smallint, rate text)
        on conflict (year, month) do update set year_on_year = excluded.year_on_year, load_id = excluded.load_id`.execute(trx);
      const { rows: by } = await sql<{ username: string }>`select username from users where id = ${actor.userId}::uuid`.execute(trx);
      return {
        id: loadId, fileName: file!.fileName, format, kind: 'inflation', status: 'loaded', portfolioId: null, portfolioName: null, year: last.year, month: last.month,
        firstMonth: monthText(first), lines: months.length, replaced: (had[0]?.n ?? 0) > 0, refusal: null, loadedAt: new Date(load[0]!.loadedAt).toISOString(), loadedBy: by[0]?.username ?? null,
      };
    });
  });
}

/** Every published month's year-on-year figure, oldest first. */
export async function inflationSeries(db: Db): Promise<InflationMonth[]> {
  const { rows } = await sql<{ year: number; month: number; hundredths: string }>`
    select year, month, round(year_on_year * 100)::bigint::text as hundredths from inflation_rates order by year, month`.execute(db);
  return rows.map((r) => ({ year: r.year, month: r.month, yearOnYear: BigInt(r.hundredths) }));
}
