import { createHash } from 'node:crypto';
import {
  formatMoneyPlain,
  hasControlCharacters,
  isDifference,
  REVENUE_COMMENT_MAX_LENGTH,
  REVENUE_COMMENTS_MARKER,
  validationMessage,
  vmsg,
  type AddRevenueCommentBody,
  type ComparedPerson,
  type ComparisonDetails,
  type Lang,
  type RevenueComment,
  type RevenueCommentFile,
  type RevenueCommentFileCheck,
  type RevenueCommentRowError,
  type RevenueCommentsWorkbookBody,
  type RevenueCommentUpload,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { organizationOf } from '../declarations/declaration-access.ts';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { exportWriters, MARKER_SHEET, neutralizeCellText, XLSX_CONTENT_TYPE } from '../declarations/excel/workbooks.ts';
import { sendFile } from '../files/files.service.ts';
import { fileParsers } from '../files/parse-workers.ts';
import { COLUMNS, periodText, type ColumnKey, type CommentLine } from './revenue-comments-sheet.ts';
import { differenceKindLabel } from './revenue-export.ts';
import {
  commentFiles, commentRows, deleteCommentFileRow, deleteCommentRow, filedDeclarations, filedRowsOf, findCommentFile, insertCommentFile, upsertScreenComment,
  upsertWorkbookComments, type CommentFileRow, type CommentRow,
} from './revenue-comments.repository.ts';
import { yearLines } from './revenue.repository.ts';

/**
 * Comments on the differences with the Revenue Service (docs/decisions/0031). A comment belongs to an
 * organization, a month and a person, and is written only where the comparison shows a difference. Many are
 * written at once through the comments workbook: the differences with a comment column, downloaded, filled in
 * and uploaded back; a workbook with any row wrong saves nothing and is kept with its rows' errors.
 */

/** Errors of a refused workbook kept and answered, at most. */
const MAX_KEPT_ERRORS = 500;
/** Years one workbook may cover. */
const MAX_YEARS = 10;

const keyOf = (month: number, personalNumber: string) => `${month}:${personalNumber}`;

function commentDto(r: CommentRow): RevenueComment {
  return {
    id: r.id,
    year: r.year,
    month: r.month,
    personalIdentificationNumber: r.personalNumber,
    comment: r.comment,
    source: r.source,
    fileId: r.commentFileId,
    lastModificationDate: new Date(r.updatedAt).toISOString(),
  };
}

/** Comments of a year (or a month), by month and personal number. */
async function commentsOf(db: Db, organizationId: string, year: number, month?: number, personalNumbers?: string[]): Promise<Map<string, RevenueComment>> {
  if (personalNumbers && personalNumbers.length === 0) return new Map();
  const rows = await commentRows(db, organizationId, year, month, personalNumbers);
  return new Map(rows.map((r) => [keyOf(r.month, r.personalNumber), commentDto(r)]));
}

/**
 * The filed declarations a reversal of a person's month would correct: the latest open or closed declaration
 * of the month holding the person's row, else the month's latest one (a person missing from the declaration
 * is added to its reversal as a new row).
 */
async function reversibleDeclarations(db: Db, organizationId: string, year: number, personalNumbers: string[]) {
  const byPerson = new Map<string, string>();
  const byMonth = new Map<number, string>();
  const months = await filedDeclarations(db, organizationId, year);
  for (const d of months) byMonth.set(d.month, d.id);
  if (personalNumbers.length > 0 && months.length > 0) {
    const rows = await filedRowsOf(db, organizationId, year, personalNumbers);
    for (const r of rows) byPerson.set(keyOf(r.month, r.personalNumber), r.id);
  }
  return (month: number, personalNumber: string) => byPerson.get(keyOf(month, personalNumber)) ?? byMonth.get(month) ?? null;
}

/** The person list with each difference's comment and the declaration a reversal of it would correct. */
export async function withComments(deps: Deps, actor: Actor, year: number, month: number | undefined, details: ComparisonDetails): Promise<ComparisonDetails> {
  const organizationId = organizationOf(actor);
  const personalNumbers = [...new Set(details.items.map((i) => i.personalIdentificationNumber))];
  const [comments, declarationOf] = await Promise.all([
    commentsOf(deps.readDb, organizationId, year, month, personalNumbers),
    reversibleDeclarations(deps.readDb, organizationId, year, personalNumbers),
  ]);
  return {
    ...details,
    items: details.items.map((i) => ({
      ...i,
      comment: comments.get(keyOf(i.month, i.personalIdentificationNumber)) ?? null,
      reversibleDeclarationId: isDifference(i.kind) ? declarationOf(i.month, i.personalIdentificationNumber) : null,
    })),
  };
}

/** The differences of an organization's month, by personal number. */
async function differencesOf(db: Db, organizationId: string, year: number, month?: number): Promise<ComparedPerson[]> {
  return yearLines(db, organizationId, year, month, 'differences');
}

export async function addComment(deps: Deps, actor: Actor, body: AddRevenueCommentBody): Promise<RevenueComment> {
  const organizationId = organizationOf(actor);
  const { year, month, personalIdentificationNumber: personalNumber, comment } = body;
  const differences = await differencesOf(deps.db, organizationId, year, month);
  if (!differences.some((l) => l.personalNumber === personalNumber)) {
    throw new AppError('REVENUE_COMMENT_NOT_DIFFERENCE', { params: { period: periodText(year, month) } });
  }
  const row = await upsertScreenComment(deps.db, { organizationId, year, month, personalNumber, comment, createdBy: actor.userId });
  return commentDto(row);
}

export async function deleteComment(deps: Deps, actor: Actor, id: string): Promise<{ deleted: boolean }> {
  const organizationId = organizationOf(actor);
  if ((await deleteCommentRow(deps.db, id, organizationId)) === 0) throw new AppError('RECORD_NOT_FOUND');
  return { deleted: true };
}

// ---------------------------------------------------------------------------------------------------------
// The comments workbook

const SHEET_TITLE: Record<Lang, string> = { ka: 'სხვაობების კომენტარები', en: 'Comments on differences', ru: 'Комментарии к расхождениям' };

function layout(lang: Lang): WorkbookLayout {
  return {
    creator: 'Pensia',
    title: SHEET_TITLE[lang],
    headerRow: 1,
    markerSheet: MARKER_SHEET,
    marker: REVENUE_COMMENTS_MARKER,
    columns: COLUMNS.map((c) => ({ key: c.key, header: c.header[lang], width: Math.max(c.width, Math.min(c.header[lang].length + 2, 40)), numFmt: c.numFmt })),
  };
}

const commentCell = (comment: string | undefined): CellValue => (comment ? neutralizeCellText(comment) : null);

/** The differences of a year (or a month) with their comments, a comment column to fill in. */
export async function commentsWorkbook(deps: Deps, actor: Actor, body: RevenueCommentsWorkbookBody, lang: Lang) {
  const organizationId = organizationOf(actor);
  const [lines, comments] = await Promise.all([differencesOf(deps.readDb, organizationId, body.year, body.month), commentsOf(deps.readDb, organizationId, body.year, body.month)]);
  const rows: CellValue[][] = lines.map((l) => [
    periodText(body.year, l.month),
    l.personalNumber,
    neutralizeCellText(l.lastName),
    l.firstName ? neutralizeCellText(l.firstName) : null,
    differenceKindLabel(l.kind, lang),
    Number(formatMoneyPlain(l.incomeDifference)),
    Number(formatMoneyPlain(l.contributionDifference)),
    commentCell(comments.get(keyOf(l.month, l.personalNumber))?.comment),
  ]);
  const file = await exportWriters().write(layout(lang), rows);
  return { file, fileName: `revenue-service-comments-${body.year}${body.month ? `-${String(body.month).padStart(2, '0')}` : ''}.xlsx` };
}

type ReadRow = { row: number; year: number; month: number; personalNumber: string; comment: string };

/** Reads the workbook (in a file-parsing worker) and checks its rows: what is wrong, by row and column, in the request's language. */
async function readWorkbook(bytes: Buffer, lang: Lang, organizationId: string): Promise<{ rows: ReadRow[]; errors: RevenueCommentRowError[] }> {
  const { items: lines } = await fileParsers().parse<CommentLine, Record<string, never>>(bytes, { kind: 'revenueComments' }, 'SPREADSHEET_UNREADABLE', organizationId);
  const header = (key: ColumnKey) => COLUMNS.find((c) => c.key === key)!.header[lang];
  const rows: ReadRow[] = [];
  const errors: RevenueCommentRowError[] = [];
  const seen = new Map<string, number>();
  const issue = (row: number, column: ColumnKey | null, ref: string) => errors.push({ row, column: column ? header(column) : null, message: validationMessage(lang, ref) });
  for (const { row: number, period, personalNumber, comment } of lines) {
    let ok = true;
    const m = /^(\d{4})-(\d{1,2})$/.exec(period);
    const year = m ? Number(m[1]) : 0;
    const month = m ? Number(m[2]) : 0;
    if (!m || month < 1 || month > 12) {
      issue(number, 'period', vmsg('commentPeriodFormat'));
      ok = false;
    }
    if (!/^\d+$/.test(personalNumber)) {
      issue(number, 'personalNumber', vmsg(personalNumber ? 'personalNumberDigits' : 'required'));
      ok = false;
    } else if (personalNumber.length !== 11) {
      issue(number, 'personalNumber', vmsg(personalNumber.length === 10 ? 'personalNumberLeadingZero' : 'personalNumberLength'));
      ok = false;
    }
    if (hasControlCharacters(comment, { multiline: true })) {
      issue(number, 'comment', vmsg('controlCharacters'));
      ok = false;
    } else if (comment.length > REVENUE_COMMENT_MAX_LENGTH) {
      issue(number, 'comment', vmsg('tooLong', { max: REVENUE_COMMENT_MAX_LENGTH }));
      ok = false;
    }
    if (!ok) continue;
    const key = `${year}-${month}:${personalNumber}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      issue(number, 'personalNumber', vmsg('commentRowRepeated', { row: earlier }));
      continue;
    }
    seen.set(key, number);
    rows.push({ row: number, year, month, personalNumber, comment });
  }
  return { rows, errors };
}

function fileDto(r: CommentFileRow): RevenueCommentFile {
  return {
    id: r.id,
    name: r.name,
    size: r.sizeBytes,
    year: r.year,
    status: r.status,
    commentCount: r.commentCount,
    errorCount: r.errorCount,
    uploadedOn: new Date(r.uploadedAt).toISOString(),
  };
}

/**
 * An uploaded comments workbook: every row right, its comments are saved (added, or replacing those of the
 * same month and person); any row wrong, no comment is saved and the workbook is kept as refused with its
 * rows' errors. A file that is not the comments workbook is refused and not kept.
 */
export async function uploadComments(deps: Deps, actor: Actor, upload: { fileName: string; bytes: Buffer }, lang: Lang): Promise<RevenueCommentUpload> {
  const organizationId = organizationOf(actor);
  const { rows, errors } = await readWorkbook(upload.bytes, lang, organizationId);
  if (rows.length === 0 && errors.length === 0) throw new AppError('REVENUE_COMMENTS_WORKBOOK_EMPTY');

  // every row must be a difference of the organization's comparison
  const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
  if (years.length > MAX_YEARS) throw new AppError('REVENUE_COMMENTS_WORKBOOK_WRONG');
  const differences = new Set<string>();
  for (const year of years) {
    for (const l of await differencesOf(deps.db, organizationId, year)) differences.add(`${year}-${l.month}:${l.personalNumber}`);
  }
  const personalNumberHeader = COLUMNS.find((c) => c.key === 'personalNumber')!.header[lang];
  for (const r of rows) {
    if (!differences.has(`${r.year}-${r.month}:${r.personalNumber}`)) {
      errors.push({ row: r.row, column: personalNumberHeader, message: validationMessage(lang, vmsg('commentNotDifference')) });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  const saved = errors.length === 0;
  const allYears = [...new Set(rows.map((r) => r.year))];

  return deps.db.transaction().execute(async (trx) => {
    const stored = await deps.storage.put(trx, {
      name: upload.fileName,
      contentType: XLSX_CONTENT_TYPE,
      kind: 'excel',
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      content: upload.bytes,
      createdBy: actor.userId,
    });
    const file = await insertCommentFile(trx, {
      organizationId,
      fileId: stored.id,
      name: upload.fileName,
      sizeBytes: upload.bytes.length,
      year: allYears.length === 1 ? allYears[0]! : null,
      status: saved ? 'saved' : 'rejected',
      commentCount: saved ? rows.length : 0,
      errorCount: errors.length,
      errors: JSON.stringify(errors.slice(0, MAX_KEPT_ERRORS)),
      uploadedBy: actor.userId,
    });
    if (saved) await upsertWorkbookComments(trx, organizationId, file.id, actor.userId, rows);
    return { id: file.id, saved, status: file.status, commentCount: file.commentCount, errors: errors.slice(0, MAX_KEPT_ERRORS), errorCount: errors.length, file: fileDto(file) };
  });
}

export async function listFiles(deps: Deps, actor: Actor, year?: number): Promise<RevenueCommentFile[]> {
  const organizationId = organizationOf(actor);
  const rows = await commentFiles(deps.readDb, organizationId, year);
  return rows.map(fileDto);
}

async function fileOf(db: Db, organizationId: string, id: string) {
  const file = await findCommentFile(db, organizationId, id);
  if (!file) throw new AppError('RECORD_NOT_FOUND');
  return file;
}

export async function fileState(deps: Deps, actor: Actor, id: string): Promise<RevenueCommentFileCheck> {
  const file = await fileOf(deps.readDb, organizationOf(actor), id);
  return { id: file.id, saved: file.status === 'saved', status: file.status, commentCount: file.commentCount, errors: file.errors, errorCount: file.errorCount };
}

export async function downloadCommentFile(deps: Deps, actor: Actor, reply: FastifyReply, id: string) {
  const file = await fileOf(deps.readDb, organizationOf(actor), id);
  const found = await deps.storage.stream(deps.readDb, file.fileId);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  return sendFile(reply, { ...found.file, name: file.name }, found.body);
}

/** Deletes an uploaded workbook and its stored file; the comments it saved stay, no longer tied to it. */
export async function deleteCommentFile(deps: Deps, actor: Actor, id: string): Promise<{ deleted: boolean }> {
  const organizationId = organizationOf(actor);
  return deps.db.transaction().execute(async (trx) => {
    const file = await deleteCommentFileRow(trx, id, organizationId);
    if (!file) throw new AppError('RECORD_NOT_FOUND');
    await deps.storage.delete(trx, file.fileId);
    return { deleted: true };
  });
}
