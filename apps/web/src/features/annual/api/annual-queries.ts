import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnualComparisonKind } from '@pensia/domain/annual/annual';
import { annualApi, annualEtag, type AnnualDeclaration, type AnnualRowBodyInput } from '@pensia/domain/annual/annual.api';
import { IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '@pensia/domain/declarations-api/declaration.endpoints';
import { isRecordId } from '@pensia/domain/http/ids';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';
import { refreshBalance } from '../../../common/session/session-actions';

/** Query keys of annual declarations; every write invalidates them all. */
export const annualKeys = {
  all: ['annual'] as const,
  list: (status: 'open' | 'closed' | 'all', pageNumber: number) => ['annual', 'list', status, pageNumber] as const,
  one: (id: string, pageNumber: number, personalId: string) => ['annual', 'one', id, pageNumber, personalId] as const,
  comparison: (id: string, kind: string, pageNumber: number) => ['annual', 'comparison', id, kind, pageNumber] as const,
  months: (id: string, personalId: string) => ['annual', 'months', id, personalId] as const,
};

export const ANNUAL_PAGE_SIZE = 10;
export type ComparisonFilter = AnnualComparisonKind | 'differences' | 'all';

export function useAnnualList(status: 'open' | 'closed' | 'all', pageNumber: number) {
  return useQuery({
    queryKey: annualKeys.list(status, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(annualApi.list, { query: { status, pageNumber, pageSize: ANNUAL_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An annual declaration with a page of its rows (its version is the If-Match of every write). */
export function useAnnual(id: string | undefined, pageNumber: number, personalId: string) {
  return useQuery({
    queryKey: annualKeys.one(id ?? '', pageNumber, personalId),
    enabled: isRecordId(id),
    queryFn: ({ signal }) =>
      apiRequest(annualApi.get, {
        query: { annualdecId: id!, pageNumber, pageSize: ANNUAL_PAGE_SIZE, personalId: personalId || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnualComparison(id: string, kind: ComparisonFilter, pageNumber: number) {
  return useQuery({
    queryKey: annualKeys.comparison(id, kind, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(annualApi.comparison, {
        query: { annualdecId: id, kind, pageNumber, pageSize: ANNUAL_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnualMonths(id: string, personalId: string) {
  return useQuery({
    queryKey: annualKeys.months(id, personalId),
    queryFn: ({ signal }) =>
      apiRequest(annualApi.comparisonMonths, {
        query: { annualdecId: id, personalId: personalId || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const ifMatch = (a: Pick<AnnualDeclaration, 'version'>) => ({ [IF_MATCH_HEADER]: annualEtag(a.version) });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: annualKeys.all });
}

export function useCreateAnnual() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (year: number) =>
      apiRequest(annualApi.create, {
        body: { year, rows: 'declared' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
      }),
    onSettled: invalidate,
  });
}

export function useSaveAnnualRow() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      annual,
      detailId,
      body,
    }: {
      annual: AnnualDeclaration;
      detailId?: string;
      body: AnnualRowBodyInput;
    }) =>
      detailId
        ? apiRequest(annualApi.updateDetail, {
            params: { id: annual.id, detailId },
            body: body as never,
            headers: ifMatch(annual),
          })
        : apiRequest(annualApi.addDetail, { params: { id: annual.id }, body: body as never, headers: ifMatch(annual) }),
    onSettled: invalidate,
  });
}

export function useDeleteAnnualRow() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ annual, detailId }: { annual: AnnualDeclaration; detailId: string }) =>
      apiRequest(annualApi.deleteDetail, { query: { annualdecDetailId: detailId }, headers: ifMatch(annual) }),
    onSettled: invalidate,
  });
}

/** Closes (its difference goes to the balance) or deletes an annual declaration not yet closed. */
export function useAnnualCommand() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      annual,
      command,
    }: {
      annual: AnnualDeclaration;
      command: 'close' | 'delete';
    }): Promise<unknown> =>
      command === 'close'
        ? apiRequest(annualApi.close, {
            query: { id: annual.id },
            headers: { ...ifMatch(annual), [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
          })
        : apiRequest(annualApi.remove, { query: { annualdecId: annual.id }, headers: ifMatch(annual) }),
    onSettled: invalidate,
    // a closed annual declaration moves the balance shown in the top bar (its refresh failing leaves the old figure)
    onSuccess: (_, { command }) => (command === 'close' ? refreshBalance().catch(() => undefined) : undefined),
  });
}

export function useAddAnnualDocuments() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ annual, files }: { annual: AnnualDeclaration; files: File[] }) => {
      const form = new FormData();
      form.append('annualdecId', annual.id);
      for (const f of files) form.append('files', f, f.name);
      return apiRequest(annualApi.docsCreate, { body: form, headers: ifMatch(annual) });
    },
    onSettled: invalidate,
  });
}

export function useDeleteAnnualDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ annual, docId }: { annual: AnnualDeclaration; docId: string }) =>
      apiRequest(annualApi.docDelete, { query: { annualdecId: annual.id, docId }, headers: ifMatch(annual) }),
    onSettled: invalidate,
  });
}

export function downloadAnnualDocument(annualId: string, docId: string) {
  return apiBlob(annualApi.downloadDoc, { body: { annualdecId: annualId, docId } });
}

export function useAnnualExport() {
  return useMutation({
    mutationFn: async (year: number) => {
      const { blob, filename } = await apiBlob(annualApi.report, { query: { year } });
      saveBlob(blob, filename);
    },
  });
}
