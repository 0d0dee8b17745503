import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, expectRefused, F, injector, row, W, type Req } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let token: string;
let otherToken: string;
let inj: ReturnType<typeof injector>;

interface Employee {
  personalIdentificationNumber: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  gender: string | null;
  isRegistered: boolean;
  declaredMonths: number;
  lastDeclared: { year: number; month: number } | null;
}

const person = (pn: string, extra: Record<string, unknown> = {}) => ({ personalIdentificationNumber: pn, firstName: 'ლაშა', lastName: 'წიკლაური', birthDate: '1980-02-02', gender: 'male', ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  inj = injector(ctx);
  token = (await ctx.login()).accessToken;
  otherToken = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  // a person known only from declarations: one draft and one activated month
  for (const month of [3, 4]) {
    const d = await createDeclaration(ctx, token, { year: 2020, month, form: 'simple' });
    await addRow(ctx, token, d.id, row('55500000001', '1000.00', { firstName: 'თამარ', lastName: 'ჩხეიძე' }));
    if (month === 4) resultOf(await inj({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
  }
});
afterAll(async () => ctx?.close());

describe('employees', () => {
  it('searches registered and declared people by personal number or name, paged', async () => {
    const all = resultOf<{ items: Employee[]; totalCount: number }>(await inj({ method: 'GET', url: `${F}/employees?pageSize=5`, token }));
    expect(all.items).toHaveLength(5);
    expect(all.totalCount).toBeGreaterThanOrEqual(41);
    const byNumber = resultOf<{ items: Employee[]; totalCount: number }>(await inj({ method: 'GET', url: `${F}/employees?search=5550`, token }));
    expect(byNumber.items).toEqual([
      { personalIdentificationNumber: '55500000001', firstName: 'თამარ', lastName: 'ჩხეიძე', birthDate: '1990-05-01', gender: 'female', isRegistered: false, declaredMonths: 2, lastDeclared: { year: 2020, month: 4 } },
    ]);
    const byName = resultOf<{ items: Employee[] }>(await inj({ method: 'GET', url: `${F}/employees?search=ჩხეიძე`, token }));
    expect(byName.items.map((e) => e.personalIdentificationNumber)).toContain('55500000001');
    expect(resultOf<{ items: Employee[]; totalCount: number }>(await inj({ method: 'GET', url: `${F}/employees?search=%25`, token })).totalCount).toBe(0);
    // another organization finds none of them
    expect(resultOf<{ totalCount: number }>(await inj({ method: 'GET', url: `${F}/employees?search=5550`, token: otherToken })).totalCount).toBe(0);
    await expectRefused(ctx, { method: 'GET', url: `${F}/employees?pageNumber=0`, token }, 400, 'VALIDATION_FAILED');
  });

  it('gives every page its own people in name order, each with the months counted for it, and the same total', async () => {
    type Page = { items: Employee[]; totalCount: number };
    const first = resultOf<Page>(await inj({ method: 'GET', url: `${F}/employees?pageNumber=1&pageSize=7`, token }));
    const pages = [first];
    for (let n = 2; n <= Math.ceil(first.totalCount / 7); n++) pages.push(resultOf<Page>(await inj({ method: 'GET', url: `${F}/employees?pageNumber=${n}&pageSize=7`, token })));
    expect(pages.map((p) => p.totalCount)).toEqual(pages.map(() => first.totalCount));
    const everyone = pages.flatMap((p) => p.items);
    expect(everyone).toHaveLength(first.totalCount);
    expect(new Set(everyone.map((e) => e.personalIdentificationNumber)).size).toBe(first.totalCount);
    const key = (e: Employee) => [e.lastName, e.firstName, e.personalIdentificationNumber];
    const order = (a: Employee, b: Employee) => { const [x, y] = [key(a), key(b)]; for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1; return 0; };
    expect(everyone.map(key)).toEqual([...everyone].sort(order).map(key));
    // the person of two declarations, on whichever page the order puts her, has her own two months
    expect(everyone.find((e) => e.personalIdentificationNumber === '55500000001')).toMatchObject({ declaredMonths: 2, lastDeclared: { year: 2020, month: 4 } });
    expect(everyone.filter((e) => e.declaredMonths > 0).length).toBeGreaterThan(1);
  });

  it("answers one employee's months and the contributions of activated ones", async () => {
    const one = resultOf<{ employee: Employee; months: { year: number; month: number; declarationStatus: string; employeeContribution: string }[]; totals: Record<string, string> }>(
      await inj({ method: 'GET', url: `${F}/employees/55500000001`, token }),
    );
    expect(one.months.map((m) => [m.year, m.month, m.declarationStatus, m.employeeContribution])).toEqual([
      [2020, 4, 'open', '20.00'],
      [2020, 3, 'draft', '20.00'],
    ]);
    // the draft does not count
    expect(one.totals).toEqual({ employeeContribution: '20.00', organizationContribution: '20.00' });
    await expectRefused(ctx, { method: 'GET', url: `${F}/employees/55500000001`, token: otherToken }, 404, 'RECORD_NOT_FOUND');
    await expectRefused(ctx, { method: 'GET', url: `${F}/employees/55500000009`, token }, 404, 'RECORD_NOT_FOUND');
    await expectRefused(ctx, { method: 'GET', url: `${F}/employees/5550000000`, token }, 400, 'VALIDATION_FAILED', { fields: { personalNumber: 'personalNumberLength' } });
  });

  it('registers an employee; refuses bad input and a second registration, in every language, storing nothing', async () => {
    const post = (payload: Record<string, unknown>): Req => ({ method: 'POST', url: `${W}/employees`, token, payload });
    await expectRefused(ctx, post(person('6660000000')), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberLength' } });
    await expectRefused(ctx, post(person('666000000012')), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberLength' } });
    await expectRefused(ctx, post(person('6660000000x')), 400, 'VALIDATION_FAILED', { fields: { personalIdentificationNumber: 'personalNumberDigits' } });
    await expectRefused(ctx, post(person('66600000001', { firstName: ' ' })), 400, 'VALIDATION_FAILED', { fields: { firstName: 'required' } });
    await expectRefused(ctx, post(person('66600000001', { birthDate: '02.02.1980x' })), 400, 'VALIDATION_FAILED', { fields: { birthDate: 'dateCellFormat' } });
    await expectRefused(ctx, post(person('66600000001', { gender: 'other' })), 400, 'VALIDATION_FAILED', { fields: { gender: 'genderValue' } });
    const reg = resultOf<Employee>(await inj(post(person('66600000001'))));
    expect(reg).toMatchObject({ personalIdentificationNumber: '66600000001', isRegistered: true, declaredMonths: 0, lastDeclared: null, birthDate: '1980-02-02' });
    await expectRefused(ctx, post(person('66600000001', { firstName: 'სხვა' })), 409, 'EMPLOYEE_ALREADY_REGISTERED', { fields: { personalIdentificationNumber: 'personalNumberRepeated' } });
    // another organization registers the same person for itself
    expect(resultOf<Employee>(await inj({ ...post(person('66600000001')), token: otherToken })).isRegistered).toBe(true);
  });

  it("updates an employee (registering one known only from declarations); another organization's: 404", async () => {
    const put = (pn: string, payload: Record<string, unknown>, tk = token): Req => ({ method: 'PUT', url: `${W}/employees/${pn}`, token: tk, payload });
    resultOf(await inj({ method: 'POST', url: `${W}/employees`, token, payload: person('77700000001') }));
    const { personalIdentificationNumber: _pn, ...data } = person('77700000001', { lastName: 'ქავთარაძე' });
    const upd = resultOf<Employee>(await inj(put('77700000001', data)));
    expect(upd).toMatchObject({ lastName: 'ქავთარაძე', isRegistered: true });
    const declared = resultOf<Employee>(await inj(put('55500000001', { ...data, firstName: 'თამარი', lastName: 'ჩხეიძე', gender: 'female' })));
    expect(declared).toMatchObject({ firstName: 'თამარი', isRegistered: true, declaredMonths: 2 });
    await expectRefused(ctx, put('77700000001', data, otherToken), 404, 'RECORD_NOT_FOUND');
    await expectRefused(ctx, put('77700000009', data), 404, 'RECORD_NOT_FOUND');
    await expectRefused(ctx, put('77700000001', { ...data, birthDate: '1980-13-01' }), 400, 'VALIDATION_FAILED', { fields: { birthDate: 'dateCellFormat' } });
    await expectRefused(ctx, put('777', data), 400, 'VALIDATION_FAILED', { fields: { personalNumber: 'personalNumberLength' } });
  });
});
