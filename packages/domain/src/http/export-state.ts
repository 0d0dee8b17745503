import { endpointOf } from './endpoint.ts';
import type { exportsApi } from './exports.ts';

/**
 * What the web app's download needs of an export written by a job (docs/decisions/0088), without schemas: the
 * states, how often to ask, and the endpoint of its file (http/endpoint.ts). `exports.ts` has the contract.
 */
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How often a screen asks for an export still being written. */
export const EXPORT_POLL_MS = 2_000;

/** The 202 of an export not written within the request's wait, and the state of one asked for by its id. */
export interface ExportState {
  exportId: string;
  status: ExportStatus;
  error: { code: string; message: string } | null;
}

/** True for the body of an export's 202 or of its state (a JSON answer where a file was asked for). */
export function isExportState(answer: unknown): answer is ExportState {
  return typeof answer === 'object' && answer !== null && 'exportId' in answer && 'status' in answer;
}

/** The endpoint of an export's file (the contract `exportsApi.file`). */
export const exportFileEndpoint = endpointOf<typeof exportsApi.file>({ method: 'GET', group: 'user', path: 'exports/:id', audience: 'any' });
