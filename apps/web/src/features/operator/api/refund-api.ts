import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundStatus } from '@pensia/domain/refunds/refunds';
import { operatorRefundApi, refundApi, type RefundDecisionBody } from '@pensia/domain/refunds/refunds.api';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';
import { idempotencyHeader } from '../../../common/lib/submission-key';

const keys = {
  all: ['operator', 'refunds'] as const,
  list: (status: RefundStatus | '', pageNumber: number) => ['operator', 'refunds', status, pageNumber] as const,
};

/** Refund requests of every organization, by status (`GET refunds`). */
export function useOperatorRefunds(status: RefundStatus | '', pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: keys.list(status, pageNumber),
    queryFn: ({ signal }) => apiRequest(operatorRefundApi.list, { query: { status: status || undefined, pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The document types' names (the same list the employer's form offers). */
export function useRefundDocTypeNames() {
  return useQuery({ queryKey: ['operator', 'refund-doc-types'], queryFn: ({ signal }) => apiRequest(refundApi.docTypes, { signal }), staleTime: 10 * 60_000, retry: false });
}

/** Approves or rejects a request under the submission's Idempotency-Key. */
export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: RefundDecisionBody; key: string }) =>
      apiRequest(operatorRefundApi.decision, { params: { id }, body, headers: idempotencyHeader(key) }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export async function downloadRefundDocument(id: string, documentId: string) {
  const { blob, filename } = await apiBlob(operatorRefundApi.document, { params: { id, documentId } });
  saveBlob(blob, filename);
}
