import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { statementApi } from '@pensia/domain/finance/statements.api';
import { useState } from 'react';
import type { StatementLoadResult } from '@pensia/domain/finance/statements.api';
import type { UploadAccepted } from '@pensia/domain/http/uploads';
import { apiRequest } from '../../../common/lib/api-client';
import { loadThroughUpload } from '../../../common/lib/uploads';

export const statementKeys = {
  unmatched: (search: string, pageNumber: number) =>
    ['operator', 'statements', 'unmatched', search, pageNumber] as const,
  matched: (filter: MatchedFilter, pageNumber: number) =>
    ['operator', 'statements', 'matched', filter, pageNumber] as const,
};

/** The matched list's filter: an organization's code, booking dates (YYYY-MM-DD); '' for none. */
export interface MatchedFilter {
  organizationCode: string;
  dateFrom: string;
  dateTo: string;
}

export const UNMATCHED_PAGE_SIZE = 20;

/**
 * Loads a statement file; the queue is read again afterwards. A load the server goes on with after answering
 * (202) is followed until it ends (`accepted` meanwhile): docs/decisions/0083.
 */
export function useLoadStatement() {
  const client = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      setAccepted(false);
      return loadThroughUpload<StatementLoadResult>(
        () => apiRequest(statementApi.load, { body: form }) as Promise<StatementLoadResult | UploadAccepted>,
        (id) => apiRequest(statementApi.upload, { params: { id }, silent: true }),
        () => setAccepted(true),
      );
    },
    onSettled: () => setAccepted(false),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operator', 'statements'] }),
  });
  return { ...mutation, accepted };
}

export function useUnmatchedEntries(search: string, pageNumber: number) {
  return useQuery({
    queryKey: statementKeys.unmatched(search, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(statementApi.unmatched, {
        query: { search: search || undefined, pageNumber, pageSize: UNMATCHED_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMatchEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; organizationCode: string }) =>
      apiRequest(statementApi.match, { params: { id: v.id }, body: { organizationCode: v.organizationCode } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operator', 'statements'] }),
  });
}

export function useMatchedEntries(filter: MatchedFilter, pageNumber: number) {
  return useQuery({
    queryKey: statementKeys.matched(filter, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(statementApi.matched, {
        query: {
          organizationCode: filter.organizationCode || undefined,
          dateFrom: filter.dateFrom || undefined,
          dateTo: filter.dateTo || undefined,
          pageNumber,
          pageSize: UNMATCHED_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Undoes a match: the payment is taken back from the organization, the entry waits in the queue again. */
export function useUnmatchEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; transactionId: string; reason: string }) =>
      apiRequest(statementApi.unmatch, {
        params: { id: v.id },
        body: { transactionId: v.transactionId, reason: v.reason },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', 'statements'] }),
  });
}

export function useLoadedStatements(pageNumber: number) {
  return useQuery({
    queryKey: ['operator', 'statements', 'list', pageNumber],
    queryFn: ({ signal }) =>
      apiRequest(statementApi.statements, { query: { pageNumber, pageSize: UNMATCHED_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStatementDebits(pageNumber: number) {
  return useQuery({
    queryKey: ['operator', 'statements', 'debits', pageNumber],
    queryFn: ({ signal }) =>
      apiRequest(statementApi.debits, { query: { pageNumber, pageSize: UNMATCHED_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
