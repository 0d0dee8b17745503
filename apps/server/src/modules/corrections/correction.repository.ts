import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import type { CorrectionDetailColumns, CorrectionDocumentColumns, Timestamp } from './correction.table.ts';

export type Executor = Db | Transaction<Database>;

/** A correction (a reversing or an annual declaration) as a repository reaches it: always through its organization as well as its id. */
export interface CorrectionRef {
  id: string;
  organizationId: string;
}

/**
 * The columns the tables of both corrections have, their correction's id named `parent`: what the queries
 * below touch. Each table has more (the declared side of its rows, its own totals); the queries pass them
 * through untouched.
 */
interface Shape {
  correction: { id: string; organizationId: string; version: number; modifiedAt: Timestamp };
  details: CorrectionDetailColumns & { parent: string };
  documents: CorrectionDocumentColumns & { parent: string };
  files: Database['files'];
}

/** The tables of one kind of correction, as named in the database type. */
export interface CorrectionTables<P extends string> {
  correction: keyof Database;
  details: keyof Database;
  documents: keyof Database;
  /** The column of the rows and documents that names their correction. */
  parent: P;
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The queries of a correction's rows and documents, and of its version, for the tables named: both kinds of
 * correction keep their rows, documents and versions the same way. `Detail` is a stored row, `NewDetail`
 * what a write gives of it, `Correction` the correction's own row; every query is scoped by organization.
 */
export function correctionQueries<Correction, Detail, NewDetail, Patch, P extends string>(tables: CorrectionTables<P>) {
  // the tables seen through the shape they share (the names stay the real ones at run time)
  const k = (db: Executor) => db as unknown as Kysely<Shape>;
  const correction = tables.correction as 'correction';
  const details = tables.details as 'details';
  const documents = tables.documents as 'documents';
  const parent = tables.parent as unknown as 'parent';
  const rowsOf = (db: Executor, c: CorrectionRef) => k(db).selectFrom(details).where('organizationId', '=', c.organizationId).where(parent, '=', c.id);
  const docsOf = (db: Executor, c: CorrectionRef) => k(db).selectFrom(documents).where('organizationId', '=', c.organizationId).where(parent, '=', c.id);
  type Document = Record<P, string> & { fileId: string; createdAt: Date; name: string; kind: string; sizeBytes: number };

  return {
    async documentsOf(db: Executor, organizationId: string, ids: readonly string[]): Promise<Document[]> {
      if (ids.length === 0) return [];
      const rows = await k(db)
        .selectFrom(`${documents} as cd`)
        .innerJoin('files as f', 'f.id', 'cd.fileId')
        .select([`cd.${parent}`, 'cd.fileId', 'cd.createdAt', 'f.name', 'f.kind', 'f.sizeBytes'])
        .where('cd.organizationId', '=', organizationId)
        .where(`cd.${parent}`, 'in', ids)
        .orderBy('cd.createdAt')
        .orderBy('f.name')
        .execute();
      return rows as unknown as Document[];
    },

    async linkDocument(db: Executor, c: CorrectionRef, fileId: string, now: Date) {
      await k(db).insertInto(documents).values({ [parent]: c.id, organizationId: c.organizationId, fileId, createdAt: now } as never).execute();
    },

    async unlinkDocument(db: Executor, c: CorrectionRef, fileId: string): Promise<boolean> {
      const d = await k(db).deleteFrom(documents).where('organizationId', '=', c.organizationId).where(parent, '=', c.id).where('fileId', '=', fileId).executeTakeFirst();
      return Number(d.numDeletedRows) > 0;
    },

    findDocument(db: Executor, c: CorrectionRef, fileId: string) {
      return docsOf(db, c).select('fileId').where('fileId', '=', fileId).executeTakeFirst();
    },

    async pageDetails(db: Executor, c: CorrectionRef, search: { personalNumberPrefix?: string; lastName?: string }, offset: number, limit: number) {
      let q = rowsOf(db, c);
      if (search.personalNumberPrefix) q = q.where('personalNumber', 'like', likePrefix(search.personalNumberPrefix));
      if (search.lastName) q = q.where(sql`lower(last_name)`, 'like', likePrefix(search.lastName));
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('rowNumber').offset(offset).limit(limit).execute(),
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as unknown as Detail[], total: Number(count.n) };
    },

    async allDetails(db: Executor, c: CorrectionRef): Promise<Detail[]> {
      return (await rowsOf(db, c).selectAll().orderBy('rowNumber').execute()) as unknown as Detail[];
    },

    async findDetail(db: Executor, c: CorrectionRef, detailId: string): Promise<Detail | undefined> {
      return (await rowsOf(db, c).selectAll().where('id', '=', detailId).executeTakeFirst()) as unknown as Detail | undefined;
    },

    findDetailOfPerson(db: Executor, c: CorrectionRef, personalNumber: string) {
      return rowsOf(db, c).select('id').where('personalNumber', '=', personalNumber).executeTakeFirst();
    },

    async insertDetails(db: Executor, c: CorrectionRef, rows: readonly NewDetail[], now: Date): Promise<string[]> {
      if (rows.length === 0) return [];
      const next = await rowsOf(db, c).select(sql<number>`coalesce(max(row_number), 0)::int`.as('n')).executeTakeFirstOrThrow();
      const ids: string[] = [];
      for (let i = 0; i < rows.length; i += 500) {
        const part = rows.slice(i, i + 500).map((row, n) => ({ ...row, [parent]: c.id, organizationId: c.organizationId, rowNumber: Number(next.n) + i + n + 1, createdAt: now, modifiedAt: now }));
        const inserted = await k(db).insertInto(details).values(part as never).returning('id').execute();
        ids.push(...inserted.map((x) => x.id));
      }
      return ids;
    },

    async updateDetail(db: Executor, c: CorrectionRef, detailId: string, row: Partial<NewDetail>, now: Date): Promise<Detail | undefined> {
      const updated = await k(db)
        .updateTable(details)
        .set({ ...row, modifiedAt: now } as never)
        .where('organizationId', '=', c.organizationId)
        .where(parent, '=', c.id)
        .where('id', '=', detailId)
        .returningAll()
        .executeTakeFirst();
      return updated as unknown as Detail | undefined;
    },

    async deleteDetail(db: Executor, c: CorrectionRef, detailId: string): Promise<boolean> {
      const d = await k(db).deleteFrom(details).where('organizationId', '=', c.organizationId).where(parent, '=', c.id).where('id', '=', detailId).executeTakeFirst();
      return Number(d.numDeletedRows) > 0;
    },

    /** Moves the correction's version on (every change of its rows or documents is a new version), with a change of state if given. */
    async bumpVersion(db: Executor, c: CorrectionRef, now: Date, patch: Partial<Patch> = {}): Promise<Correction> {
      const row = await k(db)
        .updateTable(correction)
        .set((eb) => ({ ...patch, version: eb('version', '+', 1), modifiedAt: now }))
        .where('organizationId', '=', c.organizationId)
        .where('id', '=', c.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return row as unknown as Correction;
    },

    /** Deletes the correction (its rows and document links go with it); answers the files its documents were, to delete. */
    async deleteCorrection(db: Executor, c: CorrectionRef): Promise<string[]> {
      const files = await docsOf(db, c).select('fileId').execute();
      await k(db).deleteFrom(correction).where('organizationId', '=', c.organizationId).where('id', '=', c.id).execute();
      return files.map((f) => f.fileId);
    },
  };
}
