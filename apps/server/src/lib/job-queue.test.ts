import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { JobQueue } from './job-queue.ts';

const QUEUE = 'heartbeat-check';
/** Well under the minute pg-boss would otherwise leave between two passes failing stale heartbeats. */
const TAKEN_BACK_WITHIN_MS = 20_000;

let ctx: TestContext;
let queue: JobQueue | undefined;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, env: { JOBS_SUPERVISE_S: '1' } });
});
afterAll(async () => {
  await queue?.stop(false);
  await ctx?.close();
});

async function stateOf(id: string): Promise<string | undefined> {
  const { rows } = await sql<{ state: string }>`select state::text as state from pgboss.job where id = ${id}::uuid`.execute(ctx.db);
  return rows[0]?.state;
}

describe('the durable job queue', () => {
  it("fails a dead server's job back to the queue at the next supervise pass, not at the next minute's", async () => {
    queue = new JobQueue({ connection: ctx.database.queue, db: ctx.db, log: ctx.app.log, work: false, heartbeatSeconds: 10, superviseSeconds: 1, pollSeconds: 1, retryLimit: 3 });
    queue.define({ name: QUEUE, run: async () => undefined });
    await queue.start();
    const id = await queue.send(QUEUE, { n: 1 });
    // taken by a server that died a minute ago: active, its last heartbeat a minute old; and a pass over the
    // queue has just been made (by any server), as when the kill falls right after one
    await sql`update pgboss.job set state = 'active', started_on = now() - interval '1 minute', heartbeat_on = now() - interval '1 minute' where id = ${id}::uuid`.execute(ctx.db);
    await sql`update pgboss.queue set monitor_on = now(), monitor_claim_on = now() where name = ${QUEUE}`.execute(ctx.db);
    expect(await stateOf(id)).toBe('active');

    const until = Date.now() + TAKEN_BACK_WITHIN_MS;
    while ((await stateOf(id)) === 'active' && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    // failed by the supervision and waiting for its next try, on any server
    expect(await stateOf(id)).toBe('retry');
  }, 60_000);
});
