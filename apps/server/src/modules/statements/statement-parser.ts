import { createHash } from 'node:crypto';
import {
  STATEMENT_CSV_OPTIONAL_COLUMNS,
  STATEMENT_CSV_REQUIRED_COLUMNS,
  STATEMENT_CURRENCY,
  STATEMENT_MAX_BYTES,
  STATEMENT_MAX_ENTRIES,
  type ErrorCode,
  type StatementCsvColumn,
  type Tetri,
} from '@pensia/domain';
import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * Reads a bank statement — ISO 20022 camt.053 (any version, 001.02 to 001.13) or the CSV layout of
 * docs/bank-statement-csv.md — into its booked credit entries, refusing the whole file at the first thing
 * that is wrong (docs/decisions/0017). The XML is streamed through saxes, a non-validating parser that
 * never reads a DTD, never fetches anything and expands only the five predefined entities; a document type
 * declaration is refused outright, so neither external entities nor entity expansion can reach it.
 */

/** A booked credit entry: a payment to the agency. Amounts in tetri. */
export interface StatementCredit {
  /** 1-based position among the statement's entries (camt: `Ntry` elements; CSV: data lines). */
  position: number;
  /** The agency's account the entry was booked on. */
  account: string;
  /** The bank's own reference (AcctSvcrRef, else NtryRef; CSV `reference`). */
  reference: string;
  bookingDate: string;
  valueDate: string;
  /** The day the payer paid (interbank settlement date when the bank gives it, else the value date). */
  paidOn: string;
  amount: Tetri;
  currency: string;
  payerCode: string | null;
  payerName: string | null;
  payerAccount: string | null;
  payerBank: string | null;
  remittance: string | null;
}

export interface ParsedStatement {
  format: 'camt053' | 'csv';
  /** `camt053:<message id>` or `csv:<sha256>`. */
  identification: string;
  sha256: string;
  accounts: string[];
  fromDate: string | null;
  toDate: string | null;
  credits: StatementCredit[];
  /** Entries that are not payments: debits, reversals, entries not booked. */
  ignored: number;
}

/** The statement is refused: a code of the catalogue and its parameters. Nothing of it may be kept. */
export class StatementRefusal extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'StatementRefusal';
  }
}

const MAX_REFERENCE = 100;
const MAX_TEXT = 500;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const CAMT_053 = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.\d{2}$/;

/** A YYYY-MM-DD date (a date-time gives its date), or null when it is not a real day. */
function dateOf(raw: string | undefined): string | null {
  const m = DATE.exec((raw ?? '').trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Text as kept: control characters out, spaces collapsed, at most `max` characters; null when empty. */
function clean(raw: string | undefined, max = MAX_TEXT): string | null {
  // eslint-disable-next-line no-control-regex
  const v = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return v ? v.slice(0, max) : null;
}

/** An amount of the statement in tetri: digits, at most two decimals, above zero; otherwise refused. */
function amountOf(raw: string | undefined, where: { entry: number; reference: string }): Tetri {
  const v = (raw ?? '').trim();
  if (!AMOUNT.test(v)) throw new StatementRefusal('STATEMENT_AMOUNT_INVALID', { ...where, value: v.slice(0, 40) });
  const [whole, frac = ''] = v.split('.');
  const tetri = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  if (tetri <= 0n) throw new StatementRefusal('STATEMENT_AMOUNT_INVALID', { ...where, value: v });
  return tetri;
}

function currencyOf(raw: string | undefined, where: { entry: number; reference: string }): string {
  const c = (raw ?? '').trim().toUpperCase();
  if (c !== STATEMENT_CURRENCY) throw new StatementRefusal('STATEMENT_CURRENCY_NOT_GEL', { ...where, currency: c.slice(0, 10) || '—' });
  return c;
}

function referenceOf(raw: string | undefined, entry: number, field: string): string {
  const r = clean(raw, MAX_REFERENCE + 1);
  if (!r || r.length > MAX_REFERENCE) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry, field });
  return r;
}

/** An account as kept: an IBAN without spaces, upper-case. */
const accountOf = (raw: string | undefined) => clean(raw, 64)?.replace(/\s+/g, '').toUpperCase() ?? null;

// ---------------------------------------------------------------------------------------------------------
// Reading the bytes

/** Collects a stream's bytes up to the statement limit (a larger file is refused as soon as it passes it). */
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
 * Parses a statement from its bytes (a stream or a buffer). Refuses with `StatementRefusal`; answers the
 * booked credit entries otherwise.
 */
export async function parseStatement(source: AsyncIterable<Uint8Array> | Uint8Array): Promise<ParsedStatement> {
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
  if (!kind) throw new StatementRefusal('STATEMENT_FORMAT_UNKNOWN');
  const rest = (async function* () {
    yield* first;
    yield* chunks;
  })();
  const parsed = kind === 'xml' ? await parseCamt053(rest) : await parseCsv(rest);
  const sha256 = hash.digest('hex');
  return { ...parsed, sha256, identification: parsed.format === 'csv' ? `csv:${sha256}` : parsed.identification };
}

// ---------------------------------------------------------------------------------------------------------
// camt.053

interface TxDraft {
  fields: Map<string, string>;
}
interface EntryDraft {
  position: number;
  account: string;
  fields: Map<string, string>;
  currency: string | undefined;
  txs: TxDraft[];
}

/** Paths inside a transaction's details that name the same thing in every version (`Pty` of 001.08+ dropped). */
const normalise = (path: string) => path.replace(/\/Pty(?=\/|$)/g, '');

async function parseCamt053(source: AsyncIterable<Uint8Array>): Promise<Omit<ParsedStatement, 'sha256'>> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  // the element path of each open element ('Document/BkToCstmrStmt/…'), built once per element
  const stack: string[] = [];
  let text = '';
  let failure: StatementRefusal | null = null;
  let messageId: string | null = null;
  const accounts: string[] = [];
  let account: string | null = null;
  let accountCurrency: string | null = null;
  let fromDate: string | null = null;
  let toDate: string | null = null;
  let entryCount = 0;
  let entry: EntryDraft | null = null;
  let tx: TxDraft | null = null;
  let txAmountCurrency: string | undefined;
  const credits: StatementCredit[] = [];
  let ignored = 0;

  const refuse = (r: StatementRefusal) => {
    failure ??= r;
  };
  const path = () => stack[stack.length - 1] ?? '';

  parser.on('doctype', () => refuse(new StatementRefusal('STATEMENT_XML_UNSAFE')));
  parser.on('xmldecl', (decl) => {
    if (decl.encoding && !/^utf-?8$/i.test(decl.encoding)) refuse(new StatementRefusal('STATEMENT_XML_MALFORMED', { line: parser.line }));
  });
  parser.on('error', (e) => {
    const line = parser.line;
    // saxes reports an entity it does not know: a file that relies on a DTD
    refuse(new StatementRefusal(/entity/i.test(e.message) ? 'STATEMENT_XML_UNSAFE' : 'STATEMENT_XML_MALFORMED', { line }));
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (failure) return;
    const name = tag.local;
    // the root must be a camt.053 Document holding BkToCstmrStmt
    if (stack.length === 0 && (name !== 'Document' || (tag.uri && !CAMT_053.test(tag.uri)))) return refuse(new StatementRefusal('STATEMENT_FORMAT_UNKNOWN'));
    if (stack.length === 1 && name !== 'BkToCstmrStmt') return refuse(new StatementRefusal('STATEMENT_FORMAT_UNKNOWN'));
    const p = stack.length ? `${stack[stack.length - 1]}/${name}` : name;
    stack.push(p);
    text = '';
    if (p === 'Document/BkToCstmrStmt/Stmt') {
      account = null;
      accountCurrency = null;
    } else if (p === 'Document/BkToCstmrStmt/Stmt/Ntry') {
      entryCount++;
      if (entryCount > STATEMENT_MAX_ENTRIES) return refuse(new StatementRefusal('STATEMENT_TOO_MANY_ENTRIES', { max: STATEMENT_MAX_ENTRIES }));
      if (!account) return refuse(new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: entryCount, field: 'Stmt/Acct/Id' }));
      entry = { position: entryCount, account, fields: new Map(), currency: undefined, txs: [] };
    } else if (entry && p === 'Document/BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls') {
      tx = { fields: new Map() };
      txAmountCurrency = undefined;
    }
    if (entry && name === 'Amt') {
      const ccy = (tag.attributes.Ccy as { value: string } | undefined)?.value;
      if (tx) txAmountCurrency = ccy;
      else if (p === 'Document/BkToCstmrStmt/Stmt/Ntry/Amt') entry.currency = ccy;
    }
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('cdata', (t) => {
    text += t;
  });
  parser.on('closetag', () => {
    if (failure) return;
    const p = path();
    const value = text;
    text = '';
    if (p === 'Document/BkToCstmrStmt/GrpHdr/MsgId') messageId = clean(value, 200);
    else if (p === 'Document/BkToCstmrStmt/Stmt/Acct/Id/IBAN' || p === 'Document/BkToCstmrStmt/Stmt/Acct/Id/Othr/Id') {
      account = accountOf(value);
      if (account && !accounts.includes(account)) accounts.push(account);
    } else if (p === 'Document/BkToCstmrStmt/Stmt/Acct/Ccy') accountCurrency = clean(value, 10);
    else if (p === 'Document/BkToCstmrStmt/Stmt/FrToDt/FrDtTm') {
      const d = dateOf(value);
      if (d && (!fromDate || d < fromDate)) fromDate = d;
    } else if (p === 'Document/BkToCstmrStmt/Stmt/FrToDt/ToDtTm') {
      const d = dateOf(value);
      if (d && (!toDate || d > toDate)) toDate = d;
    } else if (entry && tx && p.startsWith('Document/BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls/')) {
      const rel = normalise(p.slice('Document/BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls/'.length));
      if (rel === 'RmtInf/Ustrd' && tx.fields.has(rel)) tx.fields.set(rel, `${tx.fields.get(rel)} ${value}`);
      else if (!tx.fields.has(rel)) tx.fields.set(rel, value);
      if (rel === 'Amt' || rel === 'AmtDtls/TxAmt/Amt') tx.fields.set(`${rel}@Ccy`, txAmountCurrency ?? '');
    } else if (entry && p === 'Document/BkToCstmrStmt/Stmt/Ntry/NtryDtls/TxDtls') {
      entry.txs.push(tx!);
      tx = null;
    } else if (entry && p.startsWith('Document/BkToCstmrStmt/Stmt/Ntry/')) {
      const rel = p.slice('Document/BkToCstmrStmt/Stmt/Ntry/'.length);
      if (!entry.fields.has(rel)) entry.fields.set(rel, value);
    } else if (entry && p === 'Document/BkToCstmrStmt/Stmt/Ntry') {
      try {
        const out = entryOf(entry, accountCurrency);
        if (out) credits.push(...out);
        else ignored++;
      } catch (e) {
        if (e instanceof StatementRefusal) refuse(e);
        else throw e;
      }
      entry = null;
    }
    stack.pop();
  });

  // a stream that breaks (a malformed multipart body) throws from the loop as it is; saxes itself never
  // throws while it has an error handler
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new StatementRefusal('STATEMENT_XML_MALFORMED', { line: parser.line });
    }
  };
  for await (const chunk of source) {
    if (failure) break;
    parser.write(decode(chunk));
  }
  if (!failure) {
    const tail = decode();
    if (tail) parser.write(tail);
    parser.close();
  }
  if (failure) throw failure;
  if (!messageId) throw new StatementRefusal('STATEMENT_FORMAT_UNKNOWN');
  return { format: 'camt053', identification: `camt053:${messageId}`, accounts, fromDate, toDate, credits, ignored };
}

/** The payments of a camt.053 entry, or null when it is no payment to the agency. */
function entryOf(e: EntryDraft, accountCurrency: string | null): StatementCredit[] | null {
  const f = (k: string) => e.fields.get(k);
  const entryNo = e.position;
  const ref = clean(f('AcctSvcrRef'), MAX_REFERENCE + 1) ?? clean(f('NtryRef'), MAX_REFERENCE + 1);
  const where = { entry: entryNo, reference: ref ?? '—' };
  // every amount of the file must be an amount in GEL, debits too: a file with anything else is not ours
  const amount = amountOf(f('Amt'), where);
  currencyOf(e.currency ?? accountCurrency ?? undefined, where);
  const direction = (f('CdtDbtInd') ?? '').trim();
  if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: entryNo, field: 'CdtDbtInd' });
  const status = (f('Sts/Cd') ?? f('Sts') ?? '').trim();
  const reversal = (f('RvslInd') ?? '').trim() === 'true';
  if (direction !== 'CRDT' || reversal || (status && status !== 'BOOK')) return null;
  const reference = referenceOf(ref ?? undefined, entryNo, 'AcctSvcrRef');
  const bookingDate = dateOf(f('BookgDt/Dt') ?? f('BookgDt/DtTm')) ?? dateOf(f('ValDt/Dt') ?? f('ValDt/DtTm'));
  if (!bookingDate) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: entryNo, field: 'BookgDt' });
  const valueDate = dateOf(f('ValDt/Dt') ?? f('ValDt/DtTm')) ?? bookingDate;
  const entryText = clean(f('AddtlNtryInf'));

  const txs = e.txs.length ? e.txs : [{ fields: new Map<string, string>() }];
  const credits: StatementCredit[] = [];
  let sum = 0n;
  for (const [i, t] of txs.entries()) {
    const g = (k: string) => t.fields.get(k);
    let txAmount = amount;
    let txReference = reference;
    if (txs.length > 1) {
      // a batch booking: each transaction is a payment of its own, with its own amount and reference
      const raw = g('Amt') ?? g('AmtDtls/TxAmt/Amt');
      const ccy = g('Amt') !== undefined ? g('Amt@Ccy') : g('AmtDtls/TxAmt/Amt@Ccy');
      txAmount = amountOf(raw, where);
      currencyOf(ccy || e.currency || undefined, where);
      const own = clean(g('Refs/AcctSvcrRef'), MAX_REFERENCE);
      txReference = own && own !== reference ? own : `${reference}/${i + 1}`;
      if (txReference.length > MAX_REFERENCE) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: entryNo, field: 'AcctSvcrRef' });
    }
    sum += txAmount;
    const payerCode = clean(g('RltdPties/Dbtr/Id/OrgId/Othr/Id'), 40) ?? clean(g('RltdPties/Dbtr/Id/PrvtId/Othr/Id'), 40);
    credits.push({
      position: entryNo,
      account: e.account,
      reference: txReference,
      bookingDate,
      valueDate,
      paidOn: dateOf(g('RltdDts/IntrBkSttlmDt')) ?? valueDate,
      amount: txAmount,
      currency: STATEMENT_CURRENCY,
      payerCode: payerCode?.replace(/\s+/g, '') ?? null,
      payerName: clean(g('RltdPties/Dbtr/Nm'), 140),
      payerAccount: accountOf(g('RltdPties/DbtrAcct/Id/IBAN') ?? g('RltdPties/DbtrAcct/Id/Othr/Id')),
      payerBank: clean(g('RltdAgts/DbtrAgt/FinInstnId/Nm'), 140) ?? clean(g('RltdAgts/DbtrAgt/FinInstnId/BICFI') ?? g('RltdAgts/DbtrAgt/FinInstnId/BIC'), 11),
      remittance: clean(g('RmtInf/Ustrd')) ?? entryText,
    });
  }
  if (txs.length > 1 && sum !== amount) throw new StatementRefusal('STATEMENT_AMOUNT_INVALID', { ...where, value: (f('Amt') ?? '').trim() });
  return credits;
}

// ---------------------------------------------------------------------------------------------------------
// CSV

/** Splits CSV text into records (RFC 4180 quotes), each with the line it starts on. */
function* csvRecords(textIn: string, delimiter: string): Generator<{ line: number; cells: string[] }> {
  let line = 1;
  let i = 0;
  const n = textIn.length;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let atCellStart = true;
    for (;;) {
      if (i >= n) {
        if (quoted) throw new StatementRefusal('STATEMENT_CSV_MALFORMED', { line: start });
        cells.push(cell);
        break;
      }
      const c = textIn[i]!;
      if (quoted) {
        if (c === '"') {
          if (textIn[i + 1] === '"') {
            cell += '"';
            i += 2;
          } else {
            quoted = false;
            i++;
          }
        } else {
          if (c === '\n') line++;
          cell += c;
          i++;
        }
        continue;
      }
      if (c === '"' && atCellStart) {
        quoted = true;
        atCellStart = false;
        i++;
      } else if (c === delimiter) {
        cells.push(cell);
        cell = '';
        atCellStart = true;
        i++;
      } else if (c === '\r' || c === '\n') {
        i += c === '\r' && textIn[i + 1] === '\n' ? 2 : 1;
        line++;
        cells.push(cell);
        break;
      } else {
        cell += c;
        atCellStart = false;
        i++;
      }
    }
    if (cells.length === 1 && cells[0]!.trim() === '') continue; // an empty line
    yield { line: start, cells };
  }
}

async function parseCsv(source: AsyncIterable<Uint8Array>): Promise<Omit<ParsedStatement, 'sha256'>> {
  const parts: Uint8Array[] = [];
  for await (const chunk of source) parts.push(chunk);
  let textIn: string;
  try {
    textIn = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(parts)).replace(/^\uFEFF/, '');
  } catch {
    throw new StatementRefusal('STATEMENT_FORMAT_UNKNOWN');
  }
  const headerLine = textIn.slice(0, textIn.search(/\r|\n|$/));
  const delimiter = headerLine.includes(';') && !headerLine.includes(',') ? ';' : ',';
  const records = csvRecords(textIn, delimiter);
  const header = records.next();
  if (header.done) throw new StatementRefusal('STATEMENT_FORMAT_UNKNOWN');
  const names = header.value.cells.map((c) => c.trim().toLowerCase());
  const known = new Set<string>([...STATEMENT_CSV_REQUIRED_COLUMNS, ...STATEMENT_CSV_OPTIONAL_COLUMNS]);
  if (!STATEMENT_CSV_REQUIRED_COLUMNS.every((c) => names.includes(c)) || names.some((c) => !known.has(c)) || new Set(names).size !== names.length) {
    throw new StatementRefusal('STATEMENT_FORMAT_UNKNOWN');
  }
  const index = new Map(names.map((c, i) => [c as StatementCsvColumn, i]));
  const credits: StatementCredit[] = [];
  const accounts: string[] = [];
  let ignored = 0;
  let position = 0;
  let fromDate: string | null = null;
  let toDate: string | null = null;
  for (const { line, cells } of records) {
    if (cells.length !== names.length) throw new StatementRefusal('STATEMENT_CSV_MALFORMED', { line });
    position++;
    if (position > STATEMENT_MAX_ENTRIES) throw new StatementRefusal('STATEMENT_TOO_MANY_ENTRIES', { max: STATEMENT_MAX_ENTRIES });
    const col = (c: StatementCsvColumn) => {
      const i = index.get(c);
      return i === undefined ? undefined : cells[i];
    };
    const reference = referenceOf(col('reference'), position, 'reference');
    const where = { entry: position, reference };
    const amount = amountOf(col('amount'), where);
    currencyOf(col('currency'), where);
    const direction = (col('direction') ?? '').trim().toUpperCase();
    if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: position, field: 'direction' });
    const account = accountOf(col('account'));
    if (!account) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: position, field: 'account' });
    const bookingDate = dateOf(col('booking_date'));
    if (!bookingDate || (col('booking_date') ?? '').trim().length !== 10) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: position, field: 'booking_date' });
    const rawValueDate = (col('value_date') ?? '').trim();
    const valueDate = rawValueDate ? dateOf(rawValueDate) : bookingDate;
    if (!valueDate) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { entry: position, field: 'value_date' });
    if (!accounts.includes(account)) accounts.push(account);
    if (!fromDate || bookingDate < fromDate) fromDate = bookingDate;
    if (!toDate || bookingDate > toDate) toDate = bookingDate;
    if (direction !== 'CRDT') {
      ignored++;
      continue;
    }
    credits.push({
      position,
      account,
      reference,
      bookingDate,
      valueDate,
      paidOn: valueDate,
      amount,
      currency: STATEMENT_CURRENCY,
      payerCode: clean(col('payer_code'), 40)?.replace(/\s+/g, '') ?? null,
      payerName: clean(col('payer_name'), 140),
      payerAccount: accountOf(col('payer_account')),
      payerBank: clean(col('payer_bank'), 140),
      remittance: clean(col('remittance')),
    });
  }
  return { format: 'csv', identification: '', accounts, fromDate, toDate, credits, ignored };
}
