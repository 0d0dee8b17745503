import { Buffer } from 'node:buffer';
import type { FastifyRequest } from 'fastify';
import {
  BASIS_FIELDS,
  isBlankValue,
  NAME_MAX_LENGTH,
  parseDateCell,
  parseFlagCell,
  parseGenderCell,
  parsePersonalNumberCell,
  parseSignedAmount,
  reversalRow,
  TEMPLATE_MAX_BYTES,
  vmsg,
  withoutControlCharacters,
  type BasisAmounts,
  type CellValue,
  type DeclarationType,
  type DetailField,
  type OriginalRow,
  type ReversalRowValues,
  type ReversalUploadAnswer,
} from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import * as declarations from '../declarations/declarations.repository.ts';
import { organizationOf, type WriteOptions } from '../declarations/declaration-access.ts';
import { fileParsers } from '../files/parse-workers.ts';
import { plainOf, type Columns, type SheetRow } from './reversal-sheet.ts';
import * as repo from './reversals.repository.ts';
import { originalOf, storedOf, viewOf, write } from './reversals.service.ts';

/**
 * Rows of a reversing declaration from an Excel file (docs/decisions/0032): the monthly declaration's template
 * of the declaration's type (either form), one row per personal number. A person of the original
 * declaration gets the corrected basis the row gives (gross salary; blank benefits are 0, as in the
 * template); a person not in it is added as a new row. Each row is checked by the rules of a row typed on
 * the screen (`reversalRow`: the surname must be the original's, an amount taken back can not be more than
 * the original, a new person needs name, birth date and gender). A file with any error saves nothing: the
 * refusal lists every error by row and column. The contribution columns of the template are not read: the
 * contributions of a corrected row are computed again.
 */

/** Errors answered at most (the count says how many rows have errors). */
const MAX_ERRORS = 500;

/** The template's columns a reversal row reads. */
const READ_FIELDS = new Set<DetailField>(['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender', 'optIn', ...BASIS_FIELDS]);

type RowError = { row: number; field: DetailField; message: string };
type ReadRow = { row: number; values: ReversalRowValues };

const text = (v: CellValue): string => withoutControlCharacters(v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')).trim();

/** One row of the file checked as a row typed on the screen; its errors by column. */
function readRow(
  row: SheetRow,
  columns: Columns,
  originals: ReadonlyMap<string, OriginalRow>,
  type: DeclarationType,
): { values?: ReversalRowValues; personalNumber?: string; errors: RowError[]; empty: boolean } {
  const { cells } = row;
  const errors: RowError[] = [];
  const values: Partial<Record<DetailField, CellValue>> = {};
  let empty = true;
  for (const { column, index } of columns) {
    if (!READ_FIELDS.has(column.key)) continue;
    const p = plainOf(cells[index]);
    if (!p.ok) {
      errors.push({ row: row.number, field: column.key, message: p.message });
      empty = false;
      continue;
    }
    if (p.value !== null) empty = false;
    values[column.key] = p.value;
  }
  if (empty && errors.length === 0) return { errors, empty: true };
  const fail = (field: DetailField, message: string) => errors.push({ row: row.number, field, message });

  const pn = parsePersonalNumberCell(values.personalIdentificationNumber ?? null);
  if (!pn.ok) fail('personalIdentificationNumber', pn.message);
  const lastName = text(values.lastName ?? null);
  if (lastName === '') fail('lastName', vmsg('required'));
  else if (lastName.length > NAME_MAX_LENGTH) fail('lastName', vmsg('tooLong', { max: NAME_MAX_LENGTH }));
  const firstName = text(values.firstName ?? null);
  if (firstName.length > NAME_MAX_LENGTH) fail('firstName', vmsg('tooLong', { max: NAME_MAX_LENGTH }));
  let birthDate: string | undefined;
  if (!isBlankValue(values.birthDate)) {
    const d = parseDateCell(values.birthDate);
    if (d.ok) birthDate = d.value;
    else fail('birthDate', d.message);
  }
  let gender: 'male' | 'female' | undefined;
  if (!isBlankValue(values.gender)) {
    const g = parseGenderCell(values.gender);
    if (g.ok) gender = g.value;
    else fail('gender', g.message);
  }
  const optIn = parseFlagCell(values.optIn ?? null);
  if (!optIn.ok) fail('optIn', optIn.message);
  const amounts: Partial<BasisAmounts> = {};
  for (const f of BASIS_FIELDS) {
    const v = values[f];
    // the template's rule: gross salary is required, blank benefits are 0
    if (isBlankValue(v)) {
      if (f === 'grossSalary') fail(f, vmsg('required'));
      else amounts[f] = 0n;
      continue;
    }
    const a = parseSignedAmount(v);
    if (a.ok) amounts[f] = a.tetri;
    else fail(f, a.message);
  }
  if (!pn.ok) return { errors, empty: false };
  if (errors.length > 0) return { personalNumber: pn.value, errors, empty: false };

  const result = reversalRow(
    { personalNumber: pn.value, lastName, firstName: firstName || undefined, birthDate: birthDate as never, gender, optIn: optIn.ok ? optIn.value : 0, entry: 'corrected', amounts },
    originals.get(pn.value),
    { type },
  );
  if (!result.ok) {
    for (const [field, message] of Object.entries(result.fields)) fail(field as DetailField, message);
    return { personalNumber: pn.value, errors, empty: false };
  }
  return { values: result.row, personalNumber: pn.value, errors, empty: false };
}

/** Refuses a file with errors: every error (up to MAX_ERRORS) as `<row>.<column key>`, in the request's language. */
function refuse(errors: RowError[]): never {
  const rows = new Set(errors.map((e) => e.row));
  const fields: Record<string, string> = {};
  for (const e of errors.slice(0, MAX_ERRORS)) fields[`${e.row}.${e.field}`] ??= e.message;
  throw new AppError('REVERSAL_FILE_ROWS_INVALID', { params: { count: rows.size }, fields });
}

export async function uploadReversalRows(deps: Deps, actor: Actor, id: string, file: Buffer, opts: WriteOptions): Promise<ReversalUploadAnswer> {
  const organizationId = organizationOf(actor);
  // another organization's reversal, or none: 404 before the file is read
  const found = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? await repo.findReversal(deps.db, organizationId, id) : undefined;
  if (!found) throw new AppError('REVERSAL_NOT_AVAILABLE');
  // read before anything is locked, in a file-parsing worker: a large file takes a moment
  const { items: rows, meta } = await fileParsers().parse<SheetRow, { columns: Columns }>(
    file,
    { kind: 'reversal', type: found.type as DeclarationType },
    'SPREADSHEET_UNREADABLE',
    organizationId,
  );
  const { columns } = meta;
  return write(deps, actor, id, 'editRows', opts, async (trx, r, declaration, now) => {
    const originals = new Map((await declarations.allDetails(trx, declaration)).map((d) => [d.personalNumber, originalOf(d)]));
    const errors: RowError[] = [];
    const read: ReadRow[] = [];
    const seen = new Map<string, number>();
    for (const row of rows) {
      const one = readRow(row, columns, originals, declaration.type as DeclarationType);
      if (one.empty) continue;
      // a person once per file: a later row of the same personal number is an error, whatever the first row says
      if (one.personalNumber !== undefined && seen.has(one.personalNumber)) {
        errors.push({ row: row.number, field: 'personalIdentificationNumber', message: vmsg('personalNumberRepeated') });
        continue;
      }
      if (one.personalNumber !== undefined) seen.set(one.personalNumber, row.number);
      errors.push(...one.errors);
      if (one.values) read.push({ row: row.number, values: one.values });
    }
    if (errors.length > 0) refuse(errors.sort((a, b) => a.row - b.row));
    if (read.length === 0) throw new AppError('SPREADSHEET_EMPTY');

    const existing = new Map((await repo.allDetails(trx, r)).map((d) => [d.personalNumber, d.id]));
    const fresh = read.filter((x) => !existing.has(x.values.personalNumber));
    let updated = 0;
    for (const x of read) {
      const detailId = existing.get(x.values.personalNumber);
      if (!detailId) continue;
      await repo.updateDetail(trx, r, detailId, storedOf(x.values), now);
      updated += 1;
    }
    if (fresh.length > 0) await repo.insertDetails(trx, r, fresh.map((x) => storedOf(x.values)), now);
    await repo.refreshReversal(trx, r, now);
    return { reversal: await viewOf(trx, r.organizationId, r.id), added: fresh.length, updated };
  });
}

/** Reads the multipart field `file` (at most 7 MB). */
export async function uploadedSpreadsheet(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('SPREADSHEET_REQUIRED');
  const part = await request.file({ limits: { fileSize: TEMPLATE_MAX_BYTES, files: 1, fields: 5, parts: 8 } });
  if (!part || part.fieldname !== 'file') throw new AppError('SPREADSHEET_REQUIRED');
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw new AppError('SPREADSHEET_EMPTY');
    return Buffer.from(buffer);
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('SPREADSHEET_TOO_LARGE', { params: { maxMb: 7 } });
    throw e;
  }
}
