import { createDeclarationBodySchema, isOwnIncomeType, periodOfInstant, stateAfter, validateDetailRows } from '@pensia/domain';
import type { CreateDeclarationBody, Declaration } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { completeIdempotent, requestHash, withIdempotency } from '../../lib/idempotency.ts';
import { recordContributionDue } from '../finance/ledger.service.ts';
import { organizationOf, write, type WriteOptions } from './declaration-access.ts';
import { rowContext } from './declaration-rows.ts';
import { draftOfRow, toDeclaration } from './declaration-view.ts';
import * as repo from './declarations.repository.ts';
import type { DeclarationRow, DetailRow } from './declarations.repository.ts';

/** A declaration's life: created for a month, saved, activated (submitted, its contributions due), closed, or deleted. */

export async function createDeclaration(deps: Deps, actor: Actor, input: CreateDeclarationBody, idempotencyKey: string | undefined): Promise<Declaration> {
  const organizationId = organizationOf(actor);
  const checked = createDeclarationBodySchema(periodOfInstant(deps.clock.now())).safeParse(input);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const i of checked.error.issues) fields[i.path.join('.') || '_'] ??= i.message;
    throw new AppError('FILL_CORRECT_FIELDS', { fields });
  }
  const body = checked.data;
  // a self-employed person declares own income only; an employer never files a self-employed person's declaration
  if ((actor.role === 'selfEmployed' && !isOwnIncomeType(body.type)) || (actor.role !== 'selfEmployed' && body.type === 'selfEmployed')) {
    throw new AppError('FILL_CORRECT_FIELDS', { fields: { type: 'declarationType' } });
  }
  const hash = requestHash(['POST declarations', JSON.stringify([body.year, body.month, body.type, body.form])]);
  return withIdempotency(deps, { organizationId }, idempotencyKey, hash, (claim) =>
    deps.db.transaction().execute(async (trx) => {
      if (await repo.findOpenPeriod(trx, organizationId, body.year, body.month, body.type)) throw new AppError('DECLARATION_PERIOD_TAKEN');
      const now = deps.clock.now();
      const row = await repo.insertDeclaration(trx, { organizationId, year: body.year, month: body.month, type: body.type, form: body.form, createdBy: actor.userId, now });
      const result = toDeclaration(row);
      await completeIdempotent(trx, claim, result, now);
      return result;
    }),
  );
}

export function saveDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Declaration> {
  return write(deps, actor, id, 'save', opts, async (trx, row, now) => toDeclaration(await repo.bumpVersion(trx, row, now, { status: stateAfter(row.status, 'save') })));
}

/**
 * Activates (submits) a declaration: every row is validated again together (repeated personal numbers,
 * a single row of own income); any error refuses activation, warnings do not.
 */
export function activateDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Declaration> {
  return write(deps, actor, id, 'activate', opts, async (trx, row, now) => {
    // an organization that requires approval activates only through an approver's decision (approvals module)
    if (await requiresApproval(trx, row.organizationId)) throw new AppError('APPROVAL_REQUIRED');
    return toDeclaration(await activateLocked(deps, trx, row, now, actor.userId));
  });
}

/** The rows of a declaration being activated or submitted, checked together; any error refuses it. */
export async function checkedForActivation(deps: Deps, trx: Transaction<Database>, row: DeclarationRow): Promise<DetailRow[]> {
  const details = await repo.allDetails(trx, row);
  if (details.length === 0) throw new AppError('DECLARATION_EMPTY');
  // rows stored before a person's withdrawal are checked again: from its month on no contribution is due
  const results = validateDetailRows(details.map(draftOfRow), await rowContext(trx, row, deps, details.map((d) => d.personalNumber)));
  if (results.some((r) => !r.isValid) || row.errorCount > 0) throw new AppError('DECLARATION_HAS_ERRORS');
  return details;
}

/**
 * Activates a declaration locked in `trx` (with the organization's balance lock, decision 0048): its rows
 * checked again, its contributions due in the same transaction, as the act of `by`.
 */
export async function activateLocked(deps: Deps, trx: Transaction<Database>, row: DeclarationRow, now: Date, by: string): Promise<DeclarationRow> {
  await checkedForActivation(deps, trx, row);
  // a submitted declaration takes no more rows: rejected rows of its last upload can't be fixed in it
  await repo.deleteUploadReport(trx, row);
  const declaration = await repo.refreshDeclaration(trx, row, now, { status: stateAfter(row.status, 'activate'), activationDate: now, awaitingApproval: false });
  // its contributions become due in the same transaction: an activated declaration is always in the ledger
  await recordContributionDue(trx, { organizationId: row.organizationId, declarationId: row.id, totalAmount: declaration.totalAmount, activatedAt: now, createdBy: by });
  return declaration;
}

async function requiresApproval(trx: Transaction<Database>, organizationId: string): Promise<boolean> {
  const org = await trx.selectFrom('organizations').select('requiresApproval').where('id', '=', organizationId).executeTakeFirstOrThrow();
  return org.requiresApproval;
}

export function closeDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions): Promise<Declaration> {
  return write(deps, actor, id, 'close', opts, async (trx, row, now) => toDeclaration(await repo.bumpVersion(trx, row, now, { status: stateAfter(row.status, 'close'), closingDate: now })));
}

export function deleteDeclaration(deps: Deps, actor: Actor, id: string, opts: WriteOptions) {
  return write(deps, actor, id, 'delete', opts, async (trx, row) => {
    await repo.deleteDeclaration(trx, row);
    return { deleted: true };
  });
}
