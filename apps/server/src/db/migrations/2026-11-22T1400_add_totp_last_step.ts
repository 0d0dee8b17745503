import { sql, type Kysely } from 'kysely';

/** The time step of the last one-time code accepted per operator: a code is good once (RFC 6238, 5.2). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column totp_last_step bigint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column totp_last_step`.execute(db);
}
