/**
 * Control characters (C0 and DEL) that a single-line text input refuses, and those a multi-line one refuses
 * (all but tab and line breaks). Without a schema library, so a hand-written form check can use them too.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
export const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether a text has a control character (tab, CR and LF count only when `multiline` is false). */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);
}
