import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revenueApi } from '@pensia/domain/revenue/revenue.api';
import { revenueLoadsApi } from '@pensia/domain/revenue/revenue-loads.api';
import { useState } from 'react';
import type { RevenueLoadResult } from '@pensia/domain/revenue/revenue.api';
import type { UploadAccepted } from '@pensia/domain/http/uploads';
import { apiRequest } from '../../../common/lib/api-client';
import { loadThroughUpload } from '../../../common/lib/uploads';

export const revenueLoadKeys = {
  recent: ['operator', 'revenue-service', 'loads'] as const,
};

/**
 * Loads a file of the Revenue Service's filings; the recent loads are read again afterwards. A load the
 * server goes on with after answering (202) is followed until it ends (`accepted` meanwhile): decision 0083.
 */
export function useLoadFilings() {
  const client = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      setAccepted(false);
      return loadThroughUpload<RevenueLoadResult>(
        () => apiRequest(revenueApi.load, { body: form }) as Promise<RevenueLoadResult | UploadAccepted>,
        (id) => apiRequest(revenueLoadsApi.upload, { params: { id }, silent: true }),
        () => setAccepted(true),
      );
    },
    onSettled: () => setAccepted(false),
    onSuccess: () => client.invalidateQueries({ queryKey: revenueLoadKeys.recent }),
  });
  return { ...mutation, accepted };
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
