import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { SystemReasonCode } from '@pensia/domain';
import type { Database, LedgerMovementsTable } from '../../db/schema.ts';

export type Executor = Db | Transaction<Database>;
export type MovementRow = Selectable<LedgerMovementsTable>;
export type NewMovement = Insertable<LedgerMovementsTable>;

/**
 * Locks the organizations' rows until the transaction ends, in the order of their ids (two writers of the
 * same organizations never wait for each other crosswise). `for no key update`: it excludes the other
 * balance writers but not the inserts that merely refer to the organization (foreign keys take key-share).
 */
export async function lockOrganizationRows(db: Executor, sortedIds: readonly string[]) {
  await sql`select id from organizations where id = any(${sortedIds}::uuid[]) order by id for no key update`.execute(db);
}

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

/**
 * Sums by month and kind (the month-by-month view without reading each movement). The month is grouped as a
 * number (year × 100 + month): cheaper than formatting each row's date, which the whole history goes through.
 */
export async function monthlySums(db: Executor, organizationId: string) {
  const { rows } = await sql<{ ym: number; kind: MovementRow['kind']; total: string; n: number }>`
    select (extract(year from value_date)::int * 100 + extract(month from value_date)::int) as ym, kind, sum(amount)::text as total, count(*)::int as n
      from ledger_movements where organization_id = ${organizationId}
     group by 1, 2 order by 1`.execute(db);
  return rows.map((r) => ({ month: `${Math.floor(r.ym / 100)}-${String(r.ym % 100).padStart(2, '0')}`, kind: r.kind, total: r.total, n: r.n }));
}

/** The balance before a day: the sum of the movements valued earlier (an index-only scan of the organization's movements). */
export async function balanceBefore(db: Executor, organizationId: string, day: string) {
  const { rows } = await sql<{ total: string }>`
    select coalesce(sum(amount), 0)::text as total from ledger_movements where organization_id = ${organizationId} and value_date < ${day}::date`.execute(db);
  return rows[0]?.total ?? '0';
}

/** The movements of a month, with the number of their source document (looked up by its key, one per movement). */
export async function movementsOfMonth(db: Executor, organizationId: string, month: string) {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const { rows } = await sql<{
    id: string;
    kind: MovementRow['kind'];
    amount: string;
    valueDate: string;
    sourceKind: MovementRow['sourceKind'];
    sourceId: string;
    reason: string | null;
    reasonCode: SystemReasonCode | null;
    reasonParams: Record<string, string> | null;
    createdAt: Date;
    documentNumber: string | null;
  }>`
    select m.id, m.kind, m.amount::text as amount, m.value_date::text as "valueDate", m.source_kind as "sourceKind", m.source_id as "sourceId",
           m.reason, m.reason_code as "reasonCode", m.reason_params as "reasonParams", m.created_at as "createdAt",
           case m.source_kind
             when 'transaction' then (select t.number from transactions t where t.id = m.source_id and t.organization_id = m.organization_id)
             when 'declaration' then (select d.number::text from declarations d where d.id = m.source_id and d.organization_id = m.organization_id)
             when 'fine' then (select f.number from fines f where f.id = m.source_id and f.organization_id = m.organization_id)
             when 'refund' then (select r.number from refunds r where r.id = m.source_id and r.organization_id = m.organization_id)
           end as "documentNumber"
      from ledger_movements m
     where m.organization_id = ${organizationId}
       and m.value_date >= ${first}::date and m.value_date < ${next}::date
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
 * Appends many movements in one statement (a bank statement's payments, history loaded in bulk), passed as
 * one JSON parameter: the database reads thousands of rows from it much faster than from a parameter per
 * value. The database applies the same rules to each as to one; they are written in the order given.
 */
export async function insertMovements(db: Executor, movements: readonly NewMovement[]) {
  if (movements.length === 0) return;
  const rows = movements.map((m) => ({
    organization_id: m.organizationId,
    kind: m.kind,
    amount: m.amount,
    value_date: m.valueDate,
    source_kind: m.sourceKind,
    source_id: m.sourceId,
    reason: m.reason ?? null,
    counters_id: m.countersId ?? null,
    created_by: m.createdBy ?? null,
  }));
  await sql`
    insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, reason, counters_id, created_by)
    select r.organization_id, r.kind, r.amount, r.value_date, r.source_kind, r.source_id, r.reason, r.counters_id, r.created_by
      from json_populate_recordset(null::ledger_movements, ${JSON.stringify(rows)}::json) with ordinality as r
     order by r.ordinality`.execute(db);
}

/**
 * Records many payments of the bank and their `payment_received` movements in one statement: the rows are
 * sent once, as one JSON parameter, and both inserts read them (a statement of 20,000 entries is 20 such
 * statements, not 40, and nothing comes back but a count). Transactions and movements in the order given.
 */
export async function insertPaymentsWithMovements(
  db: Executor,
  rows: readonly { id: string; organizationId: string; number: string; paidAt: string; registeredAt: Date; bankName: string; accountNumber: string; amount: string; reason: string; createdBy: string | null }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  // positional rows (arrays): PostgreSQL reads them in about half the time of objects; as jsonb, each row is
  // parsed once, not again for every field taken
  const json = rows.map((t) => [t.id, t.organizationId, t.number, t.paidAt, t.registeredAt.toISOString(), t.bankName, t.accountNumber, t.amount, t.reason, t.createdBy]);
  const { rows: out } = await sql<{ n: number }>`
    with r as (
      select e.n, (e.r->>0)::uuid as id, (e.r->>1)::uuid as organization_id, e.r->>2 as number, (e.r->>3)::date as paid_at, (e.r->>4)::timestamptz as registered_at,
             e.r->>5 as bank_name, e.r->>6 as account_number, (e.r->>7)::numeric as amount, e.r->>8 as reason, (e.r->>9)::uuid as created_by
        from jsonb_array_elements(${JSON.stringify(json)}::jsonb) with ordinality as e(r, n)
    ), t as (
      insert into transactions (id, organization_id, number, paid_at, registered_at, bank_name, account_number, amount, reason)
      select r.id, r.organization_id, r.number, r.paid_at, r.registered_at, r.bank_name, r.account_number, r.amount, r.reason from r order by r.n
      returning 1
    ), m as (
      insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, reason, counters_id, created_by)
      select r.organization_id, 'payment_received', r.amount, r.paid_at, 'transaction', r.id, r.reason, null, r.created_by from r order by r.n
      returning 1
    )
    select (select count(*) from t)::int + (select count(*) from m)::int as n`.execute(db);
  return out[0]!.n;
}

/**
 * Records many payments of the bank in one statement, passed as one JSON parameter (ids chosen by the caller
 * or drawn); answers them in the order given.
 */
export async function insertTransactions(
  db: Executor,
  rows: readonly { id?: string; organizationId: string; number: string; paidAt: string; registeredAt: Date; bankName: string; accountNumber: string; amount: string; reason: string }[],
) {
  if (rows.length === 0) return [];
  const json = rows.map((t) => ({
    id: t.id ?? randomUUID(),
    organization_id: t.organizationId,
    number: t.number,
    paid_at: t.paidAt,
    registered_at: t.registeredAt.toISOString(),
    bank_name: t.bankName,
    account_number: t.accountNumber,
    amount: t.amount,
    reason: t.reason,
  }));
  const { rows: inserted } = await sql<{ id: string; organizationId: string; number: string; paidAt: string; amount: string; reason: string }>`
    insert into transactions (id, organization_id, number, paid_at, registered_at, bank_name, account_number, amount, reason)
    select r.id, r.organization_id, r.number, r.paid_at, r.registered_at, r.bank_name, r.account_number, r.amount, r.reason
      from json_populate_recordset(null::transactions, ${JSON.stringify(json)}::json) with ordinality as r
     order by r.ordinality
    returning id, organization_id as "organizationId", number, paid_at::text as "paidAt", amount::text as amount, reason`.execute(db);
  const byId = new Map(inserted.map((r) => [r.id, r]));
  return json.map((t) => byId.get(t.id)!);
}
