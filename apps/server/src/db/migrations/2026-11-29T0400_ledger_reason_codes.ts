import { sql, type Kysely } from 'kysely';

/**
 * A movement the system writes names its reason by a code and its parameters (docs/decisions/0074), rendered in
 * the reader's language; a reason an operator or a bank typed stays as text. The texts the system wrote before
 * are turned into codes where they are recognised exactly (matched against the source document they name); any
 * other text is left as it was typed. The ledger refuses updates, so its guard is lifted for this one rewrite.
 */
const REFUND_SEED_TEXT = 'ზედმეტად გადახდილი შენატანების დაბრუნება';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_movements add column reason_code text, add column reason_params jsonb`.execute(db);
  await sql`alter table ledger_movements add constraint ledger_movements_reason_code_check check (
    reason_code is null or (reason_code in ('STATEMENT_RETURN', 'REVERSAL', 'ANNUAL', 'REFUND', 'OPTOUT') and reason is null and jsonb_typeof(reason_params) = 'object'))`.execute(
    db,
  );
  await sql`alter table ledger_movements disable trigger ledger_movements_no_update_delete`.execute(db);
  await sql`update ledger_movements m set reason_code = 'STATEMENT_RETURN', reason_params = jsonb_build_object('reference', substr(m.reason, 8)), reason = null
    where m.kind = 'payment_reversed' and m.reason ~ '^return \\S+$'`.execute(db);
  await sql`update ledger_movements m set reason_code = 'REVERSAL', reason_params = jsonb_build_object('number', d.number::text, 'month', d.year::text || '-' || lpad(d.month::text, 2, '0')), reason = null
    from reversed_declarations r join declarations d on d.id = r.declaration_id
    where m.kind = 'contribution_adjustment' and m.source_kind = 'reversal' and r.id = m.source_id
      and m.reason = d.number::text || ' ' || d.year::text || '-' || lpad(d.month::text, 2, '0')`.execute(db);
  await sql`update ledger_movements m set reason_code = 'ANNUAL', reason_params = jsonb_build_object('number', a.number::text, 'year', a.year::text), reason = null
    from annual_declarations a
    where m.kind = 'annual_adjustment' and m.source_kind = 'annual_declaration' and a.id = m.source_id
      and m.reason = a.number::text || ' ' || a.year::text`.execute(db);
  await sql`update ledger_movements m set reason_code = 'REFUND', reason_params = jsonb_build_object('number', f.number::text), reason = null
    from refunds f
    where m.kind = 'refund_paid' and m.source_kind = 'refund' and f.id = m.source_id
      and (m.reason = f.number::text or m.reason = ${REFUND_SEED_TEXT})`.execute(db);
  await sql`update ledger_movements m set reason_code = 'OPTOUT', reason_params = jsonb_build_object('number', o.number::text), reason = null
    from optout_requests o
    where m.kind = 'contribution_returned' and m.source_kind = 'optout' and o.id = m.source_id
      and m.reason = o.number::text`.execute(db);
  await sql`alter table ledger_movements enable trigger ledger_movements_no_update_delete`.execute(db);
}

/** Back to texts: the Georgian words for each code, as the system wrote them before (the English `return` for a statement's return). */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_movements drop constraint ledger_movements_reason_code_check`.execute(db);
  await sql`alter table ledger_movements disable trigger ledger_movements_no_update_delete`.execute(db);
  await sql`update ledger_movements set reason = case reason_code
      when 'STATEMENT_RETURN' then 'return ' || (reason_params->>'reference')
      when 'REVERSAL' then (reason_params->>'number') || ' ' || (reason_params->>'month')
      when 'ANNUAL' then (reason_params->>'number') || ' ' || (reason_params->>'year')
      else reason_params->>'number' end
    where reason_code is not null`.execute(db);
  await sql`alter table ledger_movements enable trigger ledger_movements_no_update_delete`.execute(db);
  await sql`alter table ledger_movements drop column reason_code, drop column reason_params`.execute(db);
}
