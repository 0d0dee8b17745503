import { sql, type Kysely } from 'kysely';

/**
 * A declaration row reaches its organization through its declaration: one foreign key on
 * (declaration_id, organization_id) instead of one on each column. It checks more — a row can't name an
 * organization other than its declaration's — and costs one lookup per stored row instead of two. The
 * index of rows by organization and personal number goes: the employee search reaches the rows through
 * the organization's declarations and the (declaration, personal number) key. Measured: a 10,000-row
 * upload (npm run bench). So does the index of a declaration's rows by last name: a search by name runs
 * within one declaration, whose rows the page index narrows to at most 20,000 (a quarter of the cost of
 * storing a row, measured).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table declarations add constraint declarations_id_organization_key unique (id, organization_id)`.execute(db);
  await sql`alter table declaration_details
    drop constraint declaration_details_declaration_id_fkey,
    drop constraint declaration_details_organization_id_fkey,
    add constraint declaration_details_declaration_fkey foreign key (declaration_id, organization_id)
      references declarations (id, organization_id) on delete cascade`.execute(db);
  await sql`drop index if exists declaration_details_org_person_idx`.execute(db);
  await sql`drop index if exists declaration_details_last_name_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index declaration_details_last_name_idx on declaration_details (declaration_id, lower(last_name) text_pattern_ops)`.execute(db);
  await sql`create index declaration_details_org_person_idx on declaration_details (organization_id, personal_number)`.execute(db);
  await sql`alter table declaration_details
    drop constraint declaration_details_declaration_fkey,
    add constraint declaration_details_declaration_id_fkey foreign key (declaration_id) references declarations (id) on delete cascade,
    add constraint declaration_details_organization_id_fkey foreign key (organization_id) references organizations (id) on delete cascade`.execute(db);
  await sql`alter table declarations drop constraint declarations_id_organization_key`.execute(db);
}
