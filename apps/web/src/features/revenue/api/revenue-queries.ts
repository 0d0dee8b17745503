import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { revenueCommentApi } from '@pensia/domain/revenue/revenue-comments.api';
import { revenueApi, type ComparisonDetailsQuery } from '@pensia/domain/revenue/revenue.api';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';

/** Query keys of the Revenue Service comparison. */
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

// ---------------------------------------------------------------------------------------------------------
// Comments on the differences (docs/decisions/0031): these change the person list and the list of uploaded workbooks

export const commentKeys = {
  files: ['revenue', 'comment-files'] as const,
  fileState: (id: string) => ['revenue', 'comment-files', id] as const,
};

function useInvalidateComments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: revenueKeys.all });
}

export function useSaveComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (body: { year: number; month: number; personalIdentificationNumber: string; comment: string }) => apiRequest(revenueCommentApi.add, { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (id: string) => apiRequest(revenueCommentApi.remove, { query: { id } }),
    onSuccess: invalidate,
  });
}

export function useCommentsWorkbook() {
  return useMutation({
    mutationFn: async (body: { year: number; month?: number }) => {
      const { blob, filename } = await apiBlob(revenueCommentApi.workbook, { body });
      saveBlob(blob, filename);
    },
  });
}

export function useUploadComments() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(revenueCommentApi.upload, { body: form });
    },
    onSuccess: invalidate,
  });
}

export function useCommentFiles() {
  return useQuery({
    queryKey: commentKeys.files,
    queryFn: ({ signal }) => apiRequest(revenueCommentApi.files, { query: {}, signal }),
  });
}

export function useCommentFileState(id: string | null) {
  return useQuery({
    queryKey: commentKeys.fileState(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => apiRequest(revenueCommentApi.savedOrNot, { query: { id: id! }, signal }),
  });
}

export function useDownloadCommentFile() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { blob, filename } = await apiBlob(revenueCommentApi.download, { query: { id } });
      saveBlob(blob, filename);
    },
  });
}

export function useDeleteCommentFile() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (id: string) => apiRequest(revenueCommentApi.removeFile, { query: { id } }),
    onSuccess: invalidate,
  });
}
