// The portal's server processes: the production start command (deploy/start-server.sh's), one process a port.
import path from 'node:path';
import { startProcess, statusOf, stopProcess, waitFor } from './procs.mjs';

export const REPO = path.resolve(import.meta.dirname, '../..');
// one process a server (tsx's own command would start the server as its child, which a SIGKILL would not reach)
const NODE_ARGS = ['--import', 'tsx'];
const MAIN = path.join(REPO, 'apps/server/src/main.ts');

export class ServerProcess {
  constructor({ name, port, env, logFile }) {
    Object.assign(this, { name, port, env, logFile, proc: undefined });
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  start() {
    this.proc = startProcess(process.execPath, [...NODE_ARGS, MAIN], { cwd: REPO, env: { ...process.env, ...this.env, PORT: String(this.port) }, logFile: this.logFile });
    return this.proc;
  }

  /** Resolves once /health/ready answers 200; rejects at once when the process ends before that. */
  async waitReady(timeoutMs = 120_000) {
    let ready = false;
    const ended = this.proc.exited.then(({ code, signal }) => {
      if (!ready) throw new Error(`${this.name} ended before it was ready (${code ?? signal}): see ${this.logFile}`);
    });
    try {
      await Promise.race([waitFor(`${this.name} ready`, async () => (await statusOf(`${this.url}/health/ready`)) === 200, timeoutMs), ended]);
    } finally {
      ready = true;
    }
  }

  kill() {
    this.proc?.child.kill('SIGKILL');
    return this.proc?.exited;
  }

  stop() {
    return stopProcess(this.proc, 'SIGTERM', 15_000);
  }
}

/** The environment every process shares: the same database, secret and settings behind a load balancer. */
export function serverEnv({ databaseUrl, readUrl, jwtSecret, seed, extra = {} }) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
    JWT_SECRET: jwtSecret,
    TRUST_PROXY: '1',
    SEED_DEMO: seed ? '1' : '0',
    LOG_LEVEL: 'info',
    LOG_REQUEST_SAMPLE: '0.05',
    ...extra,
  };
}
