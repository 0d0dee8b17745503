import { errorMessage, parseMoney, validationMessage } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, expectRefused, F, injector, LANGS, periods, row, W, type Req } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;
let inj: ReturnType<typeof injector>;
const nextPeriod = periods(2020);

interface Rev {
  id: string;
  version: number;
  declarationId: string;
  status: 'open' | 'completed';
  rowCount: number;
  totals: { basis: string; profit: string; sum: string; reversalsWithProfit: string; difference: string };
  documents: { id: string; name: string }[];
}
interface RevDetail {
  id: string;
  personalIdentificationNumber: string;
  isNew: boolean;
  basis: string;
  profit: string;
  sum: string;
  reversalsWithProfit: string;
  difference: string;
}

const REVERSAL_TABLES = ['reversedDeclarations', 'reversedDeclarationDetails', 'reversedDeclarationDocuments', 'ledgerMovements', 'declarations', 'files'] as const;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
});
afterAll(async () => ctx?.close());

/** A declaration of two people (1,000.00 and 500.00 gross), activated (open) or closed. */
async function filed(state: 'open' | 'closed' = 'open', tk = token) {
  const d = await createDeclaration(ctx, tk, { ...nextPeriod(), form: 'simple' });
  await addRow(ctx, tk, d.id, row('01001010101', '1000.00'));
  await addRow(ctx, tk, d.id, row('02002020202', '500.00', { lastName: 'გელაშვილი' }));
  resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: tk }));
  if (state === 'closed') resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/close`, token: tk }));
  return d.id;
}

const create = async (declarationId: string, rows: unknown = undefined, tk = token) =>
  resultOf<Rev>(await inj({ method: 'POST', url: `${W}/reverseddeclarations`, token: tk, payload: { declarationId, ...(rows === undefined ? {} : { rows }) } }));
const view = async (id: string, tk = token) => resultOf<{ reversal: Rev; details: { items: RevDetail[]; totalCount: number } }>(await inj({ method: 'GET', url: `${F}/reverseddeclarations/${id}?pageSize=50`, token: tk }));
const addDetail = (id: string, payload: Record<string, unknown>, headers: Record<string, string> = {}): Req => ({ method: 'POST', url: `${W}/reverseddeclarations/${id}/details`, token, payload, headers });
const complete = (id: string, headers: Record<string, string> = {}, tk = token): Req => ({ method: 'POST', url: `${W}/reverseddeclarations/${id}/complete`, token: tk, headers });
const declarationOf = async (id: string) => resultOf<{ declaration: { hasReversal: boolean; reversalStatus: string | null; sumAmount: string | null; version: number } }>(await inj({ method: 'GET', url: `${F}/fbo/declarations/monthly-decs/${id}`, token })).declaration;
const balance = async (tk = token) => parseMoney(resultOf<{ totalBalance: string }>(await inj({ method: 'GET', url: `${F}/declarations/org-balance`, token: tk })).totalBalance)!;
const docsUpload = (id: string, files: { name: string; content: Buffer; contentType?: string }[], tk = token): Req => {
  const body = multipart({ reversedDeclarationId: id }, files.map((f) => ({ field: 'files', ...f })));
  return { method: 'POST', url: `${W}/reverseddeclarations/docs-create`, token: tk, payload: body.payload, headers: body.headers };
};

describe('starting a reversal', () => {
  it('of an open or a closed declaration, with none, all or some of its rows; the declaration then shows "has reversal"', async () => {
    const open = await filed('open');
    const before = await declarationOf(open);
    expect(before).toMatchObject({ hasReversal: false, reversalStatus: null, sumAmount: null });
    const empty = await create(open);
    expect(empty).toMatchObject({ status: 'open', rowCount: 0, declarationId: open, totals: { basis: '0.00', difference: '0.00' } });
    expect(await declarationOf(open)).toMatchObject({ hasReversal: true, reversalStatus: 'open' });

    const closed = await filed('closed');
    const all = await create(closed, 'all');
    expect(all).toMatchObject({ rowCount: 2, totals: { basis: '1500.00', profit: '1500.00', sum: '60.00', reversalsWithProfit: '60.00', difference: '0.00' } });

    const some = await filed('closed');
    expect(await create(some, ['02002020202'])).toMatchObject({ rowCount: 1, totals: { basis: '500.00', sum: '20.00' } });
  });

  it('refuses a draft or saved declaration, one being processed, one with an open reversal, in every language, changing nothing', async () => {
    const draft = await createDeclaration(ctx, token, { ...nextPeriod(), form: 'simple' });
    const post = (declarationId: string): Req => ({ method: 'POST', url: `${W}/reverseddeclarations`, token, payload: { declarationId } });
    await expectRefused(ctx, post(draft.id), 409, 'REVERSAL_NOT_FILED');
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${draft.id}/save`, token }));
    await expectRefused(ctx, post(draft.id), 409, 'REVERSAL_NOT_FILED');

    const busy = await filed('open');
    await ctx.db.updateTable('declarations').set({ isProcessing: true }).where('id', '=', busy).execute();
    await expectRefused(ctx, post(busy), 409, 'DECLARATION_PROCESSING');

    const twice = await filed('closed');
    await create(twice);
    const before = await snapshot(ctx.db, [...REVERSAL_TABLES]);
    await expectRefused(ctx, post(twice), 409, 'REVERSAL_ALREADY_OPEN');
    expect(await snapshot(ctx.db, [...REVERSAL_TABLES])).toEqual(before);
  });

  it('refuses rows of personal numbers not in the declaration', async () => {
    const d = await filed('open');
    await expectRefused(ctx, { method: 'POST', url: `${W}/reverseddeclarations`, token, payload: { declarationId: d, rows: ['02002020202', '09009090909'] } }, 400, 'FILL_CORRECT_FIELDS', {
      fields: { 'rows.1': 'personOrSurnameIncorrect' },
    });
    expect(await declarationOf(d)).toMatchObject({ hasReversal: false });
  });

  it('answers the first reversal again for a retried create with the same Idempotency-Key', async () => {
    const d = await filed('open');
    const req = (): Req => ({ method: 'POST', url: `${W}/reverseddeclarations`, token, payload: { declarationId: d }, headers: { 'idempotency-key': `rev-${d}` } });
    const first = resultOf<Rev>(await inj(req()));
    const again = resultOf<Rev>(await inj(req()));
    expect(again.id).toBe(first.id);
    const n = await ctx.db.selectFrom('reversedDeclarations').select(ctx.db.fn.countAll<number>().as('n')).where('declarationId', '=', d).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });
});

describe('rows', () => {
  it('lowers or raises a person, adds a new person, recomputing the contributions; edits and deletes rows', async () => {
    const d = await filed('closed');
    const rev = await create(d);
    const lower = resultOf<{ reversal: Rev; detail: RevDetail }>(await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '800.00' })));
    expect(lower.detail).toMatchObject({ isNew: false, basis: '1000.00', profit: '800.00', sum: '40.00', reversalsWithProfit: '32.00', difference: '-8.00' });
    const taken = resultOf<{ reversal: Rev; detail: RevDetail }>(
      await inj(addDetail(rev.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', entry: 'change', grossSalary: '-100.50' })),
    );
    expect(taken.detail).toMatchObject({ basis: '500.00', profit: '399.50', sum: '20.00', reversalsWithProfit: '15.98', difference: '-4.02' });
    const added = resultOf<{ reversal: Rev; detail: RevDetail }>(
      await inj(addDetail(rev.id, { personalIdentificationNumber: '03003030303', lastName: 'კაპანაძე', firstName: 'გიორგი', birthDate: '1988-02-02', gender: 'male', grossSalary: '250.00' })),
    );
    expect(added.detail).toMatchObject({ isNew: true, basis: '0.00', profit: '250.00', sum: '0.00', reversalsWithProfit: '10.00', difference: '10.00' });
    expect(added.reversal).toMatchObject({ rowCount: 3, totals: { basis: '1500.00', profit: '1449.50', sum: '60.00', reversalsWithProfit: '57.98', difference: '-2.02' } });

    const edited = resultOf<{ reversal: Rev; detail: RevDetail }>(
      await inj({ method: 'PUT', url: `${W}/reverseddeclarations/${rev.id}/details/${lower.detail.id}`, token, payload: { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1200.00' } }),
    );
    expect(edited.detail).toMatchObject({ profit: '1200.00', difference: '8.00' });
    const removed = resultOf<{ reversal: Rev }>(await inj({ method: 'DELETE', url: `${W}/reverseddeclarations/${rev.id}/details/${added.detail.id}`, token }));
    expect(removed.reversal).toMatchObject({ rowCount: 2, totals: { difference: '3.98' } });

    // the filter of rows and the list
    const filtered = resultOf<{ items: RevDetail[]; totalCount: number }>(
      await inj({ method: 'POST', url: `${F}/reverseddeclarations/details/filter`, token, payload: { reversedDeclarationId: rev.id, lastName: 'გელა' } }),
    );
    expect(filtered.items.map((r) => r.personalIdentificationNumber)).toEqual(['02002020202']);
    const open = resultOf<{ items: Rev[] }>(await inj({ method: 'GET', url: `${F}/reverseddeclarations/reversedDeclarationsWithDocs?status=open&declarationId=${d}`, token }));
    expect(open.items.map((r) => r.id)).toEqual([rev.id]);
  });

  it('refuses more taken back than declared, a wrong surname, a repeated person, in every language, changing nothing', async () => {
    const d = await filed('open');
    const rev = await create(d);
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', entry: 'change', grossSalary: '-1000.01' }), 400, 'FILL_CORRECT_FIELDS', {
      fields: { grossSalary: 'reversalAboveInitial?max=1000.00' },
    });
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '-5' }), 400, 'FILL_CORRECT_FIELDS', {
      fields: { grossSalary: 'reversalAboveInitial?max=1000.00' },
    });
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'სხვა', grossSalary: '900' }), 400, 'FILL_CORRECT_FIELDS', {
      fields: { lastName: 'personOrSurnameIncorrect' },
    });
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '03003030303', lastName: 'ახალი', grossSalary: '900' }), 400, 'FILL_CORRECT_FIELDS', {
      fields: { firstName: 'required', birthDate: 'required', gender: 'required' },
    });
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '0100101010', lastName: 'ბერიძე', grossSalary: 'ten' }), 400, 'VALIDATION_FAILED', {
      fields: { personalIdentificationNumber: 'personalNumberLength', grossSalary: 'numeric' },
    });
    resultOf(await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '900' })));
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '800' }), 409, 'PERSONAL_NUMBER_REPEATED');
    expect((await view(rev.id)).reversal).toMatchObject({ rowCount: 1, totals: { profit: '900.00' } });
    expect(validationMessage('en', 'reversalAboveInitial')).toBe('Can not be more than initial value.');
  });

  it('refuses a stale If-Match with 412 and the current ETag', async () => {
    const rev = await create(await filed('open'));
    const res = await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '900' }, { 'if-match': `"${rev.version + 5}"` }));
    expectResultError(res, 412, 'PRECONDITION_FAILED', errorMessage('en', 'PRECONDITION_FAILED'));
    expect(res.headers.etag).toBe(`"${rev.version}"`);
    const ok = await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '900' }, { 'if-match': `"${rev.version}"` }));
    expect(ok.headers.etag).toBe(`"${rev.version + 1}"`);
  });
});

describe('completing', () => {
  it('writes the difference to the ledger as one movement; the balance and the declaration follow; nothing changes after', async () => {
    const d = await filed('closed');
    const rev = await create(d);
    resultOf(await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1500.00' })));
    const before = await balance();
    const done = resultOf<Rev>(await inj(complete(rev.id)));
    expect(done).toMatchObject({ status: 'completed', totals: { difference: '20.00' } });
    const movements = await ctx.db.selectFrom('ledgerMovements').selectAll().where('sourceKind', '=', 'reversal').where('sourceId', '=', rev.id).execute();
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ kind: 'contribution_adjustment', amount: '-20.00', reason: null, reasonCode: 'REVERSAL', reasonParams: { number: expect.stringMatching(/^\d+$/), month: expect.stringMatching(/^\d{4}-\d{2}$/) } });
    expect(await balance()).toBe(before - 2_000n);
    expect(await declarationOf(d)).toMatchObject({ hasReversal: true, reversalStatus: 'closed', sumAmount: '20.00' });

    // completed: no more rows, documents, completion or deletion
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' }), 409, 'REVERSAL_COMPLETED');
    await expectRefused(ctx, complete(rev.id), 409, 'REVERSAL_COMPLETED');
    await expectRefused(ctx, { method: 'DELETE', url: `${W}/reverseddeclarations/${rev.id}`, token }, 409, 'REVERSAL_COMPLETED');
    await expectRefused(ctx, () => docsUpload(rev.id, [{ name: 'a.pdf', content: PDF }]), 409, 'REVERSAL_COMPLETED');

    // a new reversal of the same declaration may start; a lower one gives money back to the balance
    const second = await create(d);
    resultOf(await inj(addDetail(second.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', entry: 'change', grossSalary: '-500' })));
    resultOf(await inj(complete(second.id)));
    expect(await balance()).toBe(before - 2_000n + 2_000n);
    expect(await declarationOf(d)).toMatchObject({ reversalStatus: 'closed', sumAmount: '0.00' });
  });

  it('refuses an empty reversal and one whose declaration is being processed', async () => {
    const d = await filed('open');
    const rev = await create(d);
    await expectRefused(ctx, complete(rev.id), 400, 'REVERSAL_EMPTY');
    resultOf(await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '900' })));
    await ctx.db.updateTable('declarations').set({ isProcessing: true }).where('id', '=', d).execute();
    await expectRefused(ctx, complete(rev.id), 409, 'DECLARATION_PROCESSING');
    await expectRefused(ctx, addDetail(rev.id, { personalIdentificationNumber: '02002020202', lastName: 'გელაშვილი', grossSalary: '1' }), 409, 'DECLARATION_PROCESSING');
    await ctx.db.updateTable('declarations').set({ isProcessing: false }).where('id', '=', d).execute();
  });

  it('of two completions at once, one wins and the other is refused; the ledger has one movement', async () => {
    const rev = await create(await filed('open'));
    const added = resultOf<{ reversal: Rev }>(await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '700' })));
    const version = `"${added.reversal.version}"`;
    const [a, b] = await Promise.all([inj(complete(rev.id, { 'if-match': version })), inj(complete(rev.id, { 'if-match': version }))]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([409, 412]).toContain(codes[1]);
    const [c, e] = await Promise.all([inj(complete(rev.id)), inj(complete(rev.id))]);
    expect([c.statusCode, e.statusCode]).toEqual([409, 409]);
    const movements = await ctx.db.selectFrom('ledgerMovements').select('amount').where('sourceId', '=', rev.id).execute();
    expect(movements).toEqual([{ amount: '12.00' }]);
  });

  it('writes nothing to the ledger when nothing differs', async () => {
    const rev = await create(await filed('open'), 'all');
    expect(resultOf<Rev>(await inj(complete(rev.id)))).toMatchObject({ status: 'completed', totals: { difference: '0.00' } });
    expect(await ctx.db.selectFrom('ledgerMovements').select('id').where('sourceId', '=', rev.id).execute()).toEqual([]);
  });
});

describe('documents', () => {
  it('are attached, listed, downloaded and deleted; a file that is not what it says is refused', async () => {
    const d = await filed('open');
    const rev = await create(d);
    const withDocs = resultOf<Rev>(await inj(docsUpload(rev.id, [{ name: 'ცნობა.pdf', content: PDF, contentType: 'application/pdf' }])));
    expect(withDocs.documents).toMatchObject([{ name: 'ცნობა.pdf' }]);
    const docId = withDocs.documents[0]!.id;
    const list = resultOf<{ items: Rev[] }>(await inj({ method: 'GET', url: `${F}/reverseddeclarations/reversedDeclarationsWithDocs?declarationId=${d}`, token }));
    expect(list.items[0]!.documents.map((x) => x.id)).toEqual([docId]);
    const file = await inj({ method: 'POST', url: `${W}/reverseddeclarations/download-ReversedDeclaration-doc`, token, payload: { reversedDeclarationId: rev.id, docId } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");

    await expectRefused(ctx, () => docsUpload(rev.id, [{ name: 'note.pdf', content: Buffer.from('MZ not a pdf') }]), 415, 'FILE_CONTENT_MISMATCH', { inexact: true });
    const after = resultOf<Rev>(await inj({ method: 'DELETE', url: `${W}/reverseddeclarations/doc-delete?reversedDeclarationId=${rev.id}&docId=${docId}`, token }));
    expect(after.documents).toEqual([]);
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', docId).execute()).toEqual([]);
  });
});

describe('export', () => {
  it('writes the rows in the language of the request, with real dates and numbers', async () => {
    const rev = await create(await filed('closed'), 'all');
    for (const lang of LANGS) {
      const res = await inj({ method: 'GET', url: `${F}/reverseddeclarations/report-rev-dec-details?reversedDeclarationId=${rev.id}`, token }, lang);
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      const header = sheet.getRow(1).values as unknown[];
      expect(header[1]).toBe({ ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' }[lang]);
      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe('01001010101');
      expect(first.getCell(4).value).toBeInstanceOf(Date);
      expect(first.getCell(5).value).toBe(1000);
    }
  });
});

describe("another organization's ids", () => {
  it('answer 404 on every call, revealing nothing and changing nothing', async () => {
    const d = await filed('open');
    const rev = await create(d);
    const added = resultOf<{ detail: RevDetail }>(await inj(addDetail(rev.id, { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '900' })));
    const withDoc = resultOf<Rev>(await inj(docsUpload(rev.id, [{ name: 'a.pdf', content: PDF }])));
    const docId = withDoc.documents[0]!.id;
    const before = await snapshot(ctx.db, [...REVERSAL_TABLES]);
    const t = otherToken;
    const calls: [Req, string][] = [
      [{ method: 'POST', url: `${W}/reverseddeclarations`, token: t, payload: { declarationId: d } }, 'DECLARATION_NOT_AVAILABLE'],
      [{ method: 'GET', url: `${F}/reverseddeclarations/${rev.id}`, token: t }, 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'POST', url: `${F}/reverseddeclarations/details/filter`, token: t, payload: { reversedDeclarationId: rev.id } }, 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'GET', url: `${F}/reverseddeclarations/report-rev-dec-details?reversedDeclarationId=${rev.id}`, token: t }, 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'POST', url: `${W}/reverseddeclarations/${rev.id}/details`, token: t, payload: { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1' } }, 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'PUT', url: `${W}/reverseddeclarations/${rev.id}/details/${added.detail.id}`, token: t, payload: { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1' } }, 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'DELETE', url: `${W}/reverseddeclarations/${rev.id}/details/${added.detail.id}`, token: t }, 'REVERSAL_NOT_AVAILABLE'],
      [complete(rev.id, {}, t), 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'DELETE', url: `${W}/reverseddeclarations/${rev.id}`, token: t }, 'REVERSAL_NOT_AVAILABLE'],
      [docsUpload(rev.id, [{ name: 'b.pdf', content: PDF }], t), 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'POST', url: `${W}/reverseddeclarations/download-ReversedDeclaration-doc`, token: t, payload: { reversedDeclarationId: rev.id, docId } }, 'REVERSAL_NOT_AVAILABLE'],
      [{ method: 'DELETE', url: `${W}/reverseddeclarations/doc-delete?reversedDeclarationId=${rev.id}&docId=${docId}`, token: t }, 'REVERSAL_NOT_AVAILABLE'],
    ];
    for (const [req, code] of calls) {
      const res = await inj(req);
      expectResultError(res, 404, code, errorMessage('en', code as 'REVERSAL_NOT_AVAILABLE'));
      expect(res.body).not.toContain('ბერიძე');
    }
    const list = resultOf<{ items: Rev[]; totalCount: number }>(await inj({ method: 'GET', url: `${F}/reverseddeclarations/reversedDeclarationsWithDocs?declarationId=${d}`, token: t }));
    expect(list).toMatchObject({ items: [], totalCount: 0 });
    expect(await snapshot(ctx.db, [...REVERSAL_TABLES])).toEqual(before);
  });

  it('a document of another reversal of the same organization is not reached through this one', async () => {
    const a = await create(await filed('open'));
    const b = await create(await filed('open'));
    const docId = resultOf<Rev>(await inj(docsUpload(b.id, [{ name: 'b.pdf', content: PDF }]))).documents[0]!.id;
    const res = await inj({ method: 'POST', url: `${W}/reverseddeclarations/download-ReversedDeclaration-doc`, token, payload: { reversedDeclarationId: a.id, docId } });
    expectResultError(res, 404, 'RECORD_NOT_FOUND', errorMessage('en', 'RECORD_NOT_FOUND'));
  });
});

describe('demo data', () => {
  it('the demo employer has a completed reversal of a closed month with its document, listed, in the ledger once, correcting the Revenue Service difference', async () => {
    const org = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    const seeded = await ctx.db.selectFrom('reversedDeclarations').selectAll().where('organizationId', '=', org.id).where('createdBy', 'is', null).execute();
    expect(seeded).toHaveLength(1);
    const id = seeded[0]!.id;

    const closed = resultOf<{ items: (Rev & { isClosed: boolean; declarationStatus: string; year: number; month: number; completedOn: string | null })[]; totalCount: number }>(
      await inj({ method: 'GET', url: `${F}/reverseddeclarations/reversedDeclarationsWithDocs?status=closed&pageSize=50`, token }),
    );
    const listed = closed.items.find((r) => r.id === id)!;
    expect(listed).toMatchObject({ status: 'completed', isClosed: true, declarationStatus: 'closed', rowCount: 1 });
    expect(listed.completedOn).not.toBeNull();
    expect(listed.documents).toEqual([expect.objectContaining({ name: expect.stringMatching(/^reversal-\d+\.pdf$/) })]);
    const difference = parseMoney(listed.totals.difference)!;
    expect(difference).toBeGreaterThan(0n);
    expect(parseMoney(listed.totals.reversalsWithProfit)! - parseMoney(listed.totals.sum)!).toBe(difference);

    // the document downloads as the PDF stored
    const doc = await inj({ method: 'POST', url: `${W}/reverseddeclarations/download-ReversedDeclaration-doc`, token, payload: { reversedDeclarationId: id, docId: listed.documents[0]!.id } });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // the declaration shows it, its correcting amount the difference
    expect(await declarationOf(listed.declarationId)).toMatchObject({ hasReversal: true, reversalStatus: 'closed', sumAmount: listed.totals.difference });

    // one movement, of the difference; the balance is the sum of the movements
    const movements = await ctx.db.selectFrom('ledgerMovements').selectAll().where('sourceKind', '=', 'reversal').where('sourceId', '=', id).execute();
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ kind: 'contribution_adjustment', organizationId: org.id });
    expect(parseMoney(String(movements[0]!.amount))).toBe(-difference);
    const sum = await ctx.db.selectFrom('ledgerMovements').select(sql<string>`coalesce(sum(amount), 0)::text`.as('s')).where('organizationId', '=', org.id).executeTakeFirstOrThrow();
    expect(await balance()).toBe(parseMoney(sum.s));

    // the person it corrects now agrees with the Revenue Service in that month, which still shows a difference of amounts
    const { reversal, details } = await view(id);
    const person = details.items[0]!.personalIdentificationNumber;
    const month = resultOf<{ items: { personalIdentificationNumber: string; kind: string }[] }>(
      await inj({ method: 'GET', url: `${F}/rs-pa-compare2a-year-details?year=${listed.year}&month=${listed.month}&pageSize=100`, token }),
    );
    expect(reversal.documents).toHaveLength(1);
    expect(month.items.find((i) => i.personalIdentificationNumber === person)).toMatchObject({ kind: 'same' });
    expect(month.items.map((i) => i.kind)).toContain('amountsDiffer');
  });
});
