import { sql, type Kysely } from 'kysely';

/**
 * API keys of organizations, for payroll software (docs/decisions/0101): kept only as the SHA-256 of the key,
 * with its first characters to tell keys apart. The audit log names the key a call came with.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references organizations(id),
      name text not null,
      prefix text not null,
      key_hash text not null unique,
      scopes text[] not null check (cardinality(scopes) > 0 and scopes <@ array['declarations:read', 'declarations:write', 'finance:read', 'correspondence:read']),
      created_by uuid not null references users(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz,
      last_used_at timestamptz,
      revoked_at timestamptz,
      revoked_by uuid references users(id)
    )`.execute(db);
  await sql`create index api_keys_organization on api_keys (organization_id, created_at desc)`.execute(db);
  await sql`alter table audit_log add column api_key_id uuid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_log drop column if exists api_key_id`.execute(db);
  await sql`drop table if exists api_keys`.execute(db);
}
