import type { AnnualDeclaration } from '@pensia/domain/annual/annual.api';
import { DocumentList } from '../../../common/ui/document-list';
import { downloadAnnualDocument, useAddAnnualDocuments, useDeleteAnnualDocument } from '../api/annual-queries';

/** Documents of the year (the payroll's annual summary, explanations): attached and deleted while open, downloaded always. */
export function AnnualDocuments({ annual, editable }: { annual: AnnualDeclaration; editable: boolean }) {
  const add = useAddAnnualDocuments();
  const remove = useDeleteAnnualDocument();
  return (
    <DocumentList
      documents={annual.documents}
      editable={editable}
      onAdd={(files) => add.mutateAsync({ annual, files })}
      onDelete={(docId) => remove.mutateAsync({ annual, docId })}
      load={(docId) => downloadAnnualDocument(annual.id, docId)}
    />
  );
}
