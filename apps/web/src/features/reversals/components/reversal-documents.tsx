import type { Reversal } from '@pensia/domain/reversals/reversal.api';
import { DocumentList } from '../../../common/ui/document-list';
import { downloadDocument, useAddDocuments, useDeleteDocument } from '../api/reversal-queries';

/** Documents explaining the correction: attached and deleted while the reversal is in progress, downloaded always. */
export function ReversalDocuments({ reversal, editable }: { reversal: Reversal; editable: boolean }) {
  const add = useAddDocuments();
  const remove = useDeleteDocument();
  return (
    <DocumentList
      documents={reversal.documents}
      editable={editable}
      onAdd={(files) => add.mutateAsync({ reversal, files })}
      onDelete={(docId) => remove.mutateAsync({ reversal, docId })}
      load={(docId) => downloadDocument(reversal.id, docId)}
    />
  );
}
