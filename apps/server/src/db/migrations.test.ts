import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { migrateToLatest, migrator } from './create-db.ts';
import { demoEmployees, seedDemo } from './seed/demo-seed.ts';
import { isPersonalNumber } from '@pensia/domain';

async function tableNames(ctx: TestContext): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(
    ctx.db,
  );
  return rows.map((r) => r.name);
}

describe('migrations and seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seed: false });
  });
  afterAll(() => ctx.close());

  it('migrate up, all the way down, and up again', async () => {
    const before = await tableNames(ctx);
    expect(before).toEqual(
      expect.arrayContaining([
        'organizations',
        'users',
        'sessions',
        'refresh_tokens',
        'audit_log',
        'letters',
        'notifications',
      ]),
    );
    const m = migrator(ctx.db);
    for (;;) {
      const { error, results } = await m.migrateDown();
      expect(error).toBeUndefined();
      if (!results?.length) break;
    }
    expect((await tableNames(ctx)).filter((t) => !t.startsWith('schema_migrations'))).toEqual([]);
    await migrateToLatest(ctx.db);
    expect(await tableNames(ctx)).toEqual(before);
  });

  it('seeds the demo data once, with valid personal numbers and Georgian names', async () => {
    expect(await seedDemo(ctx.db)).toBe(true);
    expect(await seedDemo(ctx.db)).toBe(false);
    const employees = await ctx.db
      .selectFrom('employees')
      .select(['personalNumber', 'firstName', 'lastName'])
      .execute();
    expect(employees.length).toBeGreaterThanOrEqual(40);
    for (const e of employees) {
      expect(isPersonalNumber(e.personalNumber)).toBe(true);
      expect(e.firstName).toMatch(/^[\u10D0-\u10FF]+$/);
      expect(e.lastName).toMatch(/^[\u10D0-\u10FF]+$/);
    }
    const obligatory = await ctx.db.selectFrom('notifications').select('id').where('isObligatory', '=', true).execute();
    expect(obligatory).toHaveLength(1);
  });

  it('the ledger migration turns the payments, activated declarations and fines already there into movements', async () => {
    const movements = async () =>
      (
        await sql<{
          m: string;
        }>`select organization_id || ' ' || kind || ' ' || amount::text || ' ' || value_date::text || ' ' || source_kind || ' ' || source_id as m from ledger_movements order by 1`.execute(
          ctx.db,
        )
      ).rows.map((r) => r.m);
    // the seeded documents' movements, as the seed wrote them
    const seeded = await movements();
    expect(seeded.length).toBeGreaterThan(40);
    const { error } = await migrator(ctx.db).migrateTo('2026-11-23T1510_create_upload_reports');
    expect(error).toBeUndefined();
    expect(await tableNames(ctx)).not.toContain('ledger_movements');
    // fines of the time before the ledger: one canceled, one under appeal
    const org = await ctx.db.selectFrom('organizations').select('id').orderBy('code').executeTakeFirstOrThrow();
    await sql`insert into fines (organization_id, number, amount, imposed_on, status, payment_type) values
      (${org.id}, 'OLD-1', 500, '2025-01-20', 'canceled', 'payable'), (${org.id}, 'OLD-2', 1000, '2025-02-20', 'appealed', 'payable')`.execute(
      ctx.db,
    );
    await migrateToLatest(ctx.db);
    const after = await movements();
    const old = await ctx.db
      .selectFrom('fines')
      .select(['id', 'number'])
      .where('number', 'in', ['OLD-1', 'OLD-2'])
      .orderBy('number')
      .execute();
    const added = [
      `${org.id} fine_imposed -500.00 2025-01-20 fine ${old[0]!.id}`,
      `${org.id} fine_cancelled 500.00 2025-01-20 fine ${old[0]!.id}`,
      `${org.id} fine_imposed -1000.00 2025-02-20 fine ${old[1]!.id}`,
      `${org.id} fine_appealed 1000.00 2025-02-20 fine ${old[1]!.id}`,
    ];
    // refunds and reversing declarations came after the ledger: migrating back drops them, so their movements are not rebuilt
    expect(seeded.filter((m) => m.includes(' contribution_adjustment '))).toHaveLength(1);
    expect(after).toEqual(
      [
        ...seeded.filter((m) => !m.includes(' refund_paid ') && !m.includes(' contribution_adjustment ')),
        ...added,
      ].sort(),
    );
    // new fines are numbered from the sequence
    const fresh = await ctx.db
      .insertInto('fines')
      .values({ organizationId: org.id, amount: '1.00', imposedOn: '2026-01-01', status: 'canceled', reason: null })
      .returning('number')
      .executeTakeFirstOrThrow();
    expect(fresh.number).toMatch(/^F-\d+$/);
  });

  it('makes the same demo employees on every machine', () => {
    expect(demoEmployees(5)).toEqual(demoEmployees(5));
    expect(new Set(demoEmployees(200).map((e) => e.personalNumber)).size).toBe(200);
  });
});

describe('system reasons as codes (docs/decisions/0074)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('turns the reasons the system wrote as text into codes, and leaves the words a person typed as typed', async () => {
    const { error } = await migrator(ctx.db).migrateTo('2026-11-28T2300_create_portfolios');
    expect(error).toBeUndefined();
    // the seeded reasons, back as the texts the system wrote before
    const texts = await sql<{
      kind: string;
      reason: string | null;
    }>`select kind, reason from ledger_movements where kind in ('refund_paid', 'contribution_adjustment') order by kind`.execute(
      ctx.db,
    );
    expect(texts.rows.map((r) => r.kind)).toEqual(['contribution_adjustment', 'refund_paid']);
    expect(texts.rows[0]!.reason).toMatch(/^\d+ \d{4}-\d{2}$/);
    // a portal seeded before the codes wrote the demo refund's reason as a Georgian sentence, not its number
    await sql`alter table ledger_movements disable trigger ledger_movements_no_update_delete`.execute(ctx.db);
    await sql`update ledger_movements set reason = 'ზედმეტად გადახდილი შენატანების დაბრუნება' where kind = 'refund_paid'`.execute(ctx.db);
    await sql`alter table ledger_movements enable trigger ledger_movements_no_update_delete`.execute(ctx.db);
    // two payments taken back: one by a statement's return (the old English words), one by an operator's words
    const payments = (
      await sql<{ id: string; organizationId: string; amount: string; valueDate: string; sourceId: string }>`
      select id, organization_id, amount::text as amount, value_date::text as value_date, source_id from ledger_movements
       where kind = 'payment_received' order by seq limit 2`.execute(ctx.db)
    ).rows;
    const back = (p: (typeof payments)[number], reason: string) =>
      sql`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id, counters_id, reason)
          values (${p.organizationId}, 'payment_reversed', ${'-' + p.amount}::numeric, ${p.valueDate}::date, 'transaction', ${p.sourceId}, ${p.id}, ${reason})`.execute(
        ctx.db,
      );
    await back(payments[0]!, 'return RET-OLD-9');
    await back(payments[1]!, 'return to the right organization');
    const typedFines = (
      await sql<{
        reason: string | null;
      }>`select reason from ledger_movements where kind = 'fine_imposed' order by seq`.execute(ctx.db)
    ).rows;

    await migrateToLatest(ctx.db);
    const after = await sql<{
      kind: string;
      reason: string | null;
      reasonCode: string | null;
      reasonParams: Record<string, string> | null;
    }>`
      select kind, reason, reason_code, reason_params from ledger_movements where kind in ('refund_paid', 'contribution_adjustment', 'payment_reversed') order by seq`.execute(
      ctx.db,
    );
    const refund = await sql<{ number: string }>`select number from refunds where status = 'approved'`.execute(ctx.db);
    const reversal = await sql<{ number: string; month: string }>`
      select d.number::text as number, d.year::text || '-' || lpad(d.month::text, 2, '0') as month from reversed_declarations r join declarations d on d.id = r.declaration_id where r.status = 'completed'`.execute(
      ctx.db,
    );
    expect(after.rows.map((r) => [r.kind, r.reason, r.reasonCode, r.reasonParams]).sort()).toEqual(
      [
        [
          'contribution_adjustment',
          null,
          'REVERSAL',
          { number: reversal.rows[0]!.number, month: reversal.rows[0]!.month },
        ],
        ['payment_reversed', null, 'STATEMENT_RETURN', { reference: 'RET-OLD-9' }],
        ['payment_reversed', 'return to the right organization', null, null],
        ['refund_paid', null, 'REFUND', { number: refund.rows[0]!.number }],
      ].sort(),
    );
    // an operator's words are never codes
    expect(
      (
        await sql<{
          reason: string | null;
        }>`select reason from ledger_movements where kind = 'fine_imposed' order by seq`.execute(ctx.db)
      ).rows,
    ).toEqual(typedFines);
    // the ledger is append-only again
    await expect(
      sql`update ledger_movements set reason = 'x' where kind = 'fine_imposed'`.execute(ctx.db),
    ).rejects.toThrow();
  });
});
