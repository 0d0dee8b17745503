import { isLanguagePrefix, type LanguagePrefix } from '@pensia/domain/i18n/languages';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentPrefix } from './i18n';

/**
 * The language prefix links should keep: the one of the current URL, else the interface language's.
 * Re-renders on a language change, so links follow the switch.
 */
export function useLangPrefix(): LanguagePrefix {
  useTranslation();
  const first = useLocation().pathname.split('/')[1];
  return isLanguagePrefix(first) ? first : currentPrefix();
}
