import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { freePort, startPortal, type PortalProcess } from '../apps/server/src/test/portal-process.ts';

/**
 * A portal in a process of its own, on a free port and a data folder of its own with the demo data, for a
 * spec that runs it with settings of its own (`env`, e.g. `LOAD_WAIT_MS=0`). Its output is kept with the
 * test's results. Stop it with `stop()`.
 */
export async function portalOfItsOwn(name: string, env: Record<string, string>): Promise<PortalProcess> {
  const work = mkdtempSync(path.join(tmpdir(), `pensia-${name}-`));
  return startPortal({
    port: await freePort(),
    env: {
      ...process.env,
      DATA_DIR: path.join(work, 'data'),
      SEED_DEMO: '1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    output: openSync(test.info().outputPath('portal.log'), 'a'),
  });
}
