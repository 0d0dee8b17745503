import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ErrorCode } from '@pensia/domain/errors';
import { DEFAULT_LANG, LANGS, isLanguagePrefix, langOfPrefix, localeOfLang, prefixOfLang, type Lang, type LanguagePrefix } from '@pensia/domain/i18n/languages';
import { validationText, type Catalogue } from '@pensia/domain/i18n/messages';
import './i18n-types';

/**
 * Every namespace file under locales/ is found here, so a namespace added by any feature is picked up
 * without touching this file; each file becomes its own chunk and is loaded only when a screen asks for it.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

/** Namespaces kept in packages/domain because the server answers with the same texts. */
export const DOMAIN_NAMESPACES = ['errors', 'validation'] as const;
export const FILE_NAMESPACES: readonly string[] = [
  ...new Set(Object.keys(loaders).map((path) => path.split('/').pop()!.replace(/\.json$/, ''))),
].sort();
/** Loaded before the first render: the layout and the session dialogs need them on every screen. */
export const STARTUP_NAMESPACES = ['common', 'layout', 'session'] as const;

/** The domain's texts of one language, a chunk each: a visitor loads only the language it reads. */
const catalogues: Record<Lang, () => Promise<Catalogue>> = {
  ka: () => import('@pensia/domain/i18n/catalogues/ka').then((m) => m.ka),
  en: () => import('@pensia/domain/i18n/catalogues/en').then((m) => m.en),
  ru: () => import('@pensia/domain/i18n/catalogues/ru').then((m) => m.ru),
};

function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> | null {
  if ((DOMAIN_NAMESPACES as readonly string[]).includes(namespace)) {
    return isLang(language) ? catalogues[language]().then((c) => c[namespace as (typeof DOMAIN_NAMESPACES)[number]]) : null;
  }
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  return load ? load().then((m) => m.default) : null;
}

const LANGUAGE_STORAGE_KEY = 'pensia.lang';

const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = loadNamespace(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load.then(
      (texts) => callback(null, texts as never),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

export const i18n = i18next.createInstance();

function isLang(value: string | undefined | null): value is Lang {
  return !!value && (LANGS as readonly string[]).includes(value);
}

function storedLang(): Lang | null {
  try {
    const v = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLang(v) ? v : null;
  } catch {
    return null;
  }
}

/** Keeps the chosen language across reloads and across logout (which clears local storage). */
export function rememberLanguage(lng: Lang = currentLang()): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // storage blocked: the URL prefix still carries the language
  }
}

/** The language of the URL prefix, else the last chosen one, else Georgian (section 2). */
export function initialLang(pathname = globalThis.location?.pathname ?? '/'): Lang {
  const first = pathname.split('/')[1];
  if (isLanguagePrefix(first)) return langOfPrefix(first);
  return storedLang() ?? DEFAULT_LANG;
}

let initialising: Promise<unknown> | null = null;

export function initI18n(lng: Lang = initialLang()): Promise<unknown> {
  initialising ??= i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: false,
      supportedLngs: [...LANGS],
      load: 'currentOnly',
      ns: [...STARTUP_NAMESPACES, ...DOMAIN_NAMESPACES],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: true },
    })
    .then(() => applyDocumentLanguage(lng));
  return initialising;
}

function applyDocumentLanguage(lng: Lang) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

export function currentLang(): Lang {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLang(l) ? l : DEFAULT_LANG;
}

export function currentPrefix(): LanguagePrefix {
  return prefixOfLang(currentLang());
}

/** Intl locale of the current language (ka-GE, en-US, ru-RU). */
export function currentLocale(): string {
  return localeOfLang(currentLang());
}

export async function setLanguage(lng: Lang): Promise<void> {
  rememberLanguage(lng);
  if (currentLang() !== lng || i18n.language !== lng) await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
}

/**
 * Text of a zod message reference made by the domain's `vmsg` (`tooShort?min=3`), in the current language
 * (or the one given), from that language's texts loaded with the start-up namespaces.
 */
export function translateValidationRef(ref: string, lang: Lang = currentLang()): string {
  const texts = { errors: i18n.getResourceBundle(lang, 'errors'), validation: i18n.getResourceBundle(lang, 'validation') } as Catalogue;
  if (!texts.errors || !texts.validation) return ref;
  return validationText(lang, texts, ref);
}

/** Text of a stable error code of the domain, in the current language. */
export function errorText(code: ErrorCode, params?: Record<string, string | number>): string {
  return i18n.t(`errors:${code}`, params ?? {});
}
