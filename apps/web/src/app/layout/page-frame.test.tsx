import { AppShell, MantineProvider, RemoveScroll } from '@mantine/core';
import { act, render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { FRAME_CLASSES, FRAME_LAYOUT, PageFrame, SCROLL_LOCK_RIGHT_CLASS } from './page-frame';

const inTheme = (children: ReactNode) => (
  <MantineProvider theme={theme} deduplicateCssVariables={false}>
    {children}
  </MantineProvider>
);

/** An element as a comparable value: its tag, its attributes (in any order, classes as a set) and its children. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const element = node as Element;
  const attributes = Object.fromEntries(
    [...element.attributes].map((a) => [a.name, a.name === 'class' ? a.value.split(/\s+/).sort().join(' ') : a.value]),
  );
  return { tag: element.tagName, attributes, children: [...element.childNodes].map(shape) };
}

function markupShape(html: string): unknown {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map(shape);
}

/** The sections the portal puts in its frame, drawn by either frame's components. */
interface FrameSections {
  Header: ComponentType<{ children: ReactNode }>;
  Navbar: ComponentType<{ id: string; 'aria-label': string; children: ReactNode }>;
  Main: ComponentType<{ id: string; tabIndex: number; bg: string; children: ReactNode }>;
}
const sections = ({ Header, Navbar, Main }: FrameSections) => (
  <>
    <a href="#main-content">skip</a>
    <Header>header</Header>
    <Navbar id="main-menu" aria-label="Menu">
      menu
    </Navbar>
    <Main id="main-content" tabIndex={-1} bg="gray.0">
      screen
    </Main>
  </>
);

const STATES = [
  { name: 'signed out (no menu)', collapsed: { mobile: true, desktop: true } },
  { name: 'signed in, phone menu closed', collapsed: { mobile: true, desktop: false } },
  { name: 'signed in, phone menu open', collapsed: { mobile: false, desktop: false } },
];

describe('PageFrame', () => {
  afterEach(() => vi.useRealTimers());

  it.each(STATES)("draws what the library's AppShell draws for the portal's layout: $name", ({ collapsed }) => {
    const library = renderToStaticMarkup(
      inTheme(
        <AppShell header={FRAME_LAYOUT.header} navbar={{ ...FRAME_LAYOUT.navbar, collapsed }} padding={FRAME_LAYOUT.padding}>
          {sections(AppShell)}
        </AppShell>,
      ),
    );
    const ours = renderToStaticMarkup(
      inTheme(
        <PageFrame collapsed={collapsed}>{sections(PageFrame)}</PageFrame>,
      ),
    );
    // the provider's own style tags are the same in both; the frame's start at its inline styles
    const frame = (html: string) => html.slice(html.indexOf('<style data-mantine-styles="inline"'));
    expect(markupShape(frame(ours))).toEqual(markupShape(frame(library)));
  });

  it("uses the library's class names and its scroll lock's class", () => {
    const classes = AppShell.classes as Record<string, string>;
    for (const part of ['root', 'header', 'navbar', 'main'] as const)
      expect(FRAME_CLASSES[part]).toBe(`${classes[part]} mantine-AppShell-${part}`);
    expect(SCROLL_LOCK_RIGHT_CLASS).toBe(RemoveScroll.classNames.zeroRight);
  });

  it('turns the transitions off for 200 ms after it is drawn and while the window is resized', () => {
    vi.useFakeTimers();
    const { container } = render(inTheme(<PageFrame collapsed={{ mobile: true, desktop: true }}>screen</PageFrame>));
    const root = () => container.querySelector(`.${FRAME_CLASSES.root.split(' ')[0]}`)!;
    expect(root()).toHaveAttribute('data-resizing', 'true');
    act(() => void vi.advanceTimersByTime(200));
    expect(root()).not.toHaveAttribute('data-resizing');
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(root()).toHaveAttribute('data-resizing', 'true');
    act(() => void vi.advanceTimersByTime(150));
    act(() => void window.dispatchEvent(new Event('resize')));
    act(() => void vi.advanceTimersByTime(150));
    expect(root()).toHaveAttribute('data-resizing', 'true');
    act(() => void vi.advanceTimersByTime(50));
    expect(root()).not.toHaveAttribute('data-resizing');
  });
});
