import type { ErrorCode } from '../errors.ts';
import { en } from './catalogues/en.ts';
import { ka } from './catalogues/ka.ts';
import { ru } from './catalogues/ru.ts';
import type { Lang } from './languages.ts';
import { errorText, noticeText, statementText, validationText, type Catalogue, type NoticeTextKey, type StatementTextKey } from './messages.ts';

/**
 * Every language's texts, for the server, which answers in the caller's language. The web app loads only the
 * current language's file (catalogues/ka.ts, en.ts, ru.ts) and never imports this module at start-up.
 */
export const MESSAGES: Record<Lang, Catalogue> = { ka, en, ru };

/**
 * An error's text in a language. A parameter given per language as `name_ka`, `name_en`, `name_ru` (a name the
 * database keeps in each language) fills `{{name}}` with that language's, unless `name` itself is given.
 */
export function errorMessage(lang: Lang, code: ErrorCode, params?: Record<string, string | number>): string {
  return errorText(lang, MESSAGES[lang], code, params && ownLanguage(lang, params));
}

function ownLanguage(lang: Lang, params: Record<string, string | number>): Record<string, string | number> {
  const out = { ...params };
  const suffix = `_${lang}`;
  for (const [key, value] of Object.entries(params)) {
    if (key.endsWith(suffix)) out[key.slice(0, -suffix.length)] ??= value;
  }
  return out;
}

/** Text of a validation message reference; an unknown key falls back to a generic text, never to nothing. */
export function validationMessage(lang: Lang, ref: string): string {
  return validationText(lang, MESSAGES[lang], ref);
}

/** A text of the statements the server writes as PDF, in the caller's language. */
export function statementMessage(lang: Lang, key: StatementTextKey, params?: Record<string, string | number>): string {
  return statementText(lang, MESSAGES[lang], key, params);
}

/** A text of the participant's notices, in one language. */
export function noticeMessage(lang: Lang, key: NoticeTextKey, params?: Record<string, string | number>): string {
  return noticeText(lang, MESSAGES[lang], key, params);
}
