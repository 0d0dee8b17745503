/**
 * A poll that re-schedules itself after each attempt, whether it succeeded or failed (section 4): a
 * setTimeout chain rather than setInterval, so a slow answer never stacks a second request on top of it.
 */
export interface CountPollerDeps {
  /** One attempt; a rejection is swallowed here and the next attempt is still scheduled. */
  poll: () => Promise<unknown>;
  intervalMs: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface CountPoller {
  /** Polls now, then every interval. Starting a running poller does nothing. */
  start(): void;
  stop(): void;
  /** Polls now (e.g. after a letter was read) and restarts the interval from this attempt. */
  refresh(): Promise<void>;
  readonly running: boolean;
}

export function createCountPoller({
  poll,
  intervalMs,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}: CountPollerDeps): CountPoller {
  let running = false;
  let timer: unknown = null;
  // Each attempt gets a number so an answer that arrives after stop() or a newer refresh() is ignored.
  let generation = 0;

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  async function attempt(): Promise<void> {
    const mine = ++generation;
    cancelTimer();
    try {
      await poll();
    } catch {
      // a failed poll is retried at the next interval; the counts keep their last known values
    }
    if (running && mine === generation) timer = setTimer(() => void attempt(), intervalMs);
  }

  return {
    start() {
      if (running) return;
      running = true;
      void attempt();
    },
    stop() {
      running = false;
      generation++;
      cancelTimer();
    },
    refresh() {
      if (!running) return Promise.resolve();
      return attempt();
    },
    get running() {
      return running;
    },
  };
}
