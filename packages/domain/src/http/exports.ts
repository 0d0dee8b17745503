import { z } from 'zod';
import { defineApi, defineContract } from './contract.ts';
import { resultEnvelope } from './envelope.ts';
import { text } from './text.ts';
import { EXPORT_STATUSES } from './export-state.ts';
import { UploadErrorSchema } from './uploads.ts';

export { EXPORT_POLL_MS, EXPORT_STATUSES, exportFileEndpoint, isExportState, type ExportStatus } from './export-state.ts';

/**
 * Exports written by a job of the durable queue (docs/decisions/0088). An export of more rows than a screen's
 * worth is written by any server's worker; its request waits for it as a load's does, and one not written by
 * then is answered 202 with the export's id. The file is then asked for by that id until it is there.
 */
/** The answer (202) of an export not written within the time the request waits. */
export const ExportAcceptedSchema = z.object({ exportId: z.string(), status: z.enum(EXPORT_STATUSES) });
export type ExportAccepted = z.infer<typeof ExportAcceptedSchema>;

/** The state of an export not yet downloadable: its refusal, in the reader's language, once failed. */
export const ExportStateSchema = z.object({ exportId: z.string(), status: z.enum(EXPORT_STATUSES), error: UploadErrorSchema.nullable() });
export type { ExportState } from './export-state.ts';

/** Any text: an id that is no export's (malformed included) is answered 404, as an unknown one. */
export const ExportParamsSchema = z.object({ id: text().max(100) });

export const exportsApi = defineApi('exports', {
  file: defineContract({
    method: 'GET', group: 'user', path: 'exports/:id', audience: 'any',
    summary: "An export written by a job: the file once written (its name and content type as the export's own answer), else its state (queued, running, failed with its refusal) as JSON; only the user who asked for it, in the same organization, may read it",
    params: ExportParamsSchema, response: resultEnvelope(ExportStateSchema), accepted: resultEnvelope(ExportStateSchema), isBlob: true, errors: [404],
  }),
});
