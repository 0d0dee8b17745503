import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * The portal in a process of its own, started as `npm start -w apps/server` starts it: for a benchmark that
 * measures it as a user runs it, and for a browser test that stops and starts it again (a deployment).
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface PortalProcess {
  readonly base: string;
  readonly child: ChildProcess;
  /** Stops the portal (SIGTERM) and waits until its process has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the portal on 127.0.0.1:`port` with `env` (PORT and HOST set here) and waits until it is ready, at
 * most 2 minutes; a portal that exits meanwhile fails the start with its exit code. `output` takes its
 * standard output and error (ignored unless given).
 */
export async function startPortal({ port, env, output = 'ignore' }: { port: number; env: NodeJS.ProcessEnv; output?: 'ignore' | number }): Promise<PortalProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', output, output] satisfies StdioOptions,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health/ready`)).ok) return { base, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the portal did not become ready in 2 minutes');
}
