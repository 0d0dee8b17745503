import { describe, expect, it } from 'vitest';
import { noteRequest, Pacer, PAUSE_SHARE } from './pacing.ts';

/** Holds the thread for about `ms`, as a statement of an embedded database does. */
function hold(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('Pacer', () => {
  it('goes on at once on a quiet server, even with the database in this process', async () => {
    const pacer = new Pacer(true);
    hold(30);
    await pacer.breathe();
    hold(30);
    await pacer.breathe();
    expect(pacer.pausedMs).toBe(0);
    expect(pacer.busyMs).toBeGreaterThanOrEqual(60);
  });

  it('pauses longer than the batch held the thread when requests arrived during it', async () => {
    const pacer = new Pacer(true);
    hold(40);
    noteRequest();
    const t = performance.now();
    await pacer.breathe();
    expect(PAUSE_SHARE).toBeGreaterThanOrEqual(1);
    expect(pacer.pausedMs).toBeGreaterThanOrEqual(40 * PAUSE_SHARE);
    expect(performance.now() - t).toBeGreaterThanOrEqual(40 * PAUSE_SHARE - 1);
    // nothing arrived since: the next batch is not followed by a pause
    const paused = pacer.pausedMs;
    hold(20);
    await pacer.breathe();
    expect(pacer.pausedMs).toBe(paused);
  });

  it('never pauses with a database in a process of its own', async () => {
    const pacer = new Pacer(false);
    hold(30);
    noteRequest();
    await pacer.breathe();
    expect(pacer.pausedMs).toBe(0);
  });
});
