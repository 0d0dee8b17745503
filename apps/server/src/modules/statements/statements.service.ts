import { randomUUID } from 'node:crypto';
import {
  bankCodeOfIban,
  codesInRemittance,
  formatMoneyPlain,
  parseMoney,
  type MatchedEntriesQuery,
  type MatchEntryBody,
  type StatementEntry,
  type StatementLoadResult,
  type UnmatchEntryBody,
} from '@pensia/domain';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { organizationByCode, type Executor } from '../finance/ledger.repository.ts';
import { recordMovement, recordPayments, type PaymentInput } from '../finance/ledger.service.ts';
import { Pacer } from '../../lib/pacing.ts';
import { fileParsers } from '../files/parse-workers.ts';
import { readStatementBytes, StatementRefusal, type ParsedStatement, type StatementCredit } from './statement-parser.ts';
import type { BankStatementEntriesTable } from './statements.table.ts';

/**
 * Bank statements (docs/decisions/0017): a statement's booked credit entries are matched to organizations
 * (the payer's identification code, else a single organization's code in the remittance text) and stored in
 * one transaction with the payments they become; entries already loaded (same account, same bank reference)
 * add nothing. The unmatched wait for the operator, who matches them by hand.
 */

/** Entries stored per statement: large enough to be cheap, small enough to let other requests in between. */
const CHUNK = 2000;
/** The same, with the database in this process: each statement holds the event loop while it runs. */
const CHUNK_IN_PROCESS = 1000;

type Match = { organizationId: string; method: 'payerCode' | 'remittance' };

/** Organizations by code, for the codes given (payer codes and codes found in the remittance texts), in one query. */
async function organizationsByCodes(db: Executor, codes: Iterable<string>): Promise<Map<string, string>> {
  const all = [...new Set(codes)];
  const out = new Map<string, string>();
  if (all.length === 0) return out;
  const { rows } = await sql<{ id: string; code: string }>`
    select id, code from organizations where code in (select json_array_elements_text(${JSON.stringify(all)}::json))`.execute(db);
  for (const r of rows) out.set(r.code, r.id);
  return out;
}

/** The organization of a credit: by the payer's code, else by the one organization whose code the remittance names. */
export function matchOf(credit: Pick<StatementCredit, 'payerCode' | 'remittance'>, organizations: Map<string, string>): Match | null {
  if (credit.payerCode) {
    const id = organizations.get(credit.payerCode);
    if (id) return { organizationId: id, method: 'payerCode' };
  }
  const found = new Set(codesInRemittance(credit.remittance).flatMap((c) => organizations.get(c) ?? []));
  // two organizations named: the payment can't be given to either without the operator
  if (found.size === 1) return { organizationId: [...found][0]!, method: 'remittance' };
  return null;
}

/** The bank names of the bank list (decision 0016), by IBAN bank code and by BIC. */
async function bankNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('banks').select(['code', 'bic', 'nameKa']).execute();
  return new Map(rows.flatMap((r) => [[r.code, r.nameKa], [r.bic, r.nameKa]] as const));
}

/** The payer's bank: the name the statement gives, else the bank of its BIC or of its IBAN in the bank list. */
function bankNameOf(payerBank: string | null, payerAccount: string | null, banks: Map<string, string>): string {
  if (payerBank && /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(payerBank)) {
    const byBic = banks.get(payerBank) ?? banks.get(payerBank.slice(0, 8));
    if (byBic) return byBic;
  }
  if (payerBank) return payerBank;
  const code = payerAccount ? bankCodeOfIban(payerAccount) : undefined;
  return (code && banks.get(code)) ?? '';
}

/** A day as the instant the amount reached the agency's account (the start of its booking day in Tbilisi). */
const instantOfDay = (day: string) => new Date(`${day}T00:00:00+04:00`);

type EntryRow = Omit<Selectable<BankStatementEntriesTable>, 'createdAt' | 'matchedAt'> & { matchedAt: Date | null };

function paymentOf(e: Pick<EntryRow, 'transactionId' | 'organizationId' | 'reference' | 'paidOn' | 'bookingDate' | 'payerBank' | 'payerAccount' | 'amount' | 'remittance'>, banks: Map<string, string>, createdBy: string | null): PaymentInput {
  return {
    id: e.transactionId!,
    organizationId: e.organizationId!,
    number: e.reference,
    paidAt: e.paidOn,
    registeredAt: instantOfDay(e.bookingDate),
    bankName: bankNameOf(e.payerBank, e.payerAccount, banks),
    accountNumber: e.payerAccount ?? '',
    amount: parseMoney(e.amount)!,
    reason: e.remittance ?? '',
    createdBy,
  };
}

type NewEntry = Omit<EntryRow, 'matchedAt'> & { matchedAt: Date | null };

/**
 * Inserts entries in one statement, passed as one JSON parameter, in the order given; an entry whose
 * (account, reference) is there already adds nothing. Answers the ids of the entries inserted.
 */
async function insertEntries(trx: Executor, rows: readonly NewEntry[]): Promise<{ id: string }[]> {
  const json = rows.map((r) => ({
    id: r.id,
    statement_id: r.statementId,
    position: r.position,
    account: r.account,
    reference: r.reference,
    booking_date: r.bookingDate,
    value_date: r.valueDate,
    paid_on: r.paidOn,
    amount: r.amount,
    currency: r.currency,
    payer_code: r.payerCode,
    payer_name: r.payerName,
    payer_account: r.payerAccount,
    payer_bank: r.payerBank,
    remittance: r.remittance,
    status: r.status,
    match_method: r.matchMethod,
    organization_id: r.organizationId,
    transaction_id: r.transactionId,
    matched_by: r.matchedBy,
    matched_at: r.matchedAt?.toISOString() ?? null,
  }));
  const { rows: inserted } = await sql<{ id: string }>`
    insert into bank_statement_entries (id, statement_id, position, account, reference, booking_date, value_date, paid_on, amount, currency,
      payer_code, payer_name, payer_account, payer_bank, remittance, status, match_method, organization_id, transaction_id, matched_by, matched_at)
    select r.id, r.statement_id, r.position, r.account, r.reference, r.booking_date, r.value_date, r.paid_on, r.amount, r.currency,
           r.payer_code, r.payer_name, r.payer_account, r.payer_bank, r.remittance, r.status, r.match_method, r.organization_id, r.transaction_id,
           r.matched_by, r.matched_at
      from json_populate_recordset(null::bank_statement_entries, ${JSON.stringify(json)}::json) with ordinality as r
     order by r.ordinality
    on conflict (account, reference) do nothing
    returning id`.execute(trx);
  return inserted;
}

/**
 * Stores a parsed statement in the transaction given: the statement (or the one already loaded with the same
 * identification), its new entries, and a payment for each new matched entry. Entries are written in the
 * order of their key, so that two loads of overlapping statements wait for each other instead of deadlocking.
 */
export async function storeStatement(
  trx: Executor,
  parsed: ParsedStatement,
  opts: { fileName: string; loadedBy: string | null; pacer?: Pacer },
): Promise<StatementLoadResult> {
  const pacer = opts.pacer ?? new Pacer(false);
  const statement = await trx
    .insertInto('bankStatements')
    .values({
      format: parsed.format,
      identification: parsed.identification,
      accounts: parsed.accounts.join(','),
      fileName: opts.fileName,
      sha256: parsed.sha256,
      fromDate: parsed.fromDate,
      toDate: parsed.toDate,
      loadedBy: opts.loadedBy,
    })
    .onConflict((oc) => oc.column('identification').doUpdateSet({ identification: (eb) => eb.ref('excluded.identification') }))
    .returning('id')
    .executeTakeFirstOrThrow();

  const codes: string[] = [];
  for (const c of parsed.credits) {
    if (c.payerCode) codes.push(c.payerCode);
    codes.push(...codesInRemittance(c.remittance));
  }
  const [organizations, banks] = await Promise.all([organizationsByCodes(trx, codes), bankNames(trx)]);

  // one row per key: a reference repeated inside the file is a duplicate like one loaded before
  const byKey = new Map<string, StatementCredit>();
  for (const c of parsed.credits) {
    const key = `${c.account}\u0000${c.reference}`;
    if (!byKey.has(key)) byKey.set(key, c);
  }
  const keys = [...byKey.keys()].sort();
  let matched = 0;
  let unmatched = 0;
  const chunk = opts.pacer?.inProcess ? CHUNK_IN_PROCESS : CHUNK;
  for (let i = 0; i < keys.length; i += chunk) {
    const rows = keys.slice(i, i + chunk).map((key) => {
      const c = byKey.get(key)!;
      const m = matchOf(c, organizations);
      return {
        id: randomUUID(),
        statementId: statement.id,
        position: c.position,
        account: c.account,
        reference: c.reference,
        bookingDate: c.bookingDate,
        valueDate: c.valueDate,
        paidOn: c.paidOn,
        amount: formatMoneyPlain(c.amount),
        currency: c.currency,
        payerCode: c.payerCode,
        payerName: c.payerName,
        payerAccount: c.payerAccount,
        payerBank: c.payerBank,
        remittance: c.remittance,
        status: m ? ('matched' as const) : ('unmatched' as const),
        matchMethod: m?.method ?? null,
        organizationId: m?.organizationId ?? null,
        transactionId: m ? randomUUID() : null,
        matchedBy: null,
        matchedAt: m ? new Date() : null,
      };
    });
    const inserted = await insertEntries(trx, rows);
    const fresh = new Set(inserted.map((r) => r.id));
    const payments = rows.filter((r) => fresh.has(r.id) && r.status === 'matched').map((r) => paymentOf(r, banks, opts.loadedBy));
    await recordPayments(trx, payments);
    matched += payments.length;
    unmatched += inserted.length - payments.length;
    await pacer.breathe();
  }
  return {
    statementId: statement.id,
    entries: parsed.credits.length,
    matched,
    unmatched,
    duplicates: parsed.credits.length - matched - unmatched,
    ignored: parsed.ignored,
  };
}

/**
 * Parses a statement in a worker thread and stores it in one transaction, in batches with other requests
 * served between them (docs/decisions/0035); a refusal keeps nothing of it.
 */
export async function loadStatement(deps: Deps, actor: Actor, source: AsyncIterable<Uint8Array> | Uint8Array, fileName: string): Promise<StatementLoadResult> {
  const t0 = performance.now();
  let bytes: Buffer;
  try {
    bytes = await readStatementBytes(source);
  } catch (e) {
    if (e instanceof StatementRefusal) throw new AppError(e.code, { params: e.params });
    throw e;
  }
  const t1 = performance.now();
  const { items: credits, meta } = await fileParsers().parse<StatementCredit, Omit<ParsedStatement, 'credits'>>(bytes, { kind: 'statement' }, 'STATEMENT_FORMAT_UNKNOWN');
  const parsed: ParsedStatement = { ...meta, credits };
  const t2 = performance.now();
  const pacer = new Pacer(deps.databaseInProcess === true);
  const result = await deps.db.transaction().execute((trx) => storeStatement(trx, parsed, { fileName, loadedBy: actor.userId, pacer }));
  deps.log.info(
    { entries: result.entries, readMs: Math.round(t1 - t0), parseMs: Math.round(t2 - t1), storeMs: Math.round(performance.now() - t2), batchesMs: Math.round(pacer.busyMs), pausedMs: Math.round(pacer.pausedMs) },
    'bank statement loaded',
  );
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// The queue

const entryColumns = [
  'e.id', 'e.statementId', 'e.account', 'e.reference', 'e.bookingDate', 'e.valueDate', 'e.amount', 'e.currency', 'e.payerCode', 'e.payerName',
  'e.payerAccount', 'e.payerBank', 'e.remittance', 'e.status', 'e.matchMethod', 'e.transactionId', 'e.matchedAt', 's.loadedAt', 'o.code as organizationCode', 'o.name as organizationName',
] as const;

function entriesQuery(db: Db) {
  return db
    .selectFrom('bankStatementEntries as e')
    .innerJoin('bankStatements as s', 's.id', 'e.statementId')
    .leftJoin('organizations as o', 'o.id', 'e.organizationId');
}

type EntryView = {
  id: string; statementId: string; account: string; reference: string; bookingDate: string; valueDate: string; amount: string; currency: string;
  payerCode: string | null; payerName: string | null; payerAccount: string | null; payerBank: string | null; remittance: string | null;
  status: 'matched' | 'unmatched'; matchMethod: 'payerCode' | 'remittance' | 'hand' | null; transactionId: string | null; matchedAt: Date | null;
  loadedAt: Date; organizationCode: string | null; organizationName: string | null;
};

function toEntry(r: EntryView): StatementEntry {
  return {
    ...r,
    amount: formatMoneyPlain(parseMoney(r.amount)!),
    loadedAt: new Date(r.loadedAt).toISOString(),
    matchedAt: r.matchedAt ? new Date(r.matchedAt).toISOString() : null,
  };
}

/** Unmatched entries, oldest booking first, optionally those whose payer, reference or text holds `search`. */
export async function listUnmatched(deps: Deps, q: { pageNumber: number; pageSize: number; search?: string }) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const base = () => {
    let query = entriesQuery(deps.readDb).where('e.status', '=', 'unmatched');
    if (like) {
      query = query.where((eb) =>
        eb.or(['e.payerName', 'e.payerCode', 'e.payerAccount', 'e.reference', 'e.remittance'].map((c) => eb(sql.ref(c), 'ilike', like))),
      );
    }
    return query;
  };
  const [rows, total] = await Promise.all([
    base().select(entryColumns).orderBy('e.bookingDate').orderBy('e.position').orderBy('e.id').offset((q.pageNumber - 1) * q.pageSize).limit(q.pageSize).execute(),
    base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => toEntry(r as EntryView)), totalCount: total.n, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function entryById(db: Db, id: string): Promise<StatementEntry | null> {
  const r = await entriesQuery(db).select(entryColumns).where('e.id', '=', id).executeTakeFirst();
  return r ? toEntry(r as EntryView) : null;
}

/**
 * Matches an unmatched entry to the organization of the code given and records its payment, in one
 * transaction; an entry matched already (by another operator a moment before) is refused with 409.
 */
export async function matchByHand(deps: Deps, actor: Actor, id: string, body: MatchEntryBody): Promise<StatementEntry> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const org = await organizationByCode(deps.db, body.organizationCode.trim());
  if (!org) {
    const exists = await deps.db.selectFrom('bankStatementEntries').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw new AppError('RECORD_NOT_FOUND');
    throw new AppError('VALIDATION_FAILED', { fields: { organizationCode: 'organizationNotFound' } });
  }
  const banks = await bankNames(deps.db);
  await deps.db.transaction().execute(async (trx) => {
    const e = await trx.selectFrom('bankStatementEntries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!e) throw new AppError('RECORD_NOT_FOUND');
    if (e.status !== 'unmatched') throw new AppError('STATEMENT_ENTRY_ALREADY_MATCHED');
    const transactionId = randomUUID();
    await trx
      .updateTable('bankStatementEntries')
      .set({ status: 'matched', matchMethod: 'hand', organizationId: org.id, transactionId, matchedBy: actor.userId, matchedAt: deps.clock.now() })
      .where('id', '=', id)
      .execute();
    await recordPayments(trx, [paymentOf({ ...e, organizationId: org.id, transactionId }, banks, actor.userId)]);
  });
  return (await entryById(deps.db, id))!;
}

/** Matched entries, newest booking first, optionally of one organization and booked in a date range. */
export async function listMatched(deps: Deps, q: MatchedEntriesQuery & { pageNumber: number; pageSize: number }) {
  const base = () => {
    let query = entriesQuery(deps.readDb).where('e.status', '=', 'matched');
    if (q.organizationCode) query = query.where('o.code', '=', q.organizationCode);
    if (q.dateFrom) query = query.where('e.bookingDate', '>=', q.dateFrom);
    if (q.dateTo) query = query.where('e.bookingDate', '<=', q.dateTo);
    return query;
  };
  const [rows, total] = await Promise.all([
    base().select(entryColumns).orderBy('e.bookingDate', 'desc').orderBy('e.position', 'desc').orderBy('e.id').offset((q.pageNumber - 1) * q.pageSize).limit(q.pageSize).execute(),
    base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => toEntry(r as EntryView)), totalCount: total.n, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/**
 * Undoes the match of an entry (docs/decisions/0023), in one transaction: the payment it became is taken back
 * from the organization that had it by a `payment_received`'s counter-movement, `payment_reversed`, at the
 * payment's value date (the payment never was that organization's); the undo is kept with its reason; the entry
 * waits in the unmatched queue again. The payment row and its movement stay as they are. `transactionId` is
 * the payment the operator saw: an entry that no longer points to it (undone, or undone and matched again
 * meanwhile) is refused with 409 and nothing changes, so two operators at once take the payment back once.
 */
export async function unmatch(deps: Deps, actor: Actor, id: string, body: UnmatchEntryBody): Promise<StatementEntry> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const reason = body.reason.trim();
  await deps.db.transaction().execute(async (trx) => {
    const e = await trx.selectFrom('bankStatementEntries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!e) throw new AppError('RECORD_NOT_FOUND');
    if (e.status !== 'matched' || e.transactionId !== body.transactionId) throw new AppError('STATEMENT_ENTRY_MATCH_CHANGED');
    const payment = await trx
      .selectFrom('ledgerMovements')
      .select(['id', 'amount', 'valueDate', 'organizationId'])
      .where('sourceKind', '=', 'transaction')
      .where('sourceId', '=', e.transactionId)
      .where('kind', '=', 'payment_received')
      .executeTakeFirstOrThrow();
    const reversed = await recordMovement(trx, {
      organizationId: payment.organizationId,
      kind: 'payment_reversed',
      amount: -parseMoney(payment.amount)!,
      valueDate: payment.valueDate,
      sourceKind: 'transaction',
      sourceId: e.transactionId,
      reason,
      countersId: payment.id,
      createdBy: actor.userId,
    });
    await trx
      .insertInto('bankStatementUnmatches')
      .values({
        entryId: e.id,
        transactionId: e.transactionId,
        organizationId: payment.organizationId,
        matchMethod: e.matchMethod!,
        matchedBy: e.matchedBy,
        matchedAt: e.matchedAt,
        movementId: reversed.id,
        reason,
        unmatchedBy: actor.userId,
        unmatchedAt: deps.clock.now(),
      })
      .execute();
    await trx
      .updateTable('bankStatementEntries')
      .set({ status: 'unmatched', matchMethod: null, organizationId: null, transactionId: null, matchedBy: null, matchedAt: null })
      .where('id', '=', id)
      .execute();
  });
  return (await entryById(deps.db, id))!;
}
