import { CorrespondenceCountSchema, nboEnvelope, type SendAccepted, type SendResult, type SentItem } from '@pensia/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API, resultOf } from '../../test/expect.ts';
import { PDF, send } from '../../test/multipart.ts';
import { ctx, deps, employer, operator, operatorActor, organizationCount, sendSuite } from '../../test/send-suite.ts';
import { DEMO, withLoadWait } from '../../test/test-app.ts';
import { runSend } from './dispatch.jobs.ts';
import { acceptCorrespondence } from './dispatch.service.ts';

const NBO = '/api/nbo/v1';
const OP = '/api/operator/v1';
/** Organizations added besides the demo ones: a send to all of them takes several batches of 7. */
const EXTRA = 40;

sendSuite(EXTRA, (i) => `შპს „გზავნილი ${i}“`, 310_000_000);

const recipientsOf = async (table: 'letter_recipients' | 'notification_recipients', column: 'letter_id' | 'notification_id', id: string) =>
  (await sql<{ n: number; distinct: number }>`select count(*)::int as n, count(distinct organization_id)::int as "distinct" from ${sql.table(table)} where ${sql.ref(column)} = ${id}::uuid`.execute(ctx.db)).rows[0]!;

async function sentItem(kind: 'letters' | 'notifs', id: string): Promise<SentItem> {
  return resultOf<SentItem>(await ctx.inject({ method: 'GET', url: `${OP}/${kind}/${id}`, token: operator }));
}

/** Asks for a sent item every 100 ms until it is sent. */
async function untilSent(kind: 'letters' | 'notifs', id: string): Promise<SentItem> {
  const until = Date.now() + 30_000;
  for (;;) {
    const item = await sentItem(kind, id);
    if (item.status === 'sent') return item;
    if (Date.now() > until) throw new Error(`send still ${item.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function nboData<T>(res: { statusCode: number; body: string; json(): unknown }): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

async function countOf(token: string) {
  const res = await ctx.inject({ method: 'GET', url: API.count, token });
  expect(res.statusCode, res.body).toBe(200);
  return nboEnvelope(CorrespondenceCountSchema).parse(res.json()).data;
}

/** A letter stored `sending` with no job queued for it: the tests run its job themselves. */
async function storedLetter(fields: Record<string, string>): Promise<string> {
  return acceptCorrespondence(deps, operatorActor, 'letter', {
    fields: { type: 'information', subject: 'ბატჩებით გაგზავნილი წერილი', text: 'გთხოვთ, გაეცნოთ.', ...fields },
    files: [],
  });
}

describe('a letter or notification sent by a job of the durable queue', () => {
  it('is answered as before when its job ends within the wait: its id and its recipient count, then shown sent', async () => {
    const res = await send(ctx, operator, 'letters', { recipients: 'all' });
    expect(res.statusCode, res.body).toBe(200);
    const result = resultOf<SendResult>(res);
    expect(result).toEqual({ _id: result._id, recipientCount: organizationCount });
    expect(await recipientsOf('letter_recipients', 'letter_id', result._id)).toEqual({ n: organizationCount, distinct: organizationCount });
    expect(await sentItem('letters', result._id)).toMatchObject({ status: 'sent', recipientCount: organizationCount });
  });

  it('not finished within the wait (LOAD_WAIT_MS=0): answered 202 sending, then sent to every organization', async () => {
    const res = await withLoadWait(ctx, 0, () => send(ctx, operator, 'notifs', { recipients: 'all', isObligatory: 'true' }));
    expect(res.statusCode, res.body).toBe(202);
    const accepted = resultOf<SendAccepted>(res, 202);
    expect(accepted.status).toBe('sending');
    const item = await untilSent('notifs', accepted._id);
    expect(item).toMatchObject({ status: 'sent', recipientCount: organizationCount, kind: 'notification' });
    expect(await recipientsOf('notification_recipients', 'notification_id', accepted._id)).toEqual({ n: organizationCount, distinct: organizationCount });
    const row = await ctx.db.selectFrom('notifications').select(['dispatchStatus', 'recipientCount']).where('id', '=', accepted._id).executeTakeFirstOrThrow();
    expect(row).toEqual({ dispatchStatus: 'sent', recipientCount: organizationCount });
  });

  it('a list of codes in batches: run twice in turn, at once, and from a lost cursor, each recipient is there once', async () => {
    const codes = [DEMO.employer.code, ...Array.from({ length: 25 }, (_, i) => String(310_000_000 + i))];
    const id = await storedLetter({ recipients: codes.join(', ') });
    const pacing = { batchSize: 7, pauseRatio: 0 };
    await Promise.all([runSend(deps, 'letter', id, { pacing }), runSend(deps, 'letter', id, { pacing })]);
    expect(await recipientsOf('letter_recipients', 'letter_id', id)).toEqual({ n: codes.length, distinct: codes.length });
    await runSend(deps, 'letter', id, { pacing });
    expect(await recipientsOf('letter_recipients', 'letter_id', id)).toEqual({ n: codes.length, distinct: codes.length });
    // taken over as if its cursor had not been kept: the key of (organization, item) keeps each recipient once
    await ctx.db.updateTable('letters').set({ dispatchStatus: 'sending', sendCursor: null }).where('id', '=', id).execute();
    await runSend(deps, 'letter', id, { pacing });
    expect(await recipientsOf('letter_recipients', 'letter_id', id)).toEqual({ n: codes.length, distinct: codes.length });
    const row = await ctx.db.selectFrom('letters').select(['dispatchStatus', 'recipientCount']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ dispatchStatus: 'sent', recipientCount: codes.length });
  });

  it('a send stopped between batches goes on from its cursor at the next run', async () => {
    const id = await storedLetter({ recipients: 'all' });
    const stop = new AbortController();
    stop.abort();
    await expect(runSend(deps, 'letter', id, { pacing: { batchSize: 7, pauseRatio: 0 }, signal: stop.signal })).rejects.toThrow(/cursor/);
    const half = await ctx.db.selectFrom('letters').select(['dispatchStatus', 'sendCursor']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(half.dispatchStatus).toBe('sending');
    expect(half.sendCursor).not.toBeNull();
    expect((await recipientsOf('letter_recipients', 'letter_id', id)).n).toBe(7);
    await runSend(deps, 'letter', id, { pacing: { batchSize: 7, pauseRatio: 0 } });
    expect(await recipientsOf('letter_recipients', 'letter_id', id)).toEqual({ n: organizationCount, distinct: organizationCount });
  });

  it('recipients see nothing of an item while it is sending, even those already addressed; all of it once sent', async () => {
    const body = await send(ctx, operator, 'letters', { recipients: DEMO.employer.code, subject: 'თანდართული' }, [{ name: 'doc.pdf', content: PDF, contentType: 'application/pdf' }]);
    const withFile = resultOf<SendResult>(body)._id;
    const fileId = (await ctx.db.selectFrom('letterAttachments').select('fileId').where('letterId', '=', withFile).executeTakeFirstOrThrow()).fileId;
    // the same letter caught in the middle of its send: its recipient is there, its status still sending
    await ctx.db.updateTable('letters').set({ dispatchStatus: 'sending' }).where('id', '=', withFile).execute();
    const id = await storedLetter({ recipients: 'all' });
    await runSend(deps, 'letter', id, { pacing: { batchSize: 7, pauseRatio: 0 }, signal: AbortSignal.abort() }).catch(() => undefined);
    expect((await recipientsOf('letter_recipients', 'letter_id', id)).n).toBeGreaterThan(0);

    const before = await countOf(employer);
    const list = nboData<{ letters: { _id: string }[] }>(await ctx.inject({ method: 'GET', url: `${NBO}/letters/user/all`, token: employer }));
    expect(list.letters.map((l) => l._id)).not.toContain(withFile);
    expect(list.letters.map((l) => l._id)).not.toContain(id);
    const paged = nboData<{ letters: { _id: string }[] }>(await ctx.inject({ method: 'GET', url: `${NBO}/letters/user?pageNumber=1&pageSize=50`, token: employer }));
    expect(paged.letters.map((l) => l._id)).not.toContain(withFile);
    for (const url of [`${NBO}/letters/user/read`, `${NBO}/letters/user/open`]) {
      const res = await ctx.inject({ method: 'POST', url, token: employer, payload: { _id: withFile } });
      expect(res.statusCode, `${url} ${res.body}`).toBe(404);
    }
    const download = await ctx.inject({ method: 'GET', url: `${NBO}/letters/user/download-attachment?_id=${withFile}&attachmentId=${fileId}`, token: employer });
    expect(download.statusCode).toBe(404);

    await ctx.db.updateTable('letters').set({ dispatchStatus: 'sent' }).where('id', '=', withFile).execute();
    await runSend(deps, 'letter', id, { pacing: { batchSize: 7, pauseRatio: 0 } });
    const after = await countOf(employer);
    expect(after.totalLetters).toBe(before.totalLetters + 2);
    const seen = nboData<{ letters: { _id: string }[] }>(await ctx.inject({ method: 'GET', url: `${NBO}/letters/user/all`, token: employer }));
    expect(seen.letters.map((l) => l._id)).toEqual(expect.arrayContaining([withFile, id]));
    expect((await ctx.inject({ method: 'GET', url: `${NBO}/letters/user/download-attachment?_id=${withFile}&attachmentId=${fileId}`, token: employer })).statusCode).toBe(200);
  });
});
