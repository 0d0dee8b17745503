import {
  STATEMENT_CSV_OPTIONAL_COLUMNS,
  STATEMENT_CSV_REQUIRED_COLUMNS,
  STATEMENT_CURRENCY,
  STATEMENT_MAX_ENTRIES,
  type StatementCsvColumn,
} from '@pensia/domain';
import {
  accountOf, clean, currencyOf, dateOf, ibanValid, looksLikeIban, MAX_REFERENCE, StatementRefusal, tetriOf,
  type ParsedStatement, type StatementCredit, type StatementDebit, type StatementHead,
} from './common.ts';
import { csvRecords } from '../../../lib/csv-records.ts';

/** The CSV layout of docs/bank-statement-csv.md: one statement per file, its account on each line. */
export async function parseCsv(source: AsyncIterable<Uint8Array>, sha256: () => string): Promise<Omit<ParsedStatement, 'sha256'>> {
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
  const records = csvRecords(textIn, delimiter, (line) => new StatementRefusal('STATEMENT_CSV_MALFORMED', { line }));
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
  let creditTotal = 0n;
  let debitTotal = 0n;
  const debits: StatementDebit[] = [];
  for (const { line, cells } of records) {
    if (cells.length !== names.length) throw new StatementRefusal('STATEMENT_CSV_MALFORMED', { line });
    position++;
    if (position > STATEMENT_MAX_ENTRIES) throw new StatementRefusal('STATEMENT_TOO_MANY_ENTRIES', { max: STATEMENT_MAX_ENTRIES });
    const col = (c: StatementCsvColumn) => {
      const i = index.get(c);
      return i === undefined ? undefined : cells[i];
    };
    const reference = clean(col('reference'), MAX_REFERENCE + 1);
    if (!reference || reference.length > MAX_REFERENCE) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { statement: '—', entry: position, reference: '—', field: 'reference' });
    const where = { statement: '—', entry: position, reference };
    const amount = tetriOf(col('amount'), where);
    if (/\.\d{3}/.test(col('amount') ?? '')) throw new StatementRefusal('STATEMENT_AMOUNT_INVALID', { ...where, value: (col('amount') ?? '').trim().slice(0, 40) });
    currencyOf(col('currency'), where);
    const direction = (col('direction') ?? '').trim().toUpperCase();
    if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: 'direction' });
    const account = accountOf(col('account'));
    if (!account) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: 'account' });
    const bookingDate = dateOf(col('booking_date'));
    if (!bookingDate || (col('booking_date') ?? '').trim().length !== 10) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: 'booking_date' });
    const rawValueDate = (col('value_date') ?? '').trim();
    const valueDate = rawValueDate ? dateOf(rawValueDate) : bookingDate;
    if (!valueDate) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: 'value_date' });
    if (!accounts.includes(account)) accounts.push(account);
    if (!fromDate || bookingDate < fromDate) fromDate = bookingDate;
    if (!toDate || bookingDate > toDate) toDate = bookingDate;
    if (direction === 'CRDT') creditTotal += amount;
    else {
      debitTotal += amount;
      debits.push({ statement: 1, position, account, reference, bookingDate, amount, reason: clean(col('remittance')), refs: [reference] });
      ignored++;
      continue;
    }
    const payerAccount = accountOf(col('payer_account'));
    credits.push({
      statement: 1,
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
      payerAccount,
      payerAccountInvalid: !!payerAccount && looksLikeIban(payerAccount) && !ibanValid(payerAccount),
      payerBank: clean(col('payer_bank'), 140),
      remittance: clean(col('remittance')),
    });
  }
  if (position === 0) throw new StatementRefusal('STATEMENT_EMPTY');
  const digest = sha256();
  const head: StatementHead = {
    index: 1, kind: 'csv', account: accounts.length === 1 ? accounts[0]! : null, statementId: digest.slice(0, 16), sequence: null,
    identification: `csv:${digest}`, fromDate, toDate, opening: null, closing: null, creditTotal, debitTotal, entries: position, ignored, debits,
  };
  return { format: 'csv', statements: [head], credits, ignored };
}
