import { sql, type Kysely } from 'kysely';

/**
 * Signed webhooks (docs/decisions/0103): an organization's endpoints (the signing secret encrypted), the events
 * recorded in the transaction of the change that caused them (the outbox), one delivery per endpoint and event,
 * and every try of a delivery with the receiver's answer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table webhook_endpoints (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations(id),
    url text not null,
    description text not null default '',
    event_types text[] not null,
    secret_encrypted text not null,
    created_by uuid not null references users(id),
    created_at timestamptz not null default now(),
    deleted_at timestamptz
  )`.execute(db);
  await sql`create index webhook_endpoints_organization_idx on webhook_endpoints (organization_id) where deleted_at is null`.execute(db);
  await sql`create table webhook_events (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations(id),
    type text not null,
    data jsonb not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index webhook_events_organization_idx on webhook_events (organization_id, created_at)`.execute(db);
  await sql`create table webhook_deliveries (
    id uuid primary key default gen_random_uuid(),
    endpoint_id uuid not null references webhook_endpoints(id),
    event_id uuid not null references webhook_events(id),
    organization_id uuid not null references organizations(id),
    status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
    attempts integer not null default 0,
    tries integer not null default 0,
    next_attempt_at timestamptz,
    lease_token uuid,
    created_at timestamptz not null default now(),
    delivered_at timestamptz,
    unique (endpoint_id, event_id)
  )`.execute(db);
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, created_at desc)`.execute(db);
  await sql`create table webhook_attempts (
    id uuid primary key default gen_random_uuid(),
    delivery_id uuid not null references webhook_deliveries(id) on delete cascade,
    attempted_at timestamptz not null,
    status_code integer,
    response_excerpt text,
    duration_ms integer not null,
    error text
  )`.execute(db);
  await sql`create index webhook_attempts_delivery_idx on webhook_attempts (delivery_id, attempted_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists webhook_attempts`.execute(db);
  await sql`drop table if exists webhook_deliveries`.execute(db);
  await sql`drop table if exists webhook_events`.execute(db);
  await sql`drop table if exists webhook_endpoints`.execute(db);
}
