import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * The words of a self-employed person's own declaration: income instead of salary, their own contribution
 * instead of the employee's and the employer's. A key with an own-income wording (`own.<key>` in the
 * declarations namespace) is read from there; any other key as usual.
 */
export function ownWords(t: TFunction<'declarations'>, own: boolean): TFunction<'declarations'> {
  if (!own) return t;
  const i18n = t as unknown as (key: string | string[], options?: Record<string, unknown>) => string;
  // i18next's fallback keys: the own wording when the catalogue has one, else the key itself
  const pick = ((key: string | string[], options?: Record<string, unknown>) =>
    typeof key === 'string' ? i18n([`own.${key}`, key], options) : i18n(key, options)) as unknown as TFunction<'declarations'>;
  return pick;
}

/** The declarations namespace's words, in a self-employed person's own wording when `own`. */
export function useDeclarationWords(own: boolean) {
  const { t, i18n } = useTranslation('declarations');
  // a new function per language, so components re-render with the language
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const words = useCallback(ownWords(t, own), [t, own, i18n.language]);
  return { t: words };
}
