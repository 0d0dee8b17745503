import type { DeclarationForm, DeclarationType, DetailField, Period } from '@pensia/domain';
import type { DetailColumns } from '../stored-detail.ts';

/**
 * What the server and an upload worker (upload-parts.ts) say to each other about one upload. The worker
 * reads the file, checks its layout, validates its rows and sends the accepted ones a part at a time,
 * ready to insert; the server stores each part while the worker reads on.
 */

export interface ReadRequest {
  kind: 'read';
  id: number;
  buffer: ArrayBuffer;
  type: DeclarationType;
  form: DeclarationForm;
  /** Most data rows the file may have. */
  maxRows: number;
  /** Rows per part. */
  partRows: number;
  /** Today in Tbilisi (YYYY-MM-DD): a birth date after it is refused. */
  today: string;
  /** The declaration's month. */
  period?: Period;
  /** Persons withdrawn from the fund by that month: [personal number, year, month of the withdrawal]. */
  withdrawn?: [string, number, number][];
  /** In a self-employed person's declaration of own income, their personal number: a row of another is rejected. */
  ownPersonalNumber?: string;
}

/** The personal numbers the declaration already has (an upload in `append` mode), once the server knows them. */
export interface ContextMessage {
  kind: 'context';
  id: number;
  existing: string[];
}

/** The names the scheme knows the personal numbers of a part by: [personal number, first name, last name]. */
export interface NamesMessage {
  kind: 'names';
  id: number;
  names: [string, string, string][];
}

/** The server gave the upload up: the worker stops reading it. */
export interface CancelMessage {
  kind: 'cancel';
  id: number;
}

export type ToWorker = ReadRequest | ContextMessage | NamesMessage | CancelMessage;

export interface RejectedUploadRow {
  /** The row number in the spreadsheet. */
  row: number;
  /** `{ field, message }`, the message as a validation reference. */
  issues: { field: DetailField | null; message: string }[];
  /** What the file held, as text, by template column key. */
  raw: Record<string, string | null>;
}

export interface UploadSummary {
  accepted: number;
  /** Every rejected row, in the order of the spreadsheet. */
  rejected: RejectedUploadRow[];
  /** Personal numbers of rows sent in a part and then repeated by a later row: the server removes them. */
  repeated: string[];
}

export type UploadRefusalCode =
  | 'SPREADSHEET_MISMATCH'
  | 'SPREADSHEET_EMPTY'
  | 'SPREADSHEET_WRONG_COLUMNS'
  | 'SPREADSHEET_TOO_MANY_ROWS'
  | 'SPREADSHEET_UNSAFE'
  | 'SPREADSHEET_UNREADABLE'
  | 'SPREADSHEET_NOT_XLSX';

/** Once loaded, a worker says `{ kind: 'ready' }`; then, of each upload: */
export type FromWorker = { id: number } & (
  | { kind: 'part'; columns: DetailColumns; count: number }
  /** Before validating a part: which of its personal numbers the scheme knows, under which name (answered by `names`). */
  | { kind: 'askNames'; personalNumbers: string[] }
  | { kind: 'done'; summary: UploadSummary }
  | { kind: 'refused'; code: UploadRefusalCode; params?: Record<string, string | number> }
  | { kind: 'error'; error: string }
);
