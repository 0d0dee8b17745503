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

/** Picks the language of a request from an Accept-Language style header; Georgian by default. */
export function negotiateLang(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const base = tag.split('-')[0];
    if (base === 'ka' || base === 'ge') return 'ka';
    if (base === 'en') return 'en';
    if (base === 'ru') return 'ru';
  }
  return DEFAULT_LANG;
}
