import { sql, type Kysely } from 'kysely';

/**
 * The payments taken back (`payment_reversed`, docs/decisions/0023) by the payment they take back: the
 * transactions list, its sums and its banks leave those payments out, and without this index each of them read
 * every organization's movements to find the few counter-movements. Partial: it holds only those movements.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index ledger_movements_payment_reversed_idx on ledger_movements (source_id)
    where kind = 'payment_reversed' and source_kind = 'transaction'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists ledger_movements_payment_reversed_idx`.execute(db);
}
