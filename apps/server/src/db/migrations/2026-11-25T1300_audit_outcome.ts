import { sql, type Kysely } from 'kysely';

/**
 * What an audited call was and how it ended, beyond its HTTP status: the operation of the API (which the
 * back office shows as words), the outcome (a sign-in refused answers 200 with a refusal in its body, so the
 * status alone does not tell), the code of the reason it was refused or failed, and the account a sign-in
 * tried (there is no signed-in user then). Older rows are 'ok' with no operation: the route still names them.
 */
const statements = [
  `alter table audit_log add column operation text`,
  `alter table audit_log add column outcome text not null default 'ok' check (outcome in ('ok', 'refused', 'failed'))`,
  `alter table audit_log add column reason_code text`,
  `alter table audit_log add column account text`,
  `update audit_log set outcome = case when status >= 500 then 'failed' else 'refused' end where status >= 400`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of ['account', 'reason_code', 'outcome', 'operation']) await sql.raw(`alter table audit_log drop column if exists ${c}`).execute(db);
}
