import { randomUUID } from 'node:crypto';
import {
  errorMessage,
  ibanCheckDigits,
  LANGS,
  MAX_UPLOAD_BYTES,
  parseMoney,
  validationMessage,
  type ErrorCode,
  type Lang,
  type NamedCode,
  type OperatorRefund,
  type Refund,
  type Tetri,
} from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-bank-accounts.ts';
import { DEMO_REFUNDS } from '../../db/seed/demo-refunds.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { EXE, multipart, operatorLogin, PDF, type FilePart } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { recordPayment } from '../finance/ledger.service.ts';

const F = '/api/finance/v1/declarations/organization';
const W = '/api/finance-write/v1/declarations/organization';
const OP = '/api/operator/v1';
const TABLES = ['refunds', 'refundDocuments', 'files', 'ledgerMovements', 'bankAccounts'] as const;
const tetri = (s: string): Tetri => parseMoney(s)!;
const money = (t: Tetri) => `${t / 100n}.${String(t % 100n).padStart(2, '0')}`;
const ge = (bankCode: string, account: string) => `GE${ibanCheckDigits('GE', bankCode + account)}${bankCode}${account}`;

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
const MY_ACCOUNT = DEMO_BANK_ACCOUNTS.employer[1];
const THEIR_ACCOUNT = DEMO_BANK_ACCOUNTS.employer2[0];

beforeAll(async () => {
  ctx = await createTestContext();
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  operator = (await operatorLogin(ctx)).accessToken;
  const orgs = await ctx.db.selectFrom('organizations').select(['id', 'code']).execute();
  org1 = orgs.find((o) => o.code === DEMO.employer.code)!.id;
  org2 = orgs.find((o) => o.code === DEMO.employer2.code)!.id;
}, 120_000);
afterAll(async () => ctx?.close());

const doc = (name = 'application.pdf', content: Buffer | string = PDF): FilePart => ({
  name,
  content,
  contentType: 'application/pdf',
  field: 'documents',
});
const post = (
  path: 'refund' | 'refund-update',
  fields: Record<string, string>,
  files: FilePart[],
  token = employer,
  lang: Lang = 'en',
) => {
  const body = multipart(fields, files);
  return ctx.inject({
    method: 'POST',
    url: `${W}/${path}`,
    token,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
};
const ask = (fields: Record<string, string>, files: FilePart[] = [doc()], token = employer, lang: Lang = 'en') =>
  post(
    'refund',
    {
      accountNumber: MY_ACCOUNT,
      bankDetails: 'თიბისი ბანკი, TBCBGE22',
      documentTypes: files.map(() => 'application').join(','),
      ...fields,
    },
    files,
    token,
    lang,
  );
const get = (path: string, token = employer) => ctx.inject({ method: 'GET', url: `${F}/${path}`, token });
const balance = async (token = employer) =>
  tetri(
    resultOf<{ totalBalance: string }>(
      await ctx.inject({ method: 'GET', url: '/api/finance/v1/declarations/org-balance', token }),
    ).totalBalance,
  );
const pending = async (organizationId: string) =>
  (
    await ctx.db
      .selectFrom('refunds')
      .select('amount')
      .where('organizationId', '=', organizationId)
      .where('status', '=', 'new')
      .execute()
  ).reduce((s, r) => s + tetri(r.amount), 0n);
const decide = (id: string, payload: Record<string, unknown>, token = operator, lang: Lang = 'en') =>
  ctx.inject({
    method: 'POST',
    url: `${OP}/refunds/${id}/decision`,
    token,
    payload,
    headers: { 'accept-language': lang },
  });

/** A refusal in every language, with the field messages given, that changes nothing. */
async function refused(
  call: (lang: Lang) => ReturnType<typeof ask>,
  status: number,
  code: ErrorCode,
  fields: Record<string, string> = {},
) {
  const before = await snapshot(ctx.db, [...TABLES]);
  for (const lang of LANGS) {
    // the file refusals name the file: their message is checked by the files module's tests
    const body = expectResultError(
      await call(lang),
      status,
      code,
      code.startsWith('FILE_') ? undefined : errorMessage(lang, code),
    );
    for (const [field, ref] of Object.entries(fields))
      expect(body.result?.messages[field], `${lang} ${field}`).toBe(validationMessage(lang, ref));
  }
  expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
}

describe('who may call', () => {
  it('employer tokens get 403 on the operator refund routes, callers without a token 401', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', 'refunds'],
      ['POST', `refunds/${id}/decision`, { decision: 'approve' }],
      ['GET', `refunds/${id}/documents/${randomUUID()}`],
    ];
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const [method, url, payload] of calls) {
      expectResultError(
        await ctx.inject({ method: method as 'GET', url: `${OP}/${url}`, token: employer, payload: payload as never }),
        403,
        'FORBIDDEN',
      );
      expectResultError(
        await ctx.inject({ method: method as 'GET', url: `${OP}/${url}`, payload: payload as never }),
        401,
        'UNAUTHORIZED',
      );
    }
    for (const url of [
      `${F}/refund/filter`,
      `${F}/refundDocTypes`,
      `${F}/refund/filterlist-scrum-status`,
      `${F}/refund/filterlist-account-numbers`,
      `${F}/refundById?id=${id}`,
    ]) {
      expectResultError(await ctx.inject({ method: 'GET', url }), 401, 'UNAUTHORIZED');
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe('lists of the form', () => {
  it('refundDocTypes and filterlist-scrum-status name their codes in three languages', async () => {
    const types = resultOf<NamedCode[]>(await get('refundDocTypes'));
    expect(types.map((t) => t.code)).toEqual(['application', 'bank_certificate', 'payment_order', 'other']);
    const statuses = resultOf<NamedCode[]>(await get('refund/filterlist-scrum-status'));
    expect(statuses.map((t) => t.code)).toEqual(['new', 'approved', 'rejected']);
    for (const t of [...types, ...statuses]) {
      expect(t.nameKa).toMatch(/[\u10D0-\u10FF]/);
      expect(t.nameRu).toMatch(/[\u0400-\u04FF]/);
      expect(t.nameEn).toMatch(/^[A-Z]/);
    }
  });
});

describe('the demo refunds', () => {
  it('the demo employer has one paid and one pending refund, the paid one in its balance', async () => {
    const page = resultOf<Page<Refund>>(await get('refund/filter'));
    const seeded = page.items.filter((r) => r.number.startsWith('R-'));
    expect(seeded.map((r) => [r.status, r.amount])).toEqual(
      expect.arrayContaining([
        ['new', money(DEMO_REFUNDS.pending)],
        ['approved', money(DEMO_REFUNDS.paid)],
      ]),
    );
    const paid = seeded.find((r) => r.status === 'approved')!;
    expect(paid.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(paid.documents).toEqual([
      expect.objectContaining({ docType: 'application', contentType: 'application/pdf' }),
    ]);
    const movement = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceKind', '=', 'refund')
      .where('sourceId', '=', paid.id)
      .execute();
    expect(movement).toEqual([
      {
        kind: 'refund_paid',
        amount: `-${money(DEMO_REFUNDS.paid)}`,
        reason: null,
        reasonCode: 'REFUND',
        reasonParams: { number: paid.number },
      },
    ]);
    expect(await balance()).toBeGreaterThan(DEMO_REFUNDS.pending);
  });
});

describe('POST organization/refund', () => {
  it('asks for a refund with a document: listed, read by id, its document downloaded; the balance is unchanged until paid', async () => {
    const before = await balance();
    const res = await ask({ amount: '150.25', accountNumber: MY_ACCOUNT.toLowerCase().replace(/(.{4})/g, '$1 ') }, [
      doc('განცხადება.pdf'),
    ]);
    const refund = resultOf<Refund>(res);
    expect(refund).toMatchObject({
      amount: '150.25',
      accountNumber: MY_ACCOUNT,
      bankCode: 'TB',
      status: 'new',
      decisionReason: null,
      paidOn: null,
      bankDetails: 'თიბისი ბანკი, TBCBGE22',
    });
    expect(refund.number).toMatch(/^R-\d+$/);
    expect(refund.documents).toEqual([
      expect.objectContaining({ name: 'განცხადება.pdf', docType: 'application', size: PDF.length }),
    ]);
    expect(await balance()).toBe(before);

    expect(resultOf<Refund>(await get(`refundById?id=${refund.id}`))).toEqual(refund);
    const mine = resultOf<Page<Refund>>(await get(`refund/filter?accountNumber=${MY_ACCOUNT}&status=new`));
    expect(mine.items.map((r) => r.id)).toContain(refund.id);
    expect(mine.items.every((r) => r.accountNumber === MY_ACCOUNT && r.status === 'new')).toBe(true);
    expect(resultOf<Page<Refund>>(await get('refund/filter?status=approved')).items.map((r) => r.id)).not.toContain(
      refund.id,
    );
    expect(resultOf<string[]>(await get('refund/filterlist-account-numbers'))).toEqual(
      expect.arrayContaining([MY_ACCOUNT]),
    );

    const file = await ctx.inject({
      method: 'POST',
      url: `${W}/download-refund-doc`,
      token: employer,
      payload: { refundId: refund.id, documentId: refund.documents[0]!.id },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");

    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['route', 'status'])
      .where('targetId', '=', refund.id)
      .execute();
    expect(audit).toEqual([{ route: '/api/finance-write/v1/declarations/organization/refund', status: 200 }]);
  });

  it('refuses amounts with three decimals, zero, negative, not a number, empty, in every language; nothing changes', async () => {
    for (const [amount, ref] of [
      ['10.001', 'twoDecimals'],
      ['0', 'amountPositive'],
      ['0.00', 'amountPositive'],
      ['-5', 'notNegative'],
      ['ten', 'numeric'],
      ['', 'required'],
    ] as const) {
      await refused((lang) => ask({ amount }, [doc()], employer, lang), 400, 'VALIDATION_FAILED', { amount: ref });
    }
  });

  it('refuses an amount not below the balance less the refunds pending ("Must be less than balance amount.")', async () => {
    const available = (await balance()) - (await pending(org1));
    await refused((lang) => ask({ amount: money(available) }, [doc()], employer, lang), 400, 'REFUND_ABOVE_BALANCE', {
      amount: 'refundAboveBalance',
    });
    await refused(
      (lang) => ask({ amount: money(available + 1_000_000n) }, [doc()], employer, lang),
      400,
      'REFUND_ABOVE_BALANCE',
      { amount: 'refundAboveBalance' },
    );
    expect(errorMessage('en', 'REFUND_ABOVE_BALANCE')).toBe('Must be less than balance amount.');
    // a tetri below is accepted, and then nothing more is
    const refund = resultOf<Refund>(await ask({ amount: money(available - 1n) }));
    await refused((lang) => ask({ amount: '0.01' }, [doc()], employer, lang), 400, 'REFUND_ABOVE_BALANCE', {
      amount: 'refundAboveBalance',
    });
    resultOf(await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${refund.id}`, token: employer }));
  });

  it('refuses an IBAN of another country, with bad check digits or malformed, saying what is wrong', async () => {
    const bad = [
      [`DE${ibanCheckDigits('DE', '370400440532013000')}370400440532013000`, 'ibanNotGeorgian'],
      [
        `GE${String((Number(MY_ACCOUNT.slice(2, 4)) + 1) % 98 || 2).padStart(2, '0')}${MY_ACCOUNT.slice(4)}`,
        'ibanCheckDigits',
      ],
      [MY_ACCOUNT.slice(0, 21), 'ibanLength?count=21'],
      ['not an account', 'ibanNotGeorgian'],
    ] as const;
    for (const [accountNumber, ref] of bad)
      await refused((lang) => ask({ amount: '10', accountNumber }, [doc()], employer, lang), 400, 'VALIDATION_FAILED', {
        accountNumber: ref,
      });
    expect(validationMessage('en', 'ibanLength?count=21')).toBe(
      'A Georgian account number has 22 characters; this one has 21.',
    );
  });

  it("refuses another organization's account and an account that is nobody's alike: 404 revealing nothing", async () => {
    const a = await refusedBody(() => ask({ amount: '10', accountNumber: THEIR_ACCOUNT }));
    const b = await refusedBody(() => ask({ amount: '10', accountNumber: ge('BG', '9999999999999999') }));
    expect(a).toEqual(b);
    async function refusedBody(call: () => ReturnType<typeof ask>) {
      const before = await snapshot(ctx.db, [...TABLES]);
      const body = expectResultError(await call(), 404, 'RECORD_NOT_FOUND', 'Record not found.');
      expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
      const { correlationId: _c, ...rest } = body;
      return rest;
    }
  });

  it('refuses a missing bank details, no document, a wrong document type, an executable and a file over 7 MB', async () => {
    await refused(
      (lang) => ask({ amount: '10', bankDetails: '  ' }, [doc()], employer, lang),
      400,
      'VALIDATION_FAILED',
      { bankDetails: 'required' },
    );
    await refused((lang) => ask({ amount: '10' }, [], employer, lang), 400, 'VALIDATION_FAILED', {
      documents: 'refundDocumentRequired',
    });
    await refused(
      (lang) => ask({ amount: '10', documentTypes: 'passport' }, [doc()], employer, lang),
      400,
      'VALIDATION_FAILED',
      { documentTypes: 'refundDocumentType' },
    );
    await refused(
      (lang) => ask({ amount: '10', documentTypes: 'application,other' }, [doc()], employer, lang),
      400,
      'VALIDATION_FAILED',
      { documentTypes: 'refundDocumentType' },
    );
    await refused(
      (lang) => ask({ amount: '10' }, [doc('setup.exe', EXE)], employer, lang),
      415,
      'FILE_TYPE_NOT_ALLOWED',
    );
    await refused(
      (lang) => ask({ amount: '10' }, [doc('fake.pdf', EXE)], employer, lang),
      415,
      'FILE_CONTENT_MISMATCH',
    );
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    await refused((lang) => ask({ amount: '10' }, [doc('big.pdf', big)], employer, lang), 413, 'FILE_TOO_LARGE');
    await refused(
      (lang) =>
        ctx.inject({
          method: 'POST',
          url: `${W}/refund`,
          token: employer,
          payload: { amount: '10' },
          headers: { 'accept-language': lang },
        }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe("another organization's requests", () => {
  it('are not listed and answer 404 to every call, revealing nothing', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '20' }));
    expect(resultOf<Page<Refund>>(await get('refund/filter', employer2)).items.map((r) => r.id)).not.toContain(
      refund.id,
    );
    expect(resultOf<string[]>(await get('refund/filterlist-account-numbers', employer2))).not.toContain(MY_ACCOUNT);
    const nobody = randomUUID();
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const id of [refund.id, nobody]) {
      const a = expectResultError(await get(`refundById?id=${id}`, employer2), 404, 'RECORD_NOT_FOUND');
      expect(JSON.stringify(a)).not.toContain(refund.number);
      expectResultError(
        await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${id}`, token: employer2 }),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await post(
          'refund-update',
          { id, amount: '5', accountNumber: THEIR_ACCOUNT, bankDetails: 'x', documentTypes: 'other' },
          [doc()],
          employer2,
        ),
        404,
        'RECORD_NOT_FOUND',
      );
      expectResultError(
        await ctx.inject({
          method: 'POST',
          url: `${W}/download-refund-doc`,
          token: employer2,
          payload: { refundId: id, documentId: refund.documents[0]!.id },
        }),
        404,
        'RECORD_NOT_FOUND',
      );
    }
    // one's own request with another request's document: not found either
    const theirs = resultOf<Refund>(
      await ask({ amount: '5', accountNumber: THEIR_ACCOUNT, bankDetails: 'ლიბერთი ბანკი' }, [doc()], employer2),
    );
    expectResultError(
      await ctx.inject({
        method: 'POST',
        url: `${W}/download-refund-doc`,
        token: employer2,
        payload: { refundId: theirs.id, documentId: refund.documents[0]!.id },
      }),
      404,
      'RECORD_NOT_FOUND',
    );
    expectResultError(await get('refundById?id=nope'), 400, 'VALIDATION_FAILED');
    resultOf(await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${theirs.id}`, token: employer2 }));
    const after = await snapshot(ctx.db, [...TABLES]);
    expect(after.refunds).toEqual(before.refunds);
  });
});

describe('refund-update and delete', () => {
  it('changes a new request: amount, account, details, a document added and one taken off', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '30' }, [doc('one.pdf'), doc('two.pdf')]));
    const [one, two] = refund.documents;
    const updated = resultOf<Refund>(
      await post(
        'refund-update',
        {
          id: refund.id,
          amount: '31.50',
          accountNumber: DEMO_BANK_ACCOUNTS.employer[0],
          bankDetails: 'საქართველოს ბანკი',
          documentTypes: 'bank_certificate',
          removeDocumentIds: one!.id,
        },
        [doc('three.pdf')],
      ),
    );
    expect(updated).toMatchObject({
      id: refund.id,
      number: refund.number,
      amount: '31.50',
      accountNumber: DEMO_BANK_ACCOUNTS.employer[0],
      bankCode: 'BG',
      bankDetails: 'საქართველოს ბანკი',
      status: 'new',
    });
    expect(updated.documents.map((d) => [d.name, d.docType])).toEqual([
      ['two.pdf', 'application'],
      ['three.pdf', 'bank_certificate'],
    ]);
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', one!.id).executeTakeFirst()).toBeUndefined();
    // the last document can't go without another
    await refused(
      (lang) =>
        post(
          'refund-update',
          {
            id: refund.id,
            amount: '31.50',
            accountNumber: MY_ACCOUNT,
            bankDetails: 'x',
            removeDocumentIds: `${two!.id},${updated.documents[1]!.id}`,
          },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { documents: 'refundDocumentRequired' },
    );
    // an update checks the amount against the balance less the other pending requests, not itself
    const available = (await balance()) - (await pending(org1)) + tetri(updated.amount);
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: money(available), accountNumber: MY_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      400,
      'REFUND_ABOVE_BALANCE',
      { amount: 'refundAboveBalance' },
    );
    resultOf(
      await post(
        'refund-update',
        { id: refund.id, amount: money(available - 1n), accountNumber: MY_ACCOUNT, bankDetails: 'x' },
        [],
      ),
    );
    resultOf(
      await post('refund-update', { id: refund.id, amount: '1.00', accountNumber: MY_ACCOUNT, bankDetails: 'x' }, []),
    );
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: '1.001', accountNumber: THEIR_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      400,
      'VALIDATION_FAILED',
      { amount: 'twoDecimals' },
    );
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: '1', accountNumber: THEIR_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      404,
      'RECORD_NOT_FOUND',
    );
    // deleted while new: the request and its files go
    const files = (
      await ctx.db.selectFrom('refundDocuments').select('fileId').where('refundId', '=', refund.id).execute()
    ).map((r) => r.fileId);
    expect(
      resultOf(await ctx.inject({ method: 'DELETE', url: `${W}/refund?id=${refund.id}`, token: employer })),
    ).toEqual({ id: refund.id });
    expect(
      await ctx.db.selectFrom('refunds').select('id').where('id', '=', refund.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(await ctx.db.selectFrom('files').select('id').where('id', 'in', files).execute()).toEqual([]);
    expectResultError(await get(`refundById?id=${refund.id}`), 404, 'RECORD_NOT_FOUND');
  });

  it('a decided request can not be changed or deleted', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '12' }));
    resultOf(await decide(refund.id, { decision: 'reject', reason: 'დოკუმენტი არ არის ხელმოწერილი' }));
    await refused(
      (lang) =>
        post(
          'refund-update',
          { id: refund.id, amount: '11', accountNumber: MY_ACCOUNT, bankDetails: 'x' },
          [],
          employer,
          lang,
        ),
      409,
      'REFUND_ALREADY_DECIDED',
    );
    await refused(
      (lang) =>
        ctx.inject({
          method: 'DELETE',
          url: `${W}/refund?id=${refund.id}`,
          token: employer,
          headers: { 'accept-language': lang },
        }),
      409,
      'REFUND_ALREADY_DECIDED',
    );
    expect(resultOf<Refund>(await get(`refundById?id=${refund.id}`))).toMatchObject({
      status: 'rejected',
      decisionReason: 'დოკუმენტი არ არის ხელმოწერილი',
      paidOn: null,
    });
  });
});

describe('the operator', () => {
  it('lists requests by status with the organization, approves one: a "refund paid" movement and the balance down by its amount', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '40.10' }));
    const list = resultOf<Page<OperatorRefund>>(
      await ctx.inject({ method: 'GET', url: `${OP}/refunds?status=new&pageSize=200`, token: operator }),
    );
    expect(list.items.find((r) => r.id === refund.id)).toMatchObject({
      organizationCode: DEMO.employer.code,
      organizationName: DEMO.employer.name,
      amount: '40.10',
    });
    expect(list.items.every((r) => r.status === 'new')).toBe(true);
    const byCode = resultOf<Page<OperatorRefund>>(
      await ctx.inject({
        method: 'GET',
        url: `${OP}/refunds?organizationCode=${DEMO.employer2.code}`,
        token: operator,
      }),
    );
    expect(byCode.items.every((r) => r.organizationCode === DEMO.employer2.code)).toBe(true);
    const doc0 = await ctx.inject({
      method: 'GET',
      url: `${OP}/refunds/${refund.id}/documents/${refund.documents[0]!.id}`,
      token: operator,
    });
    expect(doc0.statusCode).toBe(200);
    expectResultError(
      await ctx.inject({ method: 'GET', url: `${OP}/refunds/${refund.id}/documents/${randomUUID()}`, token: operator }),
      404,
      'RECORD_NOT_FOUND',
    );

    const before = await balance();
    const approved = resultOf<OperatorRefund>(await decide(refund.id, { decision: 'approve' }));
    expect(approved).toMatchObject({
      status: 'approved',
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      decidedAt: expect.any(String),
    });
    expect(await balance()).toBe(before - 4_010n);
    const movements = await ctx.db
      .selectFrom('ledgerMovements')
      .select(['kind', 'amount', 'organizationId', 'valueDate', 'reason', 'reasonCode', 'reasonParams'])
      .where('sourceId', '=', refund.id)
      .execute();
    expect(movements).toEqual([
      {
        kind: 'refund_paid',
        amount: '-40.10',
        organizationId: org1,
        valueDate: approved.paidOn,
        reason: null,
        reasonCode: 'REFUND',
        reasonParams: { number: approved.number },
      },
    ]);
    // decided once: a second decision of either kind is refused
    await refused((lang) => decide(refund.id, { decision: 'approve' }, operator, lang), 409, 'REFUND_ALREADY_DECIDED');
    await refused(
      (lang) => decide(refund.id, { decision: 'reject', reason: 'x' }, operator, lang),
      409,
      'REFUND_ALREADY_DECIDED',
    );
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db
      .selectFrom('auditLog')
      .select(['organizationId', 'status'])
      .where('targetId', '=', refund.id)
      .where('route', 'like', '%decision')
      .execute();
    expect(audit).toEqual([{ organizationId: org1, status: 200 }]);
  });

  it('rejects only with a reason; an unknown id is a 404, a bad decision a 400', async () => {
    const refund = resultOf<Refund>(await ask({ amount: '3' }));
    await refused((lang) => decide(refund.id, { decision: 'reject' }, operator, lang), 400, 'VALIDATION_FAILED', {
      reason: 'decisionReasonRequired',
    });
    await refused(
      (lang) => decide(refund.id, { decision: 'reject', reason: '   ' }, operator, lang),
      400,
      'VALIDATION_FAILED',
      { reason: 'decisionReasonRequired' },
    );
    await refused((lang) => decide(refund.id, { decision: 'pay' }, operator, lang), 400, 'VALIDATION_FAILED', {
      decision: 'invalidType',
    });
    await refused((lang) => decide(randomUUID(), { decision: 'approve' }, operator, lang), 404, 'RECORD_NOT_FOUND');
    const before = await balance();
    expect(
      resultOf<OperatorRefund>(await decide(refund.id, { decision: 'reject', reason: 'ბალანსი შემოწმდა' })),
    ).toMatchObject({ status: 'rejected', decisionReason: 'ბალანსი შემოწმდა', paidOn: null });
    expect(await balance()).toBe(before);
  });

  it('checks the balance again when approving ("Bad Balance; insufficient money.")', async () => {
    // the second employer: a fresh payment, a refund just below its balance, then a fine
    await recordPayment(ctx.db, ctx.clock.now(), {
      organizationId: org2,
      number: 'TR-REFUND-1',
      paidAt: '2026-11-01',
      bankName: 'ლიბერთი ბანკი',
      accountNumber: THEIR_ACCOUNT,
      amount: 50_000n,
      reason: 'საპენსიო შენატანები',
    });
    const available = (await balance(employer2)) - (await pending(org2));
    const refund = resultOf<Refund>(
      await ask(
        { amount: money(available - 100n), accountNumber: THEIR_ACCOUNT, bankDetails: 'ლიბერთი ბანკი' },
        [doc()],
        employer2,
      ),
    );
    resultOf(
      await ctx.inject({
        method: 'POST',
        url: `${OP}/fines`,
        token: operator,
        payload: { organizationCode: DEMO.employer2.code, amount: '500', reason: 'ვადაგადაცილება' },
      }),
    );
    await refused(
      (lang) => decide(refund.id, { decision: 'approve' }, operator, lang),
      409,
      'REFUND_INSUFFICIENT_BALANCE',
    );
    expect(errorMessage('en', 'REFUND_INSUFFICIENT_BALANCE')).toBe('Bad Balance; insufficient money.');
    resultOf(await decide(refund.id, { decision: 'reject', reason: 'არასაკმარისი ბალანსი' }));
  });
});

describe('requests at the same moment', () => {
  it('can never together exceed the balance: five at once, each of 30% of what is available, three are accepted', async () => {
    await recordPayment(ctx.db, ctx.clock.now(), {
      organizationId: org2,
      number: 'TR-REFUND-2',
      paidAt: '2026-11-02',
      bankName: 'ლიბერთი ბანკი',
      accountNumber: THEIR_ACCOUNT,
      amount: 1_000_000n,
      reason: 'საპენსიო შენატანები',
    });
    const available = (await balance(employer2)) - (await pending(org2));
    const share = (available * 30n) / 100n;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        ask({ amount: money(share), accountNumber: THEIR_ACCOUNT, bankDetails: 'ლიბერთი ბანკი' }, [doc()], employer2),
      ),
    );
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : (a.json() as { code: string }).code)).sort();
    expect(codes).toEqual(['REFUND_ABOVE_BALANCE', 'REFUND_ABOVE_BALANCE', 'ok', 'ok', 'ok']);
    expect(await pending(org2)).toBeLessThan(await balance(employer2));
    // and two decisions of one request at once: one refund paid
    const id = (answers.find((a) => a.statusCode === 200)!.json() as { result: Refund }).result.id;
    const decisions = await Promise.all([0, 1, 2].map(() => decide(id, { decision: 'approve' })));
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', id).execute()).toHaveLength(
      1,
    );
  });
});
