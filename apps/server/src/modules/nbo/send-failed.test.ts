import { CorrespondenceCountSchema, nboEnvelope, type SendResult, type SentItem } from '@pensia/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, resultOf } from '../../test/expect.ts';
import { ctx, deps, employer, operator, operatorActor, organizationCount, sendSuite } from '../../test/send-suite.ts';
import { queueLeftSends, runSend, SEND_QUEUE, settleLeftSends } from './dispatch.jobs.ts';
import { acceptCorrespondence } from './dispatch.service.ts';

/** A send whose job runs out of tries ends `failed`; sent again, it goes on from its cursor (decision 0089). */
const OP = '/api/operator/v1';
const EXTRA = 30;
const pacing = { batchSize: 7, pauseRatio: 0 };

sendSuite(EXTRA, (i) => `შპს „ჩაშლილი გზავნილი ${i}“`, 320_000_000);

const recipientsOf = async (id: string) =>
  (await sql<{ n: number; distinct: number }>`select count(*)::int as n, count(distinct organization_id)::int as "distinct" from letter_recipients where letter_id = ${id}::uuid`.execute(ctx.db)).rows[0]!;

async function lettersSeen(): Promise<number> {
  const res = await ctx.inject({ method: 'GET', url: API.count, token: employer });
  expect(res.statusCode, res.body).toBe(200);
  return nboEnvelope(CorrespondenceCountSchema).parse(res.json()).data.totalLetters;
}

/**
 * The database refuses this letter's recipient of the organization addressed last (a trigger), as a database in
 * trouble would: the send's batches before it commit, the one with it fails each time.
 */
async function refuseRecipient(letterId: string) {
  await sql.raw(`
    create or replace function refuse_recipient() returns trigger language plpgsql as $$
    begin
      if new.letter_id = '${letterId}'::uuid and new.organization_id = (select id from organizations order by id desc limit 1) then
        raise exception 'recipient refused';
      end if;
      return new;
    end $$`).execute(ctx.db);
  await sql`create trigger refuse_recipient before insert on letter_recipients for each row execute function refuse_recipient()`.execute(ctx.db);
}
const allowRecipients = () => sql`drop trigger if exists refuse_recipient on letter_recipients`.execute(ctx.db);

describe('a send whose job keeps failing', () => {
  it('ends failed after its last try, unseen by its recipients, not queued again; sent again, every organization gets it once', async () => {
    const id = await acceptCorrespondence(deps, operatorActor, 'letter', {
      fields: { type: 'information', subject: 'ჩაშლილი გაგზავნა', text: 'გთხოვთ, გაეცნოთ.', recipients: 'all' },
      files: [],
    });
    const seenBefore = await lettersSeen();
    await refuseRecipient(id);
    try {
      // a try that is not the last: still sending, the queue tries it again
      await expect(runSend(deps, 'letter', id, { pacing })).rejects.toThrow(/refused/);
      expect((await ctx.db.selectFrom('letters').select('dispatchStatus').where('id', '=', id).executeTakeFirstOrThrow()).dispatchStatus).toBe('sending');
      // the last try
      await expect(runSend(deps, 'letter', id, { pacing, lastAttempt: true })).rejects.toThrow(/refused/);
    } finally {
      await allowRecipients();
    }
    const failed = await ctx.db.selectFrom('letters').select(['dispatchStatus', 'sendCursor']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(failed.dispatchStatus).toBe('failed');
    expect(failed.sendCursor).not.toBeNull();
    const partial = await recipientsOf(id);
    expect(partial.n).toBeGreaterThan(0);
    expect(partial.n).toBeLessThan(organizationCount);
    expect(await lettersSeen()).toBe(seenBefore);
    const item = resultOf<SentItem>(await ctx.inject({ method: 'GET', url: `${OP}/letters/${id}`, token: operator }));
    expect(item.status).toBe('failed');
    const list = resultOf<{ items: SentItem[] }>(await ctx.inject({ method: 'GET', url: `${OP}/letters?pageNumber=1&pageSize=50`, token: operator }));
    expect(list.items.find((i) => i._id === id)?.status).toBe('failed');
    // a server's start queues `sending` items left without a job, not failed ones
    await queueLeftSends(deps, ctx.app.jobs);
    expect(await ctx.app.jobs.pending(SEND_QUEUE, { itemId: id })).toBe(false);

    const again = await ctx.inject({ method: 'POST', url: `${OP}/letters/${id}/send`, token: operator });
    expect(again.statusCode, again.body).toBe(200);
    expect(resultOf<SendResult>(again)).toEqual({ _id: id, recipientCount: organizationCount });
    expect(await recipientsOf(id)).toEqual({ n: organizationCount, distinct: organizationCount });
    expect(await lettersSeen()).toBe(seenBefore + 1);

    // sent: not sent again
    const twice = await ctx.inject({ method: 'POST', url: `${OP}/letters/${id}/send`, token: operator, headers: { 'accept-language': 'en' } });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.body).toContain('SEND_NOT_FAILED');
    expect(await recipientsOf(id)).toEqual({ n: organizationCount, distinct: organizationCount });
  });

  it('a job out of tries that left it sending (its server killed in its last try) is ended failed by a running server', async () => {
    const id = await acceptCorrespondence(deps, operatorActor, 'letter', {
      fields: { type: 'information', subject: 'უპატრონოდ დარჩენილი გაგზავნა', text: 'გთხოვთ, გაეცნოთ.', recipients: 'all' },
      files: [],
    });
    await refuseRecipient(id);
    try {
      // one try only, which does not know it is the last: the queue fails the job, the item stays sending
      await ctx.app.jobs.send(SEND_QUEUE, { kind: 'letter', itemId: id }, {}, { retryLimit: 0 });
      const until = Date.now() + 30_000;
      while (!(await ctx.app.jobs.statesOf(SEND_QUEUE, { itemId: id })).includes('failed')) {
        if (Date.now() > until) throw new Error('the job did not fail within 30 s');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await allowRecipients();
    }
    expect((await ctx.db.selectFrom('letters').select('dispatchStatus').where('id', '=', id).executeTakeFirstOrThrow()).dispatchStatus).toBe('sending');
    await settleLeftSends(deps, ctx.app.jobs, { requeue: false });
    expect((await ctx.db.selectFrom('letters').select('dispatchStatus').where('id', '=', id).executeTakeFirstOrThrow()).dispatchStatus).toBe('failed');
    // a send never queued (its server died between the commit and the queueing) is left to the next start
    const never = await acceptCorrespondence(deps, operatorActor, 'letter', {
      fields: { type: 'information', subject: 'რიგში ჩაუყენებელი გაგზავნა', text: 'გთხოვთ, გაეცნოთ.', recipients: 'all' },
      files: [],
    });
    await settleLeftSends(deps, ctx.app.jobs, { requeue: false });
    expect((await ctx.db.selectFrom('letters').select('dispatchStatus').where('id', '=', never).executeTakeFirstOrThrow()).dispatchStatus).toBe('sending');
    expect(await ctx.app.jobs.pending(SEND_QUEUE, { itemId: never })).toBe(false);
    await runSend(deps, 'letter', never, { pacing });
    expect(await recipientsOf(never)).toEqual({ n: organizationCount, distinct: organizationCount });
  });

  it('a server stopping during its last try leaves it sending, for the next start to queue again', async () => {
    const id = await acceptCorrespondence(deps, operatorActor, 'letter', {
      fields: { type: 'information', subject: 'შეჩერებული გაგზავნა', text: 'გთხოვთ, გაეცნოთ.', recipients: 'all' },
      files: [],
    });
    await expect(runSend(deps, 'letter', id, { pacing, lastAttempt: true, signal: AbortSignal.abort() })).rejects.toThrow(/cursor/);
    expect((await ctx.db.selectFrom('letters').select('dispatchStatus').where('id', '=', id).executeTakeFirstOrThrow()).dispatchStatus).toBe('sending');
    await runSend(deps, 'letter', id, { pacing });
    expect(await recipientsOf(id)).toEqual({ n: organizationCount, distinct: organizationCount });
  });

  it('sent again: an unknown item is 404, an employer is refused, nothing changes', async () => {
    const unknown = await ctx.inject({ method: 'POST', url: `${OP}/letters/00000000-0000-4000-8000-000000000000/send`, token: operator });
    expect(unknown.statusCode).toBe(404);
    expect((await ctx.inject({ method: 'POST', url: `${OP}/notifs/not-an-id/send`, token: operator })).statusCode).toBe(404);
    const byEmployer = await ctx.inject({ method: 'POST', url: `${OP}/letters/00000000-0000-4000-8000-000000000000/send`, token: employer });
    expect(byEmployer.statusCode).toBe(403);
  });
});
