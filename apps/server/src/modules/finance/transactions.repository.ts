import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from './ledger.repository.ts';

/** A filter of the transactions list, resolved: dates ISO, amounts as exact decimal strings. */
export interface TransactionFilter {
  organizationId: string;
  dateFrom?: string;
  dateTo?: string;
  amountFrom?: string;
  amountTo?: string;
  bankName?: string;
}

/**
 * A payment taken back from the organization (matched to it by mistake, docs/decisions/0023) is not its
 * payment: the list, its count and sum and the banks offered leave it out, as the balance does.
 */
const notReversed = sql<SqlBool>`not exists (select 1 from ledger_movements r
  where r.source_kind = 'transaction' and r.source_id = transactions.id and r.kind = 'payment_reversed')`;

function where(f: TransactionFilter): Expression<SqlBool> {
  const parts = [sql<SqlBool>`organization_id = ${f.organizationId}`, notReversed];
  if (f.dateFrom) parts.push(sql<SqlBool>`paid_at >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql<SqlBool>`paid_at <= ${f.dateTo}::date`);
  if (f.amountFrom !== undefined) parts.push(sql<SqlBool>`amount >= ${f.amountFrom}::numeric`);
  if (f.amountTo !== undefined) parts.push(sql<SqlBool>`amount <= ${f.amountTo}::numeric`);
  if (f.bankName) parts.push(sql<SqlBool>`bank_name = ${f.bankName}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

export interface TransactionRow {
  id: string;
  number: string;
  paidAt: string;
  registeredAt: Date;
  bankName: string;
  accountNumber: string;
  amount: string;
  reason: string;
}

/** The transactions of the filter, newest payment first; `limit` null: all of them (the export). */
export async function listTransactions(db: Executor, f: TransactionFilter, offset: number, limit: number | null) {
  const { rows } = await sql<TransactionRow>`
    select id, number, paid_at::text as "paidAt", registered_at as "registeredAt", bank_name as "bankName",
           account_number as "accountNumber", amount::text as amount, reason
      from transactions where ${where(f)}
     order by paid_at desc, number desc, id
     ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`.execute(db);
  return rows;
}

/** How many transactions match and their sum (exact, NUMERIC). */
export async function countAndSum(db: Executor, f: TransactionFilter) {
  const { rows } = await sql<{ n: number; total: string }>`
    select count(*)::int as n, coalesce(sum(amount), 0)::text as total from transactions where ${where(f)}`.execute(db);
  return rows[0] ?? { n: 0, total: '0' };
}

/**
 * Contributions declared in a date range: what activated declarations made due, with the adjustments of
 * reversing declarations (the ledger's debits of those kinds, as a positive amount).
 */
export async function contributionsDeclared(db: Executor, f: Pick<TransactionFilter, 'organizationId' | 'dateFrom' | 'dateTo'>) {
  const { rows } = await sql<{ total: string }>`
    select coalesce(-sum(amount), 0)::text as total from ledger_movements
     where organization_id = ${f.organizationId} and kind in ('contribution_due', 'contribution_adjustment')
       ${f.dateFrom ? sql`and value_date >= ${f.dateFrom}::date` : sql``}
       ${f.dateTo ? sql`and value_date <= ${f.dateTo}::date` : sql``}`.execute(db);
  return rows[0]?.total ?? '0';
}

/** The banks the organization's payments came from, by name. */
export async function banksOf(db: Executor, organizationId: string) {
  const { rows } = await sql<{ bankName: string }>`
    select distinct bank_name as "bankName" from transactions where organization_id = ${organizationId} and ${notReversed} order by 1`.execute(db);
  return rows.map((r) => r.bankName);
}
