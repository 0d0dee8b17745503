import type { ChosenDocument } from '../../../common/lib/chosen-documents';
import type { OptOutDocType } from '@pensia/domain/optout/optout';
import { OPTOUT_DOCUMENT_FIELD } from '@pensia/domain/optout/optout.api';

/**
 * The multipart body of `add-voluntaryOptout-request` (personal number given) and
 * `update-voluntaryOptout-request` (request id given): the comment, the files in `documents` and their types,
 * one code per file in the same order, and the documents to take off.
 */
export function optOutFormData(
  target: { personalNumber: string } | { id: string; removeDocumentIds: readonly string[] },
  comment: string,
  documents: readonly ChosenDocument<OptOutDocType>[],
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
