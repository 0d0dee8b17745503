import type { LanguagePrefix } from '@pensia/domain/i18n/languages';
import { paths } from './paths';

/**
 * Where a participant's sign-in goes, with its hand-over token in the query: this app's participant site
 * (`/{locale}/participant`) unless `VITE_PARTICIPANT_SITE_URL` names another (`{locale}` is replaced).
 */
export function participantSiteUrl(prefix: LanguagePrefix, token: string, configured: string | undefined = import.meta.env.VITE_PARTICIPANT_SITE_URL as string | undefined): { url: string; external: boolean } {
  const base = configured?.trim() ? configured.trim().replace('{locale}', prefix) : paths.participant(prefix);
  const sep = base.includes('?') ? '&' : '?';
  return { url: `${base}${sep}token=${encodeURIComponent(token)}`, external: /^https?:\/\//i.test(base) };
}
