/** Interface languages (section 1): the URL prefix, the i18next language and the Intl locale. */
export const LANGUAGES = [
  { prefix: 'ge', lng: 'ka', locale: 'ka-GE' },
  { prefix: 'en', lng: 'en', locale: 'en-US' },
  { prefix: 'ru', lng: 'ru', locale: 'ru-RU' },
] as const;

export type LanguagePrefix = (typeof LANGUAGES)[number]['prefix'];
export type Lang = (typeof LANGUAGES)[number]['lng'];
export const DEFAULT_PREFIX: LanguagePrefix = 'ge';
export const DEFAULT_LANG: Lang = 'ka';
export const LANGS: readonly Lang[] = LANGUAGES.map((l) => l.lng);

export function isLanguagePrefix(value: string | undefined): value is LanguagePrefix {
  return LANGUAGES.some((l) => l.prefix === value);
}

export function langOfPrefix(prefix: LanguagePrefix): Lang {
  return LANGUAGES.find((l) => l.prefix === prefix)!.lng;
}

export function prefixOfLang(lng: Lang): LanguagePrefix {
  return LANGUAGES.find((l) => l.lng === lng)!.prefix;
}

export function localeOfLang(lng: Lang): string {
  return LANGUAGES.find((l) => l.lng === lng)!.locale;
}

/**
 * Picks the language of a request from an Accept-Language header: the supported language with the highest
 * quality value (`q`), the earlier one on a tie; `q=0` means "not this one". Georgian by default.
 */
export function negotiateLang(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...attributes] = part.split(';');
    const lang = langOfTag(tag.trim().toLowerCase().split('-')[0]!);
    if (!lang) continue;
    const qAttr = attributes.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith('q='));
    const parsed = qAttr ? Number(qAttr.slice(2)) : 1;
    const q = Number.isFinite(parsed) ? parsed : 1;
    if (q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

function langOfTag(base: string): Lang | undefined {
  if (base === 'ka' || base === 'ge') return 'ka';
  if (base === 'en') return 'en';
  if (base === 'ru') return 'ru';
  return undefined;
}
