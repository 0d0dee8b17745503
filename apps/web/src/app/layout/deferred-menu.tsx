import { cloneElement, lazy, Suspense, useState, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';

/** What a header menu loaded on first use is given: its button, and whether to open at once. */
export interface LoadedMenuProps {
  /** The button that opens the menu (the same one drawn before the menu was loaded). */
  target: ReactElement;
  /** Opened, its button focused, as soon as it is drawn: the user has pressed the button already. */
  openAtOnce: boolean;
}

interface TriggerProps {
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/**
 * A header menu loaded on first use: until then only its button is drawn, the same button the menu has, so
 * the sign-in page's start-up carries no popover code. Hovering or focusing the button starts loading the
 * menu; pressing it (mouse, Enter, Space, arrow down) opens the menu once it is there.
 */
export function DeferredMenu<P extends object>({
  target,
  load,
  props,
}: {
  target: ReactElement<TriggerProps>;
  load: () => Promise<ComponentType<P & LoadedMenuProps>>;
  props: P;
}) {
  const [pressed, setPressed] = useState(false);
  const [Menu] = useState(() => lazy(() => load().then((component) => ({ default: component }))));
  const placeholder = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => setPressed(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      setPressed(true);
    },
  });
  if (!pressed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Menu {...props} target={target} openAtOnce />
    </Suspense>
  );
}
