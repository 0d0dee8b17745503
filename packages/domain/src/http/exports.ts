import { z } from 'zod';
import { defineApi, defineContract } from './contract.ts';
import { resultEnvelope } from './envelope.ts';
import { text } from './text.ts';
import { UploadErrorSchema } from './uploads.ts';

/**
 * Exports written by a job of the durable queue (docs/decisions/0088). An export of more rows than a screen's
 * worth is written by any server's worker; its request waits for it as a load's does, and one not written by
 * then is answered 202 with the export's id. The file is then asked for by that id until it is there.
 */
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How often a screen asks for an export still being written. */
export const EXPORT_POLL_MS = 2_000;

/** The answer (202) of an export not written within the time the request waits. */
export const ExportAcceptedSchema = z.object({ exportId: z.string(), status: z.enum(EXPORT_STATUSES) });
export type ExportAccepted = z.infer<typeof ExportAcceptedSchema>;

/** The state of an export not yet downloadable: its refusal, in the reader's language, once failed. */
export const ExportStateSchema = z.object({ exportId: z.string(), status: z.enum(EXPORT_STATUSES), error: UploadErrorSchema.nullable() });
export type ExportState = z.infer<typeof ExportStateSchema>;

/** Any text: an id that is no export's (malformed included) is answered 404, as an unknown one. */
export const ExportParamsSchema = z.object({ id: text().max(100) });

/** True for the body of an export's 202 or of its state (a JSON answer where a file was asked for). */
export function isExportState(answer: unknown): answer is ExportState {
  return typeof answer === 'object' && answer !== null && 'exportId' in answer && 'status' in answer;
}

export const exportsApi = defineApi('exports', {
  file: defineContract({
    method: 'GET', group: 'user', path: 'exports/:id', audience: 'any',
    summary: "An export written by a job: the file once written (its name and content type as the export's own answer), else its state (queued, running, failed with its refusal) as JSON; only the user who asked for it, in the same organization, may read it",
    params: ExportParamsSchema, response: resultEnvelope(ExportStateSchema), isBlob: true, errors: [404],
  }),
});
