// `npm test`: every test. Unit and API tests on the embedded database, the API tests again on PostgreSQL
// when TEST_DATABASE_URL is set, then the browser tests in Chromium against the built portal.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

// each vitest step also writes a JSON report, so that the summary at the end names the tests that failed (a
// long run's output is read from its tail)
const reports = mkdtempSync(path.join(tmpdir(), 'pensia-test-'));
const vitest = (name) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];

/** The failed files and tests of a vitest step's JSON report, a line each, with the first line of the reason. */
function failuresOf(name) {
  const file = path.join(reports, `${name}.json`);
  if (!existsSync(file)) return ['  (no report: the run stopped before writing it)'];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  const firstLine = (text) => String(text ?? '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';
  for (const f of report.testResults ?? []) {
    const where = path.relative(process.cwd(), f.name);
    const failed = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) lines.push(`  ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (f.status === 'failed' && failed.length === 0) lines.push(`  ${where}: ${firstLine(f.message)}`);
  }
  return lines;
}

/**
 * The lines of a step's output that say what went wrong outside any test (an unhandled error or rejection, a
 * worker that died, a time-out of the set-up): a failed step whose report names no failed test shows these.
 */
function errorLines(tail) {
  // the colours of the output (ANSI escapes) taken out
  // eslint-disable-next-line no-control-regex
  const plain = tail.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const picked = [];
  plain.forEach((line, i) => {
    if (/Unhandled|Error:|Errors?\b.*\d|ELIFECYCLE|Timed? ?out|FAIL\b|⎯⎯/.test(line)) picked.push(...plain.slice(i, i + 3));
  });
  return [...new Set(picked.map((l) => l.trim()).filter(Boolean))].slice(-40).map((l) => `  ${l.slice(0, 300)}`);
}

const steps = [];
/** Runs one step, its output passed through as it comes and its last 256 KiB kept for the summary. */
function run(title, command, args, env = {}, report = undefined) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let tail = '';
    const keep = (out) => (chunk) => {
      out.write(chunk);
      tail = (tail + chunk.toString('utf8')).slice(-256 * 1024);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      const ok = code === 0;
      steps.push({ title, ok, seconds: Math.round((Date.now() - started) / 1000), report, tail: ok ? '' : tail });
      resolve(ok);
    });
  });
}

console.log(`Node.js ${process.version} (${process.execPath})`);
const chromium = ensureChromium();
let ok = await run('unit and API tests (embedded PostgreSQL)', 'npx', vitest('embedded'), {}, 'embedded');
if (process.env.TEST_DATABASE_URL) {
  ok = (await run('API tests on PostgreSQL', 'npx', [...vitest('postgres'), '--project', 'server'], { PENSIA_TEST_DB: 'postgres' }, 'postgres')) && ok;
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on the embedded database only.');
}
ok = (await run('build of the web app', 'npm', ['run', 'build', '-w', 'apps/web'])) && ok;
ok = (await run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium })) && ok;

console.log('\n━━ summary');
for (const s of steps) {
  console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.title} (${s.seconds} s)`);
  if (s.ok) continue;
  const failed = s.report ? failuresOf(s.report) : [];
  for (const line of failed) console.log(line);
  // no test named (an error outside the tests, or a step without a report): what its output said went wrong
  if (failed.every((l) => l.startsWith('  (no report'))) for (const line of errorLines(s.tail)) console.log(line);
}
process.exit(ok ? 0 : 1);
