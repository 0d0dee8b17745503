import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorFinanceApi, type FineStatusBody, type ImposeFineBody } from '@pensia/domain/finance/finance.api';
import type { FineStatus } from '@pensia/domain/finance/fines';
import { apiRequest } from '../../../common/lib/api-client';
import { idempotencyHeader } from '../../../common/lib/submission-key';

const keys = {
  all: ['operator', 'fines'] as const,
  list: (organizationCode: string, status: FineStatus | '', pageNumber: number) =>
    ['operator', 'fines', 'list', organizationCode, status, pageNumber] as const,
  candidates: (organizationCode: string, pageNumber: number) =>
    ['operator', 'fines', 'candidates', organizationCode, pageNumber] as const,
};

/** Declarations activated after the 15th of the following month without a fine, with the amount the rules give. */
export function useFineCandidates(organizationCode: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: keys.candidates(organizationCode, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(operatorFinanceApi.fineCandidates, {
        query: { organizationCode: organizationCode || undefined, pageNumber, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Fines of every organization (or of one), newest first, by status. */
export function useOperatorFines(
  organizationCode: string,
  status: FineStatus | '',
  pageNumber: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: keys.list(organizationCode, status, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(operatorFinanceApi.fines, {
        query: { organizationCode: organizationCode || undefined, status: status || undefined, pageNumber, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Imposes a fine under the submission's Idempotency-Key; the candidates and the list are read again. */
export function useImposeFine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: ImposeFineBody; key: string }) => apiRequest(operatorFinanceApi.imposeFine, { body, headers: idempotencyHeader(key) }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Changes a fine's status under the submission's Idempotency-Key (the movement it makes is the server's). */
export function useChangeFineStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: FineStatusBody; key: string }) =>
      apiRequest(operatorFinanceApi.fineStatus, { params: { id }, body, headers: idempotencyHeader(key) }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
