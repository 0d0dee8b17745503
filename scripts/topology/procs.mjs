// Child processes of the topology: started with their output in a log file, stopped on request, all of them
// stopped when the topology stops.
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts `command` with its output appended to `logFile`; answers the child and a promise of its exit. */
export function startProcess(command, args, { env, logFile, cwd }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.on('error', (e) => console.error(`${command}: ${e.message}`));
  return { child, exited };
}

/** Sends `signal`, then SIGKILL when the process has not ended within `graceMs`. */
export async function stopProcess(proc, signal = 'SIGTERM', graceMs = 10_000) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill(signal);
  const done = await Promise.race([proc.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    proc.child.kill('SIGKILL');
    await proc.exited;
  }
}

/** Polls `check` until it answers true or `timeoutMs` passes; throws with `what` then. */
export async function waitFor(what, check, timeoutMs, everyMs = 250) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(everyMs);
  }
}

/** GET `url`, answering the status (0 when nothing answered) within `timeoutMs`. */
export async function statusOf(url, timeoutMs = 2_000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}
