import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/create-db.ts';
import type { RevenueCommentsTable } from './revenue-comments.table.ts';

/**
 * Comments on the differences with the Revenue Service and their uploaded workbooks in the database
 * (docs/decisions/0031): what revenue-comments.service.ts decides, written and read here. Every statement is
 * of the one organization given.
 */


const COMMENT_COLUMNS = ['id', 'year', 'month', 'personalNumber', 'comment', 'source', 'commentFileId', 'updatedAt'] as const;
/** A comment as it is kept. */
export type CommentRow = Pick<Selectable<RevenueCommentsTable>, (typeof COMMENT_COLUMNS)[number]>;

/** The organization's comments of a year (or a month), of these people only when given. */
export function commentRows(db: Executor, organizationId: string, year: number, month?: number, personalNumbers?: string[]): Promise<CommentRow[]> {
  let q = db.selectFrom('revenueComments').select(COMMENT_COLUMNS).where('organizationId', '=', organizationId).where('year', '=', year);
  if (month) q = q.where('month', '=', month);
  if (personalNumbers) q = q.where('personalNumber', 'in', personalNumbers);
  return q.execute();
}

/** The organization's filed (open or closed) declarations of a year, oldest first. */
export function filedDeclarations(db: Executor, organizationId: string, year: number): Promise<{ id: string; month: number }[]> {
  return db
    .selectFrom('declarations')
    .select(['id', 'month'])
    .where('organizationId', '=', organizationId)
    .where('year', '=', year)
    .where('status', 'in', ['open', 'closed'])
    .orderBy('createdAt', 'asc')
    .execute();
}

/** The rows of these people in the organization's filed declarations of a year, with their declaration, oldest declaration first. */
export function filedRowsOf(db: Executor, organizationId: string, year: number, personalNumbers: string[]): Promise<{ id: string; month: number; personalNumber: string }[]> {
  return db
    .selectFrom('declarationDetails as dd')
    .innerJoin('declarations as d', 'd.id', 'dd.declarationId')
    .select(['d.id', 'd.month', 'dd.personalNumber'])
    .where('d.organizationId', '=', organizationId)
    .where('dd.organizationId', '=', organizationId)
    .where('d.year', '=', year)
    .where('d.status', 'in', ['open', 'closed'])
    .where('dd.personalNumber', 'in', personalNumbers)
    .orderBy('d.createdAt', 'asc')
    .execute();
}

/** A comment written on the screen: added, or replacing the one of the same month and person. */
export function upsertScreenComment(
  db: Executor,
  c: { organizationId: string; year: number; month: number; personalNumber: string; comment: string; createdBy: string },
): Promise<CommentRow> {
  const { organizationId, year, month, personalNumber, comment } = c;
  return db
    .insertInto('revenueComments')
    .values({ organizationId, year, month, personalNumber, comment, source: 'screen', commentFileId: null, createdBy: c.createdBy })
    .onConflict((oc) =>
      oc.columns(['organizationId', 'year', 'month', 'personalNumber']).doUpdateSet({ comment, source: 'screen', commentFileId: null, updatedAt: sql<Date>`now()` }),
    )
    .returning(COMMENT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the organization's comment `id`; how many were deleted (0 or 1). */
export async function deleteCommentRow(db: Executor, id: string, organizationId: string): Promise<number> {
  const r = await db.deleteFrom('revenueComments').where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** An uploaded comments workbook as its list shows it. */
export type CommentFileRow = {
  id: string;
  name: string;
  sizeBytes: number;
  year: number | null;
  status: 'saved' | 'rejected';
  commentCount: number;
  errorCount: number;
  uploadedAt: Date;
};

const FILE_COLUMNS = ['id', 'name', 'sizeBytes', 'year', 'status', 'commentCount', 'errorCount', 'uploadedAt'] as const;

/** An uploaded workbook, saved or refused, its stored file and its rows' errors (JSON text) already decided. */
export function insertCommentFile(
  trx: Executor,
  f: {
    organizationId: string;
    fileId: string;
    name: string;
    sizeBytes: number;
    year: number | null;
    status: 'saved' | 'rejected';
    commentCount: number;
    errorCount: number;
    errors: string;
    uploadedBy: string;
  },
): Promise<CommentFileRow> {
  return trx
    .insertInto('revenueCommentFiles')
    .values({
      organizationId: f.organizationId,
      fileId: f.fileId,
      name: f.name,
      sizeBytes: f.sizeBytes,
      year: f.year,
      status: f.status,
      commentCount: f.commentCount,
      errorCount: f.errorCount,
      errors: f.errors,
      uploadedBy: f.uploadedBy,
    })
    .returning(FILE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A saved workbook's comments, 1,000 a statement: each added, or replacing the one of the same month and person. */
export async function upsertWorkbookComments(
  trx: Executor,
  organizationId: string,
  commentFileId: string,
  createdBy: string,
  rows: readonly { year: number; month: number; personalNumber: string; comment: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1_000) {
    const slice = rows.slice(i, i + 1_000);
    await trx
      .insertInto('revenueComments')
      .values(slice.map((r) => ({ organizationId, year: r.year, month: r.month, personalNumber: r.personalNumber, comment: r.comment, source: 'excel' as const, commentFileId, createdBy })))
      .onConflict((oc) =>
        oc.columns(['organizationId', 'year', 'month', 'personalNumber']).doUpdateSet((eb) => ({
          comment: eb.ref('excluded.comment'),
          source: 'excel',
          commentFileId,
          updatedAt: sql<Date>`now()`,
        })),
      )
      .execute();
  }
}

/** The organization's uploaded workbooks, newest first (200 at most), of a year (and those of several years) when asked. */
export function commentFiles(db: Executor, organizationId: string, year?: number): Promise<CommentFileRow[]> {
  let q = db.selectFrom('revenueCommentFiles').select(FILE_COLUMNS).where('organizationId', '=', organizationId);
  if (year) q = q.where((eb) => eb.or([eb('year', '=', year), eb('year', 'is', null)]));
  return q.orderBy('uploadedAt', 'desc').orderBy('id', 'desc').limit(200).execute();
}

/** The organization's uploaded workbook `id` with its stored file and its rows' errors. */
export function findCommentFile(
  db: Executor,
  organizationId: string,
  id: string,
): Promise<(CommentFileRow & { fileId: string; errors: { row: number; column: string | null; message: string }[] }) | undefined> {
  return db.selectFrom('revenueCommentFiles').select([...FILE_COLUMNS, 'fileId', 'errors']).where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
}

/** Deletes the organization's uploaded workbook `id`; its stored file's id, undefined when it had none such. */
export function deleteCommentFileRow(trx: Executor, id: string, organizationId: string): Promise<{ fileId: string } | undefined> {
  return trx.deleteFrom('revenueCommentFiles').where('id', '=', id).where('organizationId', '=', organizationId).returning('fileId').executeTakeFirst();
}
