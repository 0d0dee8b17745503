import { useState } from 'react';
import type { ChosenDocument } from './chosen-documents';

/** A document a record already has. */
export interface DocumentOnRecord {
  id: string;
  name: string;
  docType: string;
}

let nextKey = 0;

/**
 * The documents of a request's form (a refund, an opt-out): the files chosen now, each with its type, and the
 * documents on record taken off. `fieldProps` goes to `TypedDocumentsField`; `onEdited` is told which of the
 * form's two document fields the user just changed (to clear its error); `typeOfNew` gives a chosen file its type
 * at first (the files chosen before it and the documents kept given).
 */
export function useChosenDocuments<T extends string>(
  onRecord: readonly DocumentOnRecord[],
  {
    onEdited,
    typeOfNew = () => '',
  }: { onEdited: (field: 'documents' | 'documentTypes') => void; typeOfNew?: (before: readonly { docType: string }[], index: number) => T | '' },
) {
  const [documents, setDocuments] = useState<ChosenDocument<T>[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const kept = onRecord.filter((d) => !removed.includes(d.id));
  const addFiles = (files: File[]) => {
    setDocuments((d) => [...d, ...files.map((file, i) => ({ key: `doc-${nextKey++}`, file, docType: typeOfNew([...kept, ...d], i) }))]);
    onEdited('documents');
  };
  const fieldProps = {
    kept: onRecord,
    removed,
    onToggleRemoved: (id: string) => setRemoved((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id])),
    chosen: documents,
    onAdd: addFiles,
    onTypeChange: (key: string, docType: T | '') => {
      setDocuments((all) => all.map((x) => (x.key === key ? { ...x, docType } : x)));
      onEdited('documentTypes');
    },
    onRemove: (key: string) => setDocuments((all) => all.filter((x) => x.key !== key)),
  };
  return { documents, removed, kept, fieldProps };
}
