import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { employerFinesApi } from '@pensia/domain/finance/employer-fines.api';
import type { FineStatus } from '@pensia/domain/finance/fines';
import { apiRequest } from '../../../common/lib/api-client';

export const finesKeys = {
  all: ['employer-fines'] as const,
  page: (status: FineStatus | undefined, pageNumber: number, pageSize: number) =>
    ['employer-fines', status ?? 'all', pageNumber, pageSize] as const,
};

/** A page of the organization's own fines, with what is still to pay over all of them. */
export function useEmployerFines(status: FineStatus | undefined, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: finesKeys.page(status, pageNumber, pageSize),
    queryFn: ({ signal }) => apiRequest(employerFinesApi.list, { query: { status, pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
