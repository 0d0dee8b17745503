import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { revenueApi, type ComparisonDetailsQuery } from '@pensia/domain/revenue/revenue.api';
import { apiBlob, apiRequest } from '../../../shared/lib/api-client';
import { saveBlob } from '../../../shared/lib/save-file';

/** Query keys of the Revenue Service comparison (nothing here changes anything: reads and an export). */
export const revenueKeys = {
  all: ['revenue'] as const,
  year: (year: number) => ['revenue', 'year', year] as const,
  details: (q: ComparisonDetailsQuery) => ['revenue', 'details', q] as const,
};

export const COMPARISON_PAGE_SIZE = 20;

export function useComparisonYear(year: number) {
  return useQuery({
    queryKey: revenueKeys.year(year),
    queryFn: ({ signal }) => apiRequest(revenueApi.year, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useComparisonDetails(q: ComparisonDetailsQuery) {
  return useQuery({
    queryKey: revenueKeys.details(q),
    queryFn: ({ signal }) => apiRequest(revenueApi.yearDetails, { query: { ...q, search: q.search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}


export function useComparisonExport() {
  return useMutation({
    mutationFn: async (q: Omit<ComparisonDetailsQuery, 'pageNumber' | 'pageSize'>) => {
      const { blob, filename } = await apiBlob(revenueApi.report, { query: { ...q, search: q.search || undefined } });
      saveBlob(blob, filename);
    },
  });
}
