import type { MatchedEntriesQuery } from '@pensia/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import type { BankStatementEntriesTable, BankStatementUnmatchesTable } from './statements.table.ts';

/**
 * The bank statements' entries and debits as the operator works on them (statements.service.ts decides;
 * loading a statement is statement-store.ts, taking a payment back statement-debits.ts).
 */

const entryColumns = [
  'e.id', 'e.statementId', 'e.account', 'e.reference', 'e.bookingDate', 'e.valueDate', 'e.amount', 'e.currency', 'e.payerCode', 'e.payerName',
  'e.payerAccount', 'e.payerBank', 'e.remittance', 'e.payerAccountInvalid', 'e.status', 'e.matchMethod', 'e.transactionId', 'e.matchedAt', 's.loadedAt', 'o.code as organizationCode', 'o.name as organizationName',
] as const;

function entriesQuery(db: Db) {
  return db
    .selectFrom('bankStatementEntries as e')
    .innerJoin('bankStatements as s', 's.id', 'e.statementId')
    .leftJoin('organizations as o', 'o.id', 'e.organizationId');
}

/** An entry as the operator's lists show it, with its statement's load and its organization. */
export type EntryView = {
  id: string; statementId: string; account: string; reference: string; bookingDate: string; valueDate: string; amount: string; currency: string;
  payerCode: string | null; payerName: string | null; payerAccount: string | null; payerBank: string | null; remittance: string | null; payerAccountInvalid: boolean;
  status: 'matched' | 'unmatched'; matchMethod: 'payerCode' | 'remittance' | 'hand' | null; transactionId: string | null; matchedAt: Date | null;
  loadedAt: Date; organizationCode: string | null; organizationName: string | null;
};

/** A page of the unmatched entries, oldest booking first, those whose payer, reference or text holds `search`. */
export async function unmatchedPage(db: Db, q: { pageNumber: number; pageSize: number; search?: string }): Promise<{ rows: EntryView[]; total: number }> {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const base = () => {
    let query = entriesQuery(db).where('e.status', '=', 'unmatched');
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
  return { rows: rows as EntryView[], total: total.n };
}

/** A page of the matched entries, newest booking first, of one organization and booked in a date range when asked. */
export async function matchedPage(db: Db, q: MatchedEntriesQuery & { pageNumber: number; pageSize: number }): Promise<{ rows: EntryView[]; total: number }> {
  const base = () => {
    let query = entriesQuery(db).where('e.status', '=', 'matched');
    if (q.organizationCode) query = query.where('o.code', '=', q.organizationCode);
    if (q.dateFrom) query = query.where('e.bookingDate', '>=', q.dateFrom);
    if (q.dateTo) query = query.where('e.bookingDate', '<=', q.dateTo);
    return query;
  };
  const [rows, total] = await Promise.all([
    base().select(entryColumns).orderBy('e.bookingDate', 'desc').orderBy('e.position', 'desc').orderBy('e.id').offset((q.pageNumber - 1) * q.pageSize).limit(q.pageSize).execute(),
    base().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as EntryView[], total: total.n };
}

export async function entryView(db: Db, id: string): Promise<EntryView | undefined> {
  return (await entriesQuery(db).select(entryColumns).where('e.id', '=', id).executeTakeFirst()) as EntryView | undefined;
}

export async function entryExists(db: Db, id: string): Promise<boolean> {
  return Boolean(await db.selectFrom('bankStatementEntries').select('id').where('id', '=', id).executeTakeFirst());
}

/** The organization an entry is matched to, as read before its transaction locks that organization. */
export async function entryOrganization(db: Db, id: string): Promise<string | null> {
  return (await db.selectFrom('bankStatementEntries').select('organizationId').where('id', '=', id).executeTakeFirst())?.organizationId ?? null;
}

/** The entry, locked until the transaction ends. */
export async function lockedEntry(trx: Executor, id: string): Promise<Selectable<BankStatementEntriesTable> | undefined> {
  return trx.selectFrom('bankStatementEntries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markMatchedByHand(trx: Executor, id: string, v: { organizationId: string; transactionId: string; matchedBy: string; matchedAt: Date }): Promise<void> {
  await trx.updateTable('bankStatementEntries').set({ status: 'matched', matchMethod: 'hand', ...v }).where('id', '=', id).execute();
}

/** The bank's return of an entry's payment (a debit of a statement), if there is one. */
export async function returnOf(trx: Executor, entryId: string) {
  return trx
    .selectFrom('bankStatementDebits as d')
    .innerJoin('bankStatementEntries as e', 'e.id', 'd.returnOfEntryId')
    .leftJoin('organizations as o', 'o.id', 'e.organizationId')
    .select(['d.reference', 'd.bookingDate', 'o.name as organization'])
    .where('d.returnOfEntryId', '=', entryId)
    .executeTakeFirst();
}

/** Keeps the undone match with its reason, and puts the entry back among the unmatched. */
export async function recordUnmatch(trx: Executor, v: Insertable<BankStatementUnmatchesTable> & { entryId: string }): Promise<void> {
  await trx.insertInto('bankStatementUnmatches').values(v).execute();
  await trx
    .updateTable('bankStatementEntries')
    .set({ status: 'unmatched', matchMethod: null, organizationId: null, transactionId: null, matchedBy: null, matchedAt: null })
    .where('id', '=', v.entryId)
    .execute();
}

/** A statement as its list shows it, with the closing balance of the statement of its account before it. */
export interface StatementRow {
  id: string; format: 'camt053' | 'camt054' | 'csv'; account: string | null; statementRef: string | null; sequence: string | null; fileName: string;
  fromDate: string | null; toDate: string | null; openingBalance: string | null; closingBalance: string | null; creditTotal: string; debitTotal: string;
  loadedAt: Date; previousRef: string | null; previousClosing: string | null;
}

/**
 * A page of the loaded statements, newest first, each with the latest statement of the same account closing on
 * or before this one opens (docs/decisions/0047).
 */
export async function statementsPage(db: Db, q: { pageNumber: number; pageSize: number }): Promise<{ rows: StatementRow[]; total: number }> {
  const { rows } = await sql<StatementRow>`
    select s.id, s.format, s.account, s.statement_ref as "statementRef", s.sequence, s.file_name as "fileName",
           s.from_date::text as "fromDate", s.to_date::text as "toDate", s.opening_balance::text as "openingBalance",
           s.closing_balance::text as "closingBalance", s.credit_total::text as "creditTotal", s.debit_total::text as "debitTotal",
           s.loaded_at as "loadedAt", p.statement_ref as "previousRef", p.closing_balance::text as "previousClosing"
      from bank_statements s
      left join lateral (
        select b.statement_ref, b.closing_balance from bank_statements b
         where s.opening_balance is not null and b.account = s.account and b.id <> s.id and b.closing_balance is not null
           and b.closing_date <= coalesce(s.opening_date, s.from_date)
         order by b.closing_date desc, b.loaded_at desc, b.id limit 1) p on true
     order by s.loaded_at desc, s.id
     offset ${(q.pageNumber - 1) * q.pageSize} limit ${q.pageSize}`.execute(db);
  const total = await db.selectFrom('bankStatements').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return { rows, total: total.n };
}

/** A page of the booked debits on the agency's accounts, newest booking first, a return with the payment it took back. */
export async function debitsPage(db: Db, q: { pageNumber: number; pageSize: number }) {
  const base = db
    .selectFrom('bankStatementDebits as d')
    .leftJoin('bankStatementEntries as e', 'e.id', 'd.returnOfEntryId')
    .leftJoin('organizations as o', 'o.id', 'e.organizationId');
  const [rows, total] = await Promise.all([
    base
      .select(['d.id', 'd.statementId', 'd.account', 'd.reference', 'd.bookingDate', 'd.amount', 'd.reason', 'e.reference as returnOfReference', 'o.code as organizationCode', 'o.name as organizationName'])
      .orderBy('d.bookingDate', 'desc').orderBy('d.position').orderBy('d.id')
      .offset((q.pageNumber - 1) * q.pageSize).limit(q.pageSize).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}
