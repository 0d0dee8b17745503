import { Buffer } from 'node:buffer';
import { Readable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import {
  DetailRowsValidator,
  matchTemplateHeaders,
  parsePersonalNumberCell,
  parseTemplateMarker,
  withoutControlCharacters,
  withRepeatedPersonalNumber,
  type DetailField,
  type DetailRowDraft,
  type TemplateColumn,
} from '@pensia/domain';
import { emptyColumns, newDetailOf, pushColumns } from '../stored-detail.ts';
import { unpackWorkbook, type UnpackVerdict } from './zip-unpack.ts';
import type { FromWorker, ReadRequest, RejectedUploadRow, ToWorker, UploadRefusalCode, UploadSummary } from './upload-protocol.ts';

/**
 * The work of an upload worker thread (loaded by upload-reader.worker.mjs): reads the cells of an .xlsx with
 * exceljs's streaming reader, finds the data sheet and checks its header, validates the rows with the
 * domain rules a part at a time and sends the accepted ones ready to insert. The server's own thread only
 * stores them, so other requests keep being answered while a large file is read.
 */

/** One cell: null or a value read as such, a formula, or an error value such as #REF!. */
type Cell = { t: 'n'; v: number } | { t: 's'; v: string } | { t: 'd'; v: string } | { t: 'b'; v: boolean } | { t: 'f' } | { t: 'e'; v: string };
interface SheetRow {
  /** Row number as the spreadsheet shows it. */
  n: number;
  cells: (Cell | null)[];
}

const pad = (n: number) => String(n).padStart(2, '0');

function cellOf(value: unknown): Cell | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? { t: 'n', v: value } : { t: 'e', v: String(value) };
  if (typeof value === 'string') return value.trim() === '' ? null : { t: 's', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { t: 'e', v: 'date' };
    // exceljs turns date-formatted serials into UTC midnights (plus the time of day, if any)
    return { t: 'd', v: `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}` };
  }
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { t: 'f' };
    if ('error' in value) return { t: 'e', v: String((value as { error: unknown }).error) };
    if ('richText' in value && Array.isArray(value.richText)) return cellOf(value.richText.map((r: { text?: string }) => r.text ?? '').join(''));
    if ('text' in value) return cellOf((value as { text: unknown }).text);
  }
  return { t: 'e', v: 'unknown' };
}

function rowOf(row: { number: number; values: unknown }): SheetRow | null {
  const values = row.values as unknown[];
  const cells: (Cell | null)[] = [];
  let any = false;
  for (let c = 1; c < values.length; c++) {
    const cell = cellOf(values[c]);
    cells.push(cell);
    if (cell) any = true;
  }
  return any ? { n: row.number, cells } : null;
}

function plain(cell: Cell | null | undefined): string | number | boolean | null {
  if (!cell) return null;
  return cell.t === 'n' || cell.t === 's' || cell.t === 'd' || cell.t === 'b' ? cell.v : null;
}

function rawText(cell: Cell | null | undefined): string | null {
  if (!cell) return null;
  if (cell.t === 'f') return '=…';
  // what the file held is kept and shown back: a control character (NUL can't be stored) shows as U+FFFD
  return withoutControlCharacters(String(cell.v), { multiline: true });
}

type Columns = readonly { column: TemplateColumn; index: number }[];

function uploadedRow(r: SheetRow, columns: Columns) {
  const draft: DetailRowDraft = {};
  const cellErrors: { field: DetailField; message: string }[] = [];
  const raw: Record<string, string | null> = {};
  for (const { column, index } of columns) {
    const cell = r.cells[index];
    raw[column.key] = rawText(cell);
    if (cell?.t === 'f') cellErrors.push({ field: column.key, message: 'cellFormula' });
    else if (cell?.t === 'e') cellErrors.push({ field: column.key, message: 'cellError' });
    else draft[column.key] = plain(cell);
  }
  return { row: r.n, draft, cellErrors, raw };
}

class Refusal extends Error {
  constructor(
    readonly code: UploadRefusalCode,
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
  }
}
class Cancelled extends Error {}

/** Worksheets of a workbook, each with its rows, in the file's order. */
type Worksheets = AsyncIterable<{ id: number; rows: AsyncIterable<{ number: number; values: unknown }> | Iterable<{ number: number; values: unknown }> }>;

async function* streamed(file: Buffer): Worksheets {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const worksheet of reader) yield { id: Number((worksheet as unknown as { id: string }).id), rows: worksheet as never };
}

/** The whole workbook in memory (the file is at most 7 MB and the worker's heap is bounded). */
async function* inMemory(file: Buffer): Worksheets {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as never);
  for (const worksheet of workbook.worksheets) {
    const rows: { number: number; values: unknown }[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row) => rows.push(row));
    yield { id: worksheet.id, rows };
  }
}

const UNPACK_REFUSALS: Record<Exclude<UnpackVerdict, { ok: true }>['reason'], UploadRefusalCode> = {
  unsafe: 'SPREADSHEET_UNSAFE',
  damaged: 'SPREADSHEET_UNREADABLE',
  notZip: 'SPREADSHEET_NOT_XLSX',
  notSpreadsheet: 'SPREADSHEET_NOT_XLSX',
};

class UploadJob {
  readonly #request: ReadRequest;
  readonly #post: (m: FromWorker) => void;
  readonly #context: Promise<ReadonlySet<string>>;
  #resolveContext!: (existing: ReadonlySet<string>) => void;
  #rejectContext!: (e: Error) => void;
  #cancelled = false;
  /** The names on record the server answers for the part being validated. */
  #names: { resolve: (names: [string, string, string][]) => void; reject: (e: Error) => void } | null = null;
  /** A part was sent: the file can no longer be read again from the start. */
  #sent = false;

  constructor(request: ReadRequest, post: (m: FromWorker) => void) {
    this.#request = request;
    this.#post = post;
    this.#context = new Promise((resolve, reject) => {
      this.#resolveContext = resolve;
      this.#rejectContext = reject;
    });
    this.#context.catch(() => undefined);
  }

  receive(m: ToWorker) {
    if (m.kind === 'context') this.#resolveContext(new Set(m.existing));
    else if (m.kind === 'names') this.#names?.resolve(m.names);
    else if (m.kind === 'cancel') {
      this.#cancelled = true;
      this.#rejectContext(new Cancelled());
      this.#names?.reject(new Cancelled());
    }
  }

  /** Asks the server which of these personal numbers the scheme knows, and under which name. */
  #askNames(personalNumbers: string[]): Promise<[string, string, string][]> {
    if (personalNumbers.length === 0) return Promise.resolve([]);
    const answer = new Promise<[string, string, string][]>((resolve, reject) => (this.#names = { resolve, reject }));
    this.#post({ id: this.#request.id, kind: 'askNames', personalNumbers });
    return answer.finally(() => (this.#names = null));
  }

  async run(): Promise<void> {
    const { id } = this.#request;
    try {
      // every part is inflated here, within the size the archive declares for it, or the file is refused
      const unpacked = unpackWorkbook(Buffer.from(this.#request.buffer));
      if (!unpacked.ok) throw new Refusal(UNPACK_REFUSALS[unpacked.reason]);
      const file = unpacked.stored;
      let summary: UploadSummary;
      try {
        summary = await this.#read(streamed(file));
      } catch (e) {
        // exceljs's streaming reader fails on some valid workbooks ("reading 'sheets'") whose worksheet parts
        // come before the workbook's own part, on their first worksheet: such a file is read again in memory,
        // so that a good file is never refused by chance
        if (e instanceof Refusal || e instanceof Cancelled || this.#sent) throw e;
        summary = await this.#read(inMemory(file));
      }
      this.#post({ id, kind: 'done', summary });
    } catch (e) {
      if (e instanceof Refusal) this.#post({ id, kind: 'refused', code: e.code, ...(e.params ? { params: e.params } : {}) });
      else this.#post({ id, kind: 'error', error: e instanceof Error ? e.message : String(e) });
    }
  }

  async #read(worksheets: Worksheets): Promise<UploadSummary> {
    const { type, form, maxRows, partRows, today, id, period, ownPersonalNumber } = this.#request;
    // rows of persons withdrawn from the fund by the declaration's month carry no contributions
    const withdrawn = new Map((this.#request.withdrawn ?? []).map(([pn, year, month]) => [pn, { year, month }]));
    let marker: ReturnType<typeof parseTemplateMarker>;
    let dataSheet: number | undefined;
    let columns: Columns | undefined;
    let wrongColumns: string | undefined;
    let bodyRows = 0;
    let tooMany = false;
    const mismatched = () => marker !== undefined && (marker.type !== type || marker.form !== form);

    let validator: DetailRowsValidator | null = null;
    let pending: SheetRow[] = [];
    let position = 0;
    const rejected = new Map<number, RejectedUploadRow>();
    // accepted rows, by position in the file: a later row may still repeat their personal number
    const accepted = new Map<number, { row: number; raw: Record<string, string | null>; personalNumber: string }>();

    // the names the scheme knows this part's persons by (asked part by part: the registry is far larger than a file)
    const namesOnRecord = new Map<string, { firstName: string; lastName: string }>();
    const flush = async () => {
      if (pending.length === 0 || !columns) return;
      validator ??= new DetailRowsValidator({ type, form, today, period, withdrawn, ownPersonalNumber, existingPersonalNumbers: await this.#context, namesOnRecord });
      const rows = pending.map((r) => uploadedRow(r, columns!));
      pending = [];
      const numbers = rows.flatMap((r) => {
        const pn = parsePersonalNumberCell(r.draft.personalIdentificationNumber ?? null);
        return pn.ok && !namesOnRecord.has(pn.value) ? [pn.value] : [];
      });
      for (const [pn, firstName, lastName] of await this.#askNames([...new Set(numbers)])) namesOnRecord.set(pn, { firstName, lastName });
      const results = validator.add(rows.map((r) => r.draft));
      const part = emptyColumns();
      let count = 0;
      results.forEach((v, i) => {
        const r = rows[i]!;
        // a cell refused as such (formula, error value) replaces what the row validation says of that field
        const cellFields = new Set(r.cellErrors.map((c) => c.field));
        const issues = [...r.cellErrors, ...v.errors.filter((e) => !e.field || !cellFields.has(e.field)).map((e) => ({ field: e.field, message: e.message }))];
        if (issues.length > 0) {
          rejected.set(position + i, { row: r.row, issues, raw: r.raw });
          return;
        }
        const detail = newDetailOf(v)!;
        pushColumns(part, detail);
        count += 1;
        accepted.set(position + i, { row: r.row, raw: r.raw, personalNumber: detail.personalNumber });
      });
      position += rows.length;
      if (count > 0) {
        this.#post({ id, kind: 'part', columns: part, count });
        this.#sent = true;
      }
    };

    /** Worksheets that are not the data: their first row was read, the rest is skipped. */
    const otherSheets = new Set<number>();
    for await (const sheet of worksheets) {
      let first = true;
      for await (const raw of sheet.rows) {
        if (this.#cancelled) throw new Cancelled();
        if (otherSheets.has(sheet.id)) continue;
        if (sheet.id === dataSheet && (!columns || tooMany || mismatched())) continue; // refused at the end; read on to find why
        const row = rowOf(raw);
        if (!row) continue;
        if (first) {
          first = false;
          const found = parseTemplateMarker(plain(row.cells[0]));
          if (found || dataSheet !== undefined) {
            // the template's marker sheet comes after the data; any other worksheet is not read
            marker ??= found;
            otherSheets.add(sheet.id);
            continue;
          }
          dataSheet = sheet.id;
          const match = matchTemplateHeaders(row.cells.map(plain), type, form);
          if (match.ok) columns = match.columns;
          else wrongColumns = [...match.missing, ...match.unexpected].slice(0, 8).join(', ');
          continue;
        }
        bodyRows += 1;
        if (bodyRows > maxRows) {
          tooMany = true;
          pending = [];
          continue;
        }
        pending.push(row);
        if (pending.length >= partRows) await flush();
      }
    }
    if (mismatched()) throw new Refusal('SPREADSHEET_MISMATCH');
    if (dataSheet === undefined) throw new Refusal('SPREADSHEET_EMPTY');
    if (wrongColumns !== undefined) throw new Refusal('SPREADSHEET_WRONG_COLUMNS', { columns: wrongColumns });
    if (tooMany) throw new Refusal('SPREADSHEET_TOO_MANY_ROWS', { max: maxRows });
    if (bodyRows === 0) throw new Refusal('SPREADSHEET_EMPTY');
    await flush();

    // a row sent before a later row repeated its personal number is rejected too
    const repeated: string[] = [];
    for (const at of validator!.repeatedLater()) {
      const stored = accepted.get(at);
      const refused = rejected.get(at);
      if (stored) {
        accepted.delete(at);
        repeated.push(stored.personalNumber);
        rejected.set(at, { row: stored.row, issues: withRepeatedPersonalNumber([]).map((i) => ({ field: i.field, message: i.message })), raw: stored.raw });
      } else if (refused) refused.issues = withRepeatedPersonalNumber(refused.issues).map((i) => ({ field: i.field, message: i.message }));
    }
    return {
      accepted: accepted.size,
      rejected: [...rejected].sort(([a], [b]) => a - b).map(([, r]) => r),
      repeated,
    };
  }
}

/** Serves the uploads the server sends on `port`, one at a time. */
export function serveUploads(port: MessagePort): void {
  const jobs = new Map<number, UploadJob>();
  const post = (m: FromWorker) => port.postMessage(m);
  port.on('message', (m: ToWorker) => {
    if (m.kind !== 'read') {
      jobs.get(m.id)?.receive(m);
      return;
    }
    const job = new UploadJob(m, post);
    jobs.set(m.id, job);
    void job.run().finally(() => jobs.delete(m.id));
  });
  port.postMessage({ kind: 'ready' });
}
