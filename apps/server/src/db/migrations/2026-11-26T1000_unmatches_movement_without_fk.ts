import { sql, type Kysely } from 'kysely';

/**
 * `bank_statement_unmatches.movement_id` names the counter-movement without a foreign key (docs/decisions/0023):
 * a table referencing the ledger makes PostgreSQL refuse `truncate ledger_movements` for that reference before
 * the ledger's own append-only trigger (migration 2026-11-24T1000) can refuse it; the ledger's refusal stays
 * its own. The id is written in the transaction that writes the movement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bank_statement_unmatches drop constraint if exists bank_statement_unmatches_movement_id_fkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bank_statement_unmatches add constraint bank_statement_unmatches_movement_id_fkey foreign key (movement_id) references ledger_movements (id)`.execute(db);
}
