import { sql, type Kysely } from 'kysely';

/**
 * Foundation: organizations and their users, sessions with rotating refresh tokens, sign-in throttling,
 * the audit log, employees, payments (transactions) and the correspondence of the agency.
 * Money is NUMERIC(14,2) (domain-rules.md).
 */
const upStatements = [
  `create table organizations (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    code text not null unique,
    type_id smallint not null,
    is_self_employed boolean not null default false,
    mobile text,
    email text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create table users (
    id uuid primary key default gen_random_uuid(),
    username text not null,
    password_hash text not null,
    role text not null check (role in ('employer', 'selfEmployed', 'operator')),
    organization_id uuid references organizations (id) on delete restrict,
    first_name text,
    last_name text,
    personal_number text,
    mobile text,
    email text,
    security_question_id smallint,
    security_answer_hash text,
    totp_secret text,
    is_employee boolean not null default false,
    last_login_at timestamptz,
    password_changed_at timestamptz not null default now(),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (role = 'operator' or organization_id is not null)
  )`,
  `create unique index users_username_key on users (lower(username))`,
  `create index users_organization_idx on users (organization_id)`,
  `create table sessions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    audience text not null check (audience in ('user', 'operator')),
    created_at timestamptz not null,
    last_activity_at timestamptz not null,
    revoked_at timestamptz,
    revoked_reason text,
    ip text,
    user_agent text
  )`,
  `create index sessions_user_idx on sessions (user_id)`,
  `create table refresh_tokens (
    token_hash text primary key,
    session_id uuid not null references sessions (id) on delete cascade,
    issued_at timestamptz not null,
    used_at timestamptz
  )`,
  `create index refresh_tokens_session_idx on refresh_tokens (session_id)`,
  `create table auth_throttle (
    key text primary key,
    failures integer not null,
    window_started_at timestamptz not null,
    blocked_until timestamptz
  )`,
  `create table audit_log (
    id bigserial primary key,
    at timestamptz not null default now(),
    correlation_id text not null,
    user_id uuid,
    operator_id uuid,
    organization_id uuid,
    method text not null,
    route text not null,
    status integer not null,
    ip text,
    duration_ms integer
  )`,
  `create index audit_log_at_idx on audit_log (at)`,
  `create index audit_log_organization_idx on audit_log (organization_id, at)`,
  `create index audit_log_correlation_idx on audit_log (correlation_id)`,
  `create table employees (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    first_name text not null,
    last_name text not null,
    birth_date date,
    gender text check (gender in ('male', 'female')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (organization_id, personal_number)
  )`,
  `create table transactions (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    number text not null,
    paid_at date not null,
    registered_at timestamptz not null default now(),
    bank_name text not null,
    account_number text not null,
    amount numeric(14, 2) not null,
    reason text not null
  )`,
  `create index transactions_organization_idx on transactions (organization_id, paid_at)`,
  `create table letters (
    id uuid primary key default gen_random_uuid(),
    type text not null,
    subject_ka text not null,
    text_ka text not null,
    subject_en text,
    text_en text,
    subject_ru text,
    text_ru text,
    sent_at timestamptz not null default now(),
    sent_by uuid references users (id)
  )`,
  `create table letter_recipients (
    letter_id uuid not null references letters (id) on delete cascade,
    organization_id uuid not null references organizations (id) on delete cascade,
    received_at timestamptz not null,
    read_at timestamptz,
    primary key (organization_id, letter_id)
  )`,
  `create index letter_recipients_letter_idx on letter_recipients (letter_id)`,
  `create table notifications (
    id uuid primary key default gen_random_uuid(),
    type text not null,
    subject_ka text not null,
    text_ka text not null,
    subject_en text,
    text_en text,
    subject_ru text,
    text_ru text,
    is_obligatory boolean not null default false,
    sent_at timestamptz not null default now(),
    sent_by uuid references users (id)
  )`,
  `create table notification_recipients (
    notification_id uuid not null references notifications (id) on delete cascade,
    organization_id uuid not null references organizations (id) on delete cascade,
    received_at timestamptz not null,
    read_at timestamptz,
    primary key (organization_id, notification_id)
  )`,
  `create index notification_recipients_notification_idx on notification_recipients (notification_id)`,
];

const downStatements = [
  'notification_recipients',
  'notifications',
  'letter_recipients',
  'letters',
  'transactions',
  'employees',
  'audit_log',
  'auth_throttle',
  'refresh_tokens',
  'sessions',
  'users',
  'organizations',
].map((t) => `drop table if exists ${t}`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
