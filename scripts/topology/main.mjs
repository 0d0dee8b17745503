// `npm run topology`: starts the topology and keeps it until Ctrl-C or SIGTERM, then stops all of it.
import { startTopology } from './topology.mjs';

const servers = Number(process.env.TOPOLOGY_SERVERS ?? 3);
const base = Number(process.env.TOPOLOGY_PORT ?? 18000);
if (!Number.isInteger(servers) || servers < 1 || servers > 50) {
  console.error('TOPOLOGY_SERVERS must be a whole number from 1 to 50');
  process.exit(2);
}
let topo;
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping HAProxy, the servers, the replica and the primary…`);
  await topo?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
try {
  topo = await startTopology({ base, servers });
} catch (e) {
  console.error(`the topology did not start: ${e.message}`);
  process.exit(1);
}
console.log(`\nThe portal: ${topo.url}  (demo accounts in README.md). Ctrl-C stops everything.`);
