import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, FinesTable } from '../../db/schema.ts';
import type { Executor } from './ledger.repository.ts';

export type FineRow = Selectable<FinesTable>;
export type FineWithOwner = FineRow & { organizationCode: string; organizationName: string; declarationNumber: string | null };

function finesQuery(db: Executor) {
  return db
    .selectFrom('fines as f')
    .innerJoin('organizations as o', 'o.id', 'f.organizationId')
    .leftJoin('declarations as d', (j) => j.onRef('d.id', '=', 'f.declarationId').onRef('d.organizationId', '=', 'f.organizationId'))
    .selectAll('f')
    .select(['o.code as organizationCode', 'o.name as organizationName', sql<string | null>`d.number::text`.as('declarationNumber')]);
}

/** A fine, and whose it is. `organizationId` given: only that organization's. */
export function findFine(db: Executor, id: string, organizationId?: string): Promise<FineWithOwner | undefined> {
  let q = finesQuery(db).where('f.id', '=', id);
  if (organizationId) q = q.where('f.organizationId', '=', organizationId);
  return q.executeTakeFirst();
}

/** Locked until the transaction ends: status changes of one fine are serialised. */
export function lockFine(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('fines').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function listFines(db: Executor, f: { organizationId?: string; declarationId?: string; status?: FineRow['status'] }, offset: number, limit: number) {
  let q = finesQuery(db);
  let c = db.selectFrom('fines as f');
  if (f.organizationId) {
    q = q.where('f.organizationId', '=', f.organizationId);
    c = c.where('f.organizationId', '=', f.organizationId);
  }
  if (f.declarationId) {
    q = q.where('f.declarationId', '=', f.declarationId);
    c = c.where('f.declarationId', '=', f.declarationId);
  }
  if (f.status) {
    q = q.where('f.status', '=', f.status);
    c = c.where('f.status', '=', f.status);
  }
  const [rows, count] = await Promise.all([
    q.orderBy('f.imposedOn', 'desc').orderBy('f.createdAt', 'desc').offset(offset).limit(limit).execute(),
    c.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function insertFine(db: Executor, f: { organizationId: string; declarationId: string | null; amount: string; imposedOn: string; reason: string; imposedBy: string | null; now: Date }) {
  return db
    .insertInto('fines')
    .values({ organizationId: f.organizationId, declarationId: f.declarationId, amount: f.amount, imposedOn: f.imposedOn, status: 'valid', reason: f.reason, imposedBy: f.imposedBy, createdAt: f.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setFineStatus(db: Executor, id: string, status: FineRow['status'], reason: string, now: Date) {
  return db.updateTable('fines').set({ status, statusReason: reason, statusChangedAt: now }).where('id', '=', id).execute();
}

/** Dates of the organization's fines in force or under appeal (for the repeat rule). */
export async function finesInForceDates(db: Executor, organizationId: string) {
  const rows = await db.selectFrom('fines').select('imposedOn').where('organizationId', '=', organizationId).where('status', '!=', 'canceled').execute();
  return rows.map((r) => r.imposedOn);
}

/** A declaration of an organization, locked: two fines for it at the same moment are serialised. */
export function lockDeclarationOf(trx: Transaction<Database>, organizationId: string, declarationId: string) {
  return trx.selectFrom('declarations').select(['id', 'status']).where('id', '=', declarationId).where('organizationId', '=', organizationId).forUpdate().executeTakeFirst();
}

export function fineInForceOf(db: Executor, declarationId: string) {
  return db.selectFrom('fines').select('id').where('declarationId', '=', declarationId).where('status', '!=', 'canceled').executeTakeFirst();
}

/**
 * Declarations activated after the 15th of the month following their month (Tbilisi time), without a fine
 * in force or under appeal, latest activation first.
 */
export async function fineCandidates(db: Executor, organizationId: string | undefined, offset: number, limit: number) {
  const org = organizationId ? sql`and d.organization_id = ${organizationId}` : sql``;
  const where = sql`
      from declarations d join organizations o on o.id = d.organization_id
     where d.status in ('open', 'closed') and d.activation_date is not null ${org}
       and ((d.activation_date at time zone 'UTC') + interval '4 hours')::date
           > (make_date(d.year, d.month, 1) + interval '1 month' + interval '14 days')::date
       and not exists (select 1 from fines f where f.declaration_id = d.id and f.status <> 'canceled')`;
  const [rows, count] = await Promise.all([
    sql<{
      declarationId: string;
      declarationNumber: string;
      organizationId: string;
      organizationCode: string;
      organizationName: string;
      year: number;
      month: number;
      activatedOn: string;
    }>`select d.id as "declarationId", d.number::text as "declarationNumber", d.organization_id as "organizationId", o.code as "organizationCode",
              o.name as "organizationName", d.year::int as year, d.month::int as month,
              (((d.activation_date at time zone 'UTC') + interval '4 hours')::date)::text as "activatedOn"
       ${where} order by d.activation_date desc, d.number desc offset ${offset} limit ${limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n ${where}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]!.n) };
}
