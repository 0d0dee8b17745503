import { sql, type Kysely } from 'kysely';

/**
 * A send whose job ran out of tries ends `failed` rather than `sending` for ever (docs/decisions/0089): its
 * recipients still see nothing, and the operator may send it again from its cursor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['letters', 'notifications']) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_dispatch_status_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_dispatch_status_check`)}
      check (dispatch_status in ('sending', 'sent', 'failed'))`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['letters', 'notifications']) {
    await sql`update ${sql.table(table)} set dispatch_status = 'sending' where dispatch_status = 'failed'`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_dispatch_status_check`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_dispatch_status_check`)}
      check (dispatch_status in ('sending', 'sent'))`.execute(db);
  }
}
