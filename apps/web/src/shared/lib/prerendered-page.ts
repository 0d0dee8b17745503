/**
 * A page pre-rendered at build time (apps/web/build/prerender.ts) can be typed into, and its buttons pressed,
 * before the script has arrived. The app renders the same screen in its place; what the visitor did
 * meanwhile is followed here and carried over: the typed values go into the app's fields as if typed there,
 * the focus and selection go back where they were, and the last button pressed is pressed again.
 */

/** The attribute of the root element of a pre-rendered page: the text namespaces its screen uses. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute of the root element of a page pre-rendered as a signed-in employer's first frame (the home
 * and employees screens, docs/decisions/0040): the app renders it only once the frame's code is there.
 */
export const PRERENDERED_FRAME_ATTRIBUTE = 'data-prerendered-frame';

interface Followed {
  container: HTMLElement;
  /** Values of the named fields, as last typed. */
  values: Map<string, string>;
  /** The field that had the focus, with its selection. */
  focus: { name: string; start: number | null; end: number | null } | null;
  /** The last button pressed: where it is in the markup (child indexes from the container), and what it says. */
  press: { path: number[]; type: string; text: string } | null;
  stop: () => void;
}

let followed: Followed | null = null;

const FIELD_EVENTS = ['input', 'change', 'focusin', 'focusout', 'select', 'keyup', 'mouseup'] as const;

function pathTo(container: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== container && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(container: Element, path: readonly number[]): Element | null {
  let node: Element | null = container;
  for (const i of path) node = node?.children[i] ?? null;
  return node;
}

function readFields(state: Followed) {
  const { container } = state;
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]'))
    state.values.set(input.name, input.value);
  const active = container.ownerDocument.activeElement;
  state.focus =
    active instanceof HTMLInputElement && active.name && container.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null;
}

/**
 * Starts following the pre-rendered page in `container`, if it holds one. Answers the text namespaces its
 * screen uses (to load before the app renders, so that the app's first render is that screen and not a
 * loader), or null when the container holds no pre-rendered page.
 */
export function followPrerenderedPage(container: HTMLElement): string[] | null {
  const namespaces = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (namespaces === null) return null;
  const state: Followed = { container, values: new Map(), focus: null, press: null, stop: () => undefined };
  // the markup is the pre-rendered one until the app's first commit, after which these stop. Taking the
  // focused field out of the page in that commit makes it report a change and a loss of focus, which are not
  // the visitor's doing: those two are read a task later, by when the commit has taken over what was read
  // before it.
  let stopped = false;
  const onField = (event: Event) => {
    if (event.type !== 'focusout' && event.type !== 'change') readFields(state);
    else
      setTimeout(() => {
        if (!stopped) readFields(state);
      }, 0);
  };
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && container.contains(button))
      state.press = { path: pathTo(container, button), type: button.type, text: button.textContent ?? '' };
  };
  for (const type of FIELD_EVENTS) container.addEventListener(type, onField, true);
  container.addEventListener('click', onClick, true);
  state.stop = () => {
    stopped = true;
    for (const type of FIELD_EVENTS) container.removeEventListener(type, onField, true);
    container.removeEventListener('click', onClick, true);
  };
  readFields(state);
  followed = state;
  return namespaces.split(',').filter(Boolean);
}

/** Sets a field's value as typing does, so that the app's change handler sees it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Carries what was done on the pre-rendered page over to the app's screen, which has just replaced it
 * (called once, before the app's first paint): typed values, focus and selection, then the last press.
 */
export function takeOverPrerenderedPage(): void {
  const state = followed;
  if (!state) return;
  followed = null;
  state.stop();
  const { container } = state;
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute(PRERENDERED_FRAME_ATTRIBUTE);
  const field = (name: string) =>
    [...container.querySelectorAll<HTMLInputElement>('input[name]')].find((input) => input.name === name) ?? null;
  for (const [name, value] of state.values) {
    const input = field(name);
    if (input && value && input.value !== value) typeInto(input, value);
  }
  // once the screen has rendered the typed values (still before the paint): typing into a field moves its
  // cursor, so the focus and selection come after
  const focus = state.focus;
  if (focus) {
    queueMicrotask(() => {
      const input = field(focus.name);
      input?.focus();
      if (input && focus.start !== null && focus.end !== null) {
        try {
          input.setSelectionRange(focus.start, focus.end);
        } catch {
          // a field type without a selection
        }
      }
    });
  }
  const press = state.press;
  if (press) {
    // after the typed values are the screen's own: the same button, if the screen has it where it was
    setTimeout(() => {
      const button = elementAt(container, press.path);
      if (
        button instanceof HTMLButtonElement &&
        button.type === press.type &&
        (button.textContent ?? '') === press.text &&
        !button.disabled
      )
        button.click();
    }, 0);
  }
}
