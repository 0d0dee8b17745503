import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNboError } from '../../test/expect.ts';
import { operatorLogin, send } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

const NBO = '/api/nbo/v1';

interface Item { _id: string; isNew: boolean; openedDate: string | null; isRead: boolean; readDate: string | null }
interface Counts { newLetters: number; newNotifs: number; newNotifsObligatory: number; totalLetters: number }

/** Opening a letter or notification makes it no longer new; confirming reading stays a separate act (0054). */
describe('opened, not yet read', () => {
  let ctx: TestContext;
  let employer: string;
  let employer2: string;
  let operator: string;
  let letterId: string;
  let obligatoryId: string;

  const get = (url: string, token = employer) => ctx.inject({ method: 'GET', url: `${NBO}/${url}`, token });
  const post = (url: string, payload: unknown, token = employer) => ctx.inject({ method: 'POST', url: `${NBO}/${url}`, token, payload: payload as object });
  const dataOf = <T>(res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: T }).data;
  };
  const counts = async (token = employer) => dataOf<Counts>(await get('letters/user/count', token));
  const letter = async (id: string, token = employer) => dataOf<{ letters: Item[] }>(await get('letters/user/all', token)).letters.find((l) => l._id === id)!;

  beforeAll(async () => {
    ctx = await createTestContext();
    employer = (await ctx.login()).accessToken;
    employer2 = (await ctx.login(DEMO.employer2.username)).accessToken;
    operator = (await operatorLogin(ctx)).accessToken;
    ctx.clock.advance(60_000);
    const sent = await send(ctx, operator, 'letters', { type: 'request', recipients: `${DEMO.employer.code},${DEMO.employer2.code}`, subject: 'გახსნის შემოწმება' });
    letterId = (sent.json() as { result: { _id: string } }).result._id;
    const notification = await send(ctx, operator, 'notifs', { type: 'obligatory', isObligatory: 'true', recipients: DEMO.employer.code, subject: 'სავალდებულო' });
    obligatoryId = (notification.json() as { result: { _id: string } }).result._id;
  });
  afterAll(() => ctx.close());

  it('a letter opened is no longer new but stays unread, and the first opening date stays', async () => {
    const before = await counts();
    expect(await letter(letterId)).toMatchObject({ isNew: true, openedDate: null, isRead: false });
    const newest = dataOf<{ letters: Item[] }>(await get('letters/user?pageNumber=1&pageSize=1&onlyNew=true')).letters[0]!;
    expect(newest._id).toBe(letterId);

    const opened = dataOf<{ _id: string; isNew: boolean; openedDate: string }>(await post('letters/user/open', { _id: letterId }));
    expect(opened).toEqual({ _id: letterId, isNew: false, openedDate: ctx.clock.now().toISOString() });
    expect(await counts()).toMatchObject({ newLetters: before.newLetters - 1, totalLetters: before.totalLetters });
    expect(await letter(letterId)).toMatchObject({ isNew: false, openedDate: opened.openedDate, isRead: false, readDate: null });
    expect(dataOf<{ letters: Item[] }>(await get('letters/user?onlyNew=true')).letters.map((l) => l._id)).not.toContain(letterId);
    expect(dataOf<{ letters: Item[] }>(await get('letters/user?isRead=false')).letters.map((l) => l._id)).toContain(letterId);

    ctx.clock.advance(60_000);
    expect(dataOf<{ openedDate: string }>(await post('letters/user/open', { _id: letterId })).openedDate).toBe(opened.openedDate);
    // the other organization's copy of the same letter is still new
    expect(await letter(letterId, employer2)).toMatchObject({ isNew: true });
  });

  it('an obligatory notification opened still waits to be confirmed as read', async () => {
    const before = await counts();
    const page = dataOf<{ notifs: Item[] }>(await get('notifs/user?pageNumber=1&pageSize=1&onlyObligatory=true&isRead=false'));
    expect(page.notifs[0]!._id).toBe(obligatoryId);
    dataOf(await post('notifs/user/open', { _id: obligatoryId }));
    expect(await counts()).toMatchObject({ newNotifs: before.newNotifs - 1, newNotifsObligatory: before.newNotifsObligatory });
    dataOf(await post('notifs/user/read', { _id: obligatoryId }));
    expect(await counts()).toMatchObject({ newNotifs: before.newNotifs - 1, newNotifsObligatory: before.newNotifsObligatory - 1 });
  });

  it("reading a letter never opened opens it too", async () => {
    const sent = await send(ctx, operator, 'letters', { recipients: DEMO.employer.code, subject: 'პირდაპირ წაკითხული' });
    const id = (sent.json() as { result: { _id: string } }).result._id;
    const read = dataOf<{ readDate: string }>(await post('letters/user/read', { _id: id }));
    expect(await letter(id)).toMatchObject({ isNew: false, openedDate: read.readDate, isRead: true });
  });

  it("an operator acting for the organization leaves the letter new; another organization's letter is 404", async () => {
    const organizationId = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
    const act = await ctx.inject({ method: 'POST', url: `/api/operator/v1/organizations/${organizationId}/act`, token: operator });
    const acting = (act.json() as { result: { accessToken: string } }).result.accessToken;
    const before = await counts(employer2);
    expect(dataOf<{ isNew: boolean; openedDate: string | null }>(await post('letters/user/open', { _id: letterId }, acting))).toMatchObject({ isNew: true, openedDate: null });
    expect(await counts(employer2)).toEqual(before);
    const row = await ctx.db.selectFrom('letterRecipients').select('openedAt').where('organizationId', '=', organizationId).where('letterId', '=', letterId).executeTakeFirstOrThrow();
    expect(row.openedAt).toBeNull();

    const unknown = '00000000-0000-4000-8000-000000000000';
    expectNboError(await post('letters/user/open', { _id: unknown }), 404, 'RECORD_NOT_FOUND');
    expectNboError(await post('notifs/user/open', { _id: letterId }), 404, 'RECORD_NOT_FOUND');
    expectNboError(await post('letters/user/open', { _id: 'x' }), 404, 'RECORD_NOT_FOUND');
    expectNboError(await post('letters/user/open', { _id: letterId }, operator), 403, 'FORBIDDEN');
  });
});
