import { p99, pollCount } from './measure.ts';
import { BENCH_PROCESSING_ORGANIZATIONS, BENCH_PROCESSING_PERIOD, BENCH_PROCESSING_ROWS_EACH } from './processing-setup.ts';
import { operatorToken } from '../src/test/operator-http.ts';

/** How long the count call is polled on a quiet server, for the rate the processing is compared with. */
const QUIET_POLL_MS = 2_000;
const POLLERS = 10;


/**
 * The monthly processing of 100,000 rows across 5,000 organizations (set up by bench-server.ts): the time
 * from the POST to the run done, and the count call's rate meanwhile against its rate on a quiet server.
 */
export async function measureProcessing(base: string, employerToken: string) {
  const token = await operatorToken(base);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // warm-up: the count call answered a while first, as on a server in use
  const warmUntil = performance.now() + 1_000;
  await pollCount(base, employerToken, POLLERS, [], () => performance.now() < warmUntil);
  const idle: number[] = [];
  const idleUntil = performance.now() + QUIET_POLL_MS;
  await pollCount(base, employerToken, POLLERS, idle, () => performance.now() < idleUntil);
  const idleRate = idle.length / (QUIET_POLL_MS / 1000);

  const t0 = performance.now();
  const started = await fetch(`${base}/api/operator/v1/processing`, { method: 'POST', headers: auth, body: JSON.stringify(BENCH_PROCESSING_PERIOD) });
  const job = ((await started.json()) as { result: { id: string; totalRows: number } }).result;
  let running = true;
  const busy: number[] = [];
  const polling = pollCount(base, employerToken, POLLERS, busy, () => running);
  let last: { status: string; processedRows: number; contributionCount: number; batches: number } = { status: 'running', processedRows: 0, contributionCount: 0, batches: 0 };
  while (last.status === 'running') {
    await new Promise((r) => setTimeout(r, 200));
    const res = await fetch(`${base}/api/operator/v1/processing/${job.id}`, { headers: auth });
    last = ((await res.json()) as { result: typeof last }).result;
  }
  const ms = performance.now() - t0;
  running = false;
  await polling;
  const busyRate = busy.length / (ms / 1000);
  return {
    rows: job.totalRows,
    expectedRows: BENCH_PROCESSING_ORGANIZATIONS * BENCH_PROCESSING_ROWS_EACH,
    status: last.status,
    contributions: last.contributionCount,
    batches: last.batches,
    ms,
    idleRate,
    busyRate,
    busyP99: p99(busy),
  };
}
