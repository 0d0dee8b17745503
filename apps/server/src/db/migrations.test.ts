import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { migrateToLatest, migrator } from './create-db.ts';
import { demoEmployees, seedDemo } from './seed/demo-seed.ts';
import { isPersonalNumber } from '@pensia/domain';

async function tableNames(ctx: TestContext): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(ctx.db);
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
    expect(before).toEqual(expect.arrayContaining(['organizations', 'users', 'sessions', 'refresh_tokens', 'audit_log', 'letters', 'notifications']));
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
    const employees = await ctx.db.selectFrom('employees').select(['personalNumber', 'firstName', 'lastName']).execute();
    expect(employees.length).toBeGreaterThanOrEqual(40);
    for (const e of employees) {
      expect(isPersonalNumber(e.personalNumber)).toBe(true);
      expect(e.firstName).toMatch(/^[\u10D0-\u10FF]+$/);
      expect(e.lastName).toMatch(/^[\u10D0-\u10FF]+$/);
    }
    const obligatory = await ctx.db.selectFrom('notifications').select('id').where('isObligatory', '=', true).execute();
    expect(obligatory).toHaveLength(1);
  });

  it('makes the same demo employees on every machine', () => {
    expect(demoEmployees(5)).toEqual(demoEmployees(5));
    expect(new Set(demoEmployees(200).map((e) => e.personalNumber)).size).toBe(200);
  });
});
