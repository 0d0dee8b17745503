import { sql, type Kysely } from 'kysely';

/**
 * The operator's list of rows whose name was confirmed as changed (newest first): a partial index of those few
 * rows only, so the list does not read the whole table of declaration rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index declaration_details_name_change_idx on declaration_details (modified_at desc, id desc) where name_change_reason is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists declaration_details_name_change_idx`.execute(db);
}
