// `npm test`: every test. Unit and API tests on the embedded database, the API tests again on PostgreSQL
// when TEST_DATABASE_URL is set, then the browser tests in Chromium against the built portal.
import { spawnSync } from 'node:child_process';
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

const steps = [];
function run(title, command, args, env = {}, report = undefined) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ title, ok, seconds: Math.round((Date.now() - started) / 1000), report });
  return ok;
}

console.log(`Node.js ${process.version} (${process.execPath})`);
const chromium = ensureChromium();
let ok = run('unit and API tests (embedded PostgreSQL)', 'npx', vitest('embedded'), {}, 'embedded');
if (process.env.TEST_DATABASE_URL) {
  ok = run('API tests on PostgreSQL', 'npx', [...vitest('postgres'), '--project', 'server'], { PENSIA_TEST_DB: 'postgres' }, 'postgres') && ok;
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on the embedded database only.');
}
ok = run('build of the web app', 'npm', ['run', 'build', '-w', 'apps/web']) && ok;
ok = run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium }) && ok;

console.log('\n━━ summary');
for (const s of steps) {
  console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.title} (${s.seconds} s)`);
  if (!s.ok && s.report) for (const line of failuresOf(s.report)) console.log(line);
}
process.exit(ok ? 0 : 1);
