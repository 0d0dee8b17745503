import { sql, type Kysely } from 'kysely';

/**
 * An Idempotency-Key belongs to an organization (the employer's writes) or to a user (the back office's writes,
 * which act on many organizations): exactly one of the two. `scope` is the one the key is unique within, computed
 * by the database, so the key of one operator never answers another's request (docs/decisions/0060).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table idempotency_keys drop constraint idempotency_keys_pkey`.execute(db);
  await sql`alter table idempotency_keys alter column organization_id drop not null`.execute(db);
  await sql`alter table idempotency_keys add column user_id uuid references users (id) on delete cascade`.execute(db);
  await sql`alter table idempotency_keys add constraint idempotency_keys_one_owner check (num_nonnulls(organization_id, user_id) = 1)`.execute(db);
  await sql`alter table idempotency_keys add column scope text generated always as (coalesce(organization_id::text, 'user:' || user_id::text)) stored`.execute(db);
  await sql`alter table idempotency_keys add primary key (scope, key)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from idempotency_keys where organization_id is null`.execute(db);
  await sql`alter table idempotency_keys drop constraint idempotency_keys_pkey`.execute(db);
  await sql`alter table idempotency_keys drop column scope`.execute(db);
  await sql`alter table idempotency_keys drop constraint idempotency_keys_one_owner`.execute(db);
  await sql`alter table idempotency_keys drop column user_id`.execute(db);
  await sql`alter table idempotency_keys alter column organization_id set not null`.execute(db);
  await sql`alter table idempotency_keys add primary key (organization_id, key)`.execute(db);
}
