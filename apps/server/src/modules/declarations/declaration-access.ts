import { declarationActionRefusal } from '@pensia/domain';
import type { DeclarationAction } from '@pensia/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { lockOrganizations } from '../finance/ledger.service.ts';
import * as repo from './declarations.repository.ts';
import type { DeclarationRow } from './declarations.repository.ts';

/**
 * How a declaration is reached: within the signed-in user's organization, and, for a write, locked and guarded
 * (gone, being processed, state, version) in one transaction.
 */

/** What a write on a declaration brings besides its body: the version it was based on (If-Match). */
export interface WriteOptions {
  /** The version of `If-Match`; `*` or absent: any version. */
  ifMatch?: number | '*' | 'invalid';
}

export function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

/** Parses `If-Match`: `"7"`, `W/"7"` or `7` (our ETag is the version), `*`, absent. */
export function parseIfMatch(header: string | undefined): WriteOptions['ifMatch'] {
  if (header === undefined || header.trim() === '') return undefined;
  const h = header.trim();
  if (h === '*') return '*';
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(h);
  return m ? Number(m[1]) : 'invalid';
}

export async function mustFind(db: repo.Executor, organizationId: string, id: string): Promise<DeclarationRow> {
  const row = await repo.findDeclaration(db, organizationId, id);
  if (!row) throw new AppError('DECLARATION_NOT_AVAILABLE');
  return row;
}

/** The checks of every write, in the order a user understands them: gone, being processed, state, version. */
export function guard(row: DeclarationRow, action: DeclarationAction, opts: WriteOptions) {
  const refusal = declarationActionRefusal(row.status, row.isProcessing, action);
  if (refusal === 'processing') throw new AppError('DECLARATION_PROCESSING');
  // a submission waiting for approval is what the approver sees: it changes only once decided or withdrawn
  if (row.awaitingApproval && action !== 'close') throw new AppError('AWAITING_APPROVAL');
  if (refusal === 'wrongState') throw new AppError(action === 'close' ? 'DECLARATION_NOT_OPEN' : 'DECLARATION_ALREADY_PROCESSED');
  if (opts.ifMatch !== undefined && opts.ifMatch !== '*' && opts.ifMatch !== row.version) {
    throw new AppError('PRECONDITION_FAILED', { headers: { etag: `"${row.version}"` } });
  }
}

/** Runs a write on one declaration: locked, guarded, then the work, in one transaction. */
export async function write<T>(
  deps: Deps,
  actor: Actor,
  id: string,
  action: DeclarationAction,
  opts: WriteOptions,
  work: (trx: Transaction<Database>, row: DeclarationRow, now: Date) => Promise<T>,
): Promise<T> {
  const organizationId = organizationOf(actor);
  return deps.db.transaction().execute(async (trx) => {
    // activation writes the contributions due: the balance's lock first (docs/decisions/0048)
    if (action === 'activate') await lockOrganizations(trx, [organizationId]);
    const row = await repo.lockDeclaration(trx, organizationId, id);
    if (!row) throw new AppError('DECLARATION_NOT_AVAILABLE');
    guard(row, action, opts);
    return work(trx, row, deps.clock.now());
  });
}
