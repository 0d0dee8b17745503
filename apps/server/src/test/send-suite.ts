import { afterAll, beforeAll } from 'vitest';
import type { Actor, Deps } from '../lib/deps.ts';
import { operatorLogin } from './multipart.ts';
import { createTestContext, DEMO, type TestContext } from './test-app.ts';

/**
 * The set-up of the tests of sends to many organizations (modules/nbo): a test context on its own database
 * with `extra` organizations besides the demo ones, the operator's and the demo employer's tokens, the
 * operator as an actor, and how many organizations there are, filled in before the file's tests (the
 * bindings are live).
 */
export let ctx: TestContext;
export let deps: Deps;
export let operator: string;
export let operatorActor: Actor;
export let employer: string;
export let organizationCount: number;

/** Registers the file's set-up and tear-down; the extra organizations are named `name(i)`, coded from `firstCode`. */
export function sendSuite(extra: number, name: (i: number) => string, firstCode: number) {
  beforeAll(async () => {
    ctx = await createTestContext();
    deps = ctx.deps;
    await ctx.db
      .insertInto('organizations')
      .values(Array.from({ length: extra }, (_, i) => ({ name: name(i), code: String(firstCode + i), typeId: 1 })))
      .execute();
    organizationCount = (await ctx.db.selectFrom('organizations').select('id').execute()).length;
    operator = (await operatorLogin(ctx)).accessToken;
    const operatorId = (await ctx.db.selectFrom('users').select('id').where('username', '=', DEMO.operator.username).executeTakeFirstOrThrow()).id;
    operatorActor = { userId: operatorId, organizationId: null } as unknown as Actor;
    employer = (await ctx.login()).accessToken;
  }, 120_000);
  afterAll(async () => ctx?.close());
}
