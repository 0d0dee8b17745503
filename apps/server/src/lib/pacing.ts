/**
 * Pause after a batch, as a share of the batch's own time, while other requests are arriving: above 1 so that
 * they keep more than half of the thread (the load's batches are what holds it; the pollers' own round trips
 * and a shared machine's other work take some of the pause).
 */
export const PAUSE_SHARE = 1.5;

/** Requests this process has received (counted by the request log as each arrives). */
let arrived = 0;

/** A request has arrived (plugins/request-log.ts). */
export function noteRequest(): void {
  arrived++;
}

/**
 * Long bulk writes (a bank statement, a Revenue Service file) are cut into batches, and between two of them
 * other requests get their turn (docs/decisions/0035). With a database in a process of its own the thread is
 * mostly free while a statement runs: one turn of the event loop is enough. With a database in this process
 * (PGlite), each statement holds the event loop while it runs: when other requests arrived during a batch,
 * the pause after it lasts `share` times as long as the batch did, so that they keep more than half of the
 * thread; on a quiet server the load goes on at once.
 */
export class Pacer {
  #since = performance.now();
  #arrived = arrived;
  /** Time the batches took, and the time paused between them (ms). */
  busyMs = 0;
  pausedMs = 0;

  constructor(
    readonly inProcess: boolean,
    private readonly share = PAUSE_SHARE,
  ) {}

  /** Ends a batch: lets other requests in before the next. */
  async breathe(): Promise<void> {
    const took = performance.now() - this.#since;
    this.busyMs += took;
    // one turn of the event loop: the requests that came during the batch are read (and counted) now
    await new Promise((resolve) => setImmediate(resolve));
    const busy = arrived !== this.#arrived;
    this.#arrived = arrived;
    if (this.inProcess && busy) {
      const pause = took * this.share;
      await new Promise((resolve) => setTimeout(resolve, pause));
      this.pausedMs += pause;
    }
    this.#since = performance.now();
  }
}
