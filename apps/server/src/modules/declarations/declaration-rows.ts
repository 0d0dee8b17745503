import { dateOfInstant, isOwnIncomeType, validateDetailRow } from '@pensia/domain';
import type { DeclarationType, DetailRowBody, DetailRowContext, DetailRowValidation } from '@pensia/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { write, type WriteOptions } from './declaration-access.ts';
import { toDeclaration, toDetail } from './declaration-view.ts';
import * as repo from './declarations.repository.ts';
import type { DeclarationRow } from './declarations.repository.ts';
import { newDetailOf } from './stored-detail.ts';

/** A declaration's rows typed in the form: added, changed and deleted one at a time, each validated as it is written. */

/**
 * What the row rules need around a declaration's rows: its type, form and month, today, and the persons
 * withdrawn from the fund by that month (of `personalNumbers`), whose rows carry no contributions.
 */
export async function rowContext(trx: Transaction<Database>, row: DeclarationRow, deps: Deps, personalNumbers: readonly string[]): Promise<DetailRowContext> {
  return {
    type: row.type as DeclarationType,
    form: row.form,
    today: dateOfInstant(deps.clock.now()),
    period: { year: row.year, month: row.month },
    withdrawn: await repo.withdrawnPeople(trx, row, personalNumbers),
    namesOnRecord: await repo.namesOnRecord(trx, personalNumbers),
    ownPersonalNumber: await ownPersonalNumberOf(trx, row),
  };
}

/** A self-employed person's declaration of own income holds their own row: their personal number is the organization's code. */
export async function ownPersonalNumberOf(db: repo.Executor, row: DeclarationRow): Promise<string | undefined> {
  if (!isOwnIncomeType(row.type as DeclarationType)) return undefined;
  const org = await repo.organizationCodeOf(db, row.organizationId);
  return org?.isSelfEmployed ? org.code : undefined;
}

/** The personal number a typed row names, when it names one. */
const personalNumberOfBody = (body: DetailRowBody): string[] => (typeof body.personalIdentificationNumber === 'string' ? [body.personalIdentificationNumber.trim()] : []);

function duplicateRefusal(v: DetailRowValidation) {
  const dup = v.errors.find((e) => e.message === 'personalNumberRepeated');
  if (dup) throw new AppError('PERSONAL_NUMBER_REPEATED', { fields: { personalIdentificationNumber: 'personalNumberRepeated' } });
  // a self-employed person's declaration holds their own row only: another person's is refused, not kept
  if (v.errors.some((e) => e.message === 'ownIncomePersonalNumber')) throw new AppError('FILL_CORRECT_FIELDS', { fields: { personalIdentificationNumber: 'ownIncomePersonalNumber' } });
  // a known person under another name is refused, with the name on record under the name fields
  const names = v.errors.filter((e) => (e.field === 'firstName' || e.field === 'lastName') && e.message.startsWith('nameNotOnRecord'));
  if (names.length) throw new AppError('FILL_CORRECT_FIELDS', { fields: Object.fromEntries(names.map((e) => [e.field, e.message])) });
}

/**
 * Adds a row typed in the form. Format errors were refused by the body schema; rule errors (a wrong
 * contribution) are kept on the row and block activation until fixed; a repeated personal number is refused.
 */
export function addDetail(deps: Deps, actor: Actor, id: string, body: DetailRowBody, opts: WriteOptions & { fixes?: string }) {
  return write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
    const existing = await repo.personalNumbersOf(trx, row);
    // a declaration of own income holds one row: a second is refused, whoever it names
    if (isOwnIncomeType(row.type as DeclarationType) && existing.size > 0) throw new AppError('FILL_CORRECT_FIELDS', { fields: { _: 'ownIncomeSingleRow' } });
    const ctx = await rowContext(trx, row, deps, personalNumberOfBody(body));
    const v = validateDetailRow(body, { ...ctx, existingPersonalNumbers: existing });
    duplicateRefusal(v);
    const values = newDetailOf(v);
    if (!values) throw new AppError('FILL_CORRECT_FIELDS', { fields: Object.fromEntries(v.errors.map((e) => [e.field ?? '_', e.message])) });
    const [detailId] = await repo.insertDetails(trx, row, [values], now);
    // the rejected upload row this one fixes is done (already let go by someone else: nothing to do)
    if (opts.fixes) await repo.deleteRejectedRow(trx, row, opts.fixes);
    const detail = await repo.findDetail(trx, row, detailId!);
    const declaration = await repo.refreshDeclaration(trx, row, now);
    return { declaration: toDeclaration(declaration), detail: toDetail(detail!, declaration, ctx.withdrawn, ctx.namesOnRecord) };
  });
}

export function updateDetail(deps: Deps, actor: Actor, id: string, detailId: string, body: DetailRowBody, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
    if (!(await repo.findDetail(trx, row, detailId))) throw new AppError('RECORD_NOT_FOUND');
    const existing = await repo.personalNumbersOf(trx, row, detailId);
    const ctx = await rowContext(trx, row, deps, personalNumberOfBody(body));
    const v = validateDetailRow(body, { ...ctx, existingPersonalNumbers: existing });
    duplicateRefusal(v);
    const values = newDetailOf(v);
    if (!values) throw new AppError('FILL_CORRECT_FIELDS', { fields: Object.fromEntries(v.errors.map((e) => [e.field ?? '_', e.message])) });
    const detail = await repo.updateDetail(trx, row, detailId, values, now);
    const declaration = await repo.refreshDeclaration(trx, row, now);
    return { declaration: toDeclaration(declaration), detail: toDetail(detail!, declaration, ctx.withdrawn, ctx.namesOnRecord) };
  });
}

export function deleteDetail(deps: Deps, actor: Actor, id: string, detailId: string, opts: WriteOptions) {
  return write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
    if (!(await repo.deleteDetail(trx, row, detailId))) throw new AppError('RECORD_NOT_FOUND');
    return { declaration: toDeclaration(await repo.refreshDeclaration(trx, row, now)) };
  });
}
