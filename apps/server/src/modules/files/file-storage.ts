import { Readable } from 'node:stream';
import type { FileKind } from '@pensia/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/create-db.ts';

/** A stored file without its bytes. */
export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  kind: FileKind;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
}

export interface NewFile {
  name: string;
  contentType: string;
  kind: FileKind;
  sha256: string;
  content: Uint8Array;
  createdBy: string | null;
}

/**
 * Where uploaded files live. Every method takes the executor of the file's record first, so that a file
 * is stored in the same transaction as whatever refers to it. The database implementation keeps the bytes
 * in the record; an object store would put them under a key and keep the record's metadata the same.
 */
export interface FileStorage {
  put(db: Db, file: NewFile): Promise<StoredFile>;
  /** The file with all its bytes (for small files and tests; downloads use `stream`). */
  get(db: Db, id: string): Promise<(StoredFile & { content: Buffer }) | undefined>;
  /** The file's record and a stream of its bytes, read in chunks. */
  stream(db: Db, id: string): Promise<{ file: StoredFile; body: Readable } | undefined>;
  delete(db: Db, id: string): Promise<boolean>;
}

const META = ['id', 'name', 'contentType', 'kind', 'sizeBytes', 'sha256', 'createdAt'] as const;

/** Bytes are read from the database in chunks of this size, so a download never holds a whole file. */
export const STREAM_CHUNK_BYTES = 512 * 1024;

/**
 * Bytes travel to and from the database as base64 text (`decode`/`encode` in SQL): the embedded database
 * converts a bytea parameter about fifteen times slower than it decodes base64, and PostgreSQL takes both.
 */
const fromBase64 = (v: string | null) => (v ? Buffer.from(v, 'base64') : Buffer.alloc(0));

/** Files in the `files` table (bytea). */
export const databaseFileStorage: FileStorage = {
  async put(db, file) {
    return db
      .insertInto('files')
      .values({
        name: file.name,
        contentType: file.contentType,
        kind: file.kind,
        sizeBytes: file.content.byteLength,
        sha256: file.sha256,
        storage: 'database',
        content: sql<Uint8Array>`decode(${Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength).toString('base64')}, 'base64')`,
        createdBy: file.createdBy,
      })
      .returning(META)
      .executeTakeFirstOrThrow();
  },

  async get(db, id) {
    const row = await db.selectFrom('files').select([...META, sql<string | null>`encode(content, 'base64')`.as('content')]).where('id', '=', id).executeTakeFirst();
    return row ? { ...row, content: fromBase64(row.content) } : undefined;
  },

  async stream(db, id) {
    const file = await db.selectFrom('files').select(META).where('id', '=', id).executeTakeFirst();
    if (!file) return undefined;
    let offset = 0;
    const body = new Readable({
      highWaterMark: STREAM_CHUNK_BYTES,
      read() {
        if (offset >= file.sizeBytes) {
          this.push(null);
          return;
        }
        const from = offset + 1; // substring of bytea counts from 1
        offset += STREAM_CHUNK_BYTES;
        sql<{ chunk: string | null }>`select encode(substring(content from ${from}::int for ${STREAM_CHUNK_BYTES}::int), 'base64') as chunk from files where id = ${id}`
          .execute(db)
          .then(({ rows }) => {
            const chunk = fromBase64(rows[0]?.chunk ?? null);
            if (!chunk.length) this.push(null);
            else this.push(chunk);
          })
          .catch((err: unknown) => this.destroy(err as Error));
      },
    });
    return { file, body };
  },

  async delete(db, id) {
    const r = await db.deleteFrom('files').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },
};
