import { ApiError } from '../../../common/lib/api-client';

/** How the editor answers a refused write. */
export type WriteProblem =
  | { kind: 'stale' }
  | { kind: 'processing' }
  | { kind: 'other'; message: string; fieldMessages: Record<string, string> };

/**
 * A 412 (the declaration changed since it was read) and a declaration being processed get their own views. A
 * refusal whose code is in `words` reads the screen's own text instead of the server's (a self-employed person's
 * empty declaration asks for their income, not for employees).
 */
export function writeProblemOf(error: unknown, fallback: string, words: Readonly<Record<string, string>> = {}): WriteProblem {
  if (error instanceof ApiError) {
    if (error.status === 412 || error.code === 'PRECONDITION_FAILED') return { kind: 'stale' };
    if (error.code === 'DECLARATION_PROCESSING') return { kind: 'processing' };
    const own = words[error.code];
    if (own) return { kind: 'other', message: own, fieldMessages: error.fieldMessages };
    return { kind: 'other', message: error.message || fallback, fieldMessages: error.fieldMessages };
  }
  return { kind: 'other', message: fallback, fieldMessages: {} };
}
