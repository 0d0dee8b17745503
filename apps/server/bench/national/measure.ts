import pg from 'pg';
import { timeCall, type TimedCall } from '../balance-history.ts';
import { p99, median } from '../measure.ts';
import { MEASURED } from './money.ts';
import { LARGEST_USER } from './generate.ts';

/** Calls of the history measured one at a time, after a warm-up. */
const ROUNDS = 100;

export interface MonthSize {
  period: string;
  share: number;
  rows: number;
  contributions: number;
  /** From the POST to its answer: the month's declarations found, their cover read from the ledgers, the job queued. */
  startMs: number;
  ms: number;
}

/**
 * The measured months processed one after the other, smallest first, each from the POST to done. The
 * statements' figures of PostgreSQL (pg_stat_statements, when the server has it) are reset before each, so
 * that a look afterwards (NATIONAL_KEEP=1) sees the largest month's.
 */
export async function measureMonth(base: string, url: string, token: string, months: { year: number; month: number; rows: number }[]): Promise<MonthSize[]> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const out: MonthSize[] = [];
  for (const [i, m] of months.entries()) {
    await resetStatementStats(url);
    const t0 = performance.now();
    const started = await fetch(`${base}/api/operator/v1/processing`, { method: 'POST', headers: auth, body: JSON.stringify({ year: m.year, month: m.month }) });
    const startMs = performance.now() - t0;
    if (!started.ok) throw new Error(`processing of ${m.year}-${m.month} not started: HTTP ${started.status} ${await started.text()}`);
    const job = ((await started.json()) as { result: { id: string; totalRows: number } }).result;
    let last = { status: 'running', processedRows: 0, contributionCount: 0 };
    while (last.status === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${base}/api/operator/v1/processing/${job.id}`, { headers: auth });
      last = ((await res.json()) as { result: typeof last }).result;
    }
    const ms = performance.now() - t0;
    if (last.status !== 'done') throw new Error(`processing of ${m.year}-${m.month} ended ${last.status}`);
    if (job.totalRows < m.rows) console.error(`processing of ${m.year}-${m.month}: ${job.totalRows} rows taken, fewer than the ${m.rows} generated (a declaration not covered?)`);
    out.push({ period: `${m.year}-${String(m.month).padStart(2, '0')}`, share: MEASURED[i]?.share ?? 1, rows: last.processedRows, contributions: last.contributionCount, startMs, ms });
  }
  return out;
}

async function resetStatementStats(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const has = await c.query(`select 1 from pg_extension where extname = 'pg_stat_statements'`);
    if (has.rowCount) await c.query('select pg_stat_statements_reset()');
  } finally {
    await c.end();
  }
}

export interface CallFigure {
  title: string;
  calls: number;
  serverMedianMs: number;
  serverP99Ms: number;
  clientP99Ms: number;
}

async function timeCalls(base: string, logFile: string, headers: Record<string, string>, calls: TimedCall[]): Promise<CallFigure[]> {
  const out: CallFigure[] = [];
  for (const c of calls) {
    // the server's buffered log is given 700 ms to reach its file
    const { client, server } = await timeCall(base, logFile, headers, c, ROUNDS, 700);
    out.push({ title: c.title, calls: ROUNDS, serverMedianMs: median(server), serverP99Ms: p99(server), clientP99Ms: p99(client) });
  }
  return out;
}

/** The largest employer's balance, detailed balance and transactions, and the operator's unmatched queue with its search. */
export async function measureHistoryCalls(base: string, logFile: string, operatorToken: string, largestCode: string): Promise<CallFigure[]> {
  const res = await fetch(`${base}/api/user/v1/auth/application-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: LARGEST_USER, password: 'Demo#2026pass' }),
  });
  const token = ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  const employer = await timeCalls(base, logFile, { authorization: `Bearer ${token}` }, [
    { title: `balance (info bar) of organization ${largestCode}: GET declarations/org-balance`, route: '/api/finance/v1/declarations/org-balance', url: '/api/finance/v1/declarations/org-balance' },
    { title: 'detailed balance: GET users/{id}/detailed-balance', route: '/api/user/v1/users/:id/detailed-balance', url: `/api/user/v1/users/${userId}/detailed-balance` },
    { title: "detailed balance, a month's movements (2025-06)", route: '/api/user/v1/users/:id/detailed-balance/months/:month', url: `/api/user/v1/users/${userId}/detailed-balance/months/2025-06` },
    { title: 'transactions: GET declarations/org-transactions-list (first page)', route: '/api/finance/v1/declarations/org-transactions-list', url: '/api/finance/v1/declarations/org-transactions-list' },
    { title: 'transactions of 2024 above 100 GEL', route: '/api/finance/v1/declarations/org-transactions-list', url: '/api/finance/v1/declarations/org-transactions-list?dateFrom=2024-01-01&dateTo=2024-12-31&amountFrom=100' },
  ]);
  const op = { authorization: `Bearer ${operatorToken}` };
  const operator = await timeCalls(base, logFile, op, [
    { title: 'unmatched queue: GET bank-statements/unmatched (first page)', route: '/api/operator/v1/bank-statements/unmatched', url: '/api/operator/v1/bank-statements/unmatched' },
    { title: 'unmatched queue, a page in the middle', route: '/api/operator/v1/bank-statements/unmatched', url: '/api/operator/v1/bank-statements/unmatched?pageNumber=20&pageSize=20' },
    { title: 'unmatched queue, searched (a payer\'s name)', route: '/api/operator/v1/bank-statements/unmatched', url: `/api/operator/v1/bank-statements/unmatched?search=${encodeURIComponent('გადამხდელი 77')}` },
  ]);
  return [...employer, ...operator];
}

/** A measured month as if never processed: its account rows and contributions deleted, its declarations released. */
export async function undoMonth(url: string, m: { year: number; month: number }, keepAs?: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    if (keepAs && process.env.NATIONAL_KEEP === '1') {
      // a database kept for a look afterwards keeps each run's rows of the month too
      const where = `where year = ${Number(m.year)} and month = ${Number(m.month)}`;
      await c.query(`create table bench_${keepAs}_account as select * from participant_account_rows ${where}`);
      await c.query(`create table bench_${keepAs}_contributions as select * from participant_contributions ${where}`);
    }
    // the runs' rows only (a contribution of the demo participant's history has no run)
    await c.query('delete from participant_contributions where year = $1 and month = $2 and job_id is not null', [m.year, m.month]);
    await c.query('delete from participant_account_rows where year = $1 and month = $2 and job_id is not null', [m.year, m.month]);
    await c.query('update declarations set processed_at = null, processing_job_id = null, is_processing = false where year = $1 and month = $2', [m.year, m.month]);
    // the next run finds the tables as a first run would, not their deleted rows
    await c.query('vacuum analyze participant_contributions, participant_account_rows, declarations');
  } finally {
    await c.end();
  }
}

/** One md5 of the month's account rows and one of its contributions (the runs'), every column a run decides, in one order. */
export async function monthDigest(url: string, m: { year: number; month: number }): Promise<{ account: string; contributions: string }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ account: string; contributions: string }>(`
      select (select md5(string_agg(concat_ws('|', declaration_detail_id, declaration_id, organization_id, personal_number, base, income_before, contributing), ',' order by declaration_detail_id))
                from participant_account_rows where year = $1 and month = $2 and job_id is not null) as account,
             (select md5(string_agg(concat_ws('|', declaration_detail_id, source, personal_number, organization_id, amount, base, unit_price, units, contribution_date,
                                              payment_date, conversion_date, status, portfolio_id), ',' order by declaration_detail_id, source))
                from participant_contributions where year = $1 and month = $2 and job_id is not null) as contributions`, [m.year, m.month]);
    return rows[0]!;
  } finally {
    await c.end();
  }
}
