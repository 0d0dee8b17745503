import { ApiError } from '../../../shared/lib/api-client';

/** How the editor answers a refused write. */
export type WriteProblem =
  | { kind: 'stale' }
  | { kind: 'processing' }
  | { kind: 'other'; message: string; fieldMessages: Record<string, string> };

/** A 412 (the declaration changed since it was read) and a declaration being processed get their own views. */
export function writeProblemOf(error: unknown, fallback: string): WriteProblem {
  if (error instanceof ApiError) {
    if (error.status === 412 || error.code === 'PRECONDITION_FAILED') return { kind: 'stale' };
    if (error.code === 'DECLARATION_PROCESSING') return { kind: 'processing' };
    return { kind: 'other', message: error.message || fallback, fieldMessages: error.fieldMessages };
  }
  return { kind: 'other', message: fallback, fieldMessages: {} };
}
