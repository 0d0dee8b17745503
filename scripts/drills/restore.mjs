// restore: a base backup and the WAL archive restored to a point in time on a fresh data folder. Promise: the
// restored portal starts and every organization's balance equals the source's at that time, while the source
// has moved on since.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { baseBackup, ownedDir, restoreCluster } from '../topology/postgres.mjs';
import { ServerProcess, serverEnv } from '../topology/servers.mjs';
import { Client, DEMO } from './client.mjs';

export const servers = 1;
const W = '/api/finance-write/v1';
const BALANCE_SQL = 'select organization_id::text as org, sum(amount)::text as balance, count(*)::int as movements from ledger_movements group by 1 order by 1';

let period = 0;
/** A declaration of one row, activated: the organization owes its contributions (a ledger movement). */
async function fileDeclaration(c, gross) {
  for (;;) {
    const p = { year: 2019 + Math.floor(period / 12), month: (period % 12) + 1 };
    period++;
    const made = await c.call('POST', `${W}/declarations`, { type: 'standard', form: 'detailed', ...p });
    if (made.status === 409) continue;
    if (made.status !== 200) throw new Error(`declaration not created: ${made.status} ${JSON.stringify(made.json)}`);
    const id = made.json.result.id;
    const pn = `98${String(Date.now() % 1e9).padStart(9, '0')}`;
    const row = { personalIdentificationNumber: pn, firstName: 'ნინო', lastName: 'ბერიძე', birthDate: '1990-05-01', gender: 'female', grossSalary: gross, optIn: 0 };
    const added = await c.call('POST', `${W}/declarations/${id}/details`, row);
    if (added.status !== 200) throw new Error(`row not added: ${added.status} ${JSON.stringify(added.json)}`);
    const open = await c.call('POST', `${W}/declarations/${id}/activate`);
    if (open.status !== 200) throw new Error(`declaration not activated: ${open.status} ${JSON.stringify(open.json)}`);
    return id;
  }
}

async function portalBalance(url) {
  const c = await new Client(url).signIn(DEMO);
  const res = await c.call('GET', '/api/finance/v1/declarations/org-balance');
  if (res.status !== 200) throw new Error(`balance not read: ${res.status}`);
  return res.json.result;
}

export async function run(topo) {
  const t0 = Date.now();
  const backupDir = path.join(topo.dir, 'base-backup');
  ownedDir(backupDir);
  const b0 = Date.now();
  baseBackup({ primary: topo.primary, backupDir });
  const backupMs = Date.now() - b0;
  const atBackup = await topo.primary.query(BALANCE_SQL);
  const employer = await new Client(topo.url).signIn(DEMO);

  // history after the base backup: replayed from the archive
  for (const gross of ['1000.00', '2500.00', '700.00']) await fileDeclaration(employer, gross);
  await sleep(1_100);
  const [{ target }] = await topo.primary.query("select to_char(now() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US+00') as target");
  const atTarget = await topo.primary.query(BALANCE_SQL);
  const portalAtTarget = await portalBalance(topo.url);
  await sleep(1_100);
  // after the target: must not be in the restored database
  for (const gross of ['3000.00', '1200.00']) await fileDeclaration(employer, gross);
  const after = await topo.primary.query(BALANCE_SQL);
  const portalAfter = await portalBalance(topo.url);

  // close the current WAL segment so the archive holds everything up to now
  const [{ wal }] = await topo.primary.query('select pg_walfile_name(pg_switch_wal()) as wal');
  for (let i = 0; i < 100; i++) {
    const [{ last }] = await topo.primary.query('select last_archived_wal as last from pg_stat_archiver');
    if (last && last >= wal) break;
    await sleep(200);
  }

  const r0 = Date.now();
  const restored = restoreCluster({ dir: topo.dir, name: 'restored', port: topo.ports.restored, backupDir, archiveDir: topo.archiveDir, targetTime: target });
  for (let i = 0; i < 300; i++) {
    const [{ rec }] = await restored.query('select pg_is_in_recovery() as rec', [], 'postgres').catch(() => [{ rec: true }]);
    if (!rec) break;
    await sleep(200);
  }
  const restoreMs = Date.now() - r0;
  const portal = new ServerProcess({
    name: 'restored-portal',
    port: topo.ports.restoredServer,
    env: serverEnv({ databaseUrl: restored.url(), jwtSecret: topo.jwtSecret, seed: false }),
    logFile: path.join(topo.dir, 'restored-portal.log'),
  });
  let restoredRows;
  let portalRestored;
  try {
    portal.start();
    await portal.waitReady();
    restoredRows = await restored.query(BALANCE_SQL);
    portalRestored = await portalBalance(portal.url);
  } finally {
    await portal.stop();
    restored.stop('fast');
  }

  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const broken = [];
  if (same(atBackup, atTarget)) broken.push('nothing changed between the base backup and the target: the archive was not needed');
  if (same(atTarget, after)) broken.push('the source did not change after the target time: the drill proves nothing');
  if (!same(restoredRows, atTarget)) broken.push(`the restored ledger differs from the source's at ${target}`);
  if (!same(portalRestored, portalAtTarget)) broken.push(`the restored portal's balance ${JSON.stringify(portalRestored)} differs from the source's at the target ${JSON.stringify(portalAtTarget)}`);
  const orgs = atTarget.length;
  return {
    broken,
    figures: {
      'base backup (ms)': backupMs,
      'target time (UTC)': target,
      'organizations with a balance at the target': orgs,
      'ledger movements at the backup / the target / now': `${atBackup.reduce((s, r) => s + r.movements, 0)} / ${atTarget.reduce((s, r) => s + r.movements, 0)} / ${after.reduce((s, r) => s + r.movements, 0)}`,
      "demo employer's balance at the target / now": `${portalAtTarget.totalBalance} / ${portalAfter.totalBalance}`,
      "restored portal's balance": portalRestored.totalBalance,
      'organizations whose restored balance differs': restoredRows.filter((r, i) => !same(r, atTarget[i])).length + Math.abs(restoredRows.length - orgs),
      'restore: start → promoted (ms)': restoreMs,
      'WAL segments in the archive': (await topo.primary.query('select archived_count::int as n from pg_stat_archiver'))[0].n,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}
