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
});
