import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declarationEndpoints, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '@pensia/domain/declarations-api/declaration.endpoints';
import { isRecordId } from '@pensia/domain/http/ids';
import { reversalApi, reversalEtag, type Reversal, type ReversalRowBodyInput } from '@pensia/domain/reversals/reversal.api';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';
import { refreshBalance } from '../../../common/session/session-actions';

/** Query keys of reversing declarations; every write invalidates them all (and the declarations, whose "has reversal" follows). */
export const reversalKeys = {
  all: ['reversals'] as const,
  list: (status: 'open' | 'closed' | 'all', pageNumber: number, declarationId?: string) =>
    ['reversals', 'list', status, pageNumber, declarationId ?? ''] as const,
  one: (id: string, pageNumber: number, personalId: string) =>
    ['reversals', 'one', id, pageNumber, personalId] as const,
};

export const REVERSAL_PAGE_SIZE = 10;

export function useReversalList(status: 'open' | 'closed' | 'all', pageNumber: number, declarationId?: string) {
  return useQuery({
    queryKey: reversalKeys.list(status, pageNumber, declarationId),
    queryFn: ({ signal }) =>
      apiRequest(reversalApi.list, {
        query: { status, pageNumber, pageSize: REVERSAL_PAGE_SIZE, declarationId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A reversal with a page of its rows (its version is the If-Match of every write). */
export function useReversal(id: string | undefined, pageNumber: number, personalId: string) {
  return useQuery({
    queryKey: reversalKeys.one(id ?? '', pageNumber, personalId),
    enabled: isRecordId(id),
    queryFn: ({ signal }) =>
      apiRequest(reversalApi.get, {
        params: { id: id! },
        query: { pageNumber, pageSize: REVERSAL_PAGE_SIZE, personalId: personalId || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const ifMatch = (r: Pick<Reversal, 'version'>) => ({ [IF_MATCH_HEADER]: reversalEtag(r.version) });

function useInvalidate() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reversalKeys.all }),
      client.invalidateQueries({ queryKey: ['declarations'] }),
    ]);
}

export function useCreateReversal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ declarationId, rows }: { declarationId: string; rows: 'none' | 'all' | string[] }) =>
      apiRequest(reversalApi.create, {
        body: { declarationId, rows },
        headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      }),
    onSettled: invalidate,
  });
}

export function useSaveRow() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      reversal,
      detailId,
      body,
    }: {
      reversal: Reversal;
      detailId?: string;
      body: ReversalRowBodyInput;
    }) =>
      detailId
        ? apiRequest(reversalApi.updateDetail, {
            params: { id: reversal.id, detailId },
            body: body as never,
            headers: ifMatch(reversal),
          })
        : apiRequest(reversalApi.addDetail, {
            params: { id: reversal.id },
            body: body as never,
            headers: ifMatch(reversal),
          }),
    onSettled: invalidate,
  });
}

export function useDeleteRow() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ reversal, detailId }: { reversal: Reversal; detailId: string }) =>
      apiRequest(reversalApi.deleteDetail, { params: { id: reversal.id, detailId }, headers: ifMatch(reversal) }),
    onSettled: invalidate,
  });
}

/** Completes (its difference goes to the balance) or deletes a reversal not yet completed. */
export function useReversalCommand() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      reversal,
      command,
    }: {
      reversal: Reversal;
      command: 'complete' | 'delete';
    }): Promise<unknown> =>
      command === 'complete'
        ? apiRequest(reversalApi.complete, { params: { id: reversal.id }, headers: ifMatch(reversal) })
        : apiRequest(reversalApi.remove, { params: { id: reversal.id }, headers: ifMatch(reversal) }),
    onSettled: invalidate,
    // a completed reversal moves the balance shown in the top bar (its refresh failing leaves the old figure)
    onSuccess: (_, { command }) => (command === 'complete' ? refreshBalance().catch(() => undefined) : undefined),
  });
}

export function useAddDocuments() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ reversal, files }: { reversal: Reversal; files: File[] }) => {
      const form = new FormData();
      form.append('reversedDeclarationId', reversal.id);
      for (const f of files) form.append('files', f, f.name);
      return apiRequest(reversalApi.docsCreate, { body: form, headers: ifMatch(reversal) });
    },
    onSettled: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ reversal, docId }: { reversal: Reversal; docId: string }) =>
      apiRequest(reversalApi.docDelete, {
        query: { reversedDeclarationId: reversal.id, docId },
        headers: ifMatch(reversal),
      }),
    onSettled: invalidate,
  });
}

export function downloadDocument(reversalId: string, docId: string) {
  return apiBlob(reversalApi.downloadDoc, { body: { reversedDeclarationId: reversalId, docId } });
}

export function useExport() {
  return useMutation({
    mutationFn: async (reversalId: string) => {
      const { blob, filename } = await apiBlob(reversalApi.report, { query: { reversedDeclarationId: reversalId } });
      saveBlob(blob, filename);
    },
  });
}

/** Rows from the declaration's Excel template, by personal number; a file with any error saves nothing (its errors by `row.column`). */
export function useUploadRows() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ reversal, file }: { reversal: Reversal; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(reversalApi.upload, { params: { id: reversal.id }, body: form, headers: ifMatch(reversal) });
    },
    onSettled: invalidate,
  });
}

/** The monthly declaration's template of the reversal's type, the layout its upload reads. */
export function useTemplateDownload() {
  return useMutation({
    mutationFn: async (query: { type: Reversal['type']; form: 'simple' | 'detailed' }) => {
      const { blob, filename } = await apiBlob(declarationEndpoints.template, { query });
      saveBlob(blob, filename);
    },
  });
}
