import { sql, type Kysely } from 'kysely';

/**
 * The ledger learns the movements that corrections write (docs/decisions/0015):
 * - `payment_reversed` (−, from a transaction): a payment matched to the wrong organization is taken back by a
 *   counter-movement instead of being changed;
 * - `annual_adjustment` (±, from an annual declaration): the difference a closed annual declaration makes.
 * What happens once per document now happens once per document *and organization*: a document that touches
 * several organizations (an opt-out giving contributions back to each employer, a payment moved from one
 * organization to another) writes one movement of a kind to each.
 */
const upStatements = [
  `alter table ledger_movements drop constraint ledger_movements_kind_check`,
  `alter table ledger_movements add constraint ledger_movements_kind_check check (kind in ('payment_received', 'contribution_due',
     'contribution_adjustment', 'fine_imposed', 'fine_cancelled', 'fine_appealed', 'fine_reinstated', 'refund_paid',
     'contribution_returned', 'payment_reversed', 'annual_adjustment'))`,
  `alter table ledger_movements drop constraint ledger_movements_source_kind_check`,
  `alter table ledger_movements add constraint ledger_movements_source_kind_check check (source_kind in ('transaction',
     'declaration', 'reversal', 'fine', 'refund', 'optout', 'annual_declaration'))`,
  `alter table ledger_movements drop constraint ledger_movements_sign`,
  `alter table ledger_movements add constraint ledger_movements_sign check (
     (kind in ('payment_received', 'fine_cancelled', 'fine_appealed', 'contribution_returned') and amount > 0)
     or (kind in ('contribution_due', 'fine_imposed', 'fine_reinstated', 'refund_paid', 'payment_reversed') and amount < 0)
     or kind in ('contribution_adjustment', 'annual_adjustment'))`,
  `alter table ledger_movements drop constraint ledger_movements_source`,
  `alter table ledger_movements add constraint ledger_movements_source check (
     (kind in ('payment_received', 'payment_reversed') and source_kind = 'transaction')
     or (kind = 'contribution_due' and source_kind = 'declaration')
     or (kind = 'contribution_adjustment' and source_kind = 'reversal')
     or (kind = 'annual_adjustment' and source_kind = 'annual_declaration')
     or (kind in ('fine_imposed', 'fine_cancelled', 'fine_appealed', 'fine_reinstated') and source_kind = 'fine')
     or (kind = 'refund_paid' and source_kind = 'refund')
     or (kind = 'contribution_returned' and source_kind = 'optout'))`,
  `drop index ledger_movements_once_idx`,
  `create unique index ledger_movements_once_idx on ledger_movements (source_kind, source_id, kind, organization_id)
     where kind in ('contribution_due', 'fine_imposed', 'fine_cancelled', 'refund_paid', 'contribution_returned', 'annual_adjustment')`,
];

const downStatements = [
  `alter table ledger_movements drop constraint ledger_movements_kind_check`,
  `alter table ledger_movements add constraint ledger_movements_kind_check check (kind in ('payment_received', 'contribution_due',
     'contribution_adjustment', 'fine_imposed', 'fine_cancelled', 'fine_appealed', 'fine_reinstated', 'refund_paid',
     'contribution_returned'))`,
  `alter table ledger_movements drop constraint ledger_movements_source_kind_check`,
  `alter table ledger_movements add constraint ledger_movements_source_kind_check check (source_kind in ('transaction',
     'declaration', 'reversal', 'fine', 'refund', 'optout'))`,
  `alter table ledger_movements drop constraint ledger_movements_sign`,
  `alter table ledger_movements add constraint ledger_movements_sign check (
     (kind in ('payment_received', 'fine_cancelled', 'fine_appealed', 'contribution_returned') and amount > 0)
     or (kind in ('contribution_due', 'fine_imposed', 'fine_reinstated', 'refund_paid') and amount < 0)
     or kind = 'contribution_adjustment')`,
  `alter table ledger_movements drop constraint ledger_movements_source`,
  `alter table ledger_movements add constraint ledger_movements_source check (
     (kind = 'payment_received' and source_kind = 'transaction')
     or (kind = 'contribution_due' and source_kind = 'declaration')
     or (kind = 'contribution_adjustment' and source_kind = 'reversal')
     or (kind in ('fine_imposed', 'fine_cancelled', 'fine_appealed', 'fine_reinstated') and source_kind = 'fine')
     or (kind = 'refund_paid' and source_kind = 'refund')
     or (kind = 'contribution_returned' and source_kind = 'optout'))`,
  `drop index ledger_movements_once_idx`,
  `create unique index ledger_movements_once_idx on ledger_movements (source_kind, source_id, kind)
     where kind in ('payment_received', 'contribution_due', 'fine_imposed', 'fine_cancelled', 'refund_paid', 'contribution_returned')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const s of upStatements) await sql.raw(s).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of downStatements) await sql.raw(s).execute(db);
}
