import { type Movement } from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { paymentDates } from './processing.repository.ts';
import { coverDates } from './processing.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/**
 * The method of the start before the cover was computed in the database: every movement of the organizations
 * read into the request in the ledger's order, each organization's ledger settled by `coverDates`.
 */
async function coverReadInTheRequest(organizationIds: string[]): Promise<Map<string, string>> {
  const { rows } = await sql<{ organizationId: string; kind: Movement['kind']; amount: string; valueDate: string; sourceKind: Movement['sourceKind']; sourceId: string; seq: string }>`
    select organization_id as "organizationId", kind, amount::text as amount, value_date::text as "valueDate", source_kind as "sourceKind", source_id as "sourceId", seq::text as seq
      from ledger_movements where organization_id = any(${organizationIds}::uuid[]) order by organization_id, value_date, ledger_movements.seq`.execute(ctx.db);
  const byOrg = new Map<string, Movement[]>();
  for (const r of rows) {
    let list = byOrg.get(r.organizationId);
    if (!list) byOrg.set(r.organizationId, (list = []));
    list.push({ kind: r.kind, amount: tetriFromDb(r.amount), valueDate: r.valueDate, sourceKind: r.sourceKind, sourceId: r.sourceId, seq: Number(r.seq) });
  }
  const out = new Map<string, string>();
  for (const movements of byOrg.values()) for (const [id, day] of coverDates(movements)) out.set(id, day);
  return out;
}

/** Every declaration of the ledgers of the organizations, with its organization. */
async function declarationsOf(organizationIds: string[]) {
  const { rows } = await sql<{ id: string; organizationId: string }>`
    select distinct source_id::text as id, organization_id::text as "organizationId" from ledger_movements
     where source_kind = 'declaration' and organization_id = any(${organizationIds}::uuid[])`.execute(ctx.db);
  return rows;
}

describe('the cover of the declarations computed in the database', () => {
  it('answers what settling each ledger read into the request answered, on many drawn ledgers', async () => {
    let a = 29;
    const next = () => ((a = (Math.imul(a, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296);
    const { rows: type } = await sql<{ typeId: number }>`select type_id as "typeId" from organizations limit 1`.execute(ctx.db);
    const { rows: orgs } = await sql<{ id: string }>`
      insert into organizations (name, code, type_id) select 'ledger ' || n, '7' || lpad(n::text, 8, '0'), ${type[0]!.typeId}::smallint
        from generate_series(1, 120) n returning id::text as id`.execute(ctx.db);
    const movements: { organization_id: string; kind: string; amount: string; value_date: string; source_kind: string; source_id: string }[] = [];
    const cents = (n: number) => `${n < 0 ? '-' : ''}${Math.floor(Math.abs(n) / 100)}.${String(Math.abs(n) % 100).padStart(2, '0')}`;
    let docNo = 0;
    const doc = () => `00000000-0000-4000-8000-${String(++docNo).padStart(12, '0')}`;
    for (const org of orgs) {
      const fines: string[] = [];
      for (let i = 0; i < 1 + Math.floor(next() * 40); i++) {
        const day = `2024-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
        const amount = 1 + Math.floor(next() * 20_000);
        const r = next();
        const m = { organization_id: org.id, value_date: day };
        if (r < 0.4) movements.push({ ...m, kind: 'contribution_due', amount: cents(-amount), source_kind: 'declaration', source_id: doc() });
        else if (r < 0.5) {
          const id = doc();
          fines.push(id);
          movements.push({ ...m, kind: 'fine_imposed', amount: cents(-amount), source_kind: 'fine', source_id: id });
        } else if (r < 0.55 && fines.length > 0) {
          // a fine canceled later: its amount back, so a credit movement of a document that owes nothing
          movements.push({ ...m, kind: 'fine_cancelled', amount: cents(amount), source_kind: 'fine', source_id: fines.pop()! });
        } else if (r < 0.6) movements.push({ ...m, kind: 'contribution_adjustment', amount: cents(next() < 0.5 ? -amount : amount), source_kind: 'reversal', source_id: doc() });
        else movements.push({ ...m, kind: 'payment_received', amount: cents(amount), source_kind: 'transaction', source_id: doc() });
      }
    }
    await sql`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id)
      select r.organization_id, r.kind, r.amount, r.value_date, r.source_kind, r.source_id
        from jsonb_to_recordset(${JSON.stringify(movements)}::jsonb) as r(organization_id uuid, kind text, amount numeric, value_date date, source_kind text, source_id uuid)`.execute(ctx.db);

    const ids = orgs.map((o) => o.id);
    const before = await coverReadInTheRequest(ids);
    const declarations = await declarationsOf(ids);
    const now = await paymentDates(ctx.db, declarations);
    expect(now).toEqual(before);
    // the ledgers drawn cover many declarations, and leave many uncovered
    expect(before.size).toBeGreaterThan(150);
    expect(declarations.length - before.size).toBeGreaterThan(100);
    // asked for some declarations only, it answers theirs
    const some = declarations.filter((_, i) => i % 3 === 0);
    expect(await paymentDates(ctx.db, some)).toEqual(new Map([...before].filter(([id]) => some.some((d) => d.id === id))));
  });

  it('answers the same on the seeded ledgers', async () => {
    const { rows } = await sql<{ id: string }>`select distinct organization_id::text as id from ledger_movements`.execute(ctx.db);
    const ids = rows.map((r) => r.id);
    const before = await coverReadInTheRequest(ids);
    expect(await paymentDates(ctx.db, await declarationsOf(ids))).toEqual(before);
    expect(before.size).toBeGreaterThan(0);
  });

  it('answers nothing for no declaration', async () => {
    expect((await paymentDates(ctx.db, [])).size).toBe(0);
  });
});
