import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('draws the tooltip after the first commit, and an element focused before then keeps the focus', () => {
    container = document.createElement('div');
    document.body.appendChild(container);
    const onFocus = vi.fn();
    let first: HTMLButtonElement | null = null;
    act(() => {
      root = createRoot(container!);
      // the first commit only: the tooltip is drawn in a transition after it
      flushSync(() =>
        root!.render(
          <MantineProvider>
            <Hint label="Mail">
              <button type="button" onFocus={onFocus}>
                Mail
              </button>
            </Hint>
          </MantineProvider>,
        ),
      );
      first = container!.querySelector('button');
      first!.focus();
    });
    const now = container.querySelector('button');
    // the element was drawn anew inside the tooltip, and the focus followed it
    expect(now).not.toBe(first);
    expect(document.activeElement).toBe(now);
    expect(onFocus).toHaveBeenCalled();
  });

  it('leaves the focus where the user moved it', () => {
    container = document.createElement('div');
    document.body.appendChild(container);
    const elsewhere = document.createElement('input');
    document.body.appendChild(elsewhere);
    act(() => {
      root = createRoot(container!);
      flushSync(() =>
        root!.render(
          <MantineProvider>
            <Hint label="Mail">
              <button type="button">Mail</button>
            </Hint>
          </MantineProvider>,
        ),
      );
      container!.querySelector('button')!.focus();
      elsewhere.focus();
    });
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
