import { ApiError } from './api-client';

/**
 * A load refused because the record named in the address does not exist for the caller: 404, or the 400 the
 * server answers when the id itself is malformed (a field message under `id`). Screens show both as "not
 * found" with the way back, never as a form error with a retry.
 */
export function isMissingRecord(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 404 || (error.status === 400 && 'id' in error.fieldMessages);
}
