import { sql, type Kysely } from 'kysely';

/**
 * The roles of an organization's users (administrator, preparer, approver, viewer) and a user's end: every user
 * of an organization so far was its only one, and becomes its administrator. An organization may require that
 * what one user prepares is approved by another before it takes effect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column org_role text check (org_role in ('administrator', 'preparer', 'approver', 'viewer'))`.execute(db);
  await sql`update users set org_role = 'administrator' where organization_id is not null and role in ('employer', 'selfEmployed')`.execute(db);
  await sql`alter table users add constraint users_org_role_of_organizations check ((role in ('employer', 'selfEmployed')) = (org_role is not null))`.execute(db);
  await sql`alter table users add column disabled_at timestamptz`.execute(db);
  await sql`alter table organizations add column requires_approval boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table organizations drop column if exists requires_approval`.execute(db);
  await sql`alter table users drop column if exists disabled_at`.execute(db);
  await sql`alter table users drop constraint if exists users_org_role_of_organizations`.execute(db);
  await sql`alter table users drop column if exists org_role`.execute(db);
}
