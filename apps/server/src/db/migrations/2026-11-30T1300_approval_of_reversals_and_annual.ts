import { sql, type Kysely } from 'kysely';

/**
 * Four eyes for reversals and annual declarations (docs/decisions/0108): two more kinds of approval request,
 * and the lock of a reversal or an annual declaration submitted and not yet decided.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table approval_requests drop constraint if exists approval_requests_kind_check`.execute(db);
  await sql`alter table approval_requests add constraint approval_requests_kind_check check (kind in ('declaration', 'refund', 'reversal', 'annual'))`.execute(db);
  await sql`alter table reversed_declarations add column awaiting_approval boolean not null default false`.execute(db);
  await sql`alter table annual_declarations add column awaiting_approval boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table annual_declarations drop column if exists awaiting_approval`.execute(db);
  await sql`alter table reversed_declarations drop column if exists awaiting_approval`.execute(db);
  await sql`delete from approval_requests where kind in ('reversal', 'annual')`.execute(db);
  await sql`alter table approval_requests drop constraint if exists approval_requests_kind_check`.execute(db);
  await sql`alter table approval_requests add constraint approval_requests_kind_check check (kind in ('declaration', 'refund'))`.execute(db);
}
