import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { DEMO } from '../src/db/seed/demo-seed.ts';
import { median, p99, pollCount } from './measure.ts';
import { operatorToken } from '../src/test/operator-http.ts';

/**
 * The Revenue Service comparison (docs/decisions/0024), figures of issue 10:
 * - the year comparison of an organization with 500 employees over 12 months (6,000 declared rows against
 *   6,000 Revenue Service rows): `rs-pa-compare2a` and a page of `rs-pa-compare2a-year-details`, at the client;
 * - a Revenue Service file of 100,000 rows (10 people of each of the benchmark's 10,000 organizations) loaded
 *   through `POST /api/operator/v1/revenue-service/filings`, on a quiet server and again (replacing the
 *   month) while 10 clients poll the count call, with their rate against their rate on a quiet server.
 * The 12 declarations are the demo employer's months of 2020 (no other section uses that year), filed through
 * the portal's own calls: created, a 500-row file uploaded, activated. Figures only: nothing here fails.
 */
const YEAR = 2020;
const EMPLOYEES = 500;
const FILE_ROWS = 100_000;
const BENCH_ORGANIZATIONS = 10_000;
const ROUNDS = 30;
const POLLERS = 10;
const QUIET_POLL_MS = 3_000;

const pn = (i: number) => String(20_000_000_000 + i);
const gross = (i: number) => 1000 + (i % 500);
const money = (tetri: number) => `${Math.floor(tetri / 100)}.${String(tetri % 100).padStart(2, '0')}`;


/** The server's detailed standard template with the 500 employees (gross 1,000 to 1,499, additional benefits 10). */
async function template(base: string, token: string): Promise<Buffer> {
  const res = await fetch(`${base}/api/finance/v1/declarations/template?type=standard&form=detailed`, { headers: { authorization: `Bearer ${token}` } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0]!;
  for (let i = 0; i < EMPLOYEES; i++) ws.addRow([pn(i), 'სახელი', 'გვარი', '1990-01-01', i % 2 ? 'male' : 'female', gross(i), 10, null, null, null, null, null, null, 0, 0]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function call(base: string, token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return res.json() as Promise<{ result: Record<string, unknown> }>;
}

/** The 12 months of 2020, filed; skipped for a month already filed (a second run on the same database). */
async function fileYear(base: string, token: string) {
  const file = await template(base, token);
  for (let month = 1; month <= 12; month++) {
    const created = await fetch(`${base}/api/finance-write/v1/declarations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ year: YEAR, month, type: 'standard', form: 'detailed' }),
    });
    if (!created.ok) continue;
    const id = ((await created.json()) as { result: { id: string } }).result.id;
    const form = new FormData();
    form.append('file', new Blob([file]), 'declaration.xlsx');
    await call(base, token, `/api/finance-write/v1/declarations/${id}/upload`, { method: 'POST', body: form });
    await call(base, token, `/api/finance-write/v1/declarations/${id}/activate`, { method: 'POST' });
  }
}

/** The Revenue Service's side of the year: every employee every month, one in ten with another amount. */
function yearCsv(): string {
  const lines = ['organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution'];
  for (let month = 1; month <= 12; month++) {
    for (let i = 0; i < EMPLOYEES; i++) {
      const income = (gross(i) + 10 + (i % 10 === month % 10 ? 50 : 0)) * 100;
      const contribution = Math.round(income * 0.02);
      lines.push(`${DEMO.employer.code},${YEAR},${month},${pn(i)},გვარი,${money(income)},${money(Math.round((income - contribution) * 0.2))},${money(contribution)}`);
    }
  }
  return lines.join('\n');
}

/**
 * A Revenue Service file of `rows` rows of one month: by default 100,000, 10 people of each of the benchmark's
 * organizations (codes 500000001…), June 2025; `codeOf` names row i's organization.
 */
export function bigCsv(rows = FILE_ROWS, codeOf: (i: number) => string = (i) => String(500_000_001 + (i % BENCH_ORGANIZATIONS)), period = { year: 2025, month: 6 }): Buffer {
  const lines = ['organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution'];
  for (let i = 0; i < rows; i++) {
    const income = (800 + (i % 1_700)) * 100;
    const contribution = Math.round(income * 0.02);
    lines.push(`${codeOf(i)},${period.year},${period.month},${String(30_000_000_000 + i)},გვარი,${money(income)},${money(Math.round((income - contribution) * 0.2))},${money(contribution)}`);
  }
  return Buffer.from(lines.join('\n'));
}

async function load(base: string, token: string, file: Buffer | string) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'revenue-service.csv');
  const t = performance.now();
  const res = await fetch(`${base}/api/operator/v1/revenue-service/filings`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { result?: { rows: number; organizations: number; rejected: number; replaced: number }; message?: string };
  if (!res.ok) throw new Error(`revenue service load: HTTP ${res.status} ${body.message ?? ''}`);
  return { ms: performance.now() - t, result: body.result! };
}

/** The last n times of a route as the portal logged them (its request log: the time at the server). */
function serverTimes(logFile: string, route: string, n: number): number[] {
  const out: number[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes(route)) continue;
    try {
      const l = JSON.parse(line) as { route?: string; ms?: number; status?: number };
      if (l.route === route && l.status === 200 && typeof l.ms === 'number') out.push(l.ms);
    } catch {
      // a line cut while being written
    }
  }
  return out.slice(-n);
}

async function timed(base: string, token: string, path: string, rounds: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < rounds + 3; i++) {
    const t = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    if (i >= 3) samples.push(performance.now() - t); // three warm-up calls
  }
  return samples;
}

export async function measureRevenue(base: string, employerToken: string, logFile: string) {
  // the big file is made first: making it takes seconds, long enough for an idle connection to be closed
  const file = bigCsv();
  const operator = await operatorToken(base);
  await fileYear(base, employerToken);
  await load(base, operator, yearCsv());
  const yearSamples = await timed(base, employerToken, `/api/finance/v1/rs-pa-compare2a?year=${YEAR}`, ROUNDS);
  const yearServer = serverTimes(logFile, '/api/finance/v1/rs-pa-compare2a', ROUNDS);
  const detailSamples = await timed(base, employerToken, `/api/finance/v1/rs-pa-compare2a-year-details?year=${YEAR}&kind=differences&pageSize=20`, ROUNDS);
  const detailsServer = serverTimes(logFile, '/api/finance/v1/rs-pa-compare2a-year-details', ROUNDS);
  const check = (await call(base, employerToken, `/api/finance/v1/rs-pa-compare2a?year=${YEAR}`)).result as { totals: { people: number; counts: Record<string, number> } };

  // the count call's idle rate, before and after the quiet load (the pollers' own start, and a shared machine's
  // drift, move it); the higher of the two is the reference
  const rateOfQuietPolls = async () => {
    const quietCalls: number[] = [];
    const quietStart = performance.now();
    await pollCount(base, employerToken, POLLERS, quietCalls, () => performance.now() - quietStart < QUIET_POLL_MS);
    return quietCalls.length / ((performance.now() - quietStart) / 1000);
  };
  await pollCount(base, employerToken, POLLERS, [], ((start) => () => performance.now() - start < 1_000)(performance.now())); // warm-up
  const rateBefore = await rateOfQuietPolls();
  const quiet = await load(base, operator, file);
  const rateAfter = await rateOfQuietPolls();
  const quietRate = Math.max(rateBefore, rateAfter);

  let running = true;
  const busyCalls: number[] = [];
  const pollers = pollCount(base, employerToken, POLLERS, busyCalls, () => running);
  const busy = await load(base, operator, file);
  running = false;
  await pollers;
  const busyRate = busyCalls.length / (busy.ms / 1000);

  const lines = Object.values(check.totals.counts).reduce((a, b) => a + b, 0);
  return {
    lines,
    counts: check.totals.counts,
    yearMedianMs: median(yearSamples),
    yearServerMs: median(yearServer),
    yearServerP99Ms: p99(yearServer),
    detailsServerMs: median(detailsServer),
    yearP99Ms: p99(yearSamples),
    detailsMedianMs: median(detailSamples),
    detailsP99Ms: p99(detailSamples),
    rounds: ROUNDS,
    fileBytes: file.length,
    fileRows: quiet.result.rows,
    quietLoadMs: quiet.ms,
    busyLoadMs: busy.ms,
    replaced: busy.result.replaced,
    quietRate,
    rateBefore,
    rateAfter,
    busyRate,
    busyCountP99Ms: p99(busyCalls),
    busyCalls: busyCalls.length,
  };
}
