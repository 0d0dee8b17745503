import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database, LedgerMovementsTable } from '../../db/schema.ts';

export type Executor = Db | Transaction<Database>;
export type MovementRow = Selectable<LedgerMovementsTable>;
export type NewMovement = Insertable<LedgerMovementsTable>;

/** Appends one movement; the database refuses a wrong sign, a wrong source, a second one of a kind that happens once. */
export function insertMovement(db: Executor, m: NewMovement) {
  return db.insertInto('ledgerMovements').values(m).returningAll().executeTakeFirstOrThrow();
}

/** Sums by kind, exact in NUMERIC, as decimal strings. */
export async function sumsByKind(db: Executor, organizationId: string) {
  return db
    .selectFrom('ledgerMovements')
    .select(['kind', sql<string>`sum(amount)::text`.as('total')])
    .where('organizationId', '=', organizationId)
    .groupBy('kind')
    .execute();
}

/** Every movement of an organization, by value date then order of writing. */
export function movementsOf(db: Executor, organizationId: string) {
  return db
    .selectFrom('ledgerMovements')
    .select(['id', 'seq', 'kind', 'amount', 'valueDate', 'sourceKind', 'sourceId'])
    .where('organizationId', '=', organizationId)
    .orderBy('valueDate')
    .orderBy('seq')
    .execute();
}

/** Sums by month and kind (the month-by-month view without reading each movement). */
export async function monthlySums(db: Executor, organizationId: string) {
  const { rows } = await sql<{ month: string; kind: MovementRow['kind']; total: string; n: number }>`
    select to_char(value_date, 'YYYY-MM') as month, kind, sum(amount)::text as total, count(*)::int as n
      from ledger_movements where organization_id = ${organizationId}
     group by 1, 2 order by 1`.execute(db);
  return rows;
}

/** The movements of a month, with the number of their source document. */
export async function movementsOfMonth(db: Executor, organizationId: string, month: string) {
  const first = `${month}-01`;
  const { rows } = await sql<{
    id: string;
    kind: MovementRow['kind'];
    amount: string;
    valueDate: string;
    sourceKind: MovementRow['sourceKind'];
    sourceId: string;
    reason: string | null;
    createdAt: Date;
    documentNumber: string | null;
  }>`
    select m.id, m.kind, m.amount::text as amount, m.value_date::text as "valueDate", m.source_kind as "sourceKind", m.source_id as "sourceId",
           m.reason, m.created_at as "createdAt",
           coalesce(t.number, d.number::text, f.number) as "documentNumber"
      from ledger_movements m
      left join transactions t on m.source_kind = 'transaction' and t.id = m.source_id and t.organization_id = m.organization_id
      left join declarations d on m.source_kind = 'declaration' and d.id = m.source_id and d.organization_id = m.organization_id
      left join fines f on m.source_kind = 'fine' and f.id = m.source_id and f.organization_id = m.organization_id
     where m.organization_id = ${organizationId}
       and m.value_date >= ${first}::date and m.value_date < (${first}::date + interval '1 month')
     order by m.value_date, m.seq`.execute(db);
  return rows;
}

export function organizationByCode(db: Executor, code: string) {
  return db.selectFrom('organizations').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}

export function organizationById(db: Executor, id: string) {
  return db.selectFrom('organizations').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------------------
// Payments (the bank's transactions)

export function insertTransaction(
  db: Executor,
  t: { organizationId: string; number: string; paidAt: string; registeredAt: Date; bankName: string; accountNumber: string; amount: string; reason: string },
) {
  return db.insertInto('transactions').values(t).returning(['id', 'organizationId', 'number', 'paidAt', 'amount', 'reason']).executeTakeFirstOrThrow();
}

/**
 * Appends many movements in one statement (history loaded in bulk: a migration of old data, the benchmark).
 * The database applies the same rules to each as to one.
 */
export async function insertMovements(db: Executor, movements: readonly NewMovement[]) {
  if (movements.length === 0) return;
  await db.insertInto('ledgerMovements').values([...movements]).execute();
}

/** Records many payments of the bank in one statement; answers their ids in the order given. */
export async function insertTransactions(
  db: Executor,
  rows: readonly { organizationId: string; number: string; paidAt: string; registeredAt: Date; bankName: string; accountNumber: string; amount: string; reason: string }[],
) {
  if (rows.length === 0) return [];
  return db.insertInto('transactions').values([...rows]).returning(['id', 'organizationId', 'number', 'paidAt', 'amount', 'reason']).execute();
}
