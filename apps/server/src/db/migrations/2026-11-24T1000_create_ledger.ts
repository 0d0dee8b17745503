import { sql, type Kysely } from 'kysely';

/**
 * The organization's ledger (docs/decisions/0015): one append-only table of movements — payment received,
 * contribution due, its adjustment by a reversing declaration, fine imposed / canceled / appealed /
 * reinstated, refund paid, contribution given back — each with its signed amount (its effect on the
 * balance), value date and source document. A trigger refuses UPDATE, DELETE and TRUNCATE: a mistake is
 * undone by a counter-movement. The balance is the sum; nothing stores it.
 *
 * Fines lose their stored `payment_type` (paid or payable is settled from the ledger) and gain the reason and
 * time of their last status change, a number drawn from a sequence and the operator who imposed them; a
 * declaration carries at most one fine in force or under appeal.
 *
 * The payments, activated declarations and fines already in the database become movements.
 */
const upStatements = [
  `create table ledger_movements (
    id uuid primary key default gen_random_uuid(),
    seq bigint generated always as identity unique,
    organization_id uuid not null references organizations (id),
    kind text not null check (kind in ('payment_received', 'contribution_due', 'contribution_adjustment', 'fine_imposed',
      'fine_cancelled', 'fine_appealed', 'fine_reinstated', 'refund_paid', 'contribution_returned')),
    amount numeric(14, 2) not null check (amount <> 0),
    value_date date not null,
    source_kind text not null check (source_kind in ('transaction', 'declaration', 'reversal', 'fine', 'refund', 'optout')),
    source_id uuid not null,
    reason text,
    counters_id uuid references ledger_movements (id),
    created_by uuid references users (id),
    created_at timestamptz not null default now(),
    constraint ledger_movements_sign check (
      (kind in ('payment_received', 'fine_cancelled', 'fine_appealed', 'contribution_returned') and amount > 0)
      or (kind in ('contribution_due', 'fine_imposed', 'fine_reinstated', 'refund_paid') and amount < 0)
      or kind = 'contribution_adjustment'),
    constraint ledger_movements_source check (
      (kind = 'payment_received' and source_kind = 'transaction')
      or (kind = 'contribution_due' and source_kind = 'declaration')
      or (kind = 'contribution_adjustment' and source_kind = 'reversal')
      or (kind in ('fine_imposed', 'fine_cancelled', 'fine_appealed', 'fine_reinstated') and source_kind = 'fine')
      or (kind = 'refund_paid' and source_kind = 'refund')
      or (kind = 'contribution_returned' and source_kind = 'optout'))
  )`,
  `create index ledger_movements_organization_idx on ledger_movements (organization_id, value_date, seq) include (kind, amount)`,
  `create index ledger_movements_source_idx on ledger_movements (source_kind, source_id)`,
  // what happens once per document happens once, whatever two requests at the same moment try
  `create unique index ledger_movements_once_idx on ledger_movements (source_kind, source_id, kind)
     where kind in ('payment_received', 'contribution_due', 'fine_imposed', 'fine_cancelled', 'refund_paid', 'contribution_returned')`,
  `create function ledger_movements_append_only() returns trigger language plpgsql as $$
   begin
     raise exception 'ledger movements are append-only: add a counter-movement instead of %', tg_op using errcode = '55000';
   end
   $$`,
  `create trigger ledger_movements_no_update_delete before update or delete on ledger_movements
     for each row execute function ledger_movements_append_only()`,
  `create trigger ledger_movements_no_truncate before truncate on ledger_movements
     for each statement execute function ledger_movements_append_only()`,

  `create sequence fine_number_seq start 1001`,
  `alter table fines alter column number set default ('F-' || nextval('fine_number_seq'))`,
  `alter table fines drop column payment_type`,
  `alter table fines add column status_reason text`,
  `alter table fines add column status_changed_at timestamptz`,
  `alter table fines add column imposed_by uuid references users (id) on delete set null`,
  `create unique index fines_one_in_force_idx on fines (declaration_id) where declaration_id is not null and status <> 'canceled'`,

  // what was there before the ledger
  `insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, reason, created_at)
   select organization_id, 'payment_received', amount, paid_at, 'transaction', id, reason, registered_at
     from transactions where amount > 0 order by paid_at, number`,
  `insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, created_at)
   select organization_id, 'contribution_due', -total_amount, ((activation_date at time zone 'UTC') + interval '4 hours')::date,
          'declaration', id, activation_date
     from declarations where status in ('open', 'closed') and activation_date is not null and total_amount > 0 order by activation_date`,
  `insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, reason, created_at)
   select organization_id, 'fine_imposed', -amount, imposed_on, 'fine', id, reason, created_at from fines where amount > 0 order by imposed_on`,
  `insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, created_at)
   select organization_id, case status when 'canceled' then 'fine_cancelled' else 'fine_appealed' end, amount, imposed_on, 'fine', id, created_at
     from fines where amount > 0 and status in ('canceled', 'appealed') order by imposed_on`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop index if exists fines_one_in_force_idx`).execute(db);
  await sql.raw(`alter table fines drop column if exists imposed_by`).execute(db);
  await sql.raw(`alter table fines drop column if exists status_changed_at`).execute(db);
  await sql.raw(`alter table fines drop column if exists status_reason`).execute(db);
  await sql.raw(`alter table fines add column payment_type text not null default 'payable' check (payment_type in ('paid', 'payable'))`).execute(db);
  await sql.raw(`alter table fines alter column number drop default`).execute(db);
  await sql.raw(`drop sequence if exists fine_number_seq`).execute(db);
  await sql.raw(`drop table if exists ledger_movements`).execute(db);
  await sql.raw(`drop function if exists ledger_movements_append_only()`).execute(db);
}
