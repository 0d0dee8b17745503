import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundStatus } from '@pensia/domain/refunds/refunds';
import { operatorRefundApi, refundApi, type RefundDecisionBody } from '@pensia/domain/refunds/refunds.api';
import { apiBlob, apiRequest } from '../../../shared/lib/api-client';
import { saveBlob } from '../../../shared/lib/save-file';

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

export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefundDecisionBody }) => apiRequest(operatorRefundApi.decision, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export async function downloadRefundDocument(id: string, documentId: string) {
  const { blob, filename } = await apiBlob(operatorRefundApi.document, { params: { id, documentId } });
  saveBlob(blob, filename);
}
