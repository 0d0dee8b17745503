import { MAX_UPLOAD_BYTES } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../user/password.ts';
import { claimsOf, expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { EXE, PDF, multipart, operatorLogin, send, totpCode } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

const OP = '/api/operator/v1';
const SENT_TABLES = ['letters', 'letterRecipients', 'notifications', 'notificationRecipients', 'files', 'letterAttachments', 'notificationAttachments'] as const;

interface Page<T> {
  items: T[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

describe('operator back office', () => {
  let ctx: TestContext;
  let operator: string;
  let operatorId: string;
  let employer: string;
  let organizationCount: number;

  const get = (url: string, token = operator) => ctx.inject({ method: 'GET', url: `${OP}/${url}`, token });
  /** The audit row is written once the answer has gone out: wait for it. */
  const auditOf = async (correlationId: string) => {
    for (let i = 0; i < 50; i++) {
      const row = await ctx.db.selectFrom('auditLog').select('id').where('correlationId', '=', correlationId).executeTakeFirst();
      if (row) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return get(`audit-log?correlationId=${correlationId}`);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    // more organizations, so that "all" means more than the demo ones
    await ctx.db
      .insertInto('organizations')
      .values(Array.from({ length: 60 }, (_, i) => ({ name: `შპს „ტესტი ${i}“`, code: String(300_000_000 + i), typeId: 1 })))
      .execute();
    organizationCount = (await ctx.db.selectFrom('organizations').select('id').execute()).length;
    operator = (await operatorLogin(ctx)).accessToken;
    operatorId = (await ctx.db.selectFrom('users').select('id').where('username', '=', DEMO.operator.username).executeTakeFirstOrThrow()).id;
    employer = (await ctx.login()).accessToken;
  });
  afterAll(() => ctx.close());

  describe('who may call', () => {
    it('refuses employer tokens on every operator route with 403, and callers without a token with 401', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const calls: [string, string][] = [
        ['GET', 'organizations'], ['POST', `organizations/${id}/act`], ['POST', 'letters'], ['POST', 'notifs'], ['GET', 'letters'], ['GET', 'notifs'],
        ['GET', `letters/${id}`], ['GET', `notifs/${id}`], ['GET', `letters/${id}/recipients`], ['GET', `notifs/${id}/recipients`],
        ['GET', `letters/${id}/attachments/${id}`], ['GET', `notifs/${id}/attachments/${id}`], ['GET', 'audit-log'], ['GET', 'operators'], ['GET', 'name-changes'],
      ];
      for (const [method, url] of calls) {
        expectResultError(await ctx.inject({ method: method as 'GET', url: `${OP}/${url}`, token: employer }), 403, 'FORBIDDEN');
        expectResultError(await ctx.inject({ method: method as 'GET', url: `${OP}/${url}` }), 401, 'UNAUTHORIZED');
      }
    });

    it('keeps the two sign-ins apart', async () => {
      const asUser = await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username: DEMO.operator.username, password: DEMO.operator.password } });
      expect(resultOf<{ isValid: boolean; accessToken: string | null }>(asUser)).toMatchObject({ isValid: false, accessToken: null, code: 'INVALID_CREDENTIALS' });
      const asOperator = await ctx.inject({
        method: 'POST',
        url: '/api/user/v1/auth/operator-user',
        payload: { username: DEMO.employer2.username, password: DEMO.employer2.password, otp: '123456' },
      });
      expect(resultOf(asOperator)).toMatchObject({ isValid: false, accessToken: null, code: 'INVALID_CREDENTIALS' });
      // an operator's token is not an employer's: the employer endpoints refuse it
      const res = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: operator });
      expect(res.statusCode).toBe(403);
    });
  });

  it('finds organizations by part of the name or the start of the code, paged', async () => {
    const byName = resultOf<Page<{ code: string; name: string }>>(await get(`organizations?query=${encodeURIComponent('ტესტი 1')}&pageSize=5`));
    expect(byName.totalCount).toBe(11); // ტესტი 1, 10..19
    expect(byName.items).toHaveLength(5);
    // a page past the end of the matches still says how many there are, and counts only the matches
    const past = resultOf<Page<unknown>>(await get(`organizations?query=${encodeURIComponent('ტესტი 1')}&pageSize=5&pageNumber=4`));
    expect(past.items).toHaveLength(0);
    expect(past.totalCount).toBe(11);
    const byCode = resultOf<Page<{ code: string; id: string }>>(await get(`organizations?query=${DEMO.employer.code.slice(0, 5)}`));
    expect(byCode.items.map((o) => o.code)).toEqual([DEMO.employer.code]);
    const all = resultOf<Page<unknown>>(await get('organizations?pageSize=200'));
    expect(all.totalCount).toBe(organizationCount);
    const none = resultOf<Page<unknown>>(await get('organizations?query=%25'));
    expect(none.totalCount).toBe(0);
  });

  describe('sending', () => {
    it('sends a letter to a list of codes with attachments in three languages and reports who read it', async () => {
      const res = await send(
        ctx,
        operator,
        'letters',
        { type: 'information', recipients: ` ${DEMO.employer.code}, ${DEMO.employer2.code};${DEMO.employer.code}`, subjectEn: 'Notice', textEn: 'Read it.', subjectRu: 'Извещение', textRu: 'Прочтите.' },
        [{ name: 'order.pdf', content: PDF }, { name: 'table.csv', content: 'a;b\n1;2\n' }],
      );
      const sent = resultOf<{ _id: string; recipientCount: number }>(res);
      expect(sent.recipientCount).toBe(2);

      const detail = resultOf<{ recipientCount: number; readCount: number; attachments: { attachmentId: string; name: string; type: string }[]; subjectEn: string; sentBy: string }>(await get(`letters/${sent._id}`));
      expect(detail).toMatchObject({ recipientCount: 2, readCount: 0, subjectEn: 'Notice', sentBy: DEMO.operator.username });
      expect(detail.attachments.map((a) => [a.name, a.type])).toEqual([['order.pdf', 'pdf'], ['table.csv', 'excel']]);

      const download = await get(`letters/${sent._id}/attachments/${detail.attachments[0]!.attachmentId}`);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF)).toBe(true);

      // the employer reads it
      const read = await ctx.inject({ method: 'POST', url: '/api/nbo/v1/letters/user/read', token: employer, payload: { _id: sent._id } });
      expect(read.statusCode).toBe(200);

      const list = resultOf<Page<{ _id: string; recipientCount: number; readCount: number; attachmentCount: number; kind: string }>>(await get('letters'));
      expect(list.items[0]).toMatchObject({ _id: sent._id, kind: 'letter', recipientCount: 2, readCount: 1, attachmentCount: 2 });
      const recipients = resultOf<Page<{ organizationCode: string; isRead: boolean; readDate: string | null }>>(await get(`letters/${sent._id}/recipients`));
      expect(recipients.totalCount).toBe(2);
      expect(recipients.items[0]).toMatchObject({ organizationCode: DEMO.employer.code, isRead: true, readDate: ctx.clock.now().toISOString() });
      expect(recipients.items[1]).toMatchObject({ organizationCode: DEMO.employer2.code, isRead: false, readDate: null });
      const unread = resultOf<Page<{ organizationCode: string }>>(await get(`letters/${sent._id}/recipients?isRead=false`));
      expect(unread.items.map((r) => r.organizationCode)).toEqual([DEMO.employer2.code]);

      expectResultError(await get('letters/00000000-0000-4000-8000-000000000000'), 404, 'RECORD_NOT_FOUND');
      expectResultError(await get(`notifs/${sent._id}/recipients`), 404, 'RECORD_NOT_FOUND');
      expectResultError(await get(`letters/${sent._id}/attachments/00000000-0000-4000-8000-000000000000`), 404, 'RECORD_NOT_FOUND');
    });

    it('sends an obligatory notification with an attachment to all organizations, stored and linked once', async () => {
      const files = (await ctx.db.selectFrom('files').select('id').execute()).length;
      const count = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: employer });
      const before = (count.json() as { data: { newNotifsObligatory: number } }).data.newNotifsObligatory;

      const res = await send(ctx, operator, 'notifs', { type: 'obligatory', isObligatory: 'true', recipients: 'all' }, [{ name: 'წესები.pdf', content: PDF }]);
      const sent = resultOf<{ _id: string; recipientCount: number }>(res);
      expect(sent.recipientCount).toBe(organizationCount);

      const rows = await ctx.db.selectFrom('notificationRecipients').select('organizationId').where('notificationId', '=', sent._id).execute();
      expect(rows).toHaveLength(organizationCount);
      expect((await ctx.db.selectFrom('files').select('id').execute()).length).toBe(files + 1);
      expect(await ctx.db.selectFrom('notificationAttachments').selectAll().where('notificationId', '=', sent._id).execute()).toHaveLength(1);
      const stored = await ctx.db.selectFrom('files').select(['sha256', 'sizeBytes', 'kind', 'createdBy']).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ sizeBytes: PDF.length, kind: 'pdf', createdBy: operatorId });

      // the count cache of the recipients was dropped: the employer sees the new item on its next poll
      const after = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: employer });
      expect((after.json() as { data: { newNotifsObligatory: number } }).data.newNotifsObligatory).toBe(before + 1);

      const list = resultOf<Page<{ _id: string; isObligatory: boolean; recipientCount: number }>>(await get('notifs'));
      expect(list.items[0]).toMatchObject({ _id: sent._id, isObligatory: true, recipientCount: organizationCount });
    });

    it.each([
      ['an unknown recipient code', { recipients: `${DEMO.employer.code},999999999,888888888` }, [], 400, 'UNKNOWN_RECIPIENTS', /999999999, 888888888/],
      ['no Georgian text', { text: '' }, [], 400, 'GEORGIAN_TEXT_REQUIRED', undefined],
      ['a text without Georgian script', { text: 'Only English here.' }, [], 400, 'GEORGIAN_TEXT_REQUIRED', undefined],
      ['no Georgian subject', { subject: '  ' }, [], 400, 'GEORGIAN_TEXT_REQUIRED', undefined],
      ['no recipients', { recipients: ' , ' }, [], 400, 'RECIPIENTS_REQUIRED', undefined],
      ['an unknown type', { type: 'spam' }, [], 400, 'VALIDATION_FAILED', undefined],
      ['an attachment over 7 MB', {}, [{ name: 'big.pdf', content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]) }], 413, 'FILE_TOO_LARGE', /big\.pdf/],
      ['an executable named .pdf', {}, [{ name: 'invoice.pdf', content: EXE }], 415, 'FILE_CONTENT_MISMATCH', /invoice\.pdf/],
      ['an empty file', {}, [{ name: 'empty.txt', content: Buffer.alloc(0) }], 400, 'FILE_EMPTY', /empty\.txt/],
      ['a file type not accepted', {}, [{ name: 'setup.exe', content: EXE }], 415, 'FILE_TYPE_NOT_ALLOWED', /setup\.exe/],
      ['a good file beside a bad one', {}, [{ name: 'ok.pdf', content: PDF }, { name: 'bad.pdf', content: EXE }], 415, 'FILE_CONTENT_MISMATCH', /bad\.pdf/],
      ['eleven attachments', {}, Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, content: PDF })), 400, 'TOO_MANY_FILES', /10/],
    ] as const)('refuses %s and sends nothing', async (_title, fields, files, status, code, message) => {
      const before = await snapshot(ctx.db, [...SENT_TABLES]);
      for (const kind of ['letters', 'notifs'] as const) {
        const res = await send(ctx, operator, kind, { recipients: 'all', ...fields }, [...files]);
        const body = expectResultError(res, status, code);
        if (message) expect(body.message).toMatch(message);
      }
      expect(await snapshot(ctx.db, [...SENT_TABLES])).toEqual(before);
    });

    it('names an unknown code in the language of the request', async () => {
      const res = await send(ctx, operator, 'letters', { recipients: '123456789' }, [], { 'accept-language': 'en' });
      expectResultError(res, 400, 'UNKNOWN_RECIPIENTS', 'No organization is registered with these codes: 123456789. Nothing was sent.');
    });

    it('refuses a send that is not multipart', async () => {
      const res = await ctx.inject({ method: 'POST', url: `${OP}/letters`, token: operator, payload: { type: 'information', subject: 'ა', text: 'ა', recipients: 'all' } });
      expectResultError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    });

    it('refuses a file under another field name', async () => {
      const body = multipart({ type: 'information', subject: 'ა', text: 'ტექსტი', recipients: 'all' }, [{ name: 'a.pdf', content: PDF, field: 'file' }]);
      const res = await ctx.inject({ method: 'POST', url: `${OP}/letters`, token: operator, payload: body.payload, headers: body.headers });
      expectResultError(res, 400, 'VALIDATION_FAILED');
    });
  });

  describe('acting on behalf of an organization', () => {
    let acting: { accessToken: string; refreshToken: string; organization: { id: string; code: string } };
    let organizationId: string;

    beforeAll(async () => {
      organizationId = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).id;
      const res = await ctx.inject({ method: 'POST', url: `${OP}/organizations/${organizationId}/act`, token: operator, headers: { 'x-correlation-id': 'act-start-0001' } });
      acting = resultOf<typeof acting>(res);
      await auditOf('act-start-0001');
    });

    it('opens a session scoped to the organization, recorded in the audit log', async () => {
      expect(acting.organization).toMatchObject({ id: organizationId, code: DEMO.employer2.code });
      // the audit row is written after the answer is sent
      await ctx.app.auditSettled();
      const entry = await ctx.db.selectFrom('auditLog').selectAll().where('route', '=', '/api/operator/v1/organizations/:id/act').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ operatorId, organizationId, targetId: organizationId, status: 200, onBehalf: false });
      expectResultError(await ctx.inject({ method: 'POST', url: `${OP}/organizations/00000000-0000-4000-8000-000000000000/act`, token: operator }), 404, 'RECORD_NOT_FOUND');
    });

    it("reaches the organization's employer endpoints, and nothing of the back office", async () => {
      const letters = await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/all', token: acting.accessToken });
      expect(letters.statusCode).toBe(200);
      const own = await ctx.db.selectFrom('letterRecipients').select('letterId').where('organizationId', '=', organizationId).execute();
      expect((letters.json() as { data: { total: number } }).data.total).toBe(own.length);

      const profile = resultOf<{ organizationCode: string; username: string }>(await ctx.inject({ method: 'GET', url: `/api/user/v1/users/${operatorId}`, token: acting.accessToken }));
      expect(profile).toMatchObject({ organizationCode: DEMO.employer2.code, username: DEMO.operator.username });

      expectResultError(await get('organizations', acting.accessToken), 403, 'FORBIDDEN');
      expectResultError(await send(ctx, acting.accessToken, 'letters', { recipients: 'all' }), 403, 'FORBIDDEN');
    });

    it("records every write as the operator's for the organization", async () => {
      const res = await ctx.inject({
        method: 'PUT',
        url: '/api/user/v1/users/organization',
        token: acting.accessToken,
        headers: { 'x-correlation-id': 'acting-write-0001' },
        payload: { id: operatorId, mobile: '+995 555 00 11 22', email: 'help@example.ge' },
      });
      resultOf(res);
      const org = await ctx.db.selectFrom('organizations').select(['mobile', 'email']).where('id', '=', organizationId).executeTakeFirstOrThrow();
      expect(org).toEqual({ mobile: '+995 555 00 11 22', email: 'help@example.ge' });
      const operatorRow = await ctx.db.selectFrom('users').select(['mobile', 'email']).where('id', '=', operatorId).executeTakeFirstOrThrow();
      expect(operatorRow.email).not.toBe('help@example.ge');

      const log = resultOf<Page<{ operatorId: string; operatorUsername: string; organizationId: string; organizationCode: string; onBehalf: boolean; userId: string | null; method: string; route: string }>>(
        await auditOf('acting-write-0001'),
      );
      expect(log.items).toHaveLength(1);
      expect(log.items[0]).toMatchObject({
        operatorId,
        operatorUsername: DEMO.operator.username,
        organizationId,
        organizationCode: DEMO.employer2.code,
        onBehalf: true,
        userId: null,
        method: 'PUT',
        route: '/api/user/v1/users/organization',
      });
    });

    it('does not confirm reading for the organization, and records the attempt', async () => {
      const letter = await ctx.db.selectFrom('letterRecipients').select('letterId').where('organizationId', '=', organizationId).where('readAt', 'is', null).executeTakeFirstOrThrow();
      const res = await ctx.inject({ method: 'POST', url: '/api/nbo/v1/letters/user/read', token: acting.accessToken, payload: { _id: letter.letterId }, headers: { 'x-correlation-id': 'acting-read-0001' } });
      expect(res.statusCode).toBe(403);
      expect((res.json() as { code: string }).code).toBe('READ_BY_ORGANIZATION_ONLY');
      const still = await ctx.db.selectFrom('letterRecipients').select('readAt').where('organizationId', '=', organizationId).where('letterId', '=', letter.letterId).executeTakeFirstOrThrow();
      expect(still.readAt).toBeNull();
      const log = resultOf<Page<{ status: number; onBehalf: boolean }>>(await auditOf('acting-read-0001'));
      expect(log.items).toEqual([expect.objectContaining({ status: 403, onBehalf: true })]);
    });

    it('ends with a sign-out of its own, or with the operator session it came from', async () => {
      const second = resultOf<typeof acting>(await ctx.inject({ method: 'POST', url: `${OP}/organizations/${organizationId}/act`, token: operator }));
      await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/logout', token: second.accessToken, payload: { refreshToken: second.refreshToken } });
      expect((await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: second.accessToken })).statusCode).toBe(401);
      // the operator's own session still works
      expect((await get('operators')).statusCode).toBe(200);

      const own = await operatorLogin(ctx);
      const third = resultOf<typeof acting>(await ctx.inject({ method: 'POST', url: `${OP}/organizations/${organizationId}/act`, token: own.accessToken }));
      expect((await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: third.accessToken })).statusCode).toBe(200);
      await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/logout', token: own.accessToken, payload: { refreshToken: own.refreshToken } });
      ctx.clock.advance(6_000);
      expect((await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: third.accessToken })).statusCode).toBe(401);
    });

    it("can't be refreshed once the operator's own session has ended", async () => {
      const refresh = (refreshToken: string) => ctx.inject({ method: 'POST', url: '/api/user/v1/auth/operator-user/refresh', headers: { 'accept-language': 'en' }, payload: { refreshToken } });
      const own = await operatorLogin(ctx);
      const acting = resultOf<{ accessToken: string; refreshToken: string }>(await ctx.inject({ method: 'POST', url: `${OP}/organizations/${organizationId}/act`, token: own.accessToken }));
      // while the operator's session lasts, the acting session refreshes like any other
      const next = resultOf<{ isValid: boolean; accessToken: string; refreshToken: string }>(await refresh(acting.refreshToken));
      expect(next.isValid).toBe(true);

      await ctx.inject({ method: 'POST', url: '/api/user/v1/auth/logout', token: own.accessToken, payload: { refreshToken: own.refreshToken } });
      const before = await snapshot(ctx.db, ['refreshTokens']);
      expect(resultOf(await refresh(next.refreshToken))).toEqual({ isValid: false, accessToken: null, refreshToken: null, message: 'Refresh failed' });
      expect(await snapshot(ctx.db, ['refreshTokens'])).toEqual(before);
      const actingSession = await ctx.db.selectFrom('sessions').select(['revokedAt', 'revokedReason']).where('id', '=', claimsOf(acting.accessToken).sid as string).executeTakeFirstOrThrow();
      expect(actingSession.revokedAt).not.toBeNull();
      ctx.clock.advance(6_000);
      expect((await ctx.inject({ method: 'GET', url: '/api/nbo/v1/letters/user/count', token: next.accessToken })).statusCode).toBe(401);
    });
  });

  it('records a refused sign-in as refused, with the reason and the account tried; a sign-in that works as done', async () => {
    type Entry = { username: string | null; account: string | null; status: number; outcome: string; reasonCode: string | null; operation: string | null; route: string };
    const signIn = (username: string, password: string, correlationId: string) =>
      ctx.inject({ method: 'POST', url: '/api/user/v1/auth/application-user', payload: { username, password }, headers: { 'x-correlation-id': correlationId } });
    expect(resultOf<{ isValid: boolean }>(await signIn(DEMO.employer.username, 'Wrong#2026pass', 'signin-refused-0001')).isValid).toBe(false);
    const [refused] = resultOf<Page<Entry>>(await auditOf('signin-refused-0001')).items;
    expect(refused).toMatchObject({ username: null, account: DEMO.employer.username, status: 200, outcome: 'refused', reasonCode: 'INVALID_CREDENTIALS', operation: 'userLogin', route: '/api/user/v1/auth/application-user' });
    await signIn('nobody-such', 'Wrong#2026pass', 'signin-unknown-0001');
    expect(resultOf<Page<Entry>>(await auditOf('signin-unknown-0001')).items[0]).toMatchObject({ account: 'nobody-such', outcome: 'refused', reasonCode: 'INVALID_CREDENTIALS' });
    expect(resultOf<{ isValid: boolean }>(await signIn(DEMO.employer.username, DEMO.employer.password, 'signin-ok-0001')).isValid).toBe(true);
    // the signed-in account is named by its id too, as every later call of its session is
    expect(resultOf<Page<Entry>>(await auditOf('signin-ok-0001')).items[0]).toMatchObject({ username: DEMO.employer.username, account: DEMO.employer.username, outcome: 'ok', reasonCode: null });
    // an error answer is refused with its code too: letters are an operator's to send
    const forbidden = await ctx.inject({ method: 'POST', url: `${OP}/letters`, token: employer, headers: { 'x-correlation-id': 'forbidden-write-0001' } });
    expect(forbidden.statusCode).toBe(403);
    const [denied] = resultOf<Page<Entry>>(await auditOf('forbidden-write-0001')).items;
    expect(denied).toMatchObject({ status: 403, outcome: 'refused', reasonCode: 'FORBIDDEN', operation: 'operatorSendLetter' });
  });

  it('filters the audit log by dates, organization and operator', async () => {
    const today = new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
    const all = resultOf<Page<{ route: string; correlationId: string }>>(await get(`audit-log?from=${today}&to=${today}&pageSize=200`));
    expect(all.totalCount).toBeGreaterThan(3);
    expect(all.items.some((e) => e.route === '/api/operator/v1/letters')).toBe(true);
    const byOperator = resultOf<Page<{ operatorId: string }>>(await get(`audit-log?operatorId=${operatorId}&pageSize=200`));
    expect(byOperator.items.every((e) => e.operatorId === operatorId)).toBe(true);
    const byOrganization = resultOf<Page<{ organizationCode: string }>>(await get(`audit-log?organizationCode=${DEMO.employer2.code}`));
    expect(byOrganization.totalCount).toBeGreaterThan(0);
    expect(byOrganization.items.every((e) => e.organizationCode === DEMO.employer2.code)).toBe(true);
    const yesterday = new Date(ctx.clock.now().getTime() - 86_400_000 + 4 * 3600_000).toISOString().slice(0, 10);
    expect(resultOf<Page<unknown>>(await get(`audit-log?to=${yesterday}`)).totalCount).toBe(0);
    expect(resultOf<Page<unknown>>(await get('audit-log?operatorId=nonsense')).totalCount).toBe(0);
    const operators = resultOf<{ username: string }[]>(await get('operators'));
    expect(operators.map((o) => o.username)).toContain(DEMO.operator.username);
  });

  it('enrols the second factor of an operator at the first sign-in', async () => {
    const passwordHash = await hashSecret('Enrol#2026pass');
    await ctx.db.insertInto('users').values({ username: 'new-operator', passwordHash, role: 'operator', organizationId: null }).execute();
    const signIn = (otp?: string) =>
      ctx.inject({ method: 'POST', url: '/api/user/v1/auth/operator-user', payload: { username: 'new-operator', password: 'Enrol#2026pass', ...(otp ? { otp } : {}) } });

    const first = resultOf<{ isValid: boolean; code: string; totpEnrolment: { secret: string; otpauthUri: string } }>(await signIn());
    expect(first).toMatchObject({ isValid: false, code: 'OTP_ENROLMENT_REQUIRED', accessToken: null });
    expect(first.totpEnrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.totpEnrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Pensia:new-operator\?/);
    expect(first.totpEnrolment.otpauthUri).toContain(`secret=${first.totpEnrolment.secret}`);
    // asking again shows the same key (a phone may already have it)
    const again = resultOf<{ totpEnrolment: { secret: string } }>(await signIn());
    expect(again.totpEnrolment.secret).toBe(first.totpEnrolment.secret);

    const wrong = resultOf<{ isValid: boolean; code: string }>(await signIn('000000'));
    expect(wrong).toMatchObject({ isValid: false, code: 'OTP_INVALID' });
    const ok = resultOf<{ isValid: boolean; accessToken: string }>(await signIn(totpCode(first.totpEnrolment.secret, ctx.clock.now())));
    expect(ok.isValid).toBe(true);
    const row = await ctx.db.selectFrom('users').select(['totpSecret', 'totpPendingSecret']).where('username', '=', 'new-operator').executeTakeFirstOrThrow();
    expect(row).toEqual({ totpSecret: first.totpEnrolment.secret, totpPendingSecret: null });

    const later = resultOf<{ isValid: boolean; code: string; totpEnrolment?: unknown }>(await signIn());
    expect(later).toMatchObject({ isValid: false, code: 'OTP_REQUIRED' });
    expect(later.totpEnrolment).toBeUndefined();
  });
});
