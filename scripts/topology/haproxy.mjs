// HAProxy from Debian's package, with deploy/haproxy.cfg.template filled in for the topology's processes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from '../debian-package.mjs';
import { startProcess, stopProcess, waitFor } from './procs.mjs';

const TEMPLATE = path.resolve(import.meta.dirname, '../../deploy/haproxy.cfg.template');

export function haproxyBinary() {
  return ensureDebianPackage({ pkg: 'haproxy', find: () => ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((p) => existsSync(p)), purpose: 'The topology\'s load balancer' });
}

/** The template with its addresses: `servers` are `{ name, host?, port }` (host 127.0.0.1 unless told). */
export function renderConfig({ bind, statsBind, servers }) {
  return readFileSync(TEMPLATE, 'utf8')
    .replace('{{BIND}}', bind)
    .replace('{{STATS_BIND}}', statsBind)
    .replace('{{SERVERS}}', servers.map((s) => `    server ${s.name} ${s.host ?? '127.0.0.1'}:${s.port} check`).join('\n'));
}

/** The processes as HAProxy sees them: name → UP, DOWN, … (from the statistics page's CSV). */
export async function backendStates(statsPort) {
  const res = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(2_000) });
  const [header, ...lines] = (await res.text()).replace(/^# /, '').trim().split('\n');
  const cols = header.split(',');
  const states = {};
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((v, i) => [cols[i], v]));
    if (row.pxname === 'servers' && row.svname !== 'BACKEND' && row.svname !== 'FRONTEND') states[row.svname] = row.status;
  }
  return states;
}

export async function startHaproxy({ dir, port, statsPort, servers }) {
  const bin = haproxyBinary();
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, renderConfig({ bind: `127.0.0.1:${port}`, statsBind: `127.0.0.1:${statsPort}`, servers }));
  const proc = startProcess(bin, ['-db', '-f', cfg], { env: process.env, logFile: path.join(dir, 'haproxy.log') });
  await waitFor('HAProxy answering', async () => (await backendStates(statsPort), true), 10_000);
  return { proc, stop: () => stopProcess(proc, 'SIGTERM', 5_000) };
}
