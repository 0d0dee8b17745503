import { act, useLayoutEffect, useState, type ChangeEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPrerenderedPage, PRERENDERED_ATTRIBUTE, takeOverPrerenderedPage } from './prerendered-page';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** The same form as the pre-rendered one, with its values in React state, as the sign-in screen keeps them. */
function Form({ onSubmit }: { onSubmit: (values: { username: string; password: string }) => void }) {
  const [values, setValues] = useState({ username: '', password: '' });
  const change = (name: 'username' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [name]: value }));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <input name="username" value={values.username} onChange={change('username')} />
      <input name="password" type="password" value={values.password} onChange={change('password')} />
      <button type="submit">Sign in</button>
    </form>
  );
}

/** The screen as the app renders it in place of the pre-rendered one: taken over after its first commit, as App does. */
function TakingOver({ onSubmit }: { onSubmit: (values: { username: string; password: string }) => void }) {
  useLayoutEffect(() => takeOverPrerenderedPage(), []);
  return <Form onSubmit={onSubmit} />;
}

function prerendered(namespaces = 'auth,common'): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, namespaces);
  container.innerHTML =
    '<form method="dialog"><input name="username" value=""><input name="password" type="password" value=""><button type="submit">Sign in</button></form>';
  document.body.append(container);
  return container;
}

afterEach(() => {
  takeOverPrerenderedPage();
  document.body.innerHTML = '';
});

describe('a pre-rendered page taken over by the app', () => {
  it('answers the namespaces of a pre-rendered page, and nothing for an empty root', () => {
    expect(followPrerenderedPage(prerendered('auth,common,layout'))).toEqual(['auth', 'common', 'layout']);
    const empty = document.createElement('div');
    expect(followPrerenderedPage(empty)).toBeNull();
  });

  it('carries the typed values, the focus and the selection, and the last press, to the screen that replaced it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const container = prerendered();
      const [username, password] = [...container.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
      username.value = 'demo-self';
      followPrerenderedPage(container);
      // typed after the script started following
      password.focus();
      password.value = 'Demo#2026pass';
      password.dispatchEvent(new Event('input', { bubbles: true }));
      password.setSelectionRange(4, 4);
      password.dispatchEvent(new Event('select', { bubbles: true }));
      container.querySelector('button')!.click();

      const submitted = vi.fn();
      const root = createRoot(container);
      await act(async () => root.render(<TakingOver onSubmit={submitted} />));
      expect(container.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
      const [newUsername, newPassword] = [...container.querySelectorAll('input')] as [
        HTMLInputElement,
        HTMLInputElement,
      ];
      expect(newUsername).not.toBe(username);
      expect(newUsername.value).toBe('demo-self');
      expect(newPassword.value).toBe('Demo#2026pass');
      expect(document.activeElement).toBe(newPassword);
      expect(newPassword.selectionStart).toBe(4);

      expect(submitted).not.toHaveBeenCalled();
      await act(async () => vi.runAllTimers());
      expect(submitted).toHaveBeenCalledExactlyOnceWith({ username: 'demo-self', password: 'Demo#2026pass' });
      await act(async () => root.unmount());
    } finally {
      vi.useRealTimers();
    }
  });

  it('carries nothing once taken over: a later visit of the screen starts empty', async () => {
    const container = prerendered();
    (container.querySelector('input[name="username"]') as HTMLInputElement).value = 'demo-self';
    followPrerenderedPage(container);
    takeOverPrerenderedPage();
    const root = createRoot(container);
    await act(async () => root.render(<TakingOver onSubmit={() => undefined} />));
    expect((container.querySelector('input[name="username"]') as HTMLInputElement).value).toBe('');
    await act(async () => root.unmount());
  });

  it('carries the choices the visitor changed (a list, a choice among buttons, a field without a name), and leaves the others to the app', async () => {
    /** A screen of choices, as the home screen's: a month, a year the app fills in, a form kind, a search. */
    function Choices() {
      const [month, setMonth] = useState('');
      const [year, setYear] = useState('2031');
      const [form, setForm] = useState('detailed');
      const [search, setSearch] = useState('');
      useLayoutEffect(() => takeOverPrerenderedPage(), []);
      return (
        <form>
          <select name="month" value={month} onChange={(e) => setMonth(e.currentTarget.value)}>
            <option value="">Choose</option>
            <option value="3">March</option>
          </select>
          <select name="year" value={year} onChange={(e) => setYear(e.currentTarget.value)}>
            <option value="2031">2031</option>
            <option value="2030">2030</option>
          </select>
          <div>
            <input type="radio" name="mantine-client-id" value="simple" checked={form === 'simple'} onChange={() => setForm('simple')} />
            <input type="radio" name="mantine-client-id" value="detailed" checked={form === 'detailed'} onChange={() => setForm('detailed')} />
          </div>
          <input type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <output>{`${month}|${year}|${form}|${search}`}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.setAttribute(PRERENDERED_ATTRIBUTE, 'common');
    // the page as rendered at build time: another year first (the build's), generated names of its own
    container.innerHTML =
      '<form><select name="month"><option value="" selected>Choose</option><option value="3">March</option></select>' +
      '<select name="year"><option value="2030" selected>2030</option><option value="2031">2031</option></select>' +
      '<div><input type="radio" name="mantine-build-id" value="simple"><input type="radio" name="mantine-build-id" value="detailed" checked></div>' +
      '<input type="search" value=""><output></output></form>';
    document.body.append(container);
    followPrerenderedPage(container);
    const [month] = [...container.querySelectorAll('select')] as [HTMLSelectElement];
    month.value = '3';
    month.dispatchEvent(new Event('change', { bubbles: true }));
    (container.querySelectorAll('input[type="radio"]')[0] as HTMLInputElement).click();
    const search = container.querySelector('input[type="search"]') as HTMLInputElement;
    search.value = '0100';
    search.dispatchEvent(new Event('input', { bubbles: true }));

    const root = createRoot(container);
    await act(async () => root.render(<Choices />));
    // the month, the kind and the search the visitor chose; the year the app's, which the visitor left alone
    expect(container.querySelector('output')!.textContent).toBe('3|2031|simple|0100');
    await act(async () => root.unmount());
  });

  it('carries out a press made before the app followed the page, as the boot script kept it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const container = prerendered();
      const [username, password] = [...container.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
      username.value = 'demo-self';
      password.value = 'Demo#2026pass';
      // pressed before this module ran: only the page's boot script saw it
      (window as unknown as Record<string, unknown>).__pensiaPressed = container.querySelector('button');
      const stopKeeping = vi.fn();
      (window as unknown as Record<string, unknown>).__pensiaStopKeeping = stopKeeping;
      followPrerenderedPage(container);
      expect((window as unknown as Record<string, unknown>).__pensiaPressed).toBeUndefined();
      // the boot script's listener is stopped: the app follows presses from here on
      expect(stopKeeping).toHaveBeenCalledOnce();
      const submitted = vi.fn();
      const root = createRoot(container);
      await act(async () => root.render(<TakingOver onSubmit={submitted} />));
      await act(async () => vi.runAllTimers());
      expect(submitted).toHaveBeenCalledExactlyOnceWith({ username: 'demo-self', password: 'Demo#2026pass' });
      await act(async () => root.unmount());
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds a field without a name by its label when the screen that replaces the page has more in front of it', async () => {
    function Search() {
      const [text, setText] = useState('');
      useLayoutEffect(() => takeOverPrerenderedPage(), []);
      return (
        <main>
          {/* what the app shows once the user is known, and the page could not */}
          <section>
            <input aria-label="Refresh" type="checkbox" />
          </section>
          <div>
            <label htmlFor="client-id">Search employees</label>
            <input id="client-id" type="search" value={text} onChange={(e) => setText(e.currentTarget.value)} />
          </div>
          <output>{text}</output>
        </main>
      );
    }
    const container = document.createElement('div');
    container.setAttribute(PRERENDERED_ATTRIBUTE, 'common');
    container.innerHTML =
      '<main><div><label for="build-id">Search employees</label><input id="build-id" type="search" value=""></div><output></output></main>';
    document.body.append(container);
    followPrerenderedPage(container);
    const search = container.querySelector('input')!;
    search.value = 'zzzz-nobody';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const root = createRoot(container);
    await act(async () => root.render(<Search />));
    expect(container.querySelector('output')!.textContent).toBe('zzzz-nobody');
    await act(async () => root.unmount());
  });

  it('presses the same button again when the screen that replaces the page has more in front of it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const pressed = vi.fn();
      function Tabs() {
        useLayoutEffect(() => takeOverPrerenderedPage(), []);
        return (
          <main>
            <section>
              <button type="button">Refresh</button>
            </section>
            <div>
              <button type="button">Employees</button>
              <button type="button" onClick={pressed}>
                Statistics
              </button>
            </div>
          </main>
        );
      }
      const container = document.createElement('div');
      container.setAttribute(PRERENDERED_ATTRIBUTE, 'common');
      container.innerHTML = '<main><div><button type="button">Employees</button><button type="button">Statistics</button></div></main>';
      document.body.append(container);
      followPrerenderedPage(container);
      container.querySelectorAll('button')[1]!.click();
      const root = createRoot(container);
      await act(async () => root.render(<Tabs />));
      await act(async () => vi.runAllTimers());
      expect(pressed).toHaveBeenCalledOnce();
      await act(async () => root.unmount());
    } finally {
      vi.useRealTimers();
    }
  });
});
