import { once } from 'node:events';
import type { Client } from 'pg';

/**
 * `COPY … FROM STDIN` through the `pg` driver itself (decision 0090): a submittable query that answers the
 * server's CopyInResponse with the text it is given, a chunk at a time, waiting for the socket to drain
 * when it falls behind, so that memory stays at about one chunk whatever the table's size.
 */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableLength: number };
}

/** Escapes a value for COPY's text format: null as \N, backslash, tab and line breaks escaped. */
export function copyValue(v: string | number | bigint | boolean | null | undefined): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v !== 'string') return String(v);
  return v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** One COPY line of values. */
export const copyLine = (values: readonly (string | number | bigint | boolean | null | undefined)[]) => values.map(copyValue).join('\t') + '\n';

const CHUNK_CHARS = 1 << 20;
const HIGH_WATER = 8 << 20;

class CopyIn {
  private error: Error | undefined;
  rowCount = 0;
  constructor(
    private readonly text: string,
    private readonly lines: Iterable<string>,
    private readonly done: (err: Error | undefined, rows: number) => void,
  ) {}
  submit(connection: PgConnection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: PgConnection) {
    void this.send(connection);
  }
  private async send(connection: PgConnection) {
    try {
      let chunk = '';
      for (const line of this.lines) {
        chunk += line;
        if (chunk.length < CHUNK_CHARS) continue;
        connection.sendCopyFromChunk(Buffer.from(chunk));
        chunk = '';
        if (connection.stream.writableLength > HIGH_WATER) await once(connection.stream, 'drain');
      }
      if (chunk) connection.sendCopyFromChunk(Buffer.from(chunk));
      connection.endCopyFrom();
    } catch (e) {
      connection.sendCopyFail(e instanceof Error ? e.message : String(e));
    }
  }
  handleCommandComplete(msg: { text?: string }) {
    this.rowCount = Number(/(\d+)$/.exec(msg.text ?? '')?.[1] ?? 0);
  }
  handleError(err: Error) {
    this.error = err;
  }
  handleReadyForQuery() {
    this.done(this.error, this.rowCount);
  }
  handleEmptyQuery() {}
  handleRowDescription() {}
  handleDataRow() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

/** Copies `lines` (COPY text lines, each ending in a line break) into `table (columns)`; answers the rows copied. */
export function copyInto(client: Client, table: string, columns: readonly string[], lines: Iterable<string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const q = new CopyIn(`copy ${table} (${columns.join(', ')}) from stdin`, lines, (err, rows) => (err ? reject(err) : resolve(rows)));
    void client.query(q as never);
  });
}
