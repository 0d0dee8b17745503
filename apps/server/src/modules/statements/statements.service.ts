import { randomUUID } from 'node:crypto';
import {
  formatMoneyPlain,
  type MatchedEntriesQuery,
  type MatchEntryBody,
  type StatementEntry,
  type StatementLoadResult,
  type UnmatchEntryBody,
} from '@pensia/domain';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { answerOnce } from '../../lib/unique-violation.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { organizationByCode, type Executor } from '../finance/ledger.repository.ts';
import { lockOrganizations, recordPayments } from '../finance/ledger.service.ts';
import { Pacer } from '../../lib/pacing.ts';
import { fileParsers } from '../files/parse-workers.ts';
import { readStatementBytes, StatementRefusal, type ParsedStatement, type StatementCredit } from './statement-parser.ts';
import { bankNames, paymentOf, storeStatement } from './statement-store.ts';
import { takeBackPayment } from './statement-debits.ts';
import { emitWebhookEvents, paymentMatchedEvent } from '../webhooks/webhook-outbox.ts';
import * as repo from './statements.repository.ts';
import type { EntryView } from './statements.repository.ts';

export { matchOf, storeStatement } from './statement-store.ts';

/**
 * Bank statements (docs/decisions/0017): a statement's booked credit entries are matched to organizations
 * (the payer's identification code, else a single organization's code in the remittance text) and stored in
 * one transaction with the payments they become; entries already loaded (same account, same bank reference)
 * add nothing. The unmatched wait for the operator, who matches them by hand.
 */

/** Every refusal names the file, in the operator's language. */
function namedRefusal(e: unknown, fileName: string): unknown {
  if (e instanceof StatementRefusal) return new AppError(e.code, { params: { statement: '—', entry: '—', reference: '—', ...e.params, file: fileName } });
  if (e instanceof AppError && e.code.startsWith('STATEMENT_')) return new AppError(e.code, { ...e.options, params: { statement: '—', entry: '—', reference: '—', ...e.options.params, file: fileName } });
  return e;
}

/** A statement file's bytes, read from the request (at most STATEMENT_MAX_BYTES); refused naming the file. */
export async function readStatementUpload(source: AsyncIterable<Uint8Array> | Uint8Array, fileName: string): Promise<Buffer> {
  try {
    return await readStatementBytes(source);
  } catch (e) {
    throw namedRefusal(e, fileName);
  }
}

/**
 * Parses a statement in a worker thread (docs/decisions/0035) and answers how to store it in a transaction
 * given (the upload's job stores it with the upload's `done`, docs/decisions/0083); a refusal keeps nothing.
 */
export async function prepareStatement(deps: Deps, bytes: Uint8Array, fileName: string, loadedBy: string | null): Promise<(trx: Executor) => Promise<StatementLoadResult>> {
  const t1 = performance.now();
  let parsed: ParsedStatement;
  try {
    const { items: credits, meta } = await fileParsers().parse<StatementCredit, Omit<ParsedStatement, 'credits'>>(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { kind: 'statement' }, 'STATEMENT_FORMAT_UNKNOWN');
    parsed = { ...meta, credits };
  } catch (e) {
    throw namedRefusal(e, fileName);
  }
  const t2 = performance.now();
  return async (trx) => {
    const pacer = new Pacer(deps.databaseInProcess === true);
    const result = await storeStatement(trx, parsed, { fileName, loadedBy, agencyAccounts: deps.config.agencyAccounts, pacer }).catch((e: unknown) => {
      throw namedRefusal(e, fileName);
    });
    deps.log.info(
      { entries: result.entries, parseMs: Math.round(t2 - t1), storeMs: Math.round(performance.now() - t2), batchesMs: Math.round(pacer.busyMs), pausedMs: Math.round(pacer.pausedMs) },
      'bank statement loaded',
    );
    return result;
  };
}

/** Parses a statement and stores it in one transaction of its own (tests, benchmarks); a refusal keeps nothing. */
export async function loadStatement(deps: Deps, actor: Actor, source: AsyncIterable<Uint8Array> | Uint8Array, fileName: string): Promise<StatementLoadResult> {
  const bytes = await readStatementUpload(source, fileName);
  const store = await prepareStatement(deps, bytes, fileName, actor.userId);
  return deps.db.transaction().execute(store);
}

// ---------------------------------------------------------------------------------------------------------
// The queue

function toEntry(r: EntryView): StatementEntry {
  return {
    ...r,
    amount: formatMoneyPlain(tetriFromDb(r.amount)),
    loadedAt: new Date(r.loadedAt).toISOString(),
    matchedAt: r.matchedAt ? new Date(r.matchedAt).toISOString() : null,
  };
}

/** Unmatched entries, oldest booking first, optionally those whose payer, reference or text holds `search`. */
export async function listUnmatched(deps: Deps, q: { pageNumber: number; pageSize: number; search?: string }) {
  const { rows, total } = await repo.unmatchedPage(deps.readDb, q);
  return { items: rows.map(toEntry), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function entryById(db: Db, id: string): Promise<StatementEntry | null> {
  const r = await repo.entryView(db, id);
  return r ? toEntry(r) : null;
}

/**
 * Matches an unmatched entry to the organization of the code given and records its payment, in one
 * transaction; an entry matched already (by another operator a moment before) is refused with 409.
 */
export async function matchByHand(deps: Deps, actor: Actor, id: string, body: MatchEntryBody): Promise<StatementEntry> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const org = await organizationByCode(deps.db, body.organizationCode.trim());
  if (!org) {
    if (!(await repo.entryExists(deps.db, id))) throw new AppError('RECORD_NOT_FOUND');
    throw new AppError('VALIDATION_FAILED', { fields: { organizationCode: 'organizationNotFound' } });
  }
  const banks = await bankNames(deps.db);
  await deps.db.transaction().execute(async (trx) => {
    await lockOrganizations(trx, [org.id]);
    const e = await repo.lockedEntry(trx, id);
    if (!e) throw new AppError('RECORD_NOT_FOUND');
    if (e.status !== 'unmatched') throw new AppError('STATEMENT_ENTRY_ALREADY_MATCHED');
    const transactionId = randomUUID();
    await repo.markMatchedByHand(trx, id, { organizationId: org.id, transactionId, matchedBy: actor.userId, matchedAt: deps.clock.now() });
    await recordPayments(trx, [paymentOf({ ...e, organizationId: org.id, transactionId }, banks, actor.userId)]);
    await emitWebhookEvents(trx, [paymentMatchedEvent({ ...e, organizationId: org.id, transactionId, matchMethod: 'hand' })]);
  }).catch(answerOnce('STATEMENT_ENTRY_ALREADY_MATCHED', 'bank_statement_entries_transaction_idx', 'ledger_movements_payment_once_idx'));
  return (await entryById(deps.db, id))!;
}

/** Matched entries, newest booking first, optionally of one organization and booked in a date range. */
export async function listMatched(deps: Deps, q: MatchedEntriesQuery & { pageNumber: number; pageSize: number }) {
  const { rows, total } = await repo.matchedPage(deps.readDb, q);
  return { items: rows.map(toEntry), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** A payment the bank's return took back already can't be taken back by hand: the refusal names the return. */
async function refuseIfReturned(trx: Executor, entryId: string) {
  const returned = await repo.returnOf(trx, entryId);
  if (!returned) return;
  const [y, m, d] = String(returned.bookingDate).slice(0, 10).split('-');
  throw new AppError('STATEMENT_ENTRY_ALREADY_RETURNED', { params: { reference: returned.reference, date: `${d}.${m}.${y}`, organization: returned.organization ?? '—' } });
}

/**
 * Undoes the match of an entry (docs/decisions/0023), in one transaction: the payment it became is taken back
 * from the organization that had it by a `payment_received`'s counter-movement, `payment_reversed`, at the
 * payment's value date (the payment never was that organization's); the undo is kept with its reason; the entry
 * waits in the unmatched queue again. The payment row and its movement stay as they are. `transactionId` is
 * the payment the operator saw: an entry that no longer points to it (undone, or undone and matched again
 * meanwhile) is refused with 409 and nothing changes, so two operators at once take the payment back once. A
 * payment the bank's return took back already (a debit of the statement) is refused naming that return.
 */
export async function unmatch(deps: Deps, actor: Actor, id: string, body: UnmatchEntryBody): Promise<StatementEntry> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const reason = body.reason.trim();
  const seen = await repo.entryOrganization(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    // the organization first, then the entry (docs/decisions/0048); a match changed meanwhile is refused below
    await lockOrganizations(trx, seen ? [seen] : []);
    const e = await repo.lockedEntry(trx, id);
    if (!e) throw new AppError('RECORD_NOT_FOUND');
    if (e.status !== 'matched' || e.transactionId !== body.transactionId) throw new AppError('STATEMENT_ENTRY_MATCH_CHANGED');
    await refuseIfReturned(trx, e.id);
    const reversed = await takeBackPayment(trx, e.transactionId, { reason, createdBy: actor.userId });
    await repo.recordUnmatch(trx, {
        entryId: e.id,
        transactionId: e.transactionId,
        organizationId: reversed.organizationId,
        matchMethod: e.matchMethod!,
        matchedBy: e.matchedBy,
        matchedAt: e.matchedAt,
        movementId: reversed.id,
        reason,
        unmatchedBy: actor.userId,
        unmatchedAt: deps.clock.now(),
      });
  }).catch(answerOnce('STATEMENT_ENTRY_MATCH_CHANGED', 'ledger_movements_reversed_once_idx', 'ledger_movements_counter_once_idx', 'bank_statement_unmatches_transaction_id_key'));
  return (await entryById(deps.db, id))!;
}

const moneyOf = (v: string) => formatMoneyPlain(tetriFromDb(v));

/**
 * Loaded statements, newest first, each with the gap to the statement of the same account before it: the
 * closing balance of the latest statement of that account closing on or before this one opens, when it is not
 * this statement's opening balance (docs/decisions/0047).
 */
export async function listStatements(deps: Deps, q: { pageNumber: number; pageSize: number }) {
  const { rows, total } = await repo.statementsPage(deps.readDb, q);
  const items = rows.map((r) => {
    const opening = r.openingBalance === null ? null : tetriFromDb(r.openingBalance);
    const previous = r.previousClosing === null ? null : tetriFromDb(r.previousClosing);
    return {
      id: r.id, format: r.format, account: r.account, statementRef: r.statementRef, sequence: r.sequence, fileName: r.fileName, fromDate: r.fromDate, toDate: r.toDate,
      openingBalance: r.openingBalance === null ? null : moneyOf(r.openingBalance), closingBalance: r.closingBalance === null ? null : moneyOf(r.closingBalance),
      creditTotal: moneyOf(r.creditTotal), debitTotal: moneyOf(r.debitTotal), loadedAt: new Date(r.loadedAt).toISOString(),
      gap: opening !== null && previous !== null && opening !== previous
        ? { previousStatementRef: r.previousRef, previousClosing: formatMoneyPlain(previous), difference: formatMoneyPlain(opening - previous) }
        : null,
    };
  });
  return { items, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

/** Booked debits on the agency's accounts, newest booking first, a return with the payment it took back. */
export async function listDebits(deps: Deps, q: { pageNumber: number; pageSize: number }) {
  const { rows, total } = await repo.debitsPage(deps.readDb, q);
  return { items: rows.map((r) => ({ ...r, bookingDate: String(r.bookingDate), amount: moneyOf(r.amount) })), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}
