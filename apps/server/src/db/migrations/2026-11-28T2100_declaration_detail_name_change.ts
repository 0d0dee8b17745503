import { sql, type Kysely } from 'kysely';

/**
 * A row's name confirmed as changed (marriage etc.) by the employer: the reason it gave and the name the
 * scheme's record held for the personal number then, kept with the row and shown to the operator
 * (docs/decisions/0062). Both or neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table declaration_details add column name_change_reason text, add column name_on_record text`.execute(db);
  await sql`alter table declaration_details add constraint declaration_details_name_change_whole
    check ((name_change_reason is null) = (name_on_record is null))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table declaration_details drop column name_change_reason, drop column name_on_record`.execute(db);
}
