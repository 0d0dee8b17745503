import { CorrespondenceCountSchema, nboEnvelope } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEMO } from '../../db/seed/demo-seed.ts';
import { API, expectNboError } from '../../test/expect.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Counts are cached per organization for a few seconds; a change made straight in the database shows after that. */
const COUNT_CACHE_MS = loadConfig({ NODE_ENV: 'test' }).countCacheMs;

async function countOf(token: string, background = false) {
  const res = await ctx.inject({ method: 'GET', url: API.count, token, headers: background ? { 'x-background-request': '1' } : {} });
  expect(res.statusCode, res.body).toBe(200);
  const body = nboEnvelope(CorrespondenceCountSchema).strict().parse(res.json());
  return body.data;
}

async function orgIdOf(username: string) {
  const u = await ctx.db.selectFrom('users').select('organizationId').where('username', '=', username).executeTakeFirstOrThrow();
  return u.organizationId!;
}

describe('GET letters/user/count', () => {
  it("answers the counts of the caller's organization only", async () => {
    const employer = await ctx.login();
    const employer2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
    const self = await ctx.login(DEMO.self.username, DEMO.self.password);
    expect(await countOf(employer.accessToken)).toEqual({ newNotifs: 2, newNotifsObligatory: 1, totalNotifs: 2, newLetters: 1, totalLetters: 2 });
    expect(await countOf(employer2.accessToken)).toEqual({ newNotifs: 0, newNotifsObligatory: 0, totalNotifs: 0, newLetters: 1, totalLetters: 1 });
    expect(await countOf(self.accessToken)).toEqual({ newNotifs: 1, newNotifsObligatory: 0, totalNotifs: 1, newLetters: 0, totalLetters: 0 });
  });

  it("moves with the organization's own correspondence and never with another's", async () => {
    const employer = await ctx.login();
    const employer2 = await ctx.login(DEMO.employer2.username, DEMO.employer2.password);
    const before1 = await countOf(employer.accessToken);
    const before2 = await countOf(employer2.accessToken);

    const letter = await ctx.db
      .insertInto('letters')
      .values({ type: 'information', subjectKa: 'ტესტი', textKa: 'ტესტი', sentAt: ctx.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const notif = await ctx.db
      .insertInto('notifications')
      .values({ type: 'obligatory', isObligatory: true, subjectKa: 'ტესტი', textKa: 'ტესტი', sentAt: ctx.clock.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const org2 = await orgIdOf(DEMO.employer2.username);
    await ctx.db.insertInto('letterRecipients').values({ letterId: letter.id, organizationId: org2, receivedAt: ctx.clock.now(), readAt: null }).execute();
    await ctx.db.insertInto('notificationRecipients').values({ notificationId: notif.id, organizationId: org2, receivedAt: ctx.clock.now(), readAt: null }).execute();
    ctx.clock.advance(COUNT_CACHE_MS + 1);

    expect(await countOf(employer.accessToken)).toEqual(before1);
    expect(await countOf(employer2.accessToken)).toEqual({
      newNotifs: before2.newNotifs + 1,
      newNotifsObligatory: before2.newNotifsObligatory + 1,
      totalNotifs: before2.totalNotifs + 1,
      newLetters: before2.newLetters + 1,
      totalLetters: before2.totalLetters + 1,
    });

    // reading moves "new" but not "total"
    await ctx.db.updateTable('letterRecipients').set({ openedAt: ctx.clock.now(), readAt: ctx.clock.now() }).where('organizationId', '=', org2).execute();
    await ctx.db.updateTable('notificationRecipients').set({ openedAt: ctx.clock.now(), readAt: ctx.clock.now() }).where('organizationId', '=', org2).execute();
    ctx.clock.advance(COUNT_CACHE_MS + 1);
    expect(await countOf(employer2.accessToken)).toEqual({
      newNotifs: 0,
      newNotifsObligatory: 0,
      totalNotifs: before2.totalNotifs + 1,
      newLetters: 0,
      totalLetters: before2.totalLetters + 1,
    });
    expect(await countOf(employer.accessToken)).toEqual(before1);
  });

  it('answers the same to a background poll', async () => {
    const employer = await ctx.login();
    expect(await countOf(employer.accessToken, true)).toEqual(await countOf(employer.accessToken));
  });

  it('refuses a call without a token, or with a bad one, with 401 in the nbo envelope', async () => {
    expectNboError(await ctx.inject({ method: 'GET', url: API.count, headers: { 'accept-language': 'en' } }), 401, 'UNAUTHORIZED', 'Please sign in.');
    expectNboError(await ctx.inject({ method: 'GET', url: API.count, token: 'x.y.z', headers: { 'accept-language': 'ru' } }), 401, 'UNAUTHORIZED', 'Пожалуйста, войдите в систему.');
    const employer = await ctx.login();
    expectNboError(await ctx.inject({ method: 'GET', url: API.count, token: employer.refreshToken }), 401, 'UNAUTHORIZED');
  });

  it('ignores query parameters that could name another organization', async () => {
    const employer = await ctx.login();
    const org2 = await orgIdOf(DEMO.employer2.username);
    const plain = await countOf(employer.accessToken);
    const res = await ctx.inject({ method: 'GET', url: `${API.count}?organizationId=${org2}&orgId=${org2}`, token: employer.accessToken });
    expect((res.json() as { data: unknown }).data).toEqual(plain);
  });
});
