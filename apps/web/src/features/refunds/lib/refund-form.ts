import type { ChosenDocument } from '../../../common/lib/chosen-documents';
import type { RefundDocType } from '@pensia/domain/refunds/refunds';
import { REFUND_DOCUMENT_FIELD } from '@pensia/domain/refunds/refunds.api';

export interface RefundFormValues {
  amount: string;
  accountNumber: string;
  bankDetails: string;
}

/**
 * The multipart body of `organization/refund` and `refund-update`: the fields, the files in `documents` and
 * their types, one code per file in the same order.
 */
export function refundFormData(values: RefundFormValues, documents: readonly ChosenDocument<RefundDocType>[], update?: { id: string; removeDocumentIds: readonly string[] }): FormData {
  const data = new FormData();
  if (update) data.append('id', update.id);
  data.append('amount', values.amount.trim());
  data.append('accountNumber', values.accountNumber);
  data.append('bankDetails', values.bankDetails.trim());
  data.append('documentTypes', documents.map((d) => d.docType).join(','));
  if (update?.removeDocumentIds.length) data.append('removeDocumentIds', update.removeDocumentIds.join(','));
  for (const d of documents) data.append(REFUND_DOCUMENT_FIELD, d.file, d.file.name);
  return data;
}
