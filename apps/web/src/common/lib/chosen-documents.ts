import type { NamedCode } from '@pensia/domain/refunds/refunds.api';

/** A file chosen in a form with the type the user gave it ('' until one is chosen). */
export interface ChosenDocument<T extends string = string> {
  key: string;
  file: File;
  docType: T | '';
}

/** The name of a code (a document type, say) in the language given. */
export function nameOf(code: NamedCode | undefined, lang: 'ka' | 'en' | 'ru'): string {
  if (!code) return '';
  return lang === 'ka' ? code.nameKa : lang === 'ru' ? code.nameRu : code.nameEn;
}
