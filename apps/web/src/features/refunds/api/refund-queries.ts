import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bankAccountApi } from '@pensia/domain/banking/banking.api';
import { declarationEndpoints } from '@pensia/domain/declarations-api/declaration.endpoints';
import type { RefundStatus } from '@pensia/domain/refunds/refunds';
import { refundApi } from '@pensia/domain/refunds/refunds.api';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';
import { idempotencyHeader } from '../../../common/lib/submission-key';

export const refundKeys = {
  all: ['refunds'] as const,
  list: (filter: RefundFilter) => ['refunds', 'list', filter] as const,
  accountNumbers: ['refunds', 'account-numbers'] as const,
  statuses: ['refunds', 'statuses'] as const,
  docTypes: ['refunds', 'doc-types'] as const,
  accounts: ['refunds', 'own-accounts'] as const,
  balance: ['refunds', 'balance'] as const,
};

export interface RefundFilter {
  accountNumber?: string;
  status?: RefundStatus;
  pageNumber: number;
  pageSize: number;
}

/** The organization's refund requests (`refund/filter`), newest first. */
export function useRefunds(filter: RefundFilter) {
  return useQuery({
    queryKey: refundKeys.list(filter),
    queryFn: ({ signal }) => apiRequest(refundApi.filter, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRefundAccountNumbers() {
  return useQuery({ queryKey: refundKeys.accountNumbers, queryFn: ({ signal }) => apiRequest(refundApi.accountNumbers, { signal }) });
}

export function useRefundStatuses() {
  return useQuery({ queryKey: refundKeys.statuses, queryFn: ({ signal }) => apiRequest(refundApi.statuses, { signal }), staleTime: 10 * 60_000 });
}

export function useRefundDocTypes() {
  return useQuery({ queryKey: refundKeys.docTypes, queryFn: ({ signal }) => apiRequest(refundApi.docTypes, { signal }), staleTime: 10 * 60_000 });
}

/** The organization's own bank accounts, the accounts a refund may be paid to. */
export function useOwnAccounts() {
  return useQuery({ queryKey: refundKeys.accounts, queryFn: ({ signal }) => apiRequest(bankAccountApi.list, { signal }) });
}

/** The balance (to tell how much may still be asked back). */
export function useBalance() {
  return useQuery({ queryKey: refundKeys.balance, queryFn: ({ signal }) => apiRequest(declarationEndpoints.orgBalance, { signal }) });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: refundKeys.all });
}

export function useCreateRefund() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ body, key }: { body: FormData; key: string }) => apiRequest(refundApi.create, { body, headers: idempotencyHeader(key) }), onSuccess: refresh });
}

export function useUpdateRefund() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: FormData) => apiRequest(refundApi.update, { body }), onSuccess: refresh });
}

export function useDeleteRefund() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiRequest(refundApi.remove, { query: { id } }), onSuccess: refresh });
}

export async function downloadRefundDocument(refundId: string, documentId: string) {
  const { blob, filename } = await apiBlob(refundApi.downloadDoc, { body: { refundId, documentId } });
  saveBlob(blob, filename);
}
