import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { Hint } from './hint';

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

describe('Hint', () => {
  it("shows its label when its element is pointed at, as the library's tooltip does", async () => {
    renderWithProviders(
      <Hint label="Refresh the balance" transitionProps={{ duration: 0 }}>
        <button type="button">Refresh</button>
      </Hint>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Refresh the balance')).toBeInTheDocument();
  });

  /** Renders `ui` in its first commit only, runs `meanwhile`, then lets the effects and the transition run. */
  function firstCommitThen(ui: ReactElement, meanwhile: (container: HTMLElement) => void) {
    container = document.createElement('div');
    document.body.appendChild(container);
    act(() => {
      root = createRoot(container!);
      flushSync(() => root!.render(<MantineProvider>{ui}</MantineProvider>));
      meanwhile(container!);
    });
    return container;
  }

  it('draws the tooltip after the first commit, and an element focused before then keeps the focus', () => {
    const onFocus = vi.fn();
    let first: HTMLButtonElement | null = null;
    const drawn = firstCommitThen(
      <Hint label="Mail">
        <button type="button" onFocus={onFocus}>
          Mail
        </button>
      </Hint>,
      (c) => {
        first = c.querySelector('button');
        first!.focus();
      },
    );
    const now = drawn.querySelector('button');
    // the element was drawn anew inside the tooltip, and the focus followed it
    expect(now).not.toBe(first);
    expect(document.activeElement).toBe(now);
    expect(onFocus).toHaveBeenCalled();
  });

  it('leaves the focus where the user moved it', () => {
    const elsewhere = document.createElement('input');
    document.body.appendChild(elsewhere);
    firstCommitThen(
      <Hint label="Mail">
        <button type="button">Mail</button>
      </Hint>,
      (c) => {
        c.querySelector('button')!.focus();
        elsewhere.focus();
      },
    );
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
