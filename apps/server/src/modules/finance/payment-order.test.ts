import { amountInWords, dateOfInstant, errorMessage, formatIban, parseMoney, type Lang } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-bank-accounts.ts';
import { addRow, createDeclaration, F, LANGS, row, W, type Decl } from '../../test/declarations.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { orderNumberOf } from './payment-order.service.ts';
import { pdfText } from '../../test/pdf-text.ts';

const ORDER = '/api/front-office/v1/statements/download-org-order-file';

let ctx: TestContext;
let token: string;
let organizationId: string;
let declaration: Decl;
let owed: bigint;

const order = (lang: Lang = 'ka') =>
  ctx.inject({ method: 'GET', url: `${ORDER}?documentNumberId=${declaration.id}&documentType=declaration`, token, headers: { 'accept-language': lang } });
const setName = (name: string) => ctx.db.updateTable('organizations').set({ name }).where('id', '=', organizationId).execute();

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  const d = await createDeclaration(ctx, token, { year: 2025, month: 8 });
  await addRow(ctx, token, d.id, row('11100000001', '123456.78'));
  declaration = resultOf<Decl>(await ctx.inject({ method: 'POST', url: `${W}/declarations/${d.id}/activate`, token }));
  organizationId = declaration.organizationId;
  const balance = resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token }));
  const deficit = -parseMoney(balance.totalBalance)!;
  const total = parseMoney(declaration.totals.totalContribution)!;
  owed = deficit < total ? deficit : total;
}, 120_000);
afterAll(async () => ctx?.close());

describe('the payment order as a bank takes it', () => {
  it('has its number and date, the payer’s default account and bank, the amount in figures and Georgian words, the period and document', async () => {
    const res = await order('ka');
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    const today = dateOfInstant(ctx.clock.now());
    const { number: documentNumber } = await ctx.db.selectFrom('declarations').select('number').where('id', '=', declaration.id).executeTakeFirstOrThrow();
    const number = orderNumberOf(documentNumber, today);
    const bank = await ctx.db.selectFrom('banks').select(['nameKa', 'bic']).where('code', '=', 'LB').executeTakeFirstOrThrow();
    expect(owed).toBeGreaterThan(0n);
    for (const expected of [
      `საგადახდო დავალება № ${number}`,
      `საგადახდო დავალების ნომერი ${number}`,
      `თარიღი ${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`,
      `გადამხდელის ანგარიში ${formatIban(DEMO_BANK_ACCOUNTS.employer2[0])}`,
      `გადამხდელის ბანკი ${bank.nameKa}, BIC ${bank.bic}`,
      `თანხა ${owed / 100n}.${String(owed % 100n).padStart(2, '0')} GEL`,
      `თანხა სიტყვიერად ${amountInWords(owed, 'ka')}`,
      `დოკუმენტი დეკლარაცია ${documentNumber}`,
      'საანგარიშო პერიოდი 08.2025',
    ]) {
      expect(text).toContain(expected);
    }
    // a Georgian interface has the words once
    expect(text).not.toContain('Amount in words');
  });

  it('has the amount in words in the interface’s language too', async () => {
    expect(await pdfText((await order('en')).rawPayload)).toContain(`Amount in words ${amountInWords(owed, 'en')}`);
    const ru = await pdfText((await order('ru')).rawPayload);
    expect(ru).toContain(`Сумма прописью ${amountInWords(owed, 'ru')}`);
    expect(ru).toContain(`თანხა სიტყვიერად ${amountInWords(owed, 'ka')}`);
  });

  it('says so when the organization has no default account', async () => {
    await ctx.db.updateTable('bankAccounts').set({ isDefault: false }).where('organizationId', '=', organizationId).execute();
    try {
      const text = await pdfText((await order()).rawPayload);
      expect(text).toContain('გადამხდელის ანგარიში ორგანიზაციას ნაგულისხმევი საბანკო ანგარიში არ აქვს მითითებული');
      expect(text).not.toContain('გადამხდელის ბანკი');
    } finally {
      await ctx.db.updateTable('bankAccounts').set({ isDefault: true }).where('iban', '=', DEMO_BANK_ACCOUNTS.employer2[0]).execute();
    }
  });

  it('draws a name in other scripts with a font that has them', async () => {
    const name = 'Ελληνικά Ẩm Thực Łódź Şirketi Ђурђевић';
    await setName(name);
    try {
      const res = await order();
      expect(res.statusCode, res.body).toBe(200);
      expect(await pdfText(res.rawPayload)).toContain(`გადამხდელი ${name}`);
    } finally {
      await setName(DEMO.employer2.name);
    }
  });

  it('is refused, naming the characters, when no font can draw them: nothing is left out silently', async () => {
    await setName('Հայկական ընկերություն 株式会社');
    try {
      for (const lang of LANGS) {
        const res = await order(lang);
        const body = expectResultError(res, 422, 'PAYMENT_ORDER_TEXT_UNDRAWABLE');
        expect(body.message).toBe(errorMessage(lang, 'PAYMENT_ORDER_TEXT_UNDRAWABLE', { characters: 'Հ ա յ կ ն ը ե ր ո ւ' }));
      }
    } finally {
      await setName(DEMO.employer2.name);
    }
  });
});
