import { sql, type Kysely } from 'kysely';

/**
 * Annual declarations (docs/decisions/0028). One a year per organization (a unique index keeps it so
 * whatever two requests try at once). Each row keeps both sides — what the year's monthly declarations
 * declared of the person and what the annual declaration declares — so a closed annual declaration reads the
 * same forever; its documents are stored files. Closing one writes at most one `annual_adjustment` to the
 * ledger (the ledger's once-per-document index, migration 2026-11-26T0900).
 */
const upStatements = [
  `create sequence annual_declaration_number_seq start 700001`,
  `create table annual_declarations (
    id uuid primary key default gen_random_uuid(),
    organization_id uuid not null references organizations (id) on delete cascade,
    year integer not null check (year >= 2019),
    number bigint not null default nextval('annual_declaration_number_seq') unique,
    type text not null,
    status text not null default 'open' check (status in ('open', 'closed')),
    version integer not null default 1,
    row_count integer not null default 0,
    difference_count integer not null default 0,
    declared_base numeric(14, 2) not null default 0,
    annual_base numeric(14, 2) not null default 0,
    declared_contribution numeric(14, 2) not null default 0,
    annual_contribution numeric(14, 2) not null default 0,
    difference numeric(14, 2) not null default 0,
    created_by uuid references users (id) on delete set null,
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now(),
    closed_at timestamptz,
    closed_by uuid references users (id) on delete set null,
    constraint annual_declarations_id_organization_key unique (id, organization_id),
    constraint annual_declarations_year_key unique (organization_id, year)
  )`,
  `create table annual_declaration_details (
    id uuid primary key default gen_random_uuid(),
    annual_declaration_id uuid not null,
    organization_id uuid not null,
    row_number integer not null,
    personal_number text not null check (personal_number ~ '^[0-9]{11}$'),
    first_name text not null,
    last_name text not null,
    birth_date date not null,
    gender text not null check (gender in ('male', 'female')),
    opt_in boolean not null default false,
    is_new boolean not null default false,
    months integer not null default 0,
    declared_gross_salary numeric(14, 2) not null check (declared_gross_salary >= 0),
    declared_additional_benefits numeric(14, 2) not null check (declared_additional_benefits >= 0),
    declared_non_cash_benefits numeric(14, 2) not null check (declared_non_cash_benefits >= 0),
    declared_employee_contribution numeric(14, 2) not null check (declared_employee_contribution >= 0),
    declared_organization_contribution numeric(14, 2) not null check (declared_organization_contribution >= 0),
    gross_salary numeric(14, 2) not null check (gross_salary >= 0),
    additional_benefits numeric(14, 2) not null check (additional_benefits >= 0),
    non_cash_benefits numeric(14, 2) not null check (non_cash_benefits >= 0),
    employee_contribution numeric(14, 2) not null check (employee_contribution >= 0),
    organization_contribution numeric(14, 2) not null check (organization_contribution >= 0),
    created_at timestamptz not null default now(),
    modified_at timestamptz not null default now(),
    constraint annual_declaration_details_annual_fkey foreign key (annual_declaration_id, organization_id)
      references annual_declarations (id, organization_id) on delete cascade,
    constraint annual_declaration_details_person_key unique (annual_declaration_id, personal_number)
  )`,
  `create index annual_declaration_details_page_idx on annual_declaration_details (annual_declaration_id, row_number)`,
  `create table annual_declaration_documents (
    annual_declaration_id uuid not null,
    organization_id uuid not null,
    file_id uuid not null references files (id),
    created_at timestamptz not null default now(),
    primary key (annual_declaration_id, file_id),
    constraint annual_declaration_documents_annual_fkey foreign key (annual_declaration_id, organization_id)
      references annual_declarations (id, organization_id) on delete cascade
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['annual_declaration_documents', 'annual_declaration_details', 'annual_declarations']) await sql.raw(`drop table if exists ${t}`).execute(db);
  await sql.raw(`drop sequence if exists annual_declaration_number_seq`).execute(db);
}
