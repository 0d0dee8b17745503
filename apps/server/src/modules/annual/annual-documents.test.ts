import { errorMessage } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, F, LANGS, W, type Req } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { addDetail, ANNUAL_TABLES, ctx, inj, otherToken, token, close, create, docsUpload, filedYear, PDF, setUpAnnualTests, view, type Annual } from '../../test/annual.ts';

setUpAnnualTests();
// what the tests below read: the demo employer's months of 2020 and 2022 filed and their annual declarations
// open, and one of 2021 with no month filed
beforeAll(async () => {
  for (const year of [2020, 2022]) {
    await filedYear(year);
    await create(year);
  }
  await create(2021);
});

describe('documents', () => {
  it('are attached, listed, downloaded and deleted; a file that is not what it says is refused', async () => {
    const a = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=open`, token }),
    ).items.find((x) => x.year === 2022)!;
    const withDocs = resultOf<Annual>(
      await inj(docsUpload(a.id, [{ name: 'ცნობა.pdf', content: PDF, contentType: 'application/pdf' }])),
    );
    expect(withDocs.documents).toMatchObject([{ name: 'ცნობა.pdf' }]);
    const docId = withDocs.documents[0]!.id;
    const file = await inj({
      method: 'POST',
      url: `${W}/annual-declarations/download-doc`,
      token,
      payload: { annualdecId: a.id, docId },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    await expectRefused(
      ctx,
      () => docsUpload(a.id, [{ name: 'note.pdf', content: Buffer.from('MZ not a pdf') }]),
      415,
      'FILE_CONTENT_MISMATCH',
      { inexact: true },
    );
    const after = resultOf<Annual>(
      await inj({
        method: 'DELETE',
        url: `${W}/annual-declarations/doc-delete?annualdecId=${a.id}&docId=${docId}`,
        token,
      }),
    );
    expect(after.documents).toEqual([]);
    expect(await ctx.db.selectFrom('files').select('id').where('id', '=', docId).execute()).toEqual([]);
  });
});

describe('export', () => {
  it("writes the year's rows in the language of the request, with real dates and numbers", async () => {
    for (const lang of LANGS) {
      const res = await inj({ method: 'GET', url: `${F}/report-ann-dec-details?year=2020`, token }, lang);
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      expect((sheet.getRow(1).values as unknown[])[1]).toBe(
        { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' }[lang],
      );
      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe('01001010101');
      expect(first.getCell(4).value).toBeInstanceOf(Date);
      expect(first.getCell(5).value).toBe(2);
      expect(first.getCell(6).value).toBe(2000);
    }
    expectResultError(
      await inj({ method: 'GET', url: `${F}/report-ann-dec-details?year=2018`, token }),
      404,
      'ANNUAL_NOT_AVAILABLE',
      errorMessage('en', 'ANNUAL_NOT_AVAILABLE'),
    );
  });
});

describe("another organization's ids", () => {
  it('answer 404 on every call, revealing nothing and changing nothing', async () => {
    const a = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=open`, token }),
    ).items.find((x) => x.year === 2022)!;
    const detailId = (await view(a.id)).details.items[0]!.id;
    const docId = resultOf<Annual>(await inj(docsUpload(a.id, [{ name: 'a.pdf', content: PDF }]))).documents[0]!.id;
    const before = await snapshot(ctx.db, [...ANNUAL_TABLES]);
    const t = otherToken;
    const row1 = { personalIdentificationNumber: '01001010101', lastName: 'ბერიძე', grossSalary: '1' };
    const calls: [Req, string][] = [
      [
        { method: 'GET', url: `${F}/get-annual-declaration-details?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'GET', url: `${F}/get-comparison-annual-declaration?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'GET', url: `${F}/get-comparison-month-annual-declaration?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [addDetail(a.id, row1, {}, t), 'ANNUAL_NOT_AVAILABLE'],
      [
        { method: 'PUT', url: `${W}/annual-declarations/${a.id}/details/${detailId}`, token: t, payload: row1 },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'DELETE', url: `${W}/delete-annual-declaration-detail?annualdecDetailId=${detailId}`, token: t },
        'RECORD_NOT_FOUND',
      ],
      [close(a.id, {}, t), 'ANNUAL_NOT_AVAILABLE'],
      [
        { method: 'DELETE', url: `${W}/delete-annual-declaration?annualdecId=${a.id}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [docsUpload(a.id, [{ name: 'b.pdf', content: PDF }], t), 'ANNUAL_NOT_AVAILABLE'],
      [
        {
          method: 'POST',
          url: `${W}/annual-declarations/download-doc`,
          token: t,
          payload: { annualdecId: a.id, docId },
        },
        'ANNUAL_NOT_AVAILABLE',
      ],
      [
        { method: 'DELETE', url: `${W}/annual-declarations/doc-delete?annualdecId=${a.id}&docId=${docId}`, token: t },
        'ANNUAL_NOT_AVAILABLE',
      ],
    ];
    for (const [req, code] of calls) {
      const res = await inj(req);
      expectResultError(res, 404, code, errorMessage('en', code as 'ANNUAL_NOT_AVAILABLE'));
      expect(res.body).not.toContain('ბერიძე');
    }
    // its own list, year and participants: nothing of the other organization's
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list`, token: t }),
    );
    expect(list.items.map((x) => x.id)).not.toContain(a.id);
    const check = resultOf<{ inAnnualDeclaration: boolean; isDeclared: boolean }>(
      await inj({
        method: 'GET',
        url: `${F}/check-participant-for-annual-declaration?year=2022&personalIdentificationNumber=03003030303`,
        token: t,
      }),
    );
    expect(check).toMatchObject({ inAnnualDeclaration: false, isDeclared: false });
    expect(await snapshot(ctx.db, [...ANNUAL_TABLES])).toEqual(before);
  });

  it('a document of another annual declaration of the same organization is not reached through this one', async () => {
    const list = resultOf<{ items: Annual[] }>(
      await inj({ method: 'GET', url: `${F}/get-annual-declaration-list?status=open`, token }),
    ).items;
    const x = list.find((i) => i.year === 2022)!;
    const y = list.find((i) => i.year === 2021)!;
    const docId = resultOf<Annual>(await inj(docsUpload(y.id, [{ name: 'b.pdf', content: PDF }]))).documents[0]!.id;
    const res = await inj({
      method: 'POST',
      url: `${W}/annual-declarations/download-doc`,
      token,
      payload: { annualdecId: x.id, docId },
    });
    expectResultError(res, 404, 'RECORD_NOT_FOUND', errorMessage('en', 'RECORD_NOT_FOUND'));
  });
});
