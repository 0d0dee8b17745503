import { randomUUID } from 'node:crypto';
import {
  errorMessage,
  LANGS,
  periodOfInstant,
  validationMessage,
  type ErrorCode,
  type Lang,
  type NamedCode,
  type OperatorOptOutRequest,
  type OptOutCheck,
  type OptOutRequest,
  type ProcessingJob,
} from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPTOUT_PEOPLE, DEMO_OPTOUTS } from '../../db/seed/demo-optouts.ts';
import type { Deps } from '../../lib/deps.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { EXE, multipart, operatorLogin, PDF, type FilePart } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordContributionDue, recordPayment } from '../finance/ledger.service.ts';
import { databaseFileStorage } from '../files/file-storage.ts';
import { runJob } from '../processing/processing.runner.ts';
import { runSettled } from '../../test/processing-runs.ts';
import { startProcessing } from '../processing/processing.service.ts';

const F = '/api/finance/v1';
const W = '/api/finance-write/v1';
const OP = '/api/operator/v1';
const TABLES = [
  'optoutRequests',
  'optoutDocuments',
  'files',
  'ledgerMovements',
  'schemeWithdrawals',
  'optoutReturnedContributions',
] as const;
const GEL = (t: bigint) =>
  `${t < 0n ? '-' : ''}${(t < 0n ? -t : t) / 100n}.${String((t < 0n ? -t : t) % 100n).padStart(2, '0')}`;

interface Page<T> {
  items: T[];
  totalCount: number;
}

let ctx: TestContext;
let employer: string;
let employer2: string;
let operator: string;
let org1: string;
let org2: string;
/** The month two months before now: people first declared then are in their window today. */
let joined: { year: number; month: number };
/** A demo person who may opt out and has no request. */
const FREE = DEMO_OPTOUT_PEOPLE[2];

beforeAll(async () => {
  ctx = await createTestContext();
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  operator = (await operatorLogin(ctx)).accessToken;
  const orgs = await ctx.db.selectFrom('organizations').select(['id', 'code']).execute();
  org1 = orgs.find((o) => o.code === DEMO.employer.code)!.id;
  org2 = orgs.find((o) => o.code === DEMO.employer2.code)!.id;
  const now = periodOfInstant(ctx.clock.now());
  const i = now.year * 12 + now.month - 1 - 2;
  joined = { year: Math.floor(i / 12), month: (i % 12) + 1 };
}, 120_000);
afterAll(async () => ctx?.close());

const doc = (name = 'request.pdf', content: Buffer | string = PDF): FilePart => ({
  name,
  content,
  contentType: 'application/pdf',
  field: 'documents',
});
const form = (path: string, fields: Record<string, string>, files: FilePart[], token = employer, lang: Lang = 'en') => {
  const body = multipart(fields, files);
  return ctx.inject({
    method: 'POST',
    url: `${W}/${path}`,
    token,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
};
const file = (
  personalNumber: string,
  files: FilePart[] = [doc()],
  token = employer,
  lang: Lang = 'en',
  extra: Record<string, string> = {},
) =>
  form(
    'add-voluntaryOptout-request',
    {
      personalNumber,
      documentTypes: files.map((_, i) => (i === 0 ? 'employee_request' : 'other')).join(','),
      ...extra,
    },
    files,
    token,
    lang,
  );
const get = (path: string, token = employer, lang: Lang = 'en') =>
  ctx.inject({ method: 'GET', url: `${F}/${path}`, token, headers: { 'accept-language': lang } });
const decide = (id: string, payload: Record<string, unknown>, token = operator, lang: Lang = 'en') =>
  ctx.inject({
    method: 'POST',
    url: `${OP}/optout-requests/${id}/decision`,
    token,
    payload,
    headers: { 'accept-language': lang },
  });
const balance = async (token = employer) =>
  resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token }))
    .totalBalance;

/** A refusal in every language, with the message of the code (and field messages), that changes nothing. */
async function refused(
  call: (lang: Lang) => ReturnType<typeof get>,
  status: number,
  code: ErrorCode,
  fields: Record<string, string> = {},
  params?: Record<string, string>,
) {
  const before = await snapshot(ctx.db, [...TABLES]);
  for (const lang of LANGS) {
    const body = expectResultError(
      await call(lang),
      status,
      code,
      code.startsWith('FILE_') ? undefined : errorMessage(lang, code, params),
    );
    for (const [field, ref] of Object.entries(fields))
      expect(body.result?.messages[field], `${lang} ${field}`).toBe(validationMessage(lang, ref));
  }
  expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
function windowOf(j: { year: number; month: number }) {
  const a = j.year * 12 + j.month - 1 + 2;
  const b = j.year * 12 + j.month - 1 + 4;
  const [oy, om] = [Math.floor(a / 12), (a % 12) + 1];
  const [cy, cm] = [Math.floor(b / 12), (b % 12) + 1];
  return { opens: `${oy}-${pad(om)}-01`, closes: `${cy}-${pad(cm)}-${pad(lastDay(cy, cm))}` };
}

describe('who may call', () => {
  it('employer tokens get 403 on the operator routes, callers without a token 401; nothing changes', async () => {
    const id = randomUUID();
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const [method, url, payload] of [
      ['GET', 'optout-requests'],
      ['POST', `optout-requests/${id}/decision`, { decision: 'satisfy' }],
      ['GET', `optout-requests/${id}/documents/${randomUUID()}`],
    ] as const) {
      expectResultError(
        await ctx.inject({ method, url: `${OP}/${url}`, token: employer, payload: payload as never }),
        403,
        'FORBIDDEN',
      );
      expectResultError(
        await ctx.inject({ method, url: `${OP}/${url}`, payload: payload as never }),
        401,
        'UNAUTHORIZED',
      );
    }
    for (const url of [
      'get-voluntaryOptout-Climes',
      'get-voluntaryOptout-status',
      'get-voluntaryOptout-doctypes',
      `get-voluntaryOptout-request/${id}`,
      `declarations/checkvoluntaryoptoutclimecreate/${FREE.personalNumber}`,
    ]) {
      expectResultError(await ctx.inject({ method: 'GET', url: `${F}/${url}` }), 401, 'UNAUTHORIZED');
    }
    // an operator outside an organization is not an employer
    expectResultError(await get('get-voluntaryOptout-Climes', operator), 403, 'FORBIDDEN');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe('lists of the form and the demo requests', () => {
  it('names the statuses and document types in three languages', async () => {
    const statuses = resultOf<NamedCode[]>(await get('get-voluntaryOptout-status'));
    expect(statuses.map((s) => s.code)).toEqual(['new', 'satisfied', 'rejected']);
    const types = resultOf<NamedCode[]>(await get('get-voluntaryOptout-doctypes'));
    expect(types.map((s) => s.code)).toEqual(['employee_request', 'identity_document', 'other']);
    for (const t of [...types, ...statuses]) {
      expect(t.nameKa).toMatch(/[\u10D0-\u10FF]/);
      expect(t.nameRu).toMatch(/[\u0400-\u04FF]/);
    }
  });

  it("the demo employer has a request in each status, each with the written request; the satisfied one's person is withdrawn", async () => {
    const page = resultOf<Page<OptOutRequest>>(await get('get-voluntaryOptout-Climes'));
    const people = [DEMO_OPTOUTS.pending, DEMO_OPTOUTS.rejected, DEMO_OPTOUTS.satisfied].map((p) => p.personalNumber);
    const seeded = page.items.filter((r) => people.includes(r.personalNumber as never));
    expect(seeded.map((r) => [r.personalNumber, r.status]).sort()).toEqual([
      [DEMO_OPTOUTS.pending.personalNumber, 'new'],
      [DEMO_OPTOUTS.rejected.personalNumber, 'rejected'],
      [DEMO_OPTOUTS.satisfied.personalNumber, 'satisfied'],
    ]);
    const withdrawn = await ctx.db
      .selectFrom('schemeWithdrawals')
      .select(['personalNumber', 'optoutRequestId'])
      .where('personalNumber', 'in', people)
      .execute();
    expect(withdrawn).toEqual([
      {
        personalNumber: DEMO_OPTOUTS.satisfied.personalNumber,
        optoutRequestId: seeded.find((r) => r.status === 'satisfied')!.id,
      },
    ]);
    for (const r of seeded) {
      expect(r.documents).toEqual([
        expect.objectContaining({ docType: 'employee_request', contentType: 'application/pdf' }),
      ]);
      expect(r.joined).toBe(`${joined.year}-${pad(joined.month)}`);
      expect(r.window).toEqual(windowOf(joined));
    }
    expect(seeded.find((r) => r.status === 'rejected')!.decisionReason).toMatch(/[\u10D0-\u10FF]/);
    const onlyNew = resultOf<Page<OptOutRequest>>(await get('get-voluntaryOptout-Climes?status=new'));
    expect(onlyNew.items.every((r) => r.status === 'new')).toBe(true);
    expect(
      resultOf<Page<OptOutRequest>>(
        await get(`get-voluntaryOptout-Climes?personalNumber=${DEMO_OPTOUTS.rejected.personalNumber}`),
      ).items.map((r) => r.status),
    ).toEqual(['rejected']);
  });
});

describe('checks', () => {
  it('answers who may leave today, with the window, and why not in the caller language', async () => {
    const ok = resultOf<OptOutCheck>(await get(`declarations/checkvoluntaryoptoutclimecreate/${FREE.personalNumber}`));
    expect(ok).toEqual({
      personalNumber: FREE.personalNumber,
      firstName: FREE.firstName,
      lastName: FREE.lastName,
      canCreate: true,
      refusal: null,
      message: null,
      window: windowOf(joined),
    });

    // a demo employee who was younger than 40 in 2018
    const young = await ctx.db
      .selectFrom('employees')
      .select('personalNumber')
      .where('organizationId', '=', org1)
      .where('birthDate', '>', '1985-01-01')
      .executeTakeFirstOrThrow();
    for (const lang of LANGS) {
      const c = resultOf<OptOutCheck>(
        await get(`declarations/checkvoluntaryoptoutclimecreate/${young.personalNumber}`, employer, lang),
      );
      expect(c).toMatchObject({
        canCreate: false,
        refusal: 'OPTOUT_MANDATORY_PARTICIPANT',
        message: errorMessage(lang, 'OPTOUT_MANDATORY_PARTICIPANT'),
        window: null,
      });
      const pending = resultOf<OptOutCheck>(
        await get(
          `declarations/checkvoluntaryoptoutclimecreate/${DEMO_OPTOUTS.pending.personalNumber}`,
          employer,
          lang,
        ),
      );
      expect(pending).toMatchObject({
        canCreate: false,
        refusal: 'OPTOUT_ALREADY_REQUESTED',
        message: errorMessage(lang, 'OPTOUT_ALREADY_REQUESTED'),
      });
    }
    // the second employer never declared the person: nothing about them is told
    const theirs = resultOf<OptOutCheck>(
      await get(`declarations/checkvoluntaryoptoutclimecreate/${FREE.personalNumber}`, employer2),
    );
    expect(theirs).toEqual({
      personalNumber: FREE.personalNumber,
      firstName: null,
      lastName: null,
      canCreate: false,
      refusal: 'OPTOUT_NOT_EMPLOYEE',
      message: errorMessage('en', 'OPTOUT_NOT_EMPLOYEE'),
      window: null,
    });
    // a rejected request does not stand in the way of a new one
    expect(
      resultOf<OptOutCheck>(
        await get(`declarations/checkvoluntaryoptoutclimecreate/${DEMO_OPTOUTS.rejected.personalNumber}`),
      ).canCreate,
    ).toBe(true);
  });

  it('checks a list of personal numbers at once, each once, in the order given', async () => {
    const list = [FREE.personalNumber, DEMO_OPTOUTS.pending.personalNumber, '99999999999', FREE.personalNumber];
    const res = resultOf<OptOutCheck[]>(
      await ctx.inject({
        method: 'POST',
        url: `${F}/optout/check-participant-list`,
        token: employer,
        payload: { personalNumbers: list },
      }),
    );
    expect(res.map((c) => [c.personalNumber, c.refusal])).toEqual([
      [FREE.personalNumber, null],
      [DEMO_OPTOUTS.pending.personalNumber, 'OPTOUT_ALREADY_REQUESTED'],
      ['99999999999', 'OPTOUT_NOT_EMPLOYEE'],
    ]);
  });

  it('refuses malformed personal numbers in every language', async () => {
    for (const lang of LANGS) {
      const a = expectResultError(
        await get('declarations/checkvoluntaryoptoutclimecreate/1234567890', employer, lang),
        400,
        'VALIDATION_FAILED',
      );
      expect(a.result?.messages.id).toBe(validationMessage(lang, 'personalNumberLength'));
      const b = expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${F}/optout/check-participant-list`,
          token: employer,
          payload: { personalNumbers: ['12345abcdef'] },
          headers: { 'accept-language': lang },
        }),
        400,
        'VALIDATION_FAILED',
      );
      expect(Object.values(b.result?.messages ?? {})).toContain(validationMessage(lang, 'personalNumberDigits'));
      expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${F}/optout/check-participant-list`,
          token: employer,
          payload: { personalNumbers: [] },
          headers: { 'accept-language': lang },
        }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe('add-voluntaryOptout-request', () => {
  it('files a request with the written request: listed, read by id, its document downloaded, audited', async () => {
    const person = DEMO_OPTOUT_PEOPLE[3];
    const created = resultOf<OptOutRequest>(
      await file(person.personalNumber, [doc('განცხადება.pdf'), doc('id.pdf')], employer, 'en', {
        comment: 'ხელმოწერილი განცხადება',
      }),
    );
    expect(created).toMatchObject({
      status: 'new',
      personalNumber: person.personalNumber,
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate,
      comment: 'ხელმოწერილი განცხადება',
      window: windowOf(joined),
      decisionReason: null,
      returnedToOrganization: null,
    });
    expect(created.number).toMatch(/^OPT-\d+$/);
    expect(created.documents.map((d) => [d.name, d.docType])).toEqual([
      ['განცხადება.pdf', 'employee_request'],
      ['id.pdf', 'other'],
    ]);
    expect(resultOf<OptOutRequest>(await get(`get-voluntaryOptout-request/${created.id}`))).toEqual(created);
    const dl = await ctx.inject({
      method: 'POST',
      url: `${W}/download-voluntaryOptout-doc`,
      token: employer,
      payload: { requestId: created.id, documentId: created.documents[0]!.id },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['route', 'status'])
      .where('targetId', '=', created.id)
      .execute();
    expect(audit).toEqual([{ route: `${W}/add-voluntaryOptout-request`, status: 200 }]);
    // a second request for the same person, by any organization, while this one is new
    await refused((lang) => file(person.personalNumber, [doc()], employer, lang), 409, 'OPTOUT_ALREADY_REQUESTED');
    resultOf(
      await ctx.inject({
        method: 'DELETE',
        url: `${W}/delete-voluntaryOptout-request?id=${created.id}`,
        token: employer,
      }),
    );
  });

  it('refuses people who may not leave, outside the window or not employed, in every language; nothing changes', async () => {
    const young = await ctx.db
      .selectFrom('employees')
      .select('personalNumber')
      .where('organizationId', '=', org1)
      .where('birthDate', '>', '1985-01-01')
      .executeTakeFirstOrThrow();
    await refused((lang) => file(young.personalNumber, [doc()], employer, lang), 409, 'OPTOUT_MANDATORY_PARTICIPANT');
    // a man of pension age in 2018, declared by the employer
    await paidDeclaration(org1, { year: 2020, month: 1 }, [
      { personalNumber: '35009000050', birthDate: '1950-02-02', gender: 'male', base: 100_000n },
    ]);
    await refused((lang) => file('35009000050', [doc()], employer, lang), 409, 'OPTOUT_NOT_PARTICIPANT');
    await refused((lang) => file(FREE.personalNumber, [doc()], employer2, lang), 404, 'OPTOUT_NOT_EMPLOYEE');
    // a demo employee of 40 or more in 2018, declared for two years: the window closed long ago
    const { rows: late } = await sql<{
      personalNumber: string;
    }>`select personal_number as "personalNumber" from employees where organization_id = ${org1}
      and birth_date between '1959-01-01' and '1978-08-06' and gender = 'male' and personal_number not like '3500100%' limit 1`.execute(
      ctx.db,
    );
    const first = await sql<{
      y: number;
      m: number;
    }>`select min(dc.year * 12 + dc.month - 1) as y, 0 as m from declarations dc join declaration_details d on d.declaration_id = dc.id
      where dc.organization_id = ${org1} and dc.status in ('open', 'closed') and d.personal_number = ${late[0]!.personalNumber}`.execute(
      ctx.db,
    );
    const j = Number(first.rows[0]!.y);
    const w = windowOf({ year: Math.floor(j / 12), month: (j % 12) + 1 });
    await refused(
      (lang) => file(late[0]!.personalNumber, [doc()], employer, lang),
      409,
      'OPTOUT_AFTER_WINDOW',
      {},
      { opens: w.opens.split('-').reverse().join('.'), closes: w.closes.split('-').reverse().join('.') },
    );
  });

  it('refuses a malformed personal number, no written request, a wrong type, an executable, a file over 7 MB', async () => {
    await refused((lang) => file('123', [doc()], employer, lang), 400, 'VALIDATION_FAILED', {
      personalNumber: 'personalNumberLength',
    });
    await refused((lang) => file('', [doc()], employer, lang), 400, 'VALIDATION_FAILED', {
      personalNumber: 'required',
    });
    await refused(
      (lang) =>
        form(
          'add-voluntaryOptout-request',
          { personalNumber: FREE.personalNumber, documentTypes: '' },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    await refused(
      (lang) =>
        form(
          'add-voluntaryOptout-request',
          { personalNumber: FREE.personalNumber, documentTypes: 'other' },
          [doc()],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    await refused(
      (lang) =>
        form(
          'add-voluntaryOptout-request',
          { personalNumber: FREE.personalNumber, documentTypes: 'passport' },
          [doc()],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documentTypes: 'optoutDocumentType' },
    );
    await refused(
      (lang) => file(FREE.personalNumber, [doc('setup.exe', EXE)], employer, lang),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    await refused(
      (lang) => file(FREE.personalNumber, [doc('fake.pdf', EXE)], employer, lang),
      415,
      'FILE_CONTENT_MISMATCH',
    );
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7 * 1024 * 1024)]);
    await refused((lang) => file(FREE.personalNumber, [doc('big.pdf', big)], employer, lang), 413, 'FILE_TOO_LARGE');
  });
});

describe("another organization's requests", () => {
  it('are not listed and answer 404 to every call, revealing nothing', async () => {
    const mine = (
      await ctx.db
        .selectFrom('optoutRequests')
        .select('id')
        .where('personalNumber', '=', DEMO_OPTOUTS.pending.personalNumber)
        .executeTakeFirstOrThrow()
    ).id;
    const docId = (
      await ctx.db
        .selectFrom('optoutDocuments')
        .select('fileId')
        .where('requestId', '=', mine)
        .executeTakeFirstOrThrow()
    ).fileId;
    expect(resultOf<Page<OptOutRequest>>(await get('get-voluntaryOptout-Climes', employer2)).items).toEqual([]);
    const before = await snapshot(ctx.db, [...TABLES]);
    const bodies = [];
    for (const id of [mine, randomUUID()]) {
      bodies.push(
        expectResultError(await get(`get-voluntaryOptout-request/${id}`, employer2), 404, 'RECORD_NOT_FOUND'),
      );
      expectResultError(
        await ctx.inject({ method: 'DELETE', url: `${W}/delete-voluntaryOptout-request?id=${id}`, token: employer2 }),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await ctx.inject({
          method: 'DELETE',
          url: `${W}/remove-voluntaryOptout-doc?requestId=${id}&documentId=${docId}`,
          token: employer2,
        }),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await form('update-voluntaryOptout-request', { id, comment: 'x', documentTypes: '' }, [], employer2),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await form('upload-voluntaryOptout-doc', { requestId: id, documentTypes: 'other' }, [doc()], employer2),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${W}/download-voluntaryOptout-doc`,
          token: employer2,
          payload: { requestId: id, documentId: docId },
        }),
        404,
        'RECORD_NOT_FOUND',
      );
    }
    const strip = ({ correlationId: _c, ...rest }: Record<string, unknown>) => rest;
    expect(strip(bodies[0] as never)).toEqual(strip(bodies[1] as never));
    expectResultError(await get('get-voluntaryOptout-request/nope'), 400, 'VALIDATION_FAILED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe('changing a new request', () => {
  it('updates the comment, adds and takes off documents; the written request stays; deleted while new', async () => {
    const person = DEMO_OPTOUT_PEOPLE[4];
    const r = resultOf<OptOutRequest>(await file(person.personalNumber, [doc('one.pdf')]));
    const [one] = r.documents;
    const added = resultOf<OptOutRequest>(
      await form('upload-voluntaryOptout-doc', { requestId: r.id, documentTypes: 'identity_document' }, [
        doc('passport.pdf'),
      ]),
    );
    expect(added.documents.map((d) => [d.name, d.docType])).toEqual([
      ['one.pdf', 'employee_request'],
      ['passport.pdf', 'identity_document'],
    ]);
    // the only written request can't go
    await refused(
      (lang) =>
        ctx.inject({
          method: 'DELETE',
          url: `${W}/remove-voluntaryOptout-doc?requestId=${r.id}&documentId=${one!.id}`,
          token: employer,
          headers: { 'accept-language': lang },
        }),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    await refused(
      (lang) =>
        form(
          'update-voluntaryOptout-request',
          { id: r.id, comment: 'x', removeDocumentIds: one!.id },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'optoutDocumentRequired' },
    );
    // replaced by another in one update
    const updated = resultOf<OptOutRequest>(
      await form(
        'update-voluntaryOptout-request',
        { id: r.id, comment: 'შესწორებული', documentTypes: 'employee_request', removeDocumentIds: one!.id },
        [doc('two.pdf')],
      ),
    );
    expect(updated.comment).toBe('შესწორებული');
    expect(updated.documents.map((d) => [d.name, d.docType])).toEqual([
      ['passport.pdf', 'identity_document'],
      ['two.pdf', 'employee_request'],
    ]);
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', one!.id).executeTakeFirst()).toBeUndefined();
    const passport = updated.documents[0]!;
    const removed = resultOf<OptOutRequest>(
      await ctx.inject({
        method: 'DELETE',
        url: `${W}/remove-voluntaryOptout-doc?requestId=${r.id}&documentId=${passport.id}`,
        token: employer,
      }),
    );
    expect(removed.documents.map((d) => d.name)).toEqual(['two.pdf']);
    await refused(
      (lang) => form('update-voluntaryOptout-request', { id: r.id, comment: 'x'.repeat(1001) }, [], employer, lang),
      400,
      'VALIDATION_FAILED',
      { comment: 'tooLong?max=1000' },
    );
    const files = (
      await ctx.db.selectFrom('optoutDocuments').select('fileId').where('requestId', '=', r.id).execute()
    ).map((d) => d.fileId);
    expect(
      resultOf(
        await ctx.inject({ method: 'DELETE', url: `${W}/delete-voluntaryOptout-request?id=${r.id}`, token: employer }),
      ),
    ).toEqual({ id: r.id });
    expect(await ctx.db.selectFrom('files').select('id').where('id', 'in', files).execute()).toEqual([]);
    expectResultError(await get(`get-voluntaryOptout-request/${r.id}`), 404, 'RECORD_NOT_FOUND');
  });

  it('a decided request can not be changed, deleted or decided again', async () => {
    const rejected = (
      await ctx.db
        .selectFrom('optoutRequests')
        .select('id')
        .where('personalNumber', '=', DEMO_OPTOUTS.rejected.personalNumber)
        .executeTakeFirstOrThrow()
    ).id;
    await refused(
      (lang) => form('update-voluntaryOptout-request', { id: rejected, comment: 'x' }, [], employer, lang),
      409,
      'OPTOUT_ALREADY_DECIDED',
    );
    await refused(
      (lang) =>
        form('upload-voluntaryOptout-doc', { requestId: rejected, documentTypes: 'other' }, [doc()], employer, lang),
      409,
      'OPTOUT_ALREADY_DECIDED',
    );
    await refused(
      (lang) =>
        ctx.inject({
          method: 'DELETE',
          url: `${W}/delete-voluntaryOptout-request?id=${rejected}`,
          token: employer,
          headers: { 'accept-language': lang },
        }),
      409,
      'OPTOUT_ALREADY_DECIDED',
    );
    await refused((lang) => decide(rejected, { decision: 'satisfy' }, operator, lang), 409, 'OPTOUT_ALREADY_DECIDED');
  });
});

// ── satisfying: the contributions given back and the person withdrawn ────────────────────────────────────

/** An activated, paid declaration of a month with one row per person (2% + 2%), as the processing tests build them. */
async function paidDeclaration(
  organizationId: string,
  period: { year: number; month: number },
  people: { personalNumber: string; birthDate: string; gender: 'male' | 'female'; base: bigint }[],
) {
  const activatedAt = ctx.clock.now();
  const rows = people.map((p, i) => ({ ...p, rowNumber: i + 1, c: (p.base * 2n + 50n) / 100n }));
  const total = rows.reduce((s, r) => s + 2n * r.c, 0n);
  const { rows: d } = await sql<{ id: string }>`
    insert into declarations (organization_id, year, month, type, form, status, activation_date, row_count, total_base, total_employee_contribution, total_organization_contribution, total_amount)
    values (${organizationId}, ${period.year}, ${period.month}, 'standard', 'simple', 'open', ${activatedAt}, ${rows.length}, ${GEL(rows.reduce((s, r) => s + r.base, 0n))}, ${GEL(total / 2n)}, ${GEL(total / 2n)}, ${GEL(total)})
    returning id`.execute(ctx.db);
  const id = d[0]!.id;
  for (const r of rows) {
    await sql`insert into declaration_details (declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender, gross_salary, employee_contribution, organization_contribution, opt_in)
      values (${id}, ${organizationId}, ${r.rowNumber}, ${r.personalNumber}, 'ლევან', 'ბაღდავაძე', ${r.birthDate}, ${r.gender}, ${GEL(r.base)}, ${GEL(r.c)}, ${GEL(r.c)}, false)`.execute(
      ctx.db,
    );
  }
  await recordContributionDue(ctx.db, {
    organizationId,
    declarationId: id,
    totalAmount: GEL(total),
    activatedAt,
    createdBy: null,
  });
  // enough to settle everything the organization owes, this declaration included
  await recordPayment(ctx.db, activatedAt, {
    organizationId,
    number: `TR-OPT-${id.slice(0, 8)}`,
    paidAt: activatedAt.toISOString().slice(0, 10),
    bankName: 'საქართველოს ბანკი',
    accountNumber: 'GE29NB0000000101904917',
    amount: total + 100_000_000n,
    reason: 'შენატანები',
  });
  return id;
}

async function processMonth(period: { year: number; month: number }) {
  const today = new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
  resultOf(
    await ctx.inject({
      method: 'PUT',
      url: `${OP}/unit-prices/${today}`,
      token: operator,
      payload: { price: '1.250000' },
    }),
  );
  const job = resultOf<ProcessingJob>(
    await ctx.inject({ method: 'POST', url: `${OP}/processing`, token: operator, payload: period }),
  );
  await runSettled(ctx.db, job.id);
  return resultOf<ProcessingJob>(
    await ctx.inject({ method: 'GET', url: `${OP}/processing/${job.id}`, token: operator }),
  );
}

describe('two organizations at the same moment', () => {
  it('file for the same person: one request is kept, the other is told one is already waiting', async () => {
    const person = { personalNumber: '35009000077', birthDate: '1971-06-06', gender: 'female' as const };
    await paidDeclaration(org1, joined, [{ ...person, base: 200_000n }]);
    await paidDeclaration(org2, joined, [{ ...person, base: 200_000n }]);
    const answers = await Promise.all([
      file(person.personalNumber, [doc()], employer),
      file(person.personalNumber, [doc()], employer2),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((answers.find((a) => a.statusCode === 409)!.json() as { code: string }).code).toBe(
      'OPTOUT_ALREADY_REQUESTED',
    );
    const kept = await ctx.db
      .selectFrom('optoutRequests')
      .select('id')
      .where('personalNumber', '=', person.personalNumber)
      .execute();
    expect(kept).toHaveLength(1);
    // the refused one left no document behind
    const files = await ctx.db
      .selectFrom('optoutDocuments')
      .select('fileId')
      .where('requestId', '=', kept[0]!.id)
      .execute();
    expect(files).toHaveLength(1);
  });
});

describe('the operator satisfies a request', () => {
  const person = { personalNumber: '35009000001', birthDate: '1968-03-03', gender: 'male' as const };

  it('gives the contributions back — one movement to each employer that paid them — and withdraws the person; later rows carry no contributions', async () => {
    // declared and paid by both demo employers two months ago, processed into the account
    await paidDeclaration(org1, joined, [{ ...person, base: 300_000n }]);
    await paidDeclaration(org2, joined, [{ ...person, base: 100_000n }]);
    const job = await processMonth(joined);
    expect(job.status).toBe('done');
    const { rows: contributions } = await sql<{ source: string; organizationId: string; amount: string }>`
      select source, organization_id as "organizationId", amount::text as amount from participant_contributions where personal_number = ${person.personalNumber} order by organization_id, source`.execute(
      ctx.db,
    );
    const paid = (org: string) =>
      contributions
        .filter((c) => c.organizationId === org && c.source !== 'state')
        .reduce((s, c) => s + BigInt(c.amount.replace('.', '')), 0n);
    const state = contributions
      .filter((c) => c.source === 'state')
      .reduce((s, c) => s + BigInt(c.amount.replace('.', '')), 0n);
    expect(paid(org1)).toBe(12_000n); // 2% + 2% of 3,000 GEL
    expect(paid(org2)).toBe(4_000n);
    expect(state).toBe(8_000n); // 2% of 4,000 GEL

    const request = resultOf<OptOutRequest>(await file(person.personalNumber));
    const list = resultOf<Page<OperatorOptOutRequest>>(
      await ctx.inject({ method: 'GET', url: `${OP}/optout-requests?status=new&pageSize=200`, token: operator }),
    );
    expect(list.items.find((r) => r.id === request.id)).toMatchObject({
      organizationCode: DEMO.employer.code,
      status: 'new',
      returned: null,
    });
    expect(list.items.every((r) => r.status === 'new')).toBe(true);
    const d0 = await ctx.inject({
      method: 'GET',
      url: `${OP}/optout-requests/${request.id}/documents/${request.documents[0]!.id}`,
      token: operator,
    });
    expect(d0.statusCode).toBe(200);
    expectResultError(
      await ctx.inject({
        method: 'GET',
        url: `${OP}/optout-requests/${request.id}/documents/${randomUUID()}`,
        token: operator,
      }),
      404,
      'RECORD_NOT_FOUND',
    );

    const [b1, b2] = [await balance(employer), await balance(employer2)];
    // three decisions at once: one is taken, the others find it decided
    const answers = await Promise.all([0, 1, 2].map(() => decide(request.id, { decision: 'satisfy' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const decided = (answers.find((a) => a.statusCode === 200)!.json() as { result: OperatorOptOutRequest }).result;
    expect(decided).toMatchObject({
      status: 'satisfied',
      returnedToOrganization: '120.00',
      returned: { employee: '80.00', organization: '80.00', state: '80.00' },
    });
    expect(decided.returned!.organizations.map((o) => [o.organizationCode, o.amount]).sort()).toEqual(
      [
        [DEMO.employer.code, '120.00'],
        [DEMO.employer2.code, '40.00'],
      ].sort(),
    );

    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'organizationId', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceKind', '=', 'optout')
      .where('sourceId', '=', request.id)
      .orderBy('amount')
      .execute();
    const returned = { reason: null, reasonCode: 'OPTOUT', reasonParams: { number: request.number } };
    expect(movements).toEqual([
      { kind: 'contribution_returned', amount: '40.00', organizationId: org2, ...returned },
      { kind: 'contribution_returned', amount: '120.00', organizationId: org1, ...returned },
    ]);
    const up = (before: string, after: string) => BigInt(after.replace('.', '')) - BigInt(before.replace('.', ''));
    expect(up(b1, await balance(employer))).toBe(12_000n);
    expect(up(b2, await balance(employer2))).toBe(4_000n);
    // the employer sees what came back to it, never another employer's figure
    const mine = resultOf<OptOutRequest>(await get(`get-voluntaryOptout-request/${request.id}`));
    expect(mine).toMatchObject({ status: 'satisfied', returnedToOrganization: '120.00' });
    expect(JSON.stringify(mine)).not.toContain('40.00');
    expect(
      await ctx.db
        .selectFrom('optoutReturnedContributions')
        .select('source')
        .where('optoutRequestId', '=', request.id)
        .execute(),
    ).toHaveLength(contributions.length);

    // withdrawn: no new request, by either employer
    expect(
      resultOf<OptOutCheck>(
        await get(`declarations/checkvoluntaryoptoutclimecreate/${person.personalNumber}`, employer2),
      ),
    ).toMatchObject({ canCreate: false, refusal: 'OPTOUT_ALREADY_WITHDRAWN' });
    await refused((lang) => file(person.personalNumber, [doc()], employer, lang), 409, 'OPTOUT_ALREADY_WITHDRAWN');

    // this month's row carries no contributions
    const now = periodOfInstant(ctx.clock.now());
    await paidDeclaration(org1, now, [
      { ...person, base: 300_000n },
      { personalNumber: '35009000002', birthDate: '1990-01-01', gender: 'female', base: 100_000n },
    ]);
    expect((await processMonth(now)).status).toBe('done');
    const { rows: later } = await sql<{
      personalNumber: string;
      n: number;
    }>`select personal_number as "personalNumber", count(*)::int as n from participant_contributions
      where year = ${now.year} and month = ${now.month} and personal_number in ('35009000001', '35009000002') group by personal_number`.execute(
      ctx.db,
    );
    expect(later).toEqual([{ personalNumber: '35009000002', n: 3 }]);
    const { rows: accountRow } = await sql<{
      contributing: boolean;
    }>`select contributing from participant_account_rows where personal_number = ${person.personalNumber} and year = ${now.year} and month = ${now.month}`.execute(
      ctx.db,
    );
    expect(accountRow).toEqual([{ contributing: false }]);
  });

  it('rejects only with a reason; an unknown id is a 404, a bad decision a 400, in every language', async () => {
    const r = resultOf<OptOutRequest>(await file(DEMO_OPTOUTS.rejected.personalNumber));
    await refused((lang) => decide(r.id, { decision: 'reject' }, operator, lang), 400, 'VALIDATION_FAILED', {
      reason: 'decisionReasonRequired',
    });
    await refused(
      (lang) => decide(r.id, { decision: 'reject', reason: '  ' }, operator, lang),
      400,
      'VALIDATION_FAILED',
      { reason: 'decisionReasonRequired' },
    );
    await refused((lang) => decide(r.id, { decision: 'approve' }, operator, lang), 400, 'VALIDATION_FAILED', {
      decision: 'invalidType',
    });
    await refused((lang) => decide(randomUUID(), { decision: 'satisfy' }, operator, lang), 404, 'RECORD_NOT_FOUND');
    const rejected = resultOf<OperatorOptOutRequest>(
      await decide(r.id, { decision: 'reject', reason: 'ხელმოწერა არ ემთხვევა' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', decisionReason: 'ხელმოწერა არ ემთხვევა', returned: null });
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', r.id).execute()).toEqual([]);
    expect(
      await ctx.db
        .selectFrom('schemeWithdrawals')
        .select('personalNumber')
        .where('personalNumber', '=', DEMO_OPTOUTS.rejected.personalNumber)
        .execute(),
    ).toEqual([]);
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['organizationId', 'status'])
      .where('targetId', '=', r.id)
      .where('route', 'like', '%decision')
      .execute();
    expect(audit).toEqual([{ organizationId: org1, status: 200 }]);
  });
});

// ── a decision and the monthly processing: never interleaved (0036) ──────────────────────────────────────

describe('a decision while the month is being processed', () => {
  const operatorActor = async () => {
    const op = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', DEMO.operator.username)
      .executeTakeFirstOrThrow();
    return {
      userId: op.id,
      sessionId: 'x',
      audience: 'operator' as const,
      role: 'operator' as const,
      organizationId: null,
    };
  };
  const deps = (): Deps => ({
    db: ctx.db,
    readDb: ctx.db,
    clock: ctx.clock,
    config: ctx.config,
    log: ctx.app.log,
    storage: databaseFileStorage,
    databaseInProcess: ctx.database.kind === 'pglite',
  });
  /** A person in the window with processed contributions and a new request. */
  async function requested(personalNumber: string) {
    const person = { personalNumber, birthDate: '1969-09-09', gender: 'male' as const };
    await paidDeclaration(org1, joined, [{ ...person, base: 250_000n }]);
    expect((await processMonth(joined)).status).toBe('done');
    return { person, request: resultOf<OptOutRequest>(await file(personalNumber)) };
  }
  const fillers = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      personalNumber: `${prefix}${String(i).padStart(3, '0')}`,
      birthDate: '1992-02-02',
      gender: 'female' as const,
      base: 150_000n,
    }));
  const counts = async (personalNumber: string) => {
    const { rows } = await sql<{ contributions: number; returned: number; withdrawn: number }>`
      select (select count(*)::int from participant_contributions where personal_number = ${personalNumber}) as contributions,
             (select count(*)::int from optout_returned_contributions r join participant_contributions c using (declaration_detail_id, source) where c.personal_number = ${personalNumber}) as returned,
             (select count(*)::int from scheme_withdrawals where personal_number = ${personalNumber}) as withdrawn`.execute(
      ctx.db,
    );
    return rows[0]!;
  };

  it('is refused while a run holds a declaration with the person, in every language, changing nothing; decided once the run is done, it gives back what the run converted', async () => {
    const { person, request } = await requested('35009000201');
    const now = periodOfInstant(ctx.clock.now());
    await paidDeclaration(org1, now, [{ ...person, base: 250_000n }, ...fillers('35019000', 5)]);
    const { job } = await startProcessing(deps(), await operatorActor(), now);
    const period = `${String(now.month).padStart(2, '0')}.${now.year}`;
    await refused(
      (lang) => decide(request.id, { decision: 'satisfy' }, operator, lang),
      409,
      'OPTOUT_PROCESSING_RUNNING',
      {},
      { period },
    );
    expect(await counts(person.personalNumber)).toEqual({ contributions: 3, returned: 0, withdrawn: 0 });

    await runJob(deps(), job.id);
    const decided = resultOf<OperatorOptOutRequest>(await decide(request.id, { decision: 'satisfy' }));
    expect(decided.status).toBe('satisfied');
    // both months' contributions given back: the run is seen whole, after it
    expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 6, withdrawn: 1 });
  });

  it('started at the same moment as the processing: either the decision comes first and the run sees the person withdrawn, or the run first and the decision is refused until it is done', async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < 3; trial++) {
      const { person, request } = await requested(`3500900030${trial}`);
      const now = periodOfInstant(ctx.clock.now());
      await paidDeclaration(org1, now, [...fillers(`3502900${trial}`, 20), { ...person, base: 250_000n }]);
      // sent in either order: which one the database takes first is up to it
      const start = () => ctx.inject({ method: 'POST', url: `${OP}/processing`, token: operator, payload: now });
      const satisfy = () => decide(request.id, { decision: 'satisfy' });
      const [started, decision] =
        trial % 2 === 0
          ? await Promise.all([start(), satisfy()])
          : await Promise.all([satisfy(), start()]).then(([d, s]) => [s, d] as const);
      const job = resultOf<ProcessingJob>(started);
      await runSettled(ctx.db, job.id);
      const { rows: row } = await sql<{ contributing: boolean }>`
        select contributing from participant_account_rows where personal_number = ${person.personalNumber} and year = ${now.year} and month = ${now.month}`.execute(
        ctx.db,
      );
      if (decision.statusCode === 200 && !row[0]?.contributing) {
        // the decision first: the run saw the person withdrawn — no contribution of this month, nothing left unreturned
        outcomes.push('decision first');
        expect(row).toEqual([{ contributing: false }]);
        expect(await counts(person.personalNumber)).toEqual({ contributions: 3, returned: 3, withdrawn: 1 });
      } else if (decision.statusCode === 200) {
        // the run first and done before the decision: the decision gave back this month too
        outcomes.push('run, then decision');
        expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 6, withdrawn: 1 });
      } else {
        // the run first: the decision was refused and changed nothing; this month converted in full
        outcomes.push('run first');
        expectResultError(decision, 409, 'OPTOUT_PROCESSING_RUNNING');
        expect(row).toEqual([{ contributing: true }]);
        expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 0, withdrawn: 0 });
        expect(resultOf<OperatorOptOutRequest>(await decide(request.id, { decision: 'satisfy' })).status).toBe(
          'satisfied',
        );
        expect(await counts(person.personalNumber)).toEqual({ contributions: 6, returned: 6, withdrawn: 1 });
      }
    }
    expect(outcomes).toHaveLength(3);
  });

  it('is not held by a declaration marked as being processed when no run is going (a stopped run resumes later)', async () => {
    const { person, request } = await requested('35009000401');
    const now = periodOfInstant(ctx.clock.now());
    const id = await paidDeclaration(org1, now, [{ ...person, base: 250_000n }]);
    const marked = await sql`update declarations set is_processing = true where id = ${id}`.execute(ctx.db);
    expect(Number(marked.numAffectedRows)).toBe(1);
    try {
      expect(resultOf<OperatorOptOutRequest>(await decide(request.id, { decision: 'satisfy' })).status).toBe(
        'satisfied',
      );
      expect((await counts(person.personalNumber)).withdrawn).toBe(1);
    } finally {
      await sql`update declarations set is_processing = false where id = ${id}`.execute(ctx.db);
    }
  });
});
