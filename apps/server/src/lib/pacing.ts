/**
 * Long bulk writes (a bank statement, a Revenue Service file) are cut into batches, and between two of them
 * other requests get their turn (docs/decisions/0035). With a database in this process (PGlite), each
 * statement holds the event loop while it runs: the pause then lasts as long as the batch did (times
 * `share`), so that other requests keep at least half of the thread. With a database in a process of its own
 * the thread is mostly free while a statement runs: one turn of the event loop is enough.
 */
export class Pacer {
  #since = performance.now();
  /** Time the batches took, and the time paused between them (ms). */
  busyMs = 0;
  pausedMs = 0;

  constructor(
    readonly inProcess: boolean,
    private readonly share = 1,
  ) {}

  /** Ends a batch: lets other requests in before the next. */
  async breathe(): Promise<void> {
    const took = performance.now() - this.#since;
    this.busyMs += took;
    if (this.inProcess) {
      const pause = took * this.share;
      await new Promise((resolve) => setTimeout(resolve, pause));
      this.pausedMs += pause;
    } else {
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.#since = performance.now();
  }
}
