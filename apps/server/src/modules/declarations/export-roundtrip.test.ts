import { GENDER_WORD, templateHeaders } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultOf } from '../../test/expect.ts';
import { addRow, createDeclaration, F, getDeclaration, injector, LANGS, row, uploadRequest, type Detail } from '../../test/declarations.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** An export is what the user reads in a spreadsheet program, and a file the upload takes back unchanged. */
describe('declaration export in the user\'s language', () => {
  let ctx: TestContext;
  let token: string;
  let source: string;
  const rows = [
    row('01001011111', '1250.50', { gender: 'male', birthDate: '1975-01-01', firstName: 'გიორგი', lastName: 'მაისურაძე' }),
    row('01001012222', '800.00', { gender: 'female', birthDate: '1999-12-31' }),
    row('01001013333', '3000.00', { gender: 'male', birthDate: '1960-02-29', firstName: 'Ivan', lastName: 'Petrov' }),
  ];
  /** What a row is, without where it is kept (its id, its declaration). */
  const comparable = (d: Detail & Record<string, unknown>) => {
    const { id: _id, declarationId: _declarationId, ...rest } = d;
    return rest;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    token = (await ctx.login()).accessToken;
    const d = await createDeclaration(ctx, token, { year: 2020, month: 1 });
    for (const r of rows) await addRow(ctx, token, d.id, r);
    source = d.id;
  });
  afterAll(() => ctx?.close());

  it.each(LANGS)('%s: genders in the words of the language, birth dates as real dates, and the export uploads back to the same rows', async (lang) => {
    const inj = injector(ctx);
    const res = await inj({ method: 'GET', url: `${F}/report-dec-details?declarationId=${source}`, token }, lang);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    const ws = wb.worksheets[0]!;
    const headers = templateHeaders('standard', 'detailed', lang);
    expect((ws.getRow(1).values as string[]).slice(1)).toEqual(headers);
    const col = (key: string) => headers.indexOf(headers[['personalIdentificationNumber', 'firstName', 'lastName', 'birthDate', 'gender'].indexOf(key)]!) + 1;
    const byNumber = new Map<string, ExcelJS.Row>();
    ws.eachRow((r, n) => {
      if (n > 1) byNumber.set(String(r.getCell(col('personalIdentificationNumber')).value), r);
    });
    const first = byNumber.get('01001011111')!;
    expect(first.getCell(col('gender')).value).toBe(GENDER_WORD[lang].male);
    expect(byNumber.get('01001012222')!.getCell(col('gender')).value).toBe(GENDER_WORD[lang].female);
    const birth = first.getCell(col('birthDate'));
    expect(birth.value).toBeInstanceOf(Date);
    expect((birth.value as Date).toISOString()).toBe('1975-01-01T00:00:00.000Z');
    expect(birth.numFmt).toBe('dd.mm.yyyy');

    const target = await createDeclaration(ctx, token, { year: 2020, month: 2 + LANGS.indexOf(lang) });
    const uploaded = await inj(uploadRequest(token, target.id, res.rawPayload), lang);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const again = (await getDeclaration(ctx, token, target.id)).details.items;
    const original = (await getDeclaration(ctx, token, source)).details.items;
    const sorted = (items: Detail[]) => [...items].sort((a, b) => a.personalIdentificationNumber.localeCompare(b.personalIdentificationNumber)).map((d) => comparable(d as Detail & Record<string, unknown>));
    expect(again).toHaveLength(rows.length);
    expect(sorted(again)).toEqual(sorted(original));
    expect(resultOf<{ items: unknown[] } | null>(await inj({ method: 'GET', url: `${F}/declarations/${target.id}/upload-report`, token }))?.items ?? []).toEqual([]);
  });
});
