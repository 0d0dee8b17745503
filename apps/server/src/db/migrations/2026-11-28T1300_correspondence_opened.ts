import { sql, type Kysely } from 'kysely';

/**
 * When an organization first opened a letter or notification, apart from when it confirmed reading it ("I have
 * read"): an item once opened is no longer new, so the new-letter alert stops coming back, while the
 * confirmation stays a separate act (docs/decisions/0054). An item already confirmed was opened then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['letter_recipients', 'notification_recipients']) {
    await sql`alter table ${sql.table(table)} add column opened_at timestamptz`.execute(db);
    await sql`update ${sql.table(table)} set opened_at = read_at where read_at is not null`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_opened_before_read`)}
      check (read_at is null or (opened_at is not null and opened_at <= read_at))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['letter_recipients', 'notification_recipients'])
    await sql`alter table ${sql.table(table)} drop column opened_at`.execute(db);
}
