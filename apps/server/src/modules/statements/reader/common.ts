import { ibanRemainder, STATEMENT_CURRENCY, type ErrorCode, type Tetri } from '@pensia/domain';

/**
 * What the statement readers answer, and the rules every format shares (docs/decisions/0017, 0045): amounts
 * exact in tetri, dates, texts, accounts. A refusal names the statement and the entry; the loader adds the file.
 */

/** A booked credit transfer: a payment to the agency. Amounts in tetri. */
export interface StatementCredit {
  /** 1-based index of the statement in the file (`Stmt`/`Ntfctn`; a CSV file is one statement). */
  statement: number;
  /** 1-based position of the entry among its statement's entries (camt: `Ntry`; CSV: data lines). */
  position: number;
  /** The agency's account the entry was booked on. */
  account: string;
  /** The transfer's identity on the account: see `transferIdentity`. */
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
  /** The payer's account looks like an IBAN and fails its mod-97 check: booked, flagged for the operator. */
  payerAccountInvalid: boolean;
  payerBank: string | null;
  remittance: string | null;
}

/** A booked debit on the agency's account (a return, a fee, a correction), listed with its reason. */
export interface StatementDebit {
  statement: number;
  position: number;
  account: string;
  reference: string;
  bookingDate: string;
  amount: Tetri;
  /** The bank's reason: return reason code, remittance text, additional entry information, bank transaction code. */
  reason: string | null;
  /** References of the transfer the debit names (end-to-end id, transaction id, …): a return names the payment it returns. */
  refs: string[];
}

/** A balance of the statement: signed (a debit balance is negative), with its date. */
export interface StatementBalance {
  amount: Tetri;
  date: string | null;
}

/** One statement of a file: a camt.053 `Stmt`, a camt.054 `Ntfctn`, or a whole CSV file. */
export interface StatementHead {
  index: number;
  kind: 'camt053' | 'camt054' | 'csv';
  /** The account the statement is of (camt `Acct/Id`); a CSV file names its account on each line. */
  account: string | null;
  /** The statement's own id (`Stmt/Id`) as the bank wrote it. */
  statementId: string;
  /** Electronic sequence number, else creation time, else legal sequence number. */
  sequence: string | null;
  /** The identity of the statement: account + id + sequence (never the message id). */
  identification: string;
  fromDate: string | null;
  toDate: string | null;
  /** Opening booked balance (OPBD, else PRCD) and closing booked balance (CLBD), when the statement gives them. */
  opening: StatementBalance | null;
  closing: StatementBalance | null;
  /** Booked credits and debits of the statement, in tetri (what the balances are checked against). */
  creditTotal: Tetri;
  debitTotal: Tetri;
  entries: number;
  ignored: number;
  debits: StatementDebit[];
}

export interface ParsedStatement {
  format: 'camt' | 'csv';
  sha256: string;
  statements: StatementHead[];
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

/** Where a refusal points: the statement (its id, or its index) and the entry. */
export type Where = { statement: string; entry: number | string; reference: string };

export const MAX_REFERENCE = 100;
const MAX_TEXT = 500;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const AMOUNT = /^\d{1,15}(\.\d{1,20})?$/;

/** A YYYY-MM-DD date (a date-time gives its date), or null when it is not a real day. */
export function dateOf(raw: string | undefined | null): string | null {
  const m = DATE.exec((raw ?? '').trim());
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCFullYear() !== Number(m[1]) || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3])) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** Text as kept: control characters out, spaces collapsed, at most `max` characters; null when empty. */
export function clean(raw: string | undefined | null, max = MAX_TEXT): string | null {
  // eslint-disable-next-line no-control-regex
  const v = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  return v ? v.slice(0, max) : null;
}

/**
 * An amount in tetri, exact: digits with any number of decimals, of which only trailing zeros may pass the
 * second (`8.850` is 885 tetri, `8.855` is refused naming the entry). Zero only where `zero` allows it.
 */
export function tetriOf(raw: string | undefined, where: Where, zero = false): Tetri {
  const v = (raw ?? '').trim();
  const refuse = () => new StatementRefusal('STATEMENT_AMOUNT_INVALID', { ...where, value: v.slice(0, 40) || '—' });
  if (!AMOUNT.test(v)) throw refuse();
  const [whole, rawFrac = ''] = v.split('.');
  const frac = rawFrac.replace(/0+$/, '');
  if (frac.length > 2) throw refuse();
  const tetri = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  if (tetri === 0n && !zero) throw refuse();
  return tetri;
}

export function currencyOf(raw: string | undefined | null, where: Where): string {
  const c = (raw ?? '').trim().toUpperCase();
  if (c !== STATEMENT_CURRENCY) throw new StatementRefusal('STATEMENT_CURRENCY_NOT_GEL', { ...where, currency: c.slice(0, 10) || '—' });
  return c;
}

/** An account as kept: an IBAN without spaces, upper-case. */
export const accountOf = (raw: string | undefined | null) => clean(raw, 64)?.replace(/\s+/g, '').toUpperCase() ?? null;

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** Whether an account number is an IBAN by its shape (two letters, two digits, 11–30 letters or digits). */
export const looksLikeIban = (account: string) => IBAN_SHAPE.test(account);

/** An IBAN whose ISO 13616 mod-97 check passes. */
export const ibanValid = (account: string) => looksLikeIban(account) && ibanRemainder(account) === 1;
