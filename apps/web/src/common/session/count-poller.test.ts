import { COUNT_POLL_INTERVAL_MS } from '@pensia/domain/session/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCountPoller } from './count-poller';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('count poller', () => {
  it('polls at once, then every 60 s', async () => {
    const poll = vi.fn().mockResolvedValue(undefined);
    const poller = createCountPoller({ poll, intervalMs: COUNT_POLL_INTERVAL_MS });
    poller.start();
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(COUNT_POLL_INTERVAL_MS - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * COUNT_POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(5);
    poller.stop();
  });

  it('re-schedules after a failed attempt too', async () => {
    const poll = vi.fn().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const poller = createCountPoller({ poll, intervalMs: COUNT_POLL_INTERVAL_MS });
    poller.start();
    await vi.advanceTimersByTimeAsync(2 * COUNT_POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('waits for a slow answer before counting the next interval (a chain, not an interval)', async () => {
    let resolve!: () => void;
    const poll = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const poller = createCountPoller({ poll, intervalMs: COUNT_POLL_INTERVAL_MS });
    poller.start();
    await vi.advanceTimersByTimeAsync(3 * COUNT_POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(1);
    resolve();
    await vi.advanceTimersByTimeAsync(COUNT_POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('stops: no attempt after stop, even when an answer arrives later', async () => {
    let resolve!: () => void;
    const poll = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const poller = createCountPoller({ poll, intervalMs: COUNT_POLL_INTERVAL_MS });
    poller.start();
    poller.stop();
    resolve();
    await vi.advanceTimersByTimeAsync(5 * COUNT_POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poller.running).toBe(false);
  });

  it('refresh polls now and restarts the interval from there', async () => {
    const poll = vi.fn().mockResolvedValue(undefined);
    const poller = createCountPoller({ poll, intervalMs: COUNT_POLL_INTERVAL_MS });
    poller.start();
    await vi.advanceTimersByTimeAsync(40_000);
    await poller.refresh();
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poll).toHaveBeenCalledTimes(3);
    poller.stop();
  });

  it('starting twice keeps one chain', async () => {
    const poll = vi.fn().mockResolvedValue(undefined);
    const poller = createCountPoller({ poll, intervalMs: COUNT_POLL_INTERVAL_MS });
    poller.start();
    poller.start();
    await vi.advanceTimersByTimeAsync(COUNT_POLL_INTERVAL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.stop();
  });
});
