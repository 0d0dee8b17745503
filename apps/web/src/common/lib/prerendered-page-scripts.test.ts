import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PRERENDERED_BOOT_SCRIPT,
  PRESSED_BEFORE_APP,
  STOP_KEEPING_PRESSES,
  SIGNED_IN_GATE_SCRIPT,
  SIGNED_IN_ATTRIBUTE,
} from '@pensia/domain/session/prerendered-page-scripts';

/** Runs an inline script of a pre-rendered page as the browser does, in this document. */
function run(script: string) {
  new Function(script)();
}

describe('the signed-in gate of a pre-rendered signed-in screen', () => {
  const html = document.documentElement;
  beforeEach(() => {
    localStorage.clear();
    html.removeAttribute(SIGNED_IN_ATTRIBUTE);
  });

  const hour = 3_600_000;
  it.each([
    ['no session at all', null, true],
    ['an employer whose session is valid', { accessToken: 'a', refreshToken: 'r', isAdmin: false, expiresAt: Date.now() + hour }, false],
    ['a session that has expired', { accessToken: 'a', refreshToken: 'r', isAdmin: false, expiresAt: Date.now() - 1 }, true],
    ['a session with no expiry', { accessToken: 'a', refreshToken: 'r', isAdmin: false, expiresAt: null }, true],
    ['an operator (its home is the back office)', { accessToken: 'a', refreshToken: 'r', isAdmin: true, expiresAt: Date.now() + hour }, true],
    ['a session without a token', { accessToken: null, refreshToken: null, isAdmin: false, expiresAt: Date.now() + hour }, true],
    ['storage that is not JSON', '{not json', true],
  ] as const)('%s: the frame is hidden = %s', (_, stored, hidden) => {
    if (stored !== null) localStorage.setItem('pensia.session', typeof stored === 'string' ? stored : JSON.stringify(stored));
    run(SIGNED_IN_GATE_SCRIPT);
    expect(html.hasAttribute(SIGNED_IN_ATTRIBUTE)).toBe(!hidden);
  });
});

describe('the boot script of a pre-rendered page', () => {
  let frames: FrameRequestCallback[];
  let script: HTMLScriptElement;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    script = document.createElement('script');
    script.setAttribute('data-entry', '/assets/index-1a.js');
    script.setAttribute('data-preload', '/assets/react-2b.js /assets/i18n-3c.js');
    document.body.appendChild(script);
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  });
  afterEach(() => {
    // each run of the script listens for presses until the app stops it, as the app does
    const holder = window as unknown as Record<string, unknown>;
    if (typeof holder[STOP_KEEPING_PRESSES] === 'function') (holder[STOP_KEEPING_PRESSES] as () => void)();
    delete holder[STOP_KEEPING_PRESSES];
    delete holder[PRESSED_BEFORE_APP];
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'currentScript');
    document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]').forEach((e) => e.remove());
    script.remove();
  });

  const asked = () => ({
    modules: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  });

  it('asks for nothing before the page is painted, then for the entry and its modules, once', () => {
    run(PRERENDERED_BOOT_SCRIPT);
    expect(asked()).toEqual({ modules: [], preloads: [] });
    // the frame of the first paint, then the task after it
    frames.forEach((frame) => frame(0));
    expect(asked().modules).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(asked()).toEqual({ modules: ['/assets/index-1a.js'], preloads: ['/assets/react-2b.js', '/assets/i18n-3c.js'] });
    const entry = document.head.querySelector('script[type="module"]')!;
    expect(entry.hasAttribute('crossorigin')).toBe(true);
    // the fallback timer later asks for nothing again
    vi.advanceTimersByTime(2_000);
    expect(asked().modules).toHaveLength(1);
    expect(asked().preloads).toHaveLength(2);
  });

  it('keeps the last button pressed on the page until the app follows it', () => {
    run(PRERENDERED_BOOT_SCRIPT);
    const button = document.createElement('button');
    button.innerHTML = '<span>Sign in</span>';
    document.body.appendChild(button);
    (button.firstChild as HTMLElement).click();
    expect((window as unknown as Record<string, unknown>)[PRESSED_BEFORE_APP]).toBe(button);
    delete (window as unknown as Record<string, unknown>)[PRESSED_BEFORE_APP];
    button.remove();
  });

  it('stops keeping presses once the app follows the page itself', () => {
    run(PRERENDERED_BOOT_SCRIPT);
    const holder = window as unknown as Record<string, unknown>;
    const button = document.createElement('button');
    document.body.appendChild(button);
    expect(typeof holder[STOP_KEEPING_PRESSES]).toBe('function');
    (holder[STOP_KEEPING_PRESSES] as () => void)();
    button.click();
    expect(holder[PRESSED_BEFORE_APP]).toBeUndefined();
    button.remove();
  });

  it("asks for a signed-in screen's modules after the entry, eight per task, when the gate has let the employer in", () => {
    const screen = Array.from({ length: 19 }, (_, i) => `/assets/screen-${i}.js`);
    script.setAttribute('data-screen', screen.join(' '));
    document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, '');
    try {
      run(PRERENDERED_BOOT_SCRIPT);
      frames.forEach((frame) => frame(0));
      vi.advanceTimersByTime(0);
      // the entry and its modules first, in the task after the paint
      expect(asked()).toEqual({ modules: ['/assets/index-1a.js'], preloads: ['/assets/react-2b.js', '/assets/i18n-3c.js'] });
      const preloadsAfterTasks = [1, 2, 3, 4].map(() => {
        vi.advanceTimersToNextTimer();
        return asked().preloads.length;
      });
      expect(preloadsAfterTasks).toEqual([10, 18, 21, 21]);
      expect(asked().preloads.slice(2)).toEqual(screen);
    } finally {
      document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    }
  });

  it("asks for no screen's modules for a visitor the gate keeps out (the app sends the visitor to sign in)", () => {
    script.setAttribute('data-screen', '/assets/screen-0.js /assets/screen-1.js');
    run(PRERENDERED_BOOT_SCRIPT);
    frames.forEach((frame) => frame(0));
    vi.advanceTimersByTime(3_000);
    expect(asked().preloads).toEqual(['/assets/react-2b.js', '/assets/i18n-3c.js']);
  });

  it('starts the app after 1.5 s even when no frame is painted (a tab opened in the background)', () => {
    run(PRERENDERED_BOOT_SCRIPT);
    vi.advanceTimersByTime(1_499);
    expect(asked().modules).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(asked().modules).toEqual(['/assets/index-1a.js']);
  });
});
