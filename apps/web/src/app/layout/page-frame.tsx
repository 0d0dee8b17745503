import { Box, useMantineStyleNonce, type BoxProps, type ElementProps } from '@mantine/core';
import { useId, useWindowEvent } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * The page frame of the portal: a fixed header 64 px high, a menu 280 px wide beside the screen from the `md`
 * breakpoint (over it, the whole width, below), and the screen's padding growing with the width. It is the UI
 * library's `AppShell` with these props, drawn the same (the same elements, classes, attributes and CSS
 * variables, so the library's AppShell stylesheet lays it out; page-frame.test.tsx compares the two), without
 * what the portal never uses and the sign-in page's start-up would carry: resizable sections, asides and footers,
 * static mode, and the library's computing of the media rules from any props (docs/decisions/0043).
 */

/** The props of the library's AppShell this frame draws (page-frame.test.tsx gives them to the library). */
export const FRAME_LAYOUT = {
  header: { height: 64 },
  navbar: { width: 280, breakpoint: 'md' },
  padding: { base: 'sm', sm: 'md', lg: 'xl' },
} as const;

/** The library's AppShell class names (AppShell.classes), which its stylesheet in the start-up CSS styles. */
export const FRAME_CLASSES = {
  root: 'm_89ab340 mantine-AppShell-root',
  header: 'm_3b16f56b mantine-AppShell-header',
  navbar: 'm_45252eee mantine-AppShell-navbar',
  main: 'm_8983817 mantine-AppShell-main',
} as const;

/**
 * The class the library's scroll lock (react-remove-scroll) gives the scroll bar's width as a right margin while
 * a dialog is open, so the fixed header does not move under it (`RemoveScroll.classNames.zeroRight`).
 */
export const SCROLL_LOCK_RIGHT_CLASS = 'right-scroll-bar-position';

/** The library's z-index of an app shell (`getDefaultZIndex('app')`). */
const Z_INDEX = 100;

const BASE =
  ':root{--app-shell-navbar-width:calc(17.5rem * var(--mantine-scale));--app-shell-navbar-offset:calc(17.5rem * var(--mantine-scale));--app-shell-header-height:calc(4rem * var(--mantine-scale));--app-shell-header-offset:calc(4rem * var(--mantine-scale));--app-shell-padding:var(--mantine-spacing-sm);}@media(min-width: 48em){:root{--app-shell-padding:var(--mantine-spacing-md);}}';
const DESKTOP_COLLAPSED =
  '@media(min-width: 62em){:root{--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));--app-shell-navbar-offset:0px !important;}}';
const WIDE = '@media(min-width: 75em){:root{--app-shell-padding:var(--mantine-spacing-xl);}}';
const MOBILE_COLLAPSED =
  '@media(max-width: 61.99375em){:root{--app-shell-navbar-width:100%;--app-shell-navbar-offset:0px;--app-shell-navbar-transform:translateX(calc(var(--app-shell-navbar-width) * -1));--app-shell-navbar-transform-rtl:translateX(var(--app-shell-navbar-width));}}';
const MOBILE_OPEN = '@media(max-width: 62em){:root{--app-shell-navbar-offset:0px;--app-shell-navbar-width:100%;}}';

/** The CSS variables the library's AppShell writes for FRAME_LAYOUT with the menu collapsed as given. */
export function frameMediaStyles(collapsed: { mobile: boolean; desktop: boolean }): string {
  return BASE + (collapsed.desktop ? DESKTOP_COLLAPSED : '') + WIDE + (collapsed.mobile ? MOBILE_COLLAPSED : MOBILE_OPEN);
}

/**
 * True while the window is being resized and for 200 ms after the frame is first drawn or the window last
 * resized: the sections' transitions are off meanwhile (`data-resizing`), as in the library's AppShell.
 */
function useResizing(): boolean {
  const [resizing, setResizing] = useState(true);
  const timeout = useRef<number | undefined>(undefined);
  // (re)starts the 200 ms after which the frame counts as settled
  const settle = useCallback(() => {
    window.clearTimeout(timeout.current);
    timeout.current = window.setTimeout(() => setResizing(false), 200);
  }, []);
  useEffect(() => {
    settle();
    return () => window.clearTimeout(timeout.current);
  }, [settle]);
  useWindowEvent('resize', () => {
    setResizing(true);
    settle();
  });
  return resizing;
}

export interface PageFrameProps {
  /** The menu is hidden: on phones (under `md`), and from `md` up. */
  collapsed: { mobile: boolean; desktop: boolean };
  children: ReactNode;
}

export function PageFrame({ collapsed, children }: PageFrameProps) {
  const id = useId();
  const nonce = useMantineStyleNonce();
  const resizing = useResizing();
  return (
    <>
      <style data-mantine-styles="inline" nonce={nonce?.()} dangerouslySetInnerHTML={{ __html: frameMediaStyles(collapsed) }} />
      <div
        style={{ '--app-shell-transition-duration': '200ms', '--app-shell-transition-timing-function': 'ease' } as CSSProperties}
        className={FRAME_CLASSES.root}
        data-resizing={resizing || undefined}
        data-mode="fixed"
        id={id}
      >
        {children}
      </div>
    </>
  );
}

type SectionProps = BoxProps & ElementProps<'div'>;

function FrameHeader({ children, ...others }: SectionProps) {
  return (
    <Box
      component="header"
      className={`${FRAME_CLASSES.header} ${SCROLL_LOCK_RIGHT_CLASS}`}
      mod={{ 'with-border': true }}
      __vars={{ '--app-shell-header-z-index': String(Z_INDEX) }}
      {...others}
    >
      {children}
    </Box>
  );
}

function FrameNavbar({ children, ...others }: SectionProps) {
  return (
    <Box
      component="nav"
      className={FRAME_CLASSES.navbar}
      mod={{ 'with-border': true }}
      __vars={{ '--app-shell-navbar-z-index': `calc(${Z_INDEX} + 1)` }}
      {...others}
    >
      {children}
    </Box>
  );
}

function FrameMain({ children, ...others }: SectionProps) {
  return (
    <Box component="main" className={FRAME_CLASSES.main} {...others}>
      {children}
    </Box>
  );
}

PageFrame.Header = FrameHeader;
PageFrame.Navbar = FrameNavbar;
PageFrame.Main = FrameMain;
