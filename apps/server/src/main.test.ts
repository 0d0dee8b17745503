import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pensia-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function waitFor(url: string, timeoutMs: number): Promise<Response> {
  const until = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () =>
      fetch(url).then(resolve, () => (Date.now() > until ? reject(new Error(`${url} did not answer`)) : setTimeout(attempt, 200)));
    attempt();
  });
}

describe('the server process', () => {
  it('starts on an empty data folder, migrates, seeds, serves, and stops cleanly on SIGTERM', async () => {
    const port = 18_000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO: '1', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const ready = await waitFor(`http://127.0.0.1:${port}/health/ready`, 60_000);
      expect(ready.status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/user/v1/auth/application-user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo-employer', password: 'Demo#2026pass' }),
      });
      expect(((await login.json()) as { result: { isValid: boolean } }).result.isValid).toBe(true);
      // a request in flight when the signal arrives is still answered
      const inFlight = fetch(`http://127.0.0.1:${port}/health/ready`);
      child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await exited).toBe(0);
      expect(log).toContain('shutting down');
      const lines = log.split('\n').filter((l) => l.startsWith('{'));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
