import { z } from 'zod';
import { text } from './text.ts';

/**
 * Uploads loaded by a job of the durable queue (docs/decisions/0083): the bank statement and the Revenue
 * Service's filings. The load's request waits a while for its job; one that takes longer is answered 202 with
 * the upload's id, and the screen asks for the upload's state until it is done or failed.
 */
export const UPLOAD_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** How often a screen asks for the state of an upload still being loaded. */
export const UPLOAD_POLL_MS = 2_000;

/** The answer (202) of a load not finished within the time the request waits. */
export const UploadAcceptedSchema = z.object({ uploadId: z.string(), status: z.enum(UPLOAD_STATUSES) });
export type UploadAccepted = z.infer<typeof UploadAcceptedSchema>;

/** Any text: an id that is no upload's (malformed included) is answered 404, as an unknown one. */
export const UploadParamsSchema = z.object({ id: text().max(100) });

/** A refusal of the file, in the reader's language (its code and values are what is kept). */
export const UploadErrorSchema = z.object({ code: z.string(), message: z.string() });

/** The state of an upload: its answer once done (the load's own answer), its refusal once failed. */
export function uploadStateSchema<T extends z.ZodType>(result: T) {
  return z.object({
    uploadId: z.string(),
    status: z.enum(UPLOAD_STATUSES),
    fileName: z.string(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
    result: result.nullable(),
    error: UploadErrorSchema.nullable(),
  });
}

/** True for the 202 answer of a load (the upload goes on), false for the load's own answer. */
export function isUploadAccepted(answer: unknown): answer is UploadAccepted {
  return typeof answer === 'object' && answer !== null && 'uploadId' in answer && 'status' in answer && !('result' in answer);
}
