import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNboError } from '../../test/expect.ts';
import { EXE, PDF, operatorLogin, send } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

const NBO = '/api/nbo/v1';

interface Item {
  _id: string;
  type: string;
  subject: string;
  text: string;
  receiveDate: string;
  readDate: string | null;
  isRead: boolean;
  isObligatory?: boolean;
  unread?: boolean;
  attachments: { attachmentId: string; name: string; type: string; size: number }[];
}

describe('letters and notifications of the employer (nbo)', () => {
  let ctx: TestContext;
  let employer: string;
  let employer2: string;
  let operator: string;
  let letterId: string;
  let notificationId: string;
  let attachmentId: string;
  let otherLetterId: string;
  let otherAttachmentId: string;

  const get = (url: string, token = employer, headers: Record<string, string> = {}) => ctx.inject({ method: 'GET', url: `${NBO}/${url}`, token, headers });
  const post = (url: string, payload: unknown, token = employer) => ctx.inject({ method: 'POST', url: `${NBO}/${url}`, token, payload: payload as object });
  const dataOf = <T>(res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { status: string; data: T };
    expect(body.status).toBe('success');
    return body.data;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    employer = (await ctx.login()).accessToken;
    employer2 = (await ctx.login(DEMO.employer2.username)).accessToken;
    operator = (await operatorLogin(ctx)).accessToken;
    ctx.clock.advance(60_000);
    const letter = await send(
      ctx,
      operator,
      'letters',
      { type: 'request', recipients: DEMO.employer.code, subjectEn: 'Test letter', textEn: 'Please read the attached document.', subjectRu: 'Тестовое письмо', textRu: 'Ознакомьтесь с документом.' },
      [{ name: 'ბრძანება №1.pdf', content: PDF, contentType: 'application/pdf' }],
    );
    letterId = (letter.json() as { result: { _id: string } }).result._id;
    const notification = await send(ctx, operator, 'notifs', { type: 'obligatory', isObligatory: 'true', recipients: DEMO.employer.code, subject: 'სავალდებულო შეტყობინება' });
    notificationId = (notification.json() as { result: { _id: string } }).result._id;
    const other = await send(ctx, operator, 'letters', { recipients: DEMO.employer2.code, subject: 'სხვა ორგანიზაციის წერილი' }, [{ name: 'other.txt', content: 'სხვისი ფაილი' }]);
    otherLetterId = (other.json() as { result: { _id: string } }).result._id;
    const all = dataOf<{ letters: Item[] }>(await get('letters/user/all'));
    attachmentId = all.letters.find((l) => l._id === letterId)!.attachments[0]!.attachmentId;
    const otherAll = dataOf<{ letters: Item[] }>(await get('letters/user/all', employer2));
    otherAttachmentId = otherAll.letters.find((l) => l._id === otherLetterId)!.attachments[0]!.attachmentId;
  });
  afterAll(() => ctx.close());

  it('lists every letter of the organization, newest first, in Georgian by default', async () => {
    const data = dataOf<{ letters: Item[]; total: number }>(await get('letters/user/all'));
    expect(data.total).toBe(3);
    expect(data.letters.map((l) => l._id)[0]).toBe(letterId);
    expect(data.letters.map((l) => l._id)).not.toContain(otherLetterId);
    const newest = data.letters[0]!;
    expect(newest).toMatchObject({ type: 'request', subject: 'საცდელი წერილი', isRead: false, readDate: null });
    expect(newest.attachments).toEqual([{ attachmentId, name: 'ბრძანება №1.pdf', type: 'pdf', size: PDF.length }]);
    expect(Date.parse(newest.receiveDate)).toBe(ctx.clock.now().getTime());
  });

  it('answers subject and text in the reader language, else Georgian', async () => {
    const en = dataOf<{ letters: Item[] }>(await get('letters/user/all', employer, { 'accept-language': 'en-US,en;q=0.9' })).letters;
    expect(en[0]).toMatchObject({ subject: 'Test letter', text: 'Please read the attached document.' });
    const ru = dataOf<{ letters: Item[] }>(await get('letters/user/all', employer, { 'accept-language': 'ru' })).letters;
    expect(ru[0]).toMatchObject({ subject: 'Тестовое письмо' });
    const otherEn = dataOf<{ letters: Item[] }>(await get('letters/user/all', employer2, { 'accept-language': 'en' })).letters;
    expect(otherEn.find((l) => l._id === otherLetterId)!.subject).toBe('სხვა ორგანიზაციის წერილი');
  });

  it('pages letters, and opens the newest unread with page size = new count, page 1', async () => {
    const count = dataOf<{ newLetters: number }>(await get('letters/user/count'));
    expect(count.newLetters).toBe(2);
    const page = dataOf<{ letters: Item[]; total: number; pageNumber: number; pageSize: number }>(await get(`letters/user?pageNumber=1&pageSize=${count.newLetters}&onlyNew=true`));
    expect(page).toMatchObject({ total: 2, pageNumber: 1, pageSize: 2 });
    expect(page.letters[0]!._id).toBe(letterId);
    expect(page.letters.every((l) => !l.isRead)).toBe(true);
    const second = dataOf<{ letters: Item[]; total: number }>(await get('letters/user?pageNumber=2&pageSize=2'));
    expect(second.total).toBe(3);
    expect(second.letters).toHaveLength(1);
    const beyond = dataOf<{ letters: Item[]; total: number }>(await get('letters/user?pageNumber=9&pageSize=2'));
    expect(beyond).toMatchObject({ letters: [], total: 3 });
  });

  it('filters letters by type, received dates and read state', async () => {
    expect(dataOf<{ total: number }>(await get('letters/user?type=request')).total).toBe(1);
    expect(dataOf<{ total: number }>(await get('letters/user?type=reminder')).total).toBe(1);
    expect(dataOf<{ total: number }>(await get('letters/user?isRead=true')).total).toBe(1);
    expect(dataOf<{ total: number }>(await get('letters/user?isRead=false')).total).toBe(2);
    const today = new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
    expect(dataOf<{ total: number }>(await get(`letters/user?receivedFrom=${today}&receivedTo=${today}`)).total).toBe(1);
    const monthAgo = new Date(ctx.clock.now().getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(dataOf<{ total: number }>(await get(`letters/user?receivedFrom=${monthAgo}`)).total).toBe(3);
    expect(dataOf<{ total: number }>(await get(`letters/user?receivedTo=${monthAgo}`)).total).toBe(0);
    const bad = await get('letters/user?receivedFrom=yesterday');
    expectNboError(bad, 400, 'VALIDATION_FAILED');
  });

  it('downloads an attachment as a file with its name', async () => {
    const res = await get(`letters/user/download-attachment?_id=${letterId}&attachmentId=${attachmentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-disposition']).toBe(`attachment; filename="________ _1.pdf"; filename*=UTF-8''${encodeURIComponent('ბრძანება №1.pdf')}`);
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it("answers 404 for another organization's letter, attachment or notification, revealing nothing", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases = [
      await get(`letters/user/download-attachment?_id=${otherLetterId}&attachmentId=${otherAttachmentId}`),
      await get(`letters/user/download-attachment?_id=${letterId}&attachmentId=${otherAttachmentId}`),
      await get(`letters/user/download-attachment?_id=${unknown}&attachmentId=${attachmentId}`),
      await get(`letters/user/download-attachment?_id=not-an-id&attachmentId=${attachmentId}`),
      await get(`notifs/user/download-attachment?_id=${letterId}&attachmentId=${attachmentId}`),
      await post('letters/user/read', { _id: otherLetterId }),
      await post('letters/user/read', { _id: unknown }),
      await post('letters/user/read', { _id: 'x' }),
      await post('notifs/user/read', { _id: notificationId }, employer2),
      await post('notifs/user/read', { _id: letterId }),
    ];
    const messages = new Set<string>();
    for (const res of cases) messages.add(expectNboError(res, 404, 'RECORD_NOT_FOUND').message);
    expect(messages.size).toBe(1);
    const other = await ctx.db.selectFrom('letterRecipients').select('readAt').where('letterId', '=', otherLetterId).executeTakeFirstOrThrow();
    expect(other.readAt).toBeNull();
  });

  it('reads a letter once: the first date stays, and the count drops at once', async () => {
    const before = dataOf<{ newLetters: number; totalLetters: number }>(await get('letters/user/count'));
    const first = dataOf<{ _id: string; isRead: boolean; readDate: string }>(await post('letters/user/read', { _id: letterId }));
    expect(first).toEqual({ _id: letterId, isRead: true, readDate: ctx.clock.now().toISOString() });
    const after = dataOf<{ newLetters: number; totalLetters: number }>(await get('letters/user/count'));
    expect(after).toMatchObject({ newLetters: before.newLetters - 1, totalLetters: before.totalLetters });
    ctx.clock.advance(5 * 60_000);
    const again = dataOf<{ readDate: string }>(await post('letters/user/read', { _id: letterId }));
    expect(again.readDate).toBe(first.readDate);
    const listed = dataOf<{ letters: Item[] }>(await get('letters/user/all')).letters.find((l) => l._id === letterId)!;
    expect(listed).toMatchObject({ isRead: true, readDate: first.readDate });
  });

  it('lists notifications with the obligatory and unread flags, and reads them', async () => {
    const all = dataOf<{ notifs: Item[]; total: number }>(await get('notifs/user/all'));
    expect(all.total).toBe(3);
    const sent = all.notifs.find((n) => n._id === notificationId)!;
    expect(sent).toMatchObject({ type: 'obligatory', subject: 'სავალდებულო შეტყობინება', isObligatory: true, unread: true, isRead: false, attachments: [] });
    const page = dataOf<{ notifs: Item[]; total: number }>(await get('notifs/user?pageNumber=1&pageSize=1&onlyNew=true'));
    expect(page.total).toBe(3);
    expect(page.notifs).toHaveLength(1);

    const before = dataOf<{ newNotifsObligatory: number; newNotifs: number }>(await get('letters/user/count'));
    expect(before.newNotifsObligatory).toBe(2);
    const read = dataOf<{ readDate: string }>(await post('notifs/user/read', { _id: notificationId }));
    const after = dataOf<{ newNotifsObligatory: number; newNotifs: number }>(await get('letters/user/count'));
    expect(after).toMatchObject({ newNotifsObligatory: 1, newNotifs: before.newNotifs - 1 });
    const listed = dataOf<{ notifs: Item[] }>(await get('notifs/user/all')).notifs.find((n) => n._id === notificationId)!;
    expect(listed).toMatchObject({ isRead: true, unread: false, readDate: read.readDate });
  });

  it('refuses callers without a token, and operators not acting for an organization', async () => {
    const calls = ['letters/user/all', 'letters/user', 'notifs/user/all', 'notifs/user', `letters/user/download-attachment?_id=${letterId}&attachmentId=${attachmentId}`];
    for (const url of calls) {
      expectNboError(await ctx.inject({ method: 'GET', url: `${NBO}/${url}` }), 401, 'UNAUTHORIZED');
      expectNboError(await get(url, operator), 403, 'FORBIDDEN');
    }
    expectNboError(await post('letters/user/read', { _id: letterId }, operator), 403, 'FORBIDDEN');
    expectNboError(await post('letters/user/read', {}), 400, 'VALIDATION_FAILED');
  });

  it('refuses a disguised attachment before anything is sent', async () => {
    const before = await ctx.db.selectFrom('letters').select('id').execute();
    const res = await send(ctx, operator, 'letters', { recipients: DEMO.employer.code }, [{ name: 'invoice.pdf', content: EXE }]);
    expect(res.statusCode).toBe(415);
    expect((await ctx.db.selectFrom('letters').select('id').execute()).length).toBe(before.length);
  });
});
