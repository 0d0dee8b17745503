// `npm run typecheck`: TypeScript in every workspace, as each workspace's own `typecheck` does, but side by
// side (one compiler per core; the compiler is single-threaded) and incremental (each workspace keeps what it
// learnt in node_modules/.cache/tsc, so a second run reads only what changed). Run one after another, the four
// took a minute on a two-core machine.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(workspace) {
  const name = workspace.replace(/\//g, '-');
  const started = Date.now();
  return new Promise((resolve) => {
    const args = [tsc, '-p', path.join(root, workspace, 'tsconfig.json'), '--noEmit', '--incremental', '--tsBuildInfoFile', path.join(root, 'node_modules', '.cache', 'tsc', `${name}.tsbuildinfo`)];
    const child = spawn(process.execPath, args, { cwd: path.join(root, workspace) });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ workspace, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

// the largest first, so that the last to start is a short one
const queue = [...workspaces].sort((a, b) => ['apps/web', 'apps/server'].indexOf(b) - ['apps/web', 'apps/server'].indexOf(a));
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.push(await check(next));
  }),
);
let ok = true;
for (const r of results.sort((a, b) => workspaces.indexOf(a.workspace) - workspaces.indexOf(b.workspace))) {
  if (r.output.trim()) process.stdout.write(`\n${r.workspace}:\n${r.output}`);
  console.log(`${r.ok ? 'passed' : 'FAILED'}  typecheck ${r.workspace} (${r.seconds.toFixed(1)} s)`);
  ok &&= r.ok;
}
process.exit(ok ? 0 : 1);
