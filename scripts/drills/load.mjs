// The drills' load: clients that read and write through HAProxy for a while, each call retried once.
import { Client, employeeBody, percentile, uniqueNumbers } from './client.mjs';

/**
 * `clients` signed-in employers call in turns a read that may use the replica (balance), the polled count and,
 * every `writeEvery` calls, a write (a new employee, its personal number its id) until `stop()` is called.
 */
export async function startLoad(url, { clients = 6, writeEvery = 3 } = {}) {
  const signedIn = await Promise.all(Array.from({ length: clients }, () => new Client(url).signIn()));
  const stats = { calls: 0, firstTryFailed: 0, failedAfterRetry: 0, failures: [], writesAcked: [], writesConflictOnRetry: [], latencies: [] };
  const next = uniqueNumbers(1);
  let running = true;
  const loops = signedIn.map(async (c, ci) => {
    for (let i = 0; running; i++) {
      let res;
      if (i % writeEvery === writeEvery - 1) {
        const id = next();
        res = await c.callRetryingOnce('POST', '/api/finance-write/v1/employees', employeeBody(id));
        if (res.status === 200) stats.writesAcked.push(id);
        // the first try was stored but its answer lost; the retry is told it exists
        else if (res.retried && res.status === 409) stats.writesConflictOnRetry.push(id);
      } else if (i % 2) res = await c.callRetryingOnce('GET', `/api/user/v1/users/${c.userId}/detailed-balance`);
      else res = await c.callRetryingOnce('GET', '/api/nbo/v1/letters/user/count');
      stats.calls++;
      stats.latencies.push(res.ms);
      if (res.retried) stats.firstTryFailed++;
      const ok = res.status === 200 || (res.retried && res.status === 409);
      if (!ok) {
        stats.failedAfterRetry++;
        if (stats.failures.length < 10) stats.failures.push(`client ${ci}: ${res.status} ${res.error ?? JSON.stringify(res.json)?.slice(0, 160)}`);
      }
    }
  });
  return {
    stats,
    async stop() {
      running = false;
      await Promise.all(loops);
      return { ...stats, p50: percentile(stats.latencies, 50), p99: percentile(stats.latencies, 99) };
    },
  };
}

/** The acknowledged writes missing from the primary. */
export async function missingWrites(primary, ids) {
  if (!ids.length) return [];
  const rows = await primary.query('select personal_number from employees where personal_number = any($1)', [ids]);
  const found = new Set(rows.map((r) => r.personal_number));
  return ids.filter((id) => !found.has(id));
}
