import type { ErrorCode } from '@pensia/domain';
import { AppError } from './app-error.ts';

/**
 * Whether a database error is a unique index's refusal, of one of the indexes named (any when none is named).
 * The "once" rules are unique indexes (docs/decisions/0049): a write that races another one to do a thing
 * a second time is refused by the database, and the caller answers as when its own check sees it done.
 */
export function isUniqueViolation(e: unknown, ...indexes: string[]): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const err = e as { code?: unknown; constraint?: unknown; message?: unknown };
  if (err.code !== '23505') return false;
  if (indexes.length === 0) return true;
  const named = `${typeof err.constraint === 'string' ? err.constraint : ''} ${typeof err.message === 'string' ? err.message : ''}`;
  return indexes.some((i) => named.includes(i));
}

/**
 * `.catch(answerOnce(code, …indexes))` on a write's transaction: a "once" index's refusal is answered with the
 * code the caller's own check gives (the work was done by another request); any other error goes on.
 */
export function answerOnce(code: ErrorCode, ...indexes: string[]) {
  return (e: unknown): never => {
    if (isUniqueViolation(e, ...indexes)) throw new AppError(code);
    throw e;
  };
}
