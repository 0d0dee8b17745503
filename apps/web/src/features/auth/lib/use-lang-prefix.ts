import { useTranslation } from 'react-i18next';
import { DEFAULT_PREFIX, LANGUAGES, type LanguagePrefix } from '@pensia/domain';

/** The URL language prefix (ge, en, ru) of the current interface language. */
export function useLangPrefix(): LanguagePrefix {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return LANGUAGES.find((l) => l.lng === lng)?.prefix ?? DEFAULT_PREFIX;
}
