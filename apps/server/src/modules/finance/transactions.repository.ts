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
  return sql<SqlBool>`organization_id = ${f.organizationId} and ${notReversed} and ${filterOf(f)}`;
}

/** The filter's own conditions (dates, amounts, bank), without the organization; `true` when there are none. */
function filterOf(f: TransactionFilter): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.dateFrom) parts.push(sql<SqlBool>`paid_at >= ${f.dateFrom}::date`);
  if (f.dateTo) parts.push(sql<SqlBool>`paid_at <= ${f.dateTo}::date`);
  if (f.amountFrom !== undefined) parts.push(sql<SqlBool>`amount >= ${f.amountFrom}::numeric`);
  if (f.amountTo !== undefined) parts.push(sql<SqlBool>`amount <= ${f.amountTo}::numeric`);
  if (f.bankName) parts.push(sql<SqlBool>`bank_name = ${f.bankName}`);
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
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
 * What the list shows beside its page, in one statement and one pass over the organization's payments: how
 * many match the filter and their sum (exact, NUMERIC), the banks of all its payments, and the contributions
 * declared in the filter's date range. The same figures as `countAndSum` and `contributionsDeclared` (which
 * the export uses) and the distinct banks by name, for one round trip instead of three.
 */
export async function summaryOf(db: Executor, f: TransactionFilter) {
  const cond = filterOf(f);
  const { rows } = await sql<{ n: number; total: string; banks: string[] | null; contributions: string }>`
    select count(*) filter (where ${cond})::int as n,
           coalesce(sum(amount) filter (where ${cond}), 0)::text as total,
           array_agg(distinct bank_name order by bank_name) as banks,
           (${contributionsQuery(f)}) as contributions
      from transactions where organization_id = ${f.organizationId} and ${notReversed}`.execute(db);
  const r = rows[0];
  return { n: r?.n ?? 0, total: r?.total ?? '0', banks: r?.banks ?? [], contributions: r?.contributions ?? '0' };
}

const contributionsQuery = (f: Pick<TransactionFilter, 'organizationId' | 'dateFrom' | 'dateTo'>) => sql<string>`
    select coalesce(-sum(amount), 0)::text as total from ledger_movements
     where organization_id = ${f.organizationId} and kind in ('contribution_due', 'contribution_adjustment')
       ${f.dateFrom ? sql`and value_date >= ${f.dateFrom}::date` : sql``}
       ${f.dateTo ? sql`and value_date <= ${f.dateTo}::date` : sql``}`;

/**
 * Contributions declared in a date range: what activated declarations made due, with the adjustments of
 * reversing declarations (the ledger's debits of those kinds, as a positive amount).
 */
export async function contributionsDeclared(db: Executor, f: Pick<TransactionFilter, 'organizationId' | 'dateFrom' | 'dateTo'>) {
  const { rows } = await sql<{ total: string }>`${contributionsQuery(f)}`.execute(db);
  return rows[0]?.total ?? '0';
}
