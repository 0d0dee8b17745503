import { sql, type Kysely } from 'kysely';

/**
 * Two-step verification of organizations' users (decision 0104): an organization may require it of all its
 * users; a session keeps when its user last gave the second factor (the writes that move money ask for it
 * within 5 minutes); the single-use recovery codes of an enrolment, as SHA-256 hashes; and notices to one
 * user of something done in its organization (a bank account added), read by that user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table organizations add column requires_two_factor boolean not null default false`.execute(db);
  await sql`alter table sessions add column step_up_at timestamptz`.execute(db);
  await sql`create table totp_recovery_codes (
    user_id uuid not null references users(id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    primary key (user_id, code_hash)
  )`.execute(db);
  await sql`create table user_notices (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    organization_id uuid not null references organizations(id) on delete cascade,
    kind text not null check (kind in ('bankAccountAdded')),
    params jsonb not null,
    created_at timestamptz not null default now(),
    read_at timestamptz
  )`.execute(db);
  await sql`create index user_notices_unread on user_notices (user_id, created_at) where read_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists user_notices`.execute(db);
  await sql`drop table if exists totp_recovery_codes`.execute(db);
  await sql`alter table sessions drop column if exists step_up_at`.execute(db);
  await sql`alter table organizations drop column if exists requires_two_factor`.execute(db);
}
