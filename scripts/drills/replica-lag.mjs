// replica-lag: the replica applies the primary's commits only after a delay of seconds. Promise: a client that
// writes reads its write at once (read-your-writes, decision 0076), through any process; a client without the
// write's cookie reads the replica (older until it catches up), so the replica is really used; the lag is
// visible, both in PostgreSQL (pg_stat_replication on the primary) and in the portal's /metrics
// (pensia_db_replica_lag_seconds).
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from './client.mjs';

export const servers = 2;
const METRICS_TOKEN = randomBytes(16).toString('hex');
export const serverEnv = { METRICS_TOKEN };

/** The replica's lag as a portal process reports it in /metrics (seconds; undefined when absent). */
async function metricsLag(server) {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(5_000) });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const line = (await res.text()).split('\n').find((l) => l.startsWith('pensia_db_replica_lag_seconds '));
  return line ? Number(line.split(' ')[1]) : undefined;
}
const DELAY_S = 4;
const ROUNDS = 12;

async function lagOf(topo) {
  const [rep] = await topo.primary.query("select coalesce(extract(epoch from replay_lag), 0)::float8 as replay_lag, pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn)::bigint as bytes from pg_stat_replication limit 1", [], 'postgres');
  const [own] = await topo.replica.query('select coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)::float8 as since_last_replay', [], 'postgres');
  return { replayLagS: Number(rep?.replay_lag ?? NaN), bytes: Number(rep?.bytes ?? NaN), sinceLastReplayS: Number(own?.since_last_replay ?? NaN) };
}

export async function run(topo) {
  await topo.replica.query(`alter system set recovery_min_apply_delay = '${DELAY_S}s'`, [], 'postgres');
  await topo.replica.query('select pg_reload_conf()', [], 'postgres');
  const writer = await new Client(topo.url).signIn();
  // the same user, through a client that keeps no cookies: it stands for anyone else reading the replica
  const other = new Client(topo.url, { keepCookies: false });
  other.token = writer.token;
  other.userId = writer.userId;
  await sleep((DELAY_S + 1) * 1000);

  let ownStale = 0;
  let othersStale = 0;
  const catchUps = [];
  const ownReadMs = [];
  let maxLag = { replayLagS: 0, bytes: 0, sinceLastReplayS: 0 };
  let maxMetricsLag = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const email = `drill-${Date.now()}-${round}@example.ge`;
    const put = await writer.call('PUT', '/api/user/v1/users/organization', { id: writer.userId, mobile: '555123456', email });
    if (put.status !== 200) throw new Error(`the write was refused: ${put.status} ${JSON.stringify(put.json)}`);
    const written = Date.now();
    // right after the write: the writer's reads (through HAProxy, so on either process)
    for (let k = 0; k < 3; k++) {
      const own = await writer.call('GET', `/api/user/v1/users/${writer.userId}`);
      ownReadMs.push(own.ms);
      if (own.json?.result?.email !== email) ownStale++;
    }
    const seen = await other.call('GET', `/api/user/v1/users/${writer.userId}`);
    if (seen.json?.result?.email !== email) {
      othersStale++;
      if (round % 4 === 0) {
        const lag = await lagOf(topo);
        if (lag.replayLagS > maxLag.replayLagS || lag.bytes > maxLag.bytes) maxLag = lag;
        maxMetricsLag = Math.max(maxMetricsLag, (await metricsLag(topo.servers[round % topo.servers.length])) ?? 0);
        // how long until the replica shows the write to everyone
        for (;;) {
          const again = await other.call('GET', `/api/user/v1/users/${writer.userId}`);
          if (again.json?.result?.email === email) break;
          if (Date.now() - written > (DELAY_S + 10) * 1000) break;
          await sleep(100);
        }
        catchUps.push(Date.now() - written);
      }
    }
  }
  await topo.replica.query('alter system reset recovery_min_apply_delay', [], 'postgres');
  await topo.replica.query('select pg_reload_conf()', [], 'postgres');

  const broken = [];
  if (ownStale) broken.push(`${ownStale} reads by the writer right after its write showed the old value`);
  if (!othersStale) broken.push('no read without the cookie showed the old value: the replica is not being read, or not delayed');
  if (!(maxLag.replayLagS >= DELAY_S - 1 || maxLag.bytes > 0)) broken.push('the lag did not show in pg_stat_replication');
  if (!(maxMetricsLag > 0)) broken.push('the lag did not show in /metrics (pensia_db_replica_lag_seconds)');
  const avg = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  return {
    broken,
    figures: {
      'replica apply delay set (s)': DELAY_S,
      'writes (organization contacts saved)': ROUNDS,
      "writer's reads right after its write": ROUNDS * 3,
      "  of them showing the old value": ownStale,
      "writer's read time, mean (ms)": avg(ownReadMs).toFixed(1),
      'reads without the cookie right after a write': ROUNDS,
      '  of them showing the old value (replica)': othersStale,
      'write → visible to everyone (ms, measured rounds)': catchUps.join(', ') || '—',
      'replay lag seen on the primary (s)': maxLag.replayLagS.toFixed(2),
      'WAL not yet replayed then (bytes)': maxLag.bytes,
      'replica lag in /metrics, highest seen (s)': maxMetricsLag.toFixed(2),
    },
  };
}
