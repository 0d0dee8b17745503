import { createHash } from 'node:crypto';
import { STATEMENT_MAX_BYTES } from '@pensia/domain';
import { parseCamt } from './reader/camt.ts';
import { StatementRefusal, type ParsedStatement } from './reader/common.ts';
import { parseCsv } from './reader/csv.ts';

export { StatementRefusal, type ParsedStatement, type StatementCredit, type StatementDebit, type StatementHead } from './reader/common.ts';

/**
 * Reads a bank statement file — ISO 20022 camt.053 statements or camt.054 notifications (any version), or the
 * CSV layout of docs/bank-statement-csv.md — into its statements and their booked credit transfers, refusing
 * the whole file at the first thing that is wrong (docs/decisions/0017, 0045). The single entry point is
 * `parseStatementFile(bytes)`; readers of each format are in ./reader.
 */

/** Passes a stream's chunks on, up to the statement limit (a larger file is refused as soon as it passes it). */
async function* limited(source: AsyncIterable<Uint8Array>, hash: ReturnType<typeof createHash>): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of source) {
    total += chunk.length;
    if (total > STATEMENT_MAX_BYTES) throw new StatementRefusal('STATEMENT_TOO_LARGE', { maxMb: STATEMENT_MAX_BYTES / (1024 * 1024) });
    hash.update(chunk);
    yield chunk;
  }
}

/** A statement's bytes, read from a stream up to the statement limit (a larger file is refused as soon as it passes it). */
export async function readStatementBytes(source: AsyncIterable<Uint8Array> | Uint8Array): Promise<Buffer> {
  if (source instanceof Uint8Array) {
    if (source.length > STATEMENT_MAX_BYTES) throw new StatementRefusal('STATEMENT_TOO_LARGE', { maxMb: STATEMENT_MAX_BYTES / (1024 * 1024) });
    return Buffer.from(source);
  }
  const parts: Uint8Array[] = [];
  for await (const chunk of limited(source, createHash('sha256'))) parts.push(chunk);
  return Buffer.concat(parts);
}

/**
 * Parses a statement file from its bytes (a stream or a buffer). Refuses with `StatementRefusal`; answers its
 * statements and booked credit transfers otherwise.
 */
export async function parseStatementFile(source: AsyncIterable<Uint8Array> | Uint8Array): Promise<ParsedStatement> {
  const hash = createHash('sha256');
  const chunks = limited(source instanceof Uint8Array ? (async function* () { yield source; })() : source, hash);
  // the first bytes tell XML from CSV (read by hand: leaving a for-await loop would close the stream)
  const first: Uint8Array[] = [];
  let kind: 'xml' | 'csv' | null = null;
  for (;;) {
    const next = await chunks.next();
    if (next.done) break;
    first.push(next.value);
    const head = Buffer.concat(first).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (head.length === 0) continue;
    kind = head.startsWith('<') ? 'xml' : 'csv';
    break;
  }
  if (!kind) throw new StatementRefusal('STATEMENT_EMPTY');
  const rest = (async function* () {
    yield* first;
    yield* chunks;
  })();
  let digest: string | null = null;
  const sha256 = () => (digest ??= hash.digest('hex'));
  const parsed = kind === 'xml' ? await parseCamt(rest) : await parseCsv(rest, sha256);
  return { ...parsed, sha256: sha256() };
}

/** The former name of `parseStatementFile`. */
export const parseStatement = parseStatementFile;
