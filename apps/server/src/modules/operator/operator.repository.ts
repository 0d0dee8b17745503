import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { withPageTotal } from '../../lib/page-total.ts';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const ORGANIZATION = ['id', 'name', 'code', 'typeId', 'isSelfEmployed', 'mobile', 'email'] as const;

/** Organizations whose name contains the query or whose code starts with it; by name. */
export async function searchOrganizations(db: Db, query: string | undefined, page: { limit: number; offset: number }) {
  const like = query ? escapeLike(query) : undefined;
  const matching = (eb: ExpressionBuilder<Database, 'organizations'>) =>
    like === undefined ? eb.lit(true) : eb.or([eb('name', 'ilike', `%${like}%`), eb('code', 'like', `${like}%`)]);
  const rows = await db
    .selectFrom('organizations')
    .select([...ORGANIZATION, sql<number>`(count(*) over ())::int`.as('total')])
    .where(matching)
    .orderBy('name')
    .orderBy('code')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = async () => (await db.selectFrom('organizations').select(sql<number>`count(*)::int`.as('total')).where(matching).executeTakeFirst())?.total ?? 0;
  return withPageTotal(rows, page.offset, count);
}

export function findOrganization(db: Db, id: string) {
  return db.selectFrom('organizations').select(ORGANIZATION).where('id', '=', id).executeTakeFirst();
}

export interface AuditFilters {
  from?: Date;
  before?: Date;
  organizationId?: string;
  organizationCode?: string;
  operatorId?: string;
  correlationId?: string;
}

export interface AuditRow {
  id: string;
  at: Date;
  correlationId: string;
  userId: string | null;
  username: string | null;
  operatorId: string | null;
  operatorUsername: string | null;
  organizationId: string | null;
  organizationCode: string | null;
  organizationName: string | null;
  onBehalf: boolean;
  method: string;
  route: string;
  targetId: string | null;
  status: number;
  operation: string | null;
  outcome: 'ok' | 'refused' | 'failed';
  reasonCode: string | null;
  account: string | null;
  ip: string | null;
  durationMs: number | null;
}

/** The audit log, newest first. */
export async function listAudit(db: Db, f: AuditFilters, page: { limit: number; offset: number }) {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (f.from) parts.push(sql`a.at >= ${f.from}`);
  if (f.before) parts.push(sql`a.at < ${f.before}`);
  if (f.organizationId) parts.push(sql`a.organization_id = ${f.organizationId}`);
  if (f.organizationCode) parts.push(sql`o.code = ${f.organizationCode}`);
  if (f.operatorId) parts.push(sql`a.operator_id = ${f.operatorId}`);
  if (f.correlationId) parts.push(sql`a.correlation_id = ${f.correlationId}`);
  const where = sql.join(parts, sql` and `);
  const from = sql`
      from audit_log a
      left join users u on u.id = a.user_id
      left join users op on op.id = a.operator_id
      left join organizations o on o.id = a.organization_id
     where ${where}`;
  const { rows } = await sql<AuditRow & { total: number }>`
    select a.id::text as "id", a.at as "at", a.correlation_id as "correlationId",
           a.user_id as "userId", u.username as "username", a.operator_id as "operatorId", op.username as "operatorUsername",
           a.organization_id as "organizationId", o.code as "organizationCode", o.name as "organizationName",
           a.on_behalf as "onBehalf", a.method as "method", a.route as "route", a.target_id as "targetId",
           a.status as "status", a.operation as "operation", a.outcome as "outcome", a.reason_code as "reasonCode", a.account as "account",
           a.ip as "ip", a.duration_ms as "durationMs", (count(*) over ())::int as "total"
    ${from}
     order by a.at desc, a.id desc
     limit ${page.limit} offset ${page.offset}`.execute(db);
  return withPageTotal(rows, page.offset, async () => (await sql<{ total: number }>`select count(*)::int as "total" ${from}`.execute(db)).rows[0]?.total ?? 0);
}

export function listOperators(db: Db) {
  return db.selectFrom('users').select(['id', 'username', 'firstName', 'lastName']).where('role', '=', 'operator').orderBy('username').execute();
}

export interface NameChangeRow {
  detailId: string;
  organizationId: string;
  organizationName: string;
  organizationCode: string;
  declarationId: string;
  declarationNumber: string;
  year: number;
  month: number;
  personalNumber: string;
  nameOnRecord: string;
  firstName: string;
  lastName: string;
  reason: string;
  confirmedAt: Date;
}

/** Declaration rows whose name was confirmed as changed, newest first; of one organization when its code is given. */
export async function listNameChanges(db: Db, organizationCode: string | undefined, page: { limit: number; offset: number }) {
  const where = organizationCode ? sql`and o.code = ${organizationCode}` : sql``;
  const from = sql`
      from declaration_details x
      join declarations d on d.id = x.declaration_id
      join organizations o on o.id = x.organization_id
     where x.name_change_reason is not null ${where}`;
  const { rows } = await sql<NameChangeRow & { total: number }>`
    select x.id::text as "detailId", o.id::text as "organizationId", o.name as "organizationName", o.code as "organizationCode",
           d.id::text as "declarationId", d.number::text as "declarationNumber", d.year as "year", d.month as "month",
           x.personal_number as "personalNumber", x.name_on_record as "nameOnRecord", x.first_name as "firstName",
           x.last_name as "lastName", x.name_change_reason as "reason", x.modified_at as "confirmedAt", (count(*) over ())::int as "total"
    ${from}
     order by x.modified_at desc, x.id desc
     limit ${page.limit} offset ${page.offset}`.execute(db);
  return withPageTotal(rows, page.offset, async () => (await sql<{ total: number }>`select count(*)::int as "total" ${from}`.execute(db)).rows[0]?.total ?? 0);
}
