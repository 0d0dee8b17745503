import { measureBigEmployer, printBigEmployer } from './big-employer.ts';
import { employerToken, measureRevenueMonth, measureStatementDays, printSizes, printWatched, quietRates, REVENUE_MONTH_ROWS, REVENUE_TARGET_MS, STATEMENT_DAY_ENTRIES, STATEMENT_TARGET_MS } from './loads.ts';

/** The Revenue Service's largest size measured (NATIONAL_RS_ROWS); the whole month's 1.3 million rows are extrapolated from it. */
const RS_LARGEST = Number(process.env.NATIONAL_RS_ROWS ?? 390_000);

/**
 * Issue 29's month-end loads, run after the processing and the history's calls on the portal process `pid`
 * (the national bench's): the day's statement and the Revenue Service's month at three sizes, the employer of
 * 20,000 employees, the count call and balance while each runs, the portal's peak memory.
 */
export async function runMonthEndLoads(base: string, url: string, logFile: string, operator: string, pid: number) {
  if (!(RS_LARGEST >= REVENUE_MONTH_ROWS / 10 && RS_LARGEST <= REVENUE_MONTH_ROWS)) throw new Error(`NATIONAL_RS_ROWS must be from ${REVENUE_MONTH_ROWS / 10} to ${REVENUE_MONTH_ROWS}`);
  const watcher = await employerToken(base);
  const quiet = await quietRates(base, watcher);
  const statements = await measureStatementDays(base, url, operator, watcher, pid);
  printSizes(`A day's bank statement (camt.053), loaded and matched, at three sizes (target: ${STATEMENT_DAY_ENTRIES.toLocaleString('en')} entries under ${STATEMENT_TARGET_MS / 1000} s)`, statements, STATEMENT_DAY_ENTRIES, STATEMENT_TARGET_MS, (f) => `${f.result.matched} matched, ${f.result.unmatched} unmatched${f.result.retries ? `, ${f.result.retries} answers 503 waited out` : ''}`);
  const revenue = await measureRevenueMonth(base, url, operator, watcher, pid, RS_LARGEST);
  printSizes(`The month's Revenue Service file, loaded, at three sizes (target: ${REVENUE_MONTH_ROWS.toLocaleString('en')} rows under ${REVENUE_TARGET_MS / 1000} s; files of at most 200,000 rows, the file's cap)`, revenue, REVENUE_MONTH_ROWS, REVENUE_TARGET_MS, (f) => `${Number(f.result.rows).toLocaleString('en')} rows kept${f.result.retries ? `, ${f.result.retries} answers 503 waited out` : ''}`);
  const big = await measureBigEmployer(base, logFile, pid);
  printBigEmployer(big);
  printWatched([...statements, ...revenue, big.upload, big.export], quiet);
}
