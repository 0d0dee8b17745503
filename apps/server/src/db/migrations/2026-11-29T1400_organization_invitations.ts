import { sql, type Kysely } from 'kysely';

/**
 * Invitations of an organization's administrator to a new user of the organization (docs/decisions/0100): the
 * person invited (name, personal number, e-mail) and the role it will have. The link handed over carries a random
 * token; only its SHA-256 is kept here. An invitation is taken once (accepted_at, with the user it made), or
 * revoked by an administrator, or runs out at expires_at.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table organization_invitations (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    token_hash text not null unique,
    first_name text not null,
    last_name text not null,
    personal_number text not null,
    email text not null,
    org_role text not null check (org_role in ('administrator', 'preparer', 'approver', 'viewer')),
    created_by uuid not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    accepted_at timestamptz,
    accepted_user_id uuid references users (id) on delete set null,
    revoked_at timestamptz,
    check (accepted_at is null or revoked_at is null)
  )`.execute(db);
  await sql`create index organization_invitations_pending_idx on organization_invitations (organization_id, created_at) where accepted_at is null and revoked_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists organization_invitations`.execute(db);
}
