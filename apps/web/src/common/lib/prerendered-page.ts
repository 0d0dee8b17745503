/**
 * A page pre-rendered at build time (apps/web/build/prerender.ts) can be typed into, and its buttons pressed,
 * before the script has arrived. The app renders the same screen in its place; what the visitor did
 * meanwhile is followed here and carried over: the typed values go into the app's fields as if typed there,
 * the focus and selection go back where they were, and the last button pressed is pressed again.
 */

import { PRESSED_BEFORE_APP, STOP_KEEPING_PRESSES } from '@pensia/domain/session/prerendered-page-scripts';

/** The attribute of the root element of a pre-rendered page: the text namespaces its screen uses. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute of the root element of a page pre-rendered as a signed-in employer's first frame (the home
 * and employees screens, docs/decisions/0040): the app renders it only once the frame's code is there.
 */
export const PRERENDERED_FRAME_ATTRIBUTE = 'data-prerendered-frame';

/** What the visitor made of a field: its text or choice, or whether it is ticked. */
type FieldState = { value: string } | { checked: boolean };

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Followed {
  container: HTMLElement;
  /** The fields the visitor changed from what the page came with, by their key (`fieldKey`), as last left. */
  values: Map<string, FieldState>;
  /** The field that had the focus, with its selection. */
  focus: { key: string; start: number | null; end: number | null } | null;
  /** The last button pressed: where it is in the markup (child indexes from the container), and what it says. */
  press: { path: number[]; type: string; text: string } | null;
  stop: () => void;
}

let followed: Followed | null = null;

const FIELD_EVENTS = ['input', 'change', 'focusin', 'focusout', 'select', 'keyup', 'mouseup'] as const;
const FIELDS = 'input, select, textarea';

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

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The words a field is known by: its label's, or its `aria-label`. */
function labelOf(field: Field): string {
  const label = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
  return label.replace(/\s+/g, ' ').trim();
}

/**
 * How a field is found again in the screen that replaces the page: by its name where the name is the
 * screen's own (the UI library names some fields with generated ids, which differ between the two renders),
 * else by its label (every field of the portal has one), else by where it is in the markup (which can move:
 * the app may show parts the page did not have yet). A choice among radio buttons is never found by name.
 */
function fieldKey(container: Element, field: Field): string {
  const name = field.getAttribute('name');
  if (name && !name.startsWith('mantine-') && !(field instanceof HTMLInputElement && field.type === 'radio'))
    return `name:${field.tagName}:${name}`;
  const label = labelOf(field);
  if (label) return `label:${field.tagName}:${label}`;
  return `path:${field.tagName}:${pathTo(container, field).join('.')}`;
}

function findField(container: Element, key: string): Field | null {
  const [kind, tag, ...parts] = key.split(':');
  const rest = parts.join(':');
  const fields = () => [...container.querySelectorAll<Field>(FIELDS)].filter((f) => f.tagName === tag);
  const found =
    kind === 'name'
      ? fields().find((f) => f.getAttribute('name') === rest)
      : kind === 'label'
        ? fields().find((f) => labelOf(f) === rest)
        : elementAt(container, rest === '' ? [] : rest.split('.').map(Number));
  return found && found.tagName === tag ? (found as Field) : null;
}

/** Whether the visitor changed the field from what the page came with. */
function changed(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

function readFields(state: Followed) {
  const { container } = state;
  // the fields on the page now; one that is gone keeps what was last read of it
  // a field's key (its label, found through the document) is worked out only for a field the visitor changed,
  // or to forget one that was: most fields of a page are as they came, and this runs on every keystroke
  for (const field of container.querySelectorAll<Field>(FIELDS)) {
    if (changed(field)) state.values.set(fieldKey(container, field), isCheckable(field) ? { checked: field.checked } : { value: field.value });
    else if (state.values.size > 0) state.values.delete(fieldKey(container, field));
  }
  const active = container.ownerDocument.activeElement;
  state.focus =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && container.contains(active)
      ? { key: fieldKey(container, active), start: active.selectionStart, end: active.selectionEnd }
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
  // a press made before this script ran, kept by the page's boot script
  const holder = globalThis as Record<string, unknown>;
  const early = holder[PRESSED_BEFORE_APP];
  delete holder[PRESSED_BEFORE_APP];
  // from here on the app follows presses itself: the boot script's document-wide listener has done its part
  const stopKeeping = holder[STOP_KEEPING_PRESSES];
  delete holder[STOP_KEEPING_PRESSES];
  if (typeof stopKeeping === 'function') (stopKeeping as () => void)();
  if (early instanceof HTMLButtonElement && container.contains(early))
    state.press = { path: pathTo(container, early), type: early.type, text: early.textContent ?? '' };
  followed = state;
  return namespaces.split(',').filter(Boolean);
}

/** Sets a field's text or choice as the visitor does, so that the app's change handler sees it. */
function enterInto(field: Field, state: FieldState) {
  if ('checked' in state) {
    // a click is how a box is ticked: the app's handler reads it
    if (isCheckable(field) && field.checked !== state.checked) field.click();
    return;
  }
  if (field.value === state.value) return;
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, state.value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Carries what was done on the pre-rendered page over to the app's screen, which has just replaced it
 * (called once, before the app's first paint): the fields the visitor changed, focus and selection, then the
 * last press. A field the visitor left as it came keeps what the app gives it.
 */
export function takeOverPrerenderedPage(): void {
  const state = followed;
  if (!state) return;
  followed = null;
  state.stop();
  const { container } = state;
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  container.removeAttribute(PRERENDERED_FRAME_ATTRIBUTE);
  for (const [key, value] of state.values) {
    const field = findField(container, key);
    if (field && !isCheckable(field) === !('checked' in value)) enterInto(field, value);
  }
  // once the screen has rendered the typed values (still before the paint): typing into a field moves its
  // cursor, so the focus and selection come after
  const focus = state.focus;
  if (focus) {
    queueMicrotask(() => {
      const field = findField(container, focus.key);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      field.focus();
      if (focus.start !== null && focus.end !== null) {
        try {
          field.setSelectionRange(focus.start, focus.end);
        } catch {
          // a field type without a selection
        }
      }
    });
  }
  const press = state.press;
  if (press) {
    // after the typed values are the screen's own: the same button (its kind and words), where it was if it
    // is still there, else the only one of its kind and words (the app may show parts the page had not yet)
    setTimeout(() => {
      const same = [...container.querySelectorAll('button')].filter(
        (b) => b.type === press.type && (b.textContent ?? '') === press.text && !b.disabled,
      );
      const atPlace = elementAt(container, press.path);
      const button = same.find((b) => b === atPlace) ?? (same.length === 1 ? same[0] : undefined);
      button?.click();
    }, 0);
  }
}
