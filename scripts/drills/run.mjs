// `npm run drill -- NAME`: starts a topology of its own (ports 18040…), breaks it as the drill says, prints the
// figures and exits 1 when the drill's promise is broken. Each drill is bounded in time.
import { startTopology } from '../topology/topology.mjs';

const DRILLS = {
  'server-kill': () => import('./server-kill.mjs'),
  'db-restart': () => import('./db-restart.mjs'),
  'replica-lag': () => import('./replica-lag.mjs'),
  restore: () => import('./restore.mjs'),
  'job-kill': () => import('./job-kill.mjs'),
  'upload-kill': () => import('./upload-kill.mjs'),
};
const name = process.argv[2];
if (!DRILLS[name]) {
  console.error(`usage: npm run drill -- ${Object.keys(DRILLS).join('|')} [job-kill: ROWS, 100000 unless told; job-kill statement [ENTRIES], 20000 unless told; job-kill rs [ROWS], 100000; job-kill send|notif [ORGANIZATIONS], 200000; job-kill export [ROWS], 50000]`);
  process.exit(2);
}
const drill = await DRILLS[name]();
const LIMIT_MS = 15 * 60_000;
const limit = setTimeout(() => {
  console.error(`drill ${name}: past ${LIMIT_MS / 60_000} minutes, stopped`);
  void topo?.stop().finally(() => process.exit(1));
}, LIMIT_MS);
let topo;
let failed = false;
try {
  const base = Number(process.env.DRILL_PORT ?? 18040);
  topo = await startTopology({ base, servers: drill.servers ?? 3, log: (l) => console.log(`  ${l}`), serverExtraEnv: drill.serverEnv ?? {} });
  console.log(`\ndrill ${name}:`);
  const { figures, broken } = await drill.run(topo, process.argv.slice(3));
  console.log('\nfigures:');
  for (const [k, v] of Object.entries(figures)) console.log(`  ${k.padEnd(44)} ${v}`);
  if (broken.length) {
    failed = true;
    console.log(`\nBROKEN (${broken.length}):`);
    for (const b of broken) console.log(`  - ${b}`);
  } else console.log(`\ndrill ${name}: the promise holds`);
} catch (e) {
  failed = true;
  console.error(`drill ${name} could not run: ${e.stack ?? e.message}`);
} finally {
  clearTimeout(limit);
  await topo?.stop();
}
process.exit(failed ? 1 : 0);
