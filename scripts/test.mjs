// `npm test`: every test. Unit and API tests on the embedded database, the API tests again on PostgreSQL
// when TEST_DATABASE_URL is set, then the browser tests in Chromium against the built portal.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const steps = [];
function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ title, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const chromium = ensureChromium();
let ok = run('unit and API tests (embedded PostgreSQL)', 'npx', ['vitest', 'run']);
if (process.env.TEST_DATABASE_URL) {
  ok = run('API tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { PENSIA_TEST_DB: 'postgres' }) && ok;
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on the embedded database only.');
}
ok = run('build of the web app', 'npm', ['run', 'build', '-w', 'apps/web']) && ok;
ok = run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium }) && ok;

console.log('\n━━ summary');
for (const s of steps) console.log(`${s.ok ? 'passed' : 'FAILED'}  ${s.title} (${s.seconds} s)`);
process.exit(ok ? 0 : 1);
