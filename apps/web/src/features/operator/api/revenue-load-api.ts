import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revenueApi } from '@pensia/domain/revenue/revenue.api';
import { revenueLoadsApi } from '@pensia/domain/revenue/revenue-loads.api';
import { apiRequest } from '../../../common/lib/api-client';

export const revenueLoadKeys = {
  recent: ['operator', 'revenue-service', 'loads'] as const,
};

/** Loads a file of the Revenue Service's filings; the recent loads are read again afterwards. */
export function useLoadFilings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(revenueApi.load, { body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: revenueLoadKeys.recent }),
  });
}

/** What loading a file would do, nothing loaded: its organization months and the stored rows it replaces. */
export function usePreviewFilings() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(revenueLoadsApi.preview, { body: form });
    },
  });
}

/** The latest loads, each with the organization months it still holds. */
export function useRecentLoads() {
  return useQuery({
    queryKey: revenueLoadKeys.recent,
    queryFn: ({ signal }) => apiRequest(revenueLoadsApi.recent, { query: { limit: 10 }, signal }),
    staleTime: 0,
  });
}
