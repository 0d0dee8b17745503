import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server (embedded database in a fresh temporary folder, demo data seeded)
 * serving the built web app. Chromium is Debian's: never a downloaded browser.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(path.join(tmpdir(), 'pensia-e2e-'));
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(repoRoot, 'e2e/.artifacts'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ka-GE',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // webhooks may go to the specs' own receivers on 127.0.0.1 (webhooks.spec.ts)
      WEBHOOKS_ALLOW_HTTP: '1',
    },
  },
});
