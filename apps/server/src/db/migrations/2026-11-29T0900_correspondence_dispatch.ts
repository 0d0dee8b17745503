import { sql, type Kysely } from 'kysely';

/**
 * A letter or notification sent to many organizations is addressed by a job of the durable queue
 * (docs/decisions/0087): the item is stored `sending` with what it is sent to (`recipient_codes`, null for
 * every organization), and the job inserts its recipients in batches, `send_cursor` the last organization id
 * done. Recipients see it only once it is `sent`, with its `recipient_count`. Items sent before are `sent`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['letters', 'notifications']) {
    await sql`alter table ${sql.table(table)}
      add column dispatch_status text not null default 'sent' check (dispatch_status in ('sending', 'sent')),
      add column recipient_codes text[],
      add column send_cursor uuid,
      add column recipient_count int`.execute(db);
    const recipients = table === 'letters' ? 'letter_recipients' : 'notification_recipients';
    const itemId = table === 'letters' ? 'letter_id' : 'notification_id';
    await sql`update ${sql.table(table)} x set recipient_count = (select count(*)::int from ${sql.table(recipients)} r where r.${sql.ref(itemId)} = x.id)`.execute(db);
    // the few items being sent, found at once by the readers' filter and by the start-up's resumption
    await sql`create index ${sql.id(`${table}_sending_idx`)} on ${sql.table(table)} (id) where dispatch_status = 'sending'`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['letters', 'notifications']) {
    await sql`drop index if exists ${sql.id(`${table}_sending_idx`)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column dispatch_status, drop column recipient_codes, drop column send_cursor, drop column recipient_count`.execute(db);
  }
}
