import { validationMessage } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRow, createDeclaration, expectRefused, filledTemplate, getDeclaration, injector, LANGS, periods, row, uploadRequest, W, type CellInput, type Decl } from '../../test/declarations.ts';
import { resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
let self: string;
const nextPeriod = periods(2019);

beforeAll(async () => {
  ctx = await createTestContext();
  self = (await ctx.login(DEMO.self.username, DEMO.self.password)).accessToken;
});
afterAll(async () => ctx?.close());

describe("a self-employed person's declaration of own income", () => {
  it('holds one row, for the person: another personal number or a second row is refused', async () => {
    const d = await createDeclaration(ctx, self, { ...nextPeriod(), type: 'selfEmployed', form: 'simple' });
    const details = `${W}/declarations/${d.id}/details`;
    await expectRefused(ctx, { method: 'POST', url: details, token: self, payload: row('01001019999', '2500.00') }, 400, 'FILL_CORRECT_FIELDS', {
      fields: { personalIdentificationNumber: 'ownIncomePersonalNumber' },
    });
    const own = await addRow(ctx, self, d.id, row(DEMO.self.code, '2500.00', { firstName: DEMO.self.firstName, lastName: DEMO.self.lastName }));
    // 4% of own income, as 2% + 2%
    expect(own.detail).toMatchObject({ personalIdentificationNumber: DEMO.self.code, employeeContribution: '50.00', organizationContribution: '50.00' });
    await expectRefused(ctx, { method: 'POST', url: details, token: self, payload: row('01001019998', '2500.00') }, 400, 'FILL_CORRECT_FIELDS', { fields: { _: 'ownIncomeSingleRow' } });
    // the row is edited in place, and stays the person's own
    await expectRefused(ctx, { method: 'PUT', url: `${details}/${own.detail.id}`, token: self, payload: row('01001019998', '2500.00') }, 400, 'FILL_CORRECT_FIELDS', {
      fields: { personalIdentificationNumber: 'ownIncomePersonalNumber' },
    });
  });

  it.each(LANGS)("refuses at upload a file whose row is another person's, saying so in %s; the person's own row is taken", async (lang) => {
    const d = await createDeclaration(ctx, self, { ...nextPeriod(), type: 'selfEmployed', form: 'simple' });
    const upload = async (cells: CellInput[]) => injector(ctx)(uploadRequest(self, d.id, await filledTemplate(ctx, self, 'selfEmployed', 'simple', [cells])), lang);
    const another = resultOf<{ accepted: number; rejected: number; rows: { row: number; column: string | null; message: string }[]; declaration: Decl }>(
      await upload(['01001019999', 'ნინო', 'ბერიძე', '1985-05-20', 'female', 2500]),
    );
    expect(another).toMatchObject({ accepted: 0, rejected: 1 });
    expect(another.rows).toContainEqual({ row: 2, column: 'personalIdentificationNumber', message: validationMessage(lang, 'ownIncomePersonalNumber') });
    // nothing was stored: the row waits in the upload report to be fixed or let go
    expect((await getDeclaration(ctx, self, d.id)).declaration.totals.rowCount).toBe(0);

    const own = resultOf<{ accepted: number; rejected: number; declaration: Decl }>(await upload([DEMO.self.code, DEMO.self.firstName, DEMO.self.lastName, '1985-05-20', 'female', 2500]));
    expect(own).toMatchObject({ accepted: 1, rejected: 0 });
    expect(own.declaration.totals).toMatchObject({ rowCount: 1, employeeContribution: '50.00', organizationContribution: '50.00' });
  });
});
