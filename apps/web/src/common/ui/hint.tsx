import { Tooltip, type TooltipProps } from '@mantine/core';
import {
  cloneElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type Ref,
} from 'react';

type HintChild = ReactElement<{ ref?: Ref<HTMLElement>; onFocus?: (event: FocusEvent<HTMLElement>) => void }>;

export type HintProps = Omit<TooltipProps, 'children' | 'target'> & { children: HintChild };

/**
 * The UI library's tooltip, put on its element in a render of its own after the commit that first draws the
 * element (docs/decisions/0044). The tooltip's positioning library sets its state when the element is attached,
 * during the commit; React then renders again synchronously in the same task and runs every passive effect of
 * the screen with it. On the first commit of a signed-in screen, whose header holds such tooltips, that made
 * one long task of the commit, the tooltips' second render and all the screen's effects.
 *
 * The element is drawn anew inside the tooltip: when it had the focus, it gets it back.
 */
export function Hint({ children, ...tooltip }: HintProps) {
  const [drawn, setDrawn] = useState(false);
  const element = useRef<HTMLElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    startTransition(() => setDrawn(true));
  }, []);
  useLayoutEffect(() => {
    // focus that went with the element it was on, not focus the user moved elsewhere
    if (drawn && focused.current && (document.activeElement === document.body || document.activeElement === null)) element.current?.focus();
  }, [drawn]);
  if (drawn) return <Tooltip {...tooltip}>{cloneElement(children, { ref: element })}</Tooltip>;
  return cloneElement(children, {
    ref: element,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      focused.current = true;
      children.props.onFocus?.(event);
    },
  });
}
