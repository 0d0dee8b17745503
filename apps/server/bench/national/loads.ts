import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { statementOf } from '../bank-statement.ts';
import { p99, pollCount, pollPath } from '../measure.ts';
import { bigCsv } from '../revenue.ts';
import { LARGEST_USER } from './generate.ts';

/**
 * Issue 29's month-end loads on the national data set: a day's bank statement (60,000 entries) and the month's
 * Revenue Service file (1.3 million rows, in files of at most REVENUE_FILE_MAX_ROWS), each at three sizes, with
 * the largest employer's count call and balance polled while each runs, and the portal's peak memory.
 */
export const STATEMENT_TARGET_MS = 60_000;
export const STATEMENT_DAY_ENTRIES = 60_000;
export const REVENUE_TARGET_MS = 3 * 60_000;
export const REVENUE_MONTH_ROWS = 1_300_000;
/** The Revenue Service file's row cap (REVENUE_FILE_MAX_ROWS): the month's rows come in files of this many at most. */
const REVENUE_FILE_ROWS = 200_000;
/** A day's statement comes in files of this many entries (about 20 MB; a camt.053 file of 60,000 is 59 MB, past the 32 MB cap). */
const STATEMENT_FILE_ENTRIES = 20_000;
/** The calls polled during a load, against their rate on the quiet portal: at least this share, p99 under CALL_P99_MS. */
export const CALL_RATE_SHARE = 0.5;
export const CALL_P99_MS = 250;
/**
 * The portal process's peak resident memory during any load (one process, default settings): the memory to plan
 * for each process (docs/operations.md, Sizing). A load's files are capped (STATEMENT_MAX_BYTES, 200,000 rows,
 * 20,000 declaration rows) and loaded one at a time, so the peak must not grow with the number of files either.
 */
export const PORTAL_RSS_BOUND_MB = 2_048;
/** Clients polling each call (the count call, the balance) while a load runs. */
const POLLERS = 4;
const QUIET_POLL_MS = 3_000;
const POLL_LEAD_MS = 500;
/** Answers 503 (the portal busy) a load is asked again after, before the bench gives up. */
const BUSY_RETRIES = 5;
const BALANCE = '/api/finance/v1/declarations/org-balance';

export interface Watched {
  calls: number;
  rate: number;
  p99Ms: number;
}

export interface LoadFigure {
  load: string;
  size: number;
  files: number;
  ms: number;
  /** Resident memory of the portal process before the load (VmRSS) and its peak while the load ran (VmHWM, reset before it). */
  rssBeforeMb: number | null;
  peakRssMb: number | null;
  result: Record<string, unknown>;
  count: Watched;
  balance: Watched;
}

/** Resets the peak resident memory of process `pid` (Linux: clear_refs 5); false where that is not possible. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export async function employerToken(base: string, username = LARGEST_USER): Promise<string> {
  const res = await fetch(`${base}/api/user/v1/auth/application-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026pass' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: HTTP ${res.status}`);
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

/**
 * The count call and the balance, each polled by POLLERS clients for as long as `work` runs. The clients start
 * POLL_LEAD_MS before it (their connections opened), and only the calls answered while it ran are counted.
 */
export async function whilePolled<T>(base: string, token: string, work: () => Promise<T>): Promise<{ value: T; ms: number; count: Watched; balance: Watched }> {
  let running = true;
  const count: number[] = [];
  const balance: number[] = [];
  const polls = Promise.all([pollCount(base, token, POLLERS, count, () => running), pollPath(base, token, BALANCE, POLLERS, balance, () => running)]);
  try {
    await new Promise((r) => setTimeout(r, POLL_LEAD_MS));
    const [count0, balance0] = [count.length, balance.length];
    const t0 = performance.now();
    const value = await work();
    const ms = performance.now() - t0;
    const watched = (s: number[]): Watched => ({ calls: s.length, rate: s.length / (ms / 1000), p99Ms: p99(s) });
    return { value, ms, count: watched(count.slice(count0)), balance: watched(balance.slice(balance0)) };
  } finally {
    running = false;
    await polls;
  }
}

/** The two calls' rate on the quiet portal: the higher of two windows (a shared machine drifts). */
export async function quietRates(base: string, token: string): Promise<{ count: Watched; balance: Watched }> {
  const window = () => whilePolled(base, token, () => new Promise((r) => setTimeout(r, QUIET_POLL_MS)));
  await whilePolled(base, token, () => new Promise((r) => setTimeout(r, 1_000))); // warm-up
  const [a, b] = [await window(), await window()];
  return { count: a.count.rate >= b.count.rate ? a.count : b.count, balance: a.balance.rate >= b.balance.rate ? a.balance : b.balance };
}

/** POSTs a file to a load and follows a 202 to the load's end; answers the load's result. */
export async function loadFile(base: string, token: string, path: string, file: Buffer, fileName: string, type: string): Promise<Record<string, unknown>> {
  const headers = { authorization: `Bearer ${token}` };
  let retries = 0;
  let res: Response;
  let body: { result?: Record<string, unknown>; message?: string };
  for (;;) {
    const form = new FormData();
    form.append('file', new Blob([file], { type }), fileName);
    res = await fetch(`${base}${path}`, { method: 'POST', headers, body: form });
    body = (await res.json()) as typeof body;
    // a busy portal answers 503 with the seconds to wait: asked again as the web app's user would, and counted
    if (res.status !== 503 || retries === BUSY_RETRIES) break;
    retries += 1;
    await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 5) * 1000));
  }
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${body.message ?? ''} (after ${retries} answers 503)`);
  if (retries) console.error(`${path}: ${retries} answers 503 (busy) before the load was taken`);
  if (res.status !== 202) return { ...body.result!, retries };
  const id = String(body.result!.uploadId);
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    const state = ((await (await fetch(`${base}${path}/uploads/${id}`, { headers })).json()) as { result: { status: string; result: Record<string, unknown> | null; error: unknown } }).result;
    if (state.status === 'done') return { ...state.result!, retries };
    if (state.status === 'failed') throw new Error(`${path}: load ${id} failed: ${JSON.stringify(state.error)}`);
  }
}

async function organizationCodes(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<{ code: string }>(`select code from organizations where length(code) = 9 order by code`)).rows.map((r) => r.code);
  } finally {
    await c.end();
  }
}

/** `work` timed while the two calls are polled, with the portal's peak memory meanwhile. */
export async function measured(label: string, size: number, files: number, pid: number, base: string, token: string, work: () => Promise<Record<string, unknown>>): Promise<LoadFigure> {
  const rssBeforeMb = memoryMb(pid, 'VmRSS');
  const peakKnown = resetPeak(pid);
  const { value, ms, count, balance } = await whilePolled(base, token, work);
  return { load: label, size, files, ms, rssBeforeMb, peakRssMb: peakKnown ? memoryMb(pid, 'VmHWM') : null, result: value, count, balance };
}

/** The files of `size` rows, at most `perFile` each: `make` makes file `f` of `n` rows (before the load is timed). */
function filesOf(size: number, perFile: number, make: (f: number, n: number) => Buffer): Buffer[] {
  return Array.from({ length: Math.ceil(size / perFile) }, (_, f) => make(f, Math.min(perFile, size - f * perFile)));
}

/** The files loaded one after another; answers the sums of their results' counts. */
async function loadFiles(files: Buffer[], load: (file: Buffer) => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const sums: Record<string, number> = {};
  for (const file of files) {
    for (const [k, v] of Object.entries(await load(file))) if (typeof v === 'number') sums[k] = (sums[k] ?? 0) + v;
  }
  return sums;
}

/**
 * The statements of a day at 1/100, 1/10 and all of 60,000 entries, payers among the country's organizations;
 * the whole day in files of 20,000 entries (a camt.053 file of 60,000 entries is past STATEMENT_MAX_BYTES).
 */
export async function measureStatementDays(base: string, url: string, operator: string, employer: string, pid: number): Promise<LoadFigure[]> {
  const codes = await organizationCodes(url);
  const run = Date.now().toString(36);
  const out: LoadFigure[] = [];
  for (const size of [STATEMENT_DAY_ENTRIES / 100, STATEMENT_DAY_ENTRIES / 10, STATEMENT_DAY_ENTRIES]) {
    const files = filesOf(size, STATEMENT_FILE_ENTRIES, (f, n) => statementOf(`${run}-${size}-${f}`, n, (i) => codes[(f * STATEMENT_FILE_ENTRIES + i) % codes.length]!));
    out.push(await measured('statement', size, files.length, pid, base, employer, () => loadFiles(files, (file) => loadFile(base, operator, '/api/operator/v1/bank-statements', file, 'statement.xml', 'application/xml'))));
  }
  return out;
}

/**
 * The Revenue Service's month at 1/100 and 1/10 of 1.3 million rows and at `largest` rows, each size in files
 * of at most 200,000 rows that cover organizations of their own (a file replaces the months of its
 * organizations), each size a month of its own.
 */
export async function measureRevenueMonth(base: string, url: string, operator: string, employer: string, pid: number, largest: number): Promise<LoadFigure[]> {
  const codes = await organizationCodes(url);
  const out: LoadFigure[] = [];
  for (const [i, size] of [REVENUE_MONTH_ROWS / 100, REVENUE_MONTH_ROWS / 10, largest].entries()) {
    const period = { year: 2026, month: 4 + i };
    const group = Math.max(1, Math.floor(codes.length / Math.ceil(size / REVENUE_FILE_ROWS)));
    const files = filesOf(size, REVENUE_FILE_ROWS, (f, n) => bigCsv(n, (r) => codes[(f * group + (r % group)) % codes.length]!, period));
    out.push(await measured('revenue', size, files.length, pid, base, employer, () => loadFiles(files, (file) => loadFile(base, operator, '/api/operator/v1/revenue-service/filings', file, 'revenue-service.csv', 'text/csv'))));
  }
  return out;
}

export function printWatched(figures: LoadFigure[], quiet: { count: Watched; balance: Watched }) {
  console.log(`\nThe count call and the balance of the largest employer while each load ran (${POLLERS} clients each; quiet rate ${quiet.count.rate.toFixed(0)} and ${quiet.balance.rate.toFixed(0)} calls/s, p99 ${quiet.count.p99Ms.toFixed(1)} and ${quiet.balance.p99Ms.toFixed(1)} ms; target: at least ${CALL_RATE_SHARE * 100} % of the quiet rate, p99 under ${CALL_P99_MS} ms)\n`);
  console.log('| load | count: rate (share) | count p99 | balance: rate (share) | balance p99 | met | portal RSS before → peak |');
  console.log('|---|---:|---:|---:|---:|---|---:|');
  let all = true;
  for (const f of figures) {
    const share = (w: Watched, q: Watched) => w.rate / Math.max(1e-9, q.rate);
    const met = share(f.count, quiet.count) >= CALL_RATE_SHARE && share(f.balance, quiet.balance) >= CALL_RATE_SHARE && f.count.p99Ms < CALL_P99_MS && f.balance.p99Ms < CALL_P99_MS;
    all &&= met;
    console.log(`| ${f.load} ${f.size.toLocaleString('en')} | ${f.count.rate.toFixed(0)}/s (${(share(f.count, quiet.count) * 100).toFixed(0)} %) | ${f.count.p99Ms.toFixed(0)} ms | ${f.balance.rate.toFixed(0)}/s (${(share(f.balance, quiet.balance) * 100).toFixed(0)} %) | ${f.balance.p99Ms.toFixed(0)} ms | ${met ? 'met' : 'NOT met'} | ${f.rssBeforeMb?.toFixed(0) ?? '?'} → ${f.peakRssMb?.toFixed(0) ?? '?'} MB |`);
  }
  const peaks = figures.map((f) => f.peakRssMb).filter((m): m is number => m !== null);
  const peak = Math.max(0, ...peaks);
  console.log(`\ncalls during the loads: ${all ? 'met' : 'NOT met'}; portal peak RSS over the loads ${peaks.length ? `${peak.toFixed(0)} MB` : 'unknown (no /proc)'} (bound: ${PORTAL_RSS_BOUND_MB} MB) — ${peaks.length && peak <= PORTAL_RSS_BOUND_MB ? 'met' : 'NOT met'}`);
}

/** The sizes' table of one load: time, time per row (not to rise with size), the whole's time against its target. */
export function printSizes(title: string, figures: LoadFigure[], whole: number, targetMs: number, resultOf: (f: LoadFigure) => string) {
  console.log(`\n${title}\n`);
  console.log('| rows | files | seconds | ms a row | result |');
  console.log('|---:|---:|---:|---:|---|');
  for (const f of figures) console.log(`| ${f.size.toLocaleString('en')} | ${f.files} | ${(f.ms / 1000).toFixed(2)} | ${(f.ms / f.size).toFixed(3)} | ${resultOf(f)} |`);
  const perRow = figures.map((f) => f.ms / f.size);
  const rising = perRow.slice(1).some((r, i) => r > perRow[i]! * 1.2);
  console.log(`\ntime per row across the sizes: ${perRow.map((r) => r.toFixed(3)).join(' → ')} ms (target: not rising, each at most 1.2× the size before) — ${rising ? 'NOT met' : 'met'}`);
  const last = figures[figures.length - 1]!;
  const wholeMs = last.size >= whole ? last.ms : (last.ms / last.size) * whole;
  const how = last.size >= whole ? 'measured' : `extrapolated from ${last.size.toLocaleString('en')} rows at their rate`;
  console.log(`the whole (${whole.toLocaleString('en')} rows): ${(wholeMs / 1000).toFixed(1)} s, ${how} (target: under ${targetMs / 1000} s) — ${wholeMs < targetMs ? 'met' : 'NOT met'}`);
}
