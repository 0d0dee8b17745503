import { parseMoney, periodOfInstant } from '@pensia/domain';
import { afterAll, beforeAll } from 'vitest';
import { addRow, createDeclaration, F, injector, row, W, type Req } from './declarations.ts';
import { resultOf } from './expect.ts';
import { multipart } from './multipart.ts';
import { createTestContext, DEMO, type TestContext } from './test-app.ts';

/** What the tests of annual declarations share (modules/annual/annual-*.test.ts): their set-up and requests. */

/** The database, the demo employer's token, the second demo employer's, and the requests' injector of a test
 * file, filled in before its tests (the bindings are live). */
export let ctx: TestContext;
export let token: string;
export let otherToken: string;
export let inj: ReturnType<typeof injector>;

export interface Annual {
  id: string;
  year: number;
  version: number;
  status: 'open' | 'closed';
  rowCount: number;
  differenceCount: number;
  totals: {
    declaredBase: string;
    annualBase: string;
    declaredContribution: string;
    annualContribution: string;
    difference: string;
  };
  documents: { id: string; name: string }[];
}
export interface AnnualDetail {
  id: string;
  personalIdentificationNumber: string;
  isNew: boolean;
  months: number;
  declaredBase: string;
  annualBase: string;
  difference: string;
}

export const ANNUAL_TABLES = [
  'annualDeclarations',
  'annualDeclarationDetails',
  'annualDeclarationDocuments',
  'ledgerMovements',
  'files',
] as const;
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const THIS_YEAR = periodOfInstant(new Date()).year;

/** Opens a database of its own for the test file, closed after its tests. */
export function setUpAnnualTests() {
  beforeAll(async () => {
    ctx = await createTestContext();
    inj = injector(ctx);
    token = (await ctx.login()).accessToken;
    otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  });
  afterAll(async () => ctx?.close());
}

/** Two filed months of a year: 1,000.00 and 500.00 gross for two people in each (open, then closed). */
export async function filedYear(year: number, tk = token, months: readonly number[] = [3, 4]) {
  const ids: string[] = [];
  for (const [i, month] of months.entries()) {
    const d = await createDeclaration(ctx, tk, { year, month, form: 'simple' });
    await addRow(ctx, tk, d.id, row('01001010101', '1000.00'));
    await addRow(ctx, tk, d.id, row('02002020202', '500.00', { lastName: 'გელაშვილი' }));
    resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token: tk }));
    if (i > 0) resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/close`, token: tk }));
    ids.push(d.id);
  }
  return ids;
}

export const create = async (year: number, rows?: 'declared' | 'none', tk = token) =>
  resultOf<Annual>(
    await inj({
      method: 'POST',
      url: `${W}/create-annual-declaration`,
      token: tk,
      payload: { year, ...(rows ? { rows } : {}) },
    }),
  );
export const view = async (id: string, tk = token) =>
  resultOf<{ annualDeclaration: Annual; details: { items: AnnualDetail[]; totalCount: number } }>(
    await inj({ method: 'GET', url: `${F}/get-annual-declaration-details?annualdecId=${id}&pageSize=50`, token: tk }),
  );
export const addDetail = (
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  tk = token,
): Req => ({ method: 'POST', url: `${W}/annual-declarations/${id}/details`, token: tk, payload, headers });
export const close = (id: string, headers: Record<string, string> = {}, tk = token): Req => ({
  method: 'POST',
  url: `${W}/close-annual-declaration?id=${id}`,
  token: tk,
  headers,
});
export const balance = async (tk = token) =>
  parseMoney(
    resultOf<{ totalBalance: string }>(await inj({ method: 'GET', url: `${F}/declarations/org-balance`, token: tk }))
      .totalBalance,
  )!;
export const docsUpload = (id: string, files: { name: string; content: Buffer; contentType?: string }[], tk = token): Req => {
  const body = multipart(
    { annualdecId: id },
    files.map((f) => ({ field: 'files', ...f })),
  );
  return {
    method: 'POST',
    url: `${W}/annual-declarations/docs-create`,
    token: tk,
    payload: body.payload,
    headers: body.headers,
  };
};
export const detailOf = (v: Awaited<ReturnType<typeof view>>, pn: string) =>
  v.details.items.find((d) => d.personalIdentificationNumber === pn)!;
