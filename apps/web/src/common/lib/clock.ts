/**
 * The one place the session code reads the time from, so that unit tests (fake timers) and end-to-end
 * tests (Playwright's page.clock, or `window.__pensiaClock`) can move it without waiting an hour.
 */
export interface Clock {
  now(): number;
}

const systemClock: Clock = { now: () => Date.now() };
let current: Clock = systemClock;

export const clock: Clock = { now: () => current.now() };

/** Replaces the time source; `undefined` goes back to the system clock. */
export function setClock(next: Clock | undefined): void {
  current = next ?? systemClock;
}
