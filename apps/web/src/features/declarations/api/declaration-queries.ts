import { saveBlob } from '../../../common/lib/save-file';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { declarationEndpoints, declarationEtag, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '@pensia/domain/declarations-api/declaration.endpoints';
import type { DeclarationList } from '@pensia/domain/declarations-api/declaration.api';
import type { CreateDeclarationBody, Declaration, DetailRowBodyInput, IssueTier } from '@pensia/domain/declarations/declaration.schema';
import { isRecordId } from '@pensia/domain/http/ids';
import { isPersonalNumber } from '@pensia/domain/identity/personal-number-format';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';

/** Query keys of the declarations feature; every write invalidates `declarationKeys.all`. */
export const declarationKeys = {
  all: ['declarations'] as const,
  list: (list: DeclarationList, pageNumber: number, pageSize: number) => ['declarations', 'list', list, pageNumber, pageSize] as const,
  one: (id: string) => ['declarations', 'one', id] as const,
  rows: (id: string, filter: RowFilter) => ['declarations', 'rows', id, filter] as const,
  valErrors: (id: string, pageNumber: number) => ['declarations', 'val-errors', id, pageNumber] as const,
  penalty: (id: string) => ['declarations', 'penalty', id] as const,
  withdrawal: (id: string, personalNumber: string) => ['declarations', 'withdrawal', id, personalNumber] as const,
  /** Every page of the last upload's report of a declaration. */
  uploadReports: (id: string) => ['declarations', 'upload-report', id] as const,
  uploadReport: (id: string, pageNumber: number) => ['declarations', 'upload-report', id, pageNumber] as const,
};

export interface RowFilter {
  pageNumber: number;
  pageSize: number;
  search?: string;
  tier?: IssueTier;
}

/** Declarations of a list (`new`: draft, saved and open; `closed`), a page at a time. */
export function useDeclarationList(list: DeclarationList, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: declarationKeys.list(list, pageNumber, pageSize),
    queryFn: ({ signal }) => apiRequest(declarationEndpoints.byList, { params: { type: list }, query: { pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One declaration (its version is the If-Match of every write). */
export function useDeclaration(id: string | undefined) {
  return useQuery({
    queryKey: declarationKeys.one(id ?? ''),
    // an id that can't name a declaration is not sent to the server (the screen shows "no longer available")
    enabled: isRecordId(id),
    queryFn: async ({ signal }) => (await apiRequest(declarationEndpoints.get, { params: { id: id! }, query: { pageNumber: 1, pageSize: 1 }, signal })).declaration,
  });
}

/**
 * Whether the person of a personal number is withdrawn from the fund (a satisfied opt-out) by the
 * declaration's month: asked once the number has its 11 digits, for the row form.
 */
export function useWithdrawal(declarationId: string, personalNumber: string) {
  return useQuery({
    queryKey: declarationKeys.withdrawal(declarationId, personalNumber),
    enabled: isRecordId(declarationId) && isPersonalNumber(personalNumber),
    queryFn: ({ signal }) => apiRequest(declarationEndpoints.withdrawal, { params: { id: declarationId }, query: { personalIdentificationNumber: personalNumber }, signal }),
    staleTime: 60_000,
  });
}

/** A page of a declaration's rows, searched on the server by personal number, first or last name. */
export function useDeclarationRows(id: string, filter: RowFilter) {
  return useQuery({
    queryKey: declarationKeys.rows(id, filter),
    queryFn: ({ signal }) =>
      apiRequest(declarationEndpoints.filterDetails, {
        body: { declarationId: id, pageNumber: filter.pageNumber, pageSize: filter.pageSize, search: filter.search || undefined, tier: filter.tier },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useValErrors(id: string, pageNumber: number, enabled = true) {
  return useQuery({
    queryKey: declarationKeys.valErrors(id, pageNumber),
    enabled,
    queryFn: ({ signal }) => apiRequest(declarationEndpoints.valErrors, { params: { id }, query: { pageNumber, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePenaltyDetails(id: string, enabled = true) {
  return useQuery({
    queryKey: declarationKeys.penalty(id),
    enabled,
    queryFn: ({ signal }) => apiRequest(declarationEndpoints.penaltyDetails, { params: { id }, signal }),
  });
}

/** Rejected rows of the last upload shown on one page of its report. */
export const UPLOAD_REPORT_PAGE_SIZE = 20;

/** The last upload of a declaration and a page of the rejected rows still waiting (null: no report). */
export function useUploadReport(declarationId: string, pageNumber: number) {
  return useQuery({
    queryKey: declarationKeys.uploadReport(declarationId, pageNumber),
    queryFn: ({ signal }) =>
      apiRequest(declarationEndpoints.uploadReport, { params: { id: declarationId }, query: { pageNumber, pageSize: UPLOAD_REPORT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Lets one rejected row of the last upload go; the declaration itself does not change. */
export function useDismissRejectedRow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ declarationId, rowId }: { declarationId: string; rowId: string }) =>
      apiRequest(declarationEndpoints.dismissRejectedRow, { params: { id: declarationId, rowId } }),
    onSettled: (_, __, { declarationId }) => client.invalidateQueries({ queryKey: declarationKeys.uploadReports(declarationId) }),
  });
}

/** Lets every rejected row of the last upload go: the report disappears. */
export function useDismissUploadReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (declarationId: string) => apiRequest(declarationEndpoints.dismissUploadReport, { params: { id: declarationId } }),
    onSettled: (_, __, declarationId) => client.invalidateQueries({ queryKey: declarationKeys.uploadReports(declarationId) }),
  });
}

function ifMatch(declaration: Pick<Declaration, 'version'>): Record<string, string> {
  return { [IF_MATCH_HEADER]: declarationEtag(declaration.version) };
}

/** Puts the declaration a write answered in the cache and reloads what depends on it. */
function afterWrite(client: QueryClient, declaration: Declaration | undefined) {
  if (declaration) client.setQueryData(declarationKeys.one(declaration.id), declaration);
  return client.invalidateQueries({
    predicate: (q) => q.queryKey[0] === 'declarations' && !(declaration && q.queryKey[1] === 'one' && q.queryKey[2] === declaration.id),
  });
}

export { newIdempotencyKey } from '../../../common/lib/submission-key';

export function useCreateDeclaration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateDeclarationBody; key: string }) =>
      apiRequest(declarationEndpoints.create, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    onSuccess: (declaration) => afterWrite(client, declaration),
  });
}

export interface RowWrite {
  declaration: Declaration;
  body: DetailRowBodyInput;
  detailId?: string;
  /** A new row that fixes a rejected row of the last upload: its id (the server lets that one go). */
  fixes?: string;
}

/** Adds or edits a row; the upload report is reloaded with the rest (a fixed row leaves it). */
export function useSaveRow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ declaration, body, detailId, fixes }: RowWrite) =>
      detailId
        ? apiRequest(declarationEndpoints.updateDetail, { params: { id: declaration.id, detailId }, body, headers: ifMatch(declaration) })
        : apiRequest(declarationEndpoints.addDetail, { params: { id: declaration.id }, query: { fixes }, body, headers: ifMatch(declaration) }),
    onSuccess: (answer) => afterWrite(client, answer.declaration),
  });
}

export function useDeleteRow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ declaration, detailId }: { declaration: Declaration; detailId: string }) =>
      apiRequest(declarationEndpoints.deleteDetail, { params: { id: declaration.id, detailId }, headers: ifMatch(declaration) }),
    onSuccess: (answer) => afterWrite(client, answer.declaration),
  });
}

export type DeclarationCommand = 'save' | 'activate' | 'close';

export function useDeclarationCommand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ declaration, command }: { declaration: Declaration; command: DeclarationCommand }) =>
      apiRequest(declarationEndpoints[command], { params: { id: declaration.id }, headers: ifMatch(declaration) }),
    onSuccess: (declaration) => afterWrite(client, declaration),
  });
}

export function useDeleteDeclaration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (declaration: Declaration) => apiRequest(declarationEndpoints.remove, { params: { id: declaration.id }, headers: ifMatch(declaration) }),
    onSuccess: (_, declaration) => {
      client.removeQueries({ queryKey: declarationKeys.one(declaration.id) });
      return afterWrite(client, undefined);
    },
  });
}

export type UploadMode = 'replace' | 'append';

/** Uploads a filled template; the server replaces the declaration's upload report, which is then reloaded. */
export function useUploadTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ declaration, file, mode, key }: { declaration: Declaration; file: File; mode: UploadMode; key: string }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(declarationEndpoints.upload, {
        params: { id: declaration.id },
        query: { mode },
        body: form,
        headers: { ...ifMatch(declaration), [IDEMPOTENCY_KEY_HEADER]: key },
      });
    },
    onSuccess: (answer) => afterWrite(client, answer.declaration),
  });
}

export function useTemplateDownload() {
  return useMutation({
    mutationFn: async (query: { type: Declaration['type']; form: Declaration['form'] }) => saveDownload(await apiBlob(declarationEndpoints.template, { query })),
  });
}

export function useReportDownload() {
  return useMutation({
    mutationFn: async (declarationId: string) => saveDownload(await apiBlob(declarationEndpoints.report, { query: { declarationId } })),
  });
}

/** Saves a downloaded file under the name the server gave it. */
function saveDownload({ blob, filename }: { blob: Blob; filename: string }) {
  saveBlob(blob, filename);
}

/**
 * A self-employed person's own date of birth and gender, as their latest earlier declaration holds them
 * (the row form of a new declaration of own income starts with them); null when none holds a row.
 */
export async function lastOwnPerson(currentId: string, personalNumber: string): Promise<{ birthDate: string; gender: 'male' | 'female' } | null> {
  const list = await apiRequest(declarationEndpoints.byList, { params: { type: 'all' }, query: { pageNumber: 1, pageSize: 12 } });
  const earlier = list.items.filter((d) => d.id !== currentId && d.totals.rowCount > 0);
  for (const d of earlier.slice(0, 3)) {
    const rows = await apiRequest(declarationEndpoints.filterDetails, { body: { declarationId: d.id, pageNumber: 1, pageSize: 1, search: personalNumber } });
    const row = rows.items.find((r) => r.personalIdentificationNumber === personalNumber);
    if (row) return { birthDate: row.birthDate, gender: row.gender };
  }
  return null;
}
