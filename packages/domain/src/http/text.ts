import { z } from 'zod';
import { vmsg } from '../i18n/messages.ts';
import { CONTROL, CONTROL_BUT_LINE_BREAKS, hasControlCharacters } from './control-characters.ts';

/**
 * Text a request carries (JSON bodies, query strings, path parameters, multipart fields). Every text input
 * of a contract is built here, never from a bare `z.string()`: control characters (C0 and DEL) are refused
 * with a field message before the value reaches a service or the database — PostgreSQL can't store NUL in
 * text, and the other control characters are never typed by a person. Tab and line breaks are allowed only
 * in multi-line text (letter bodies and the like). Outputs (response schemas) keep plain `z.string()`.
 */

export { hasControlCharacters };

/** The message reference of a refused control character. */
export const CONTROL_CHARACTERS_MESSAGE = vmsg('controlCharacters');

type StringParams = Parameters<typeof z.string>[0];

/** A single-line text input: no control character at all. Chain `.trim()`, `.min()`, `.max()` as usual. */
export function text(params?: StringParams) {
  return z.string(params).refine((v) => !hasControlCharacters(v), CONTROL_CHARACTERS_MESSAGE);
}

/** A multi-line text input (a letter's text, a reason, a comment): tab, CR and LF allowed, no other control character. */
export function multilineText(params?: StringParams) {
  return z.string(params).refine((v) => !hasControlCharacters(v, { multiline: true }), CONTROL_CHARACTERS_MESSAGE);
}

/** Replaces control characters (except, for multi-line text, tab and line breaks) with U+FFFD, for text that is kept as it came (what an uploaded cell held). */
export function withoutControlCharacters(value: string, options: { multiline?: boolean } = {}): string {
  const re = options.multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL;
  return value.replace(new RegExp(re.source, 'g'), '\uFFFD');
}
