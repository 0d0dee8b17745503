/**
 * A page pre-rendered at build time (apps/web/build/prerender.ts) can be typed into before the script has
 * arrived. The app replaces its markup with the same screen, so what was typed is followed here until the
 * screen has mounted: the screen starts from these values and gives the focus back to the field that had it.
 */

/** The attribute of the root element of a pre-rendered page: the text namespaces its screen uses. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedFields {
  /** Non-empty values of the named fields. */
  values: Record<string, string>;
  /** The field that had the focus, with its selection. */
  focus: { name: string; start: number | null; end: number | null } | null;
}

let following: { fields: PrerenderedFields; stop: () => void } | null = null;

const EVENTS = ['input', 'change', 'focusin', 'focusout', 'select', 'keyup', 'mouseup'] as const;

function readFields(container: HTMLElement): PrerenderedFields {
  const values: Record<string, string> = {};
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) if (input.value) values[input.name] = input.value;
  const active = container.ownerDocument.activeElement;
  const focus =
    active instanceof HTMLInputElement && active.name && container.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : null;
  return { values, focus };
}

/**
 * Starts following the fields of the pre-rendered page in `container`, if it holds one. Answers the text
 * namespaces its screen uses (to load before the app renders, so the first render is that screen and not a
 * loader), or null when the container holds no pre-rendered page.
 */
export function followPrerenderedFields(container: HTMLElement): string[] | null {
  const namespaces = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (namespaces === null) return null;
  // read until the handoff ends; once the app has replaced the markup, its fields hold the same values
  const read = () => {
    if (following) following.fields = readFields(container);
  };
  for (const type of EVENTS) container.addEventListener(type, read, true);
  following = {
    fields: readFields(container),
    stop: () => {
      for (const type of EVENTS) container.removeEventListener(type, read, true);
      container.removeAttribute(PRERENDERED_ATTRIBUTE);
    },
  };
  return namespaces.split(',').filter(Boolean);
}

/** The value typed into the pre-rendered field `name`, while the app is taking the page over. */
export function prerenderedValue(name: string): string | undefined {
  return following?.fields.values[name];
}

/** The pre-rendered fields' values and focus, while the app is taking the page over; null otherwise. */
export function prerenderedFields(): PrerenderedFields | null {
  return following?.fields ?? null;
}

/** Forgets what was typed into the pre-rendered page (after the first screen has mounted). */
export function endPrerenderedHandoff(): void {
  following?.stop();
  following = null;
}
