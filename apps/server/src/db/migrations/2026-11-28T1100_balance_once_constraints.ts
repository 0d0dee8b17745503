import { sql, type Kysely } from 'kysely';

/**
 * The "once" rules of the balance as unique indexes (docs/decisions/0049), so that no interleaving of writes
 * can break them whatever the code does:
 * - a payment (a bank's transaction) is received once: one `payment_received` per transaction;
 * - a payment is taken back at most once: one `payment_reversed` per transaction (it replaces the plain index
 *   of the same rows, 2026-11-26T1600), and a movement is countered at most once;
 * - a bank entry's payment is that entry's only: a transaction is the current payment of one entry at most
 *   (an entry's earlier payments, taken back, are in `bank_statement_unmatches`, unique by transaction).
 */
const up_ = [
  `create unique index ledger_movements_payment_once_idx on ledger_movements (source_id) where kind = 'payment_received'`,
  `create unique index ledger_movements_reversed_once_idx on ledger_movements (source_id)
     where kind = 'payment_reversed' and source_kind = 'transaction'`,
  `drop index if exists ledger_movements_payment_reversed_idx`,
  `create unique index ledger_movements_counter_once_idx on ledger_movements (counters_id) where counters_id is not null`,
  `create unique index bank_statement_entries_transaction_idx on bank_statement_entries (transaction_id) where transaction_id is not null`,
];

const down_ = [
  `drop index if exists bank_statement_entries_transaction_idx`,
  `drop index if exists ledger_movements_counter_once_idx`,
  `create index ledger_movements_payment_reversed_idx on ledger_movements (source_id) where kind = 'payment_reversed' and source_kind = 'transaction'`,
  `drop index if exists ledger_movements_reversed_once_idx`,
  `drop index if exists ledger_movements_payment_once_idx`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const s of up_) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const s of down_) await sql.raw(s).execute(db);
}
