import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptOutStatus } from '@pensia/domain/optout/optout';
import { operatorOptOutApi, optOutApi, type OptOutDecisionBody } from '@pensia/domain/optout/optout.api';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';

export const optOutKeys = {
  all: ['optout'] as const,
  list: (filter: OptOutFilter) => ['optout', 'list', filter] as const,
  statuses: ['optout', 'statuses'] as const,
  docTypes: ['optout', 'doc-types'] as const,
  operator: (status: OptOutStatus | '', pageNumber: number) => ['optout', 'operator', status, pageNumber] as const,
};

export interface OptOutFilter {
  status?: OptOutStatus;
  personalNumber?: string;
  pageNumber: number;
  pageSize: number;
}

/** The organization's opt-out requests (`get-voluntaryOptout-Climes`), newest first. */
export function useOptOutRequests(filter: OptOutFilter) {
  return useQuery({
    queryKey: optOutKeys.list(filter),
    queryFn: ({ signal }) => apiRequest(optOutApi.list, { query: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOptOutStatuses() {
  return useQuery({ queryKey: optOutKeys.statuses, queryFn: ({ signal }) => apiRequest(optOutApi.statuses, { signal }), staleTime: 10 * 60_000 });
}

export function useOptOutDocTypes() {
  return useQuery({ queryKey: optOutKeys.docTypes, queryFn: ({ signal }) => apiRequest(optOutApi.docTypes, { signal }), staleTime: 10 * 60_000 });
}

/** Whether a request may be filed for one person (`checkvoluntaryoptoutclimecreate/{id}`). */
export function checkPerson(personalNumber: string) {
  return apiRequest(optOutApi.check, { params: { id: personalNumber } });
}

/** The same for a list of personal numbers (`optout/check-participant-list`). */
export function useCheckList() {
  return useMutation({ mutationFn: (personalNumbers: string[]) => apiRequest(optOutApi.checkList, { body: { personalNumbers } }) });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: optOutKeys.all });
}

export function useCreateOptOut() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: FormData) => apiRequest(optOutApi.create, { body }), onSuccess: refresh });
}

export function useUpdateOptOut() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: FormData) => apiRequest(optOutApi.update, { body }), onSuccess: refresh });
}

export function useDeleteOptOut() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => apiRequest(optOutApi.remove, { query: { id } }), onSuccess: refresh });
}

export async function downloadOptOutDocument(requestId: string, documentId: string) {
  const { blob, filename } = await apiBlob(optOutApi.downloadDoc, { body: { requestId, documentId } });
  saveBlob(blob, filename);
}

// ── the back office ──

export function useOperatorOptOuts(status: OptOutStatus | '', pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: optOutKeys.operator(status, pageNumber),
    queryFn: ({ signal }) => apiRequest(operatorOptOutApi.list, { query: { status: status || undefined, pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideOptOut() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OptOutDecisionBody }) => apiRequest(operatorOptOutApi.decision, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export async function downloadOperatorOptOutDocument(id: string, documentId: string) {
  const { blob, filename } = await apiBlob(operatorOptOutApi.document, { params: { id, documentId } });
  saveBlob(blob, filename);
}
