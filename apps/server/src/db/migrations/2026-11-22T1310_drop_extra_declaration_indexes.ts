import { sql, type Kysely } from 'kysely';

/**
 * Two indexes of declaration rows cost more on every upload than they save: a search by first name runs
 * within one declaration (the page index narrows it to its rows), and the employee search reads the
 * organization's rows by personal number. Measured: a 10,000-row upload (npm run bench).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists declaration_details_first_name_idx`.execute(db);
  await sql`drop index if exists declaration_details_org_last_name_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index declaration_details_first_name_idx on declaration_details (declaration_id, lower(first_name) text_pattern_ops)`.execute(db);
  await sql`create index declaration_details_org_last_name_idx on declaration_details (organization_id, lower(last_name) text_pattern_ops)`.execute(db);
}
