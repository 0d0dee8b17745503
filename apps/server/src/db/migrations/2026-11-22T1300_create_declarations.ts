import { sql, type Kysely } from 'kysely';

/**
 * Monthly declarations and their detail rows, the fines a declaration can carry, and the idempotency keys
 * of retried writes. Money is NUMERIC(14,2) (domain-rules.md); a personal number is 11 digits.
 * `version` is the optimistic-concurrency counter behind the ETag of a declaration.
 */
const upStatements = [
  `create sequence declaration_number_seq start 100001`,
  `create table declarations (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    number bigint not null default nextval('declaration_number_seq') unique,
    year smallint not null check (year between 2018 and 2200),
    month smallint not null check (month between 1 and 12),
    type text not null,
    form text not null check (form in ('simple', 'detailed')),
    status text not null default 'draft' check (status in ('draft', 'saved', 'open', 'closed')),
    is_processing boolean not null default false,
    version integer not null default 1,
    row_count integer not null default 0,
    total_base numeric(14, 2) not null default 0,
    total_employee_contribution numeric(14, 2) not null default 0,
    total_organization_contribution numeric(14, 2) not null default 0,
    total_amount numeric(14, 2) not null default 0,
    error_count integer not null default 0,
    warning_count integer not null default 0,
    activation_date timestamptz,
    closing_date timestamptz,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now()
  )`,
  `create index declarations_organization_idx on declarations (organization_id, year desc, month desc, number desc)`,
  `create index declarations_organization_status_idx on declarations (organization_id, status)`,
  `create table declaration_details (
    id uuid primary key default gen_random_uuid(),
    declaration_id uuid not null references declarations (id) on delete cascade,
    organization_id uuid not null references organizations (id) on delete cascade,
    row_number integer not null,
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    first_name text not null,
    last_name text not null,
    birth_date date not null,
    gender text not null check (gender in ('male', 'female')),
    gross_salary numeric(14, 2) not null check (gross_salary >= 0),
    additional_benefits numeric(14, 2) not null default 0 check (additional_benefits >= 0),
    non_cash_benefits numeric(14, 2) not null default 0 check (non_cash_benefits >= 0),
    other_withheld_amount numeric(14, 2) check (other_withheld_amount >= 0),
    income_tax numeric(14, 2) check (income_tax >= 0),
    net_amount numeric(14, 2) check (net_amount >= 0),
    employee_contribution numeric(14, 2) not null check (employee_contribution >= 0),
    organization_contribution numeric(14, 2) not null check (organization_contribution >= 0),
    opt_in boolean not null default false,
    has_written_request boolean not null default false,
    issues jsonb not null default '[]',
    has_error boolean not null default false,
    has_warning boolean not null default false,
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now(),
    constraint declaration_details_personal_number_key unique (declaration_id, personal_number)
  )`,
  `create index declaration_details_page_idx on declaration_details (declaration_id, row_number)`,
  `create index declaration_details_last_name_idx on declaration_details (declaration_id, lower(last_name) text_pattern_ops)`,
  `create index declaration_details_first_name_idx on declaration_details (declaration_id, lower(first_name) text_pattern_ops)`,
  `create index declaration_details_org_person_idx on declaration_details (organization_id, personal_number)`,
  `create index declaration_details_org_last_name_idx on declaration_details (organization_id, lower(last_name) text_pattern_ops)`,
  `create table fines (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    declaration_id uuid references declarations (id) on delete set null,
    number text not null,
    amount numeric(14, 2) not null check (amount >= 0),
    imposed_on date not null,
    status text not null check (status in ('valid', 'canceled', 'appealed')),
    payment_type text not null check (payment_type in ('paid', 'payable')),
    reason text,
    created_at timestamptz not null default now()
  )`,
  `create index fines_organization_idx on fines (organization_id, imposed_on)`,
  `create index fines_declaration_idx on fines (declaration_id)`,
  `create table idempotency_keys (
    organization_id uuid not null references organizations (id) on delete cascade,
    key text not null,
    request_hash text not null,
    status text not null check (status in ('running', 'done')),
    response_status integer,
    response_body jsonb,
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    primary key (organization_id, key)
  )`,
  `create index idempotency_keys_created_idx on idempotency_keys (created_at)`,
];

const downStatements = ['idempotency_keys', 'fines', 'declaration_details', 'declarations']
  .map((t) => `drop table if exists ${t}`)
  .concat('drop sequence if exists declaration_number_seq');

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
