import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Georgia's consumer-price inflation, year on year, by month: the figures the National Statistics Office of
 * Georgia (Geostat, geostat.ge) published in its monthly "Consumer Price Index" releases: December 2022,
 * January 2023, and every month from September 2023 to January 2026. Real published figures, so the demo's inflation is the country's; an operator loads later
 * months on the portfolio screen.
 */
export const GEOSTAT_CPI_YEAR_ON_YEAR: readonly [month: string, percent: string][] = [
  ['2022-12', '9.8'], ['2023-01', '9.4'],
  ['2023-09', '0.7'], ['2023-10', '0.8'], ['2023-11', '0.1'], ['2023-12', '0.4'],
  ['2024-01', '0.0'], ['2024-02', '0.3'], ['2024-03', '0.5'], ['2024-04', '1.5'], ['2024-05', '2.0'], ['2024-06', '2.2'],
  ['2024-07', '1.8'], ['2024-08', '1.0'], ['2024-09', '0.6'], ['2024-10', '0.3'], ['2024-11', '1.3'], ['2024-12', '1.9'],
  ['2025-01', '2.0'], ['2025-02', '2.4'], ['2025-03', '3.5'], ['2025-04', '3.4'], ['2025-05', '3.5'], ['2025-06', '4.0'],
  ['2025-07', '4.3'], ['2025-08', '4.6'], ['2025-09', '4.8'], ['2025-10', '5.2'], ['2025-11', '4.8'], ['2025-12', '4.0'],
  ['2026-01', '4.8'],
];

export async function seedDemoInflation(trx: Transaction<Database>) {
  const rows = GEOSTAT_CPI_YEAR_ON_YEAR.map(([m, rate]) => ({ year: Number(m.slice(0, 4)), month: Number(m.slice(5, 7)), rate }));
  await sql`insert into inflation_rates (year, month, year_on_year)
    select s.year, s.month, s.rate::numeric from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(year smallint, month smallint, rate text)
    on conflict (year, month) do nothing`.execute(trx);
}
