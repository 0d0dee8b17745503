import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, loadWithReload, registerPendingDestination, reloadToDestination } from './lazy-page';

afterEach(() => {
  sessionStorage.clear();
  registerPendingDestination(() => undefined);
});

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/employees-page-abc.js');

describe('chunk-load failure', () => {
  it('recognises the browsers’ chunk errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });

  it('reloads the page once, then shows the error', async () => {
    const reload = vi.fn();
    const failing = () => Promise.reject(chunkError);
    const pending = loadWithReload(failing, reload);
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    void pending;
    await expect(loadWithReload(failing, reload)).rejects.toBe(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a successful load allows one reload again later', async () => {
    const reload = vi.fn();
    void loadWithReload(() => Promise.reject(chunkError), reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadWithReload(() => Promise.resolve('ok'), reload)).resolves.toBe('ok');
    void loadWithReload(() => Promise.reject(chunkError), reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('does not reload for other errors', async () => {
    const reload = vi.fn();
    await expect(loadWithReload(() => Promise.reject(new Error('bug')), reload)).rejects.toThrow('bug');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the reload after a chunk-load failure', () => {
  const at = (href: string) => ({ href, assign: vi.fn(), reload: vi.fn() });

  it('goes to the screen a navigation under way was going to, not back to the one being left', () => {
    registerPendingDestination(() => '/en/detailed-balance?month=3');
    const location = at('http://portal.test/en');
    reloadToDestination(location);
    expect(location.assign).toHaveBeenCalledWith('/en/detailed-balance?month=3');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('reloads the page itself when no navigation is under way, or the navigation goes where the page is', () => {
    const idle = at('http://portal.test/en/employees');
    reloadToDestination(idle);
    expect(idle.reload).toHaveBeenCalledTimes(1);

    registerPendingDestination(() => '/en/employees');
    const same = at('http://portal.test/en/employees');
    reloadToDestination(same);
    expect(same.reload).toHaveBeenCalledTimes(1);
    expect(same.assign).not.toHaveBeenCalled();
  });
});
