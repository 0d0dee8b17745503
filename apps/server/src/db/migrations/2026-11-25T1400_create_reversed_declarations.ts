import { sql, type Kysely } from 'kysely';

/**
 * Reversing (correcting) declarations (docs/decisions/0021). A reversal belongs to one open or closed
 * monthly declaration of the same organization (a foreign key on both columns, as the declaration's rows);
 * a declaration has at most one reversal not yet completed (a partial unique index keeps it so whatever two
 * requests try at once). Each row keeps both sides — the amounts declared and the corrected ones — so a
 * completed reversal reads the same forever; its documents are stored files. The declaration carries the
 * state of its reversals ("has reversal": open or closed) and `sum_amount`, the sum of the differences of
 * its completed reversals (the correcting amount). A completed reversal writes one
 * `contribution_adjustment` to the ledger: at most one per reversal.
 */
const upStatements = [
  `create sequence reversed_declaration_number_seq start 500001`,
  `create table reversed_declarations (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null,
    declaration_id uuid not null,
    number bigint not null default nextval('reversed_declaration_number_seq') unique,
    status text not null default 'open' check (status in ('open', 'completed')),
    version integer not null default 1,
    row_count integer not null default 0,
    original_base numeric(14, 2) not null default 0,
    corrected_base numeric(14, 2) not null default 0,
    original_contribution numeric(14, 2) not null default 0,
    corrected_contribution numeric(14, 2) not null default 0,
    difference numeric(14, 2) not null default 0,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now(),
    completed_at timestamptz,
    completed_by uuid references users (id) on delete set null,
    constraint reversed_declarations_declaration_fkey foreign key (declaration_id, organization_id)
      references declarations (id, organization_id) on delete cascade,
    constraint reversed_declarations_id_organization_key unique (id, organization_id)
  )`,
  `create index reversed_declarations_organization_idx on reversed_declarations (organization_id, created_at desc)`,
  `create index reversed_declarations_declaration_idx on reversed_declarations (declaration_id)`,
  `create unique index reversed_declarations_one_open_idx on reversed_declarations (declaration_id) where status = 'open'`,
  `create table reversed_declaration_details (
    id uuid primary key default gen_random_uuid(),
    reversal_id uuid not null,
    organization_id uuid not null,
    row_number integer not null,
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    first_name text not null,
    last_name text not null,
    birth_date date not null,
    gender text not null check (gender in ('male', 'female')),
    opt_in boolean not null default false,
    is_new boolean not null default false,
    original_gross_salary numeric(14, 2) not null check (original_gross_salary >= 0),
    original_additional_benefits numeric(14, 2) not null check (original_additional_benefits >= 0),
    original_non_cash_benefits numeric(14, 2) not null check (original_non_cash_benefits >= 0),
    original_employee_contribution numeric(14, 2) not null check (original_employee_contribution >= 0),
    original_organization_contribution numeric(14, 2) not null check (original_organization_contribution >= 0),
    gross_salary numeric(14, 2) not null check (gross_salary >= 0),
    additional_benefits numeric(14, 2) not null check (additional_benefits >= 0),
    non_cash_benefits numeric(14, 2) not null check (non_cash_benefits >= 0),
    employee_contribution numeric(14, 2) not null check (employee_contribution >= 0),
    organization_contribution numeric(14, 2) not null check (organization_contribution >= 0),
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now(),
    constraint reversed_declaration_details_reversal_fkey foreign key (reversal_id, organization_id)
      references reversed_declarations (id, organization_id) on delete cascade,
    constraint reversed_declaration_details_person_key unique (reversal_id, personal_number)
  )`,
  `create index reversed_declaration_details_page_idx on reversed_declaration_details (reversal_id, row_number)`,
  `create table reversed_declaration_documents (
    reversal_id uuid not null,
    organization_id uuid not null,
    file_id uuid not null references files (id),
    created_at timestamptz not null default now(),
    primary key (reversal_id, file_id),
    constraint reversed_declaration_documents_reversal_fkey foreign key (reversal_id, organization_id)
      references reversed_declarations (id, organization_id) on delete cascade
  )`,
  `alter table declarations add column reversal_status text check (reversal_status in ('open', 'closed'))`,
  `alter table declarations add column sum_amount numeric(14, 2)`,
  `create unique index ledger_movements_adjustment_once_idx on ledger_movements (source_id) where kind = 'contribution_adjustment'`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop index if exists ledger_movements_adjustment_once_idx`).execute(db);
  await sql.raw(`alter table declarations drop column if exists sum_amount`).execute(db);
  await sql.raw(`alter table declarations drop column if exists reversal_status`).execute(db);
  for (const t of ['reversed_declaration_documents', 'reversed_declaration_details', 'reversed_declarations']) await sql.raw(`drop table if exists ${t}`).execute(db);
  await sql.raw(`drop sequence if exists reversed_declaration_number_seq`).execute(db);
}
