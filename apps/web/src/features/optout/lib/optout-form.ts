import type { OptOutDocType } from '@pensia/domain/optout/optout';
import { OPTOUT_DOCUMENT_FIELD } from '@pensia/domain/optout/optout.api';
import type { NamedCode } from '@pensia/domain/refunds/refunds.api';

/** A file chosen in the form with the type the user gave it. */
export interface ChosenDocument {
  key: string;
  file: File;
  docType: OptOutDocType | '';
}

/**
 * The multipart body of `add-voluntaryOptout-request` (personal number given) and
 * `update-voluntaryOptout-request` (request id given): the comment, the files in `documents` and their types,
 * one code per file in the same order, and the documents to take off.
 */
export function optOutFormData(
  target: { personalNumber: string } | { id: string; removeDocumentIds: readonly string[] },
  comment: string,
  documents: readonly ChosenDocument[],
): FormData {
  const data = new FormData();
  if ('personalNumber' in target) data.append('personalNumber', target.personalNumber.trim());
  else {
    data.append('id', target.id);
    if (target.removeDocumentIds.length) data.append('removeDocumentIds', target.removeDocumentIds.join(','));
  }
  if (comment.trim()) data.append('comment', comment.trim());
  data.append('documentTypes', documents.map((d) => d.docType).join(','));
  for (const d of documents) data.append(OPTOUT_DOCUMENT_FIELD, d.file, d.file.name);
  return data;
}

/** Personal numbers typed or pasted one per line (or separated by commas or spaces), each once. */
export function personalNumbersOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
}

/** The name of a code in the language given. */
export function nameOf(code: NamedCode | undefined, lang: 'ka' | 'en' | 'ru'): string {
  if (!code) return '';
  return lang === 'ka' ? code.nameKa : lang === 'ru' ? code.nameRu : code.nameEn;
}
