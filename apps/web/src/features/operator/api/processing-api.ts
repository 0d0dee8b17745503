import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { processingApi } from '@pensia/domain/participants/processing.api';
import type { ProcessingJob, StartProcessingBody } from '@pensia/domain/participants/processing.schema';
import { apiRequest } from '../../../common/lib/api-client';

export const processingKeys = {
  prices: (pageNumber: number) => ['processing', 'unit-prices', pageNumber] as const,
  conversion: ['processing', 'unit-prices', 'conversion'] as const,
  jobs: (pageNumber: number) => ['processing', 'jobs', pageNumber] as const,
  job: (id: string) => ['processing', 'job', id] as const,
};

export const PRICES_PAGE_SIZE = 10;
export const JOBS_PAGE_SIZE = 5;

export function useUnitPrices(pageNumber: number) {
  return useQuery({
    queryKey: processingKeys.prices(pageNumber),
    queryFn: ({ signal }) => apiRequest(processingApi.unitPrices, { query: { pageNumber, pageSize: PRICES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The unit price a run started now converts at; refreshed with the prices (a price set or imported). */
export function useConversionPrice() {
  return useQuery({
    queryKey: processingKeys.conversion,
    queryFn: ({ signal }) => apiRequest(processingApi.conversionPrice, { signal }),
  });
}

export function useSetUnitPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { date: string; price: string }) => apiRequest(processingApi.setUnitPrice, { params: { date: v.date }, body: { price: v.price } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['processing', 'unit-prices'] }),
  });
}

export function useImportUnitPrices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiRequest(processingApi.importUnitPrices, { body: form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['processing', 'unit-prices'] }),
  });
}

/** Runs of the month, the newest first; polled while one is under way. */
export function useProcessingJobs(pageNumber: number) {
  return useQuery({
    queryKey: processingKeys.jobs(pageNumber),
    queryFn: ({ signal }) => apiRequest(processingApi.jobs, { query: { pageNumber, pageSize: JOBS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((j: ProcessingJob) => j.status === 'running') ? 1000 : false),
  });
}

/** What a start of a month would process now, asked before it starts. */
export function usePreviewProcessing() {
  return useMutation({ mutationFn: (query: StartProcessingBody) => apiRequest(processingApi.preview, { query }) });
}

export function useStartProcessing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartProcessingBody) => apiRequest(processingApi.start, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['processing', 'jobs'] }),
  });
}
