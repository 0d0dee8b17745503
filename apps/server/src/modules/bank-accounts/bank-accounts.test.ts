import { errorMessage, formatIban, ibanCheckDigits, validationMessage, type BankAccount, type Lang, type OperatorBank } from '@pensia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../../db/seed/demo-bank-accounts.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { operatorLogin } from '../../test/multipart.ts';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app.ts';
import { steppedUp } from '../../test/two-factor.ts';

const P = '/api/parameters/v1';
const OP = '/api/operator/v1';
const TABLES = ['bankAccounts', 'banks'] as const;
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** A valid Georgian IBAN, its check digits computed (the rule itself is tested in the domain package). */
const ge = (bankCode: string, account: string) => `GE${ibanCheckDigits('GE', bankCode + account)}${bankCode}${account}`;
const withWrongCheckDigits = (iban: string) => `GE${String((Number(iban.slice(2, 4)) + 1) % 98 || 2).padStart(2, '0')}${iban.slice(4)}`;

interface Bank {
  id: string;
  code: string;
  bic: string;
  nameKa: string;
  nameEn: string;
  nameRu: string;
}

let ctx: TestContext;
let employer: string;
let employer2: string;
let self: string;
let operator: string;
let banks: Bank[];
const bank = (code: string) => banks.find((b) => b.code === code)!;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: unknown, lang: Lang = 'en', headers: Record<string, string> = {}) =>
  ctx.inject({ method, url, token, payload: payload as never, headers: { 'accept-language': lang, ...headers } });
const accountsOf = async (token: string) => resultOf<BankAccount[]>(await req('GET', `${P}/org-acct-numbers`, token));

/** A refused call answers the refusal and leaves both tables as they were. */
async function refused(call: () => ReturnType<typeof req>, status: number, code: string, message?: string) {
  const before = await snapshot(ctx.db, [...TABLES]);
  const body = expectResultError(await call(), status, code, message);
  expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  return body;
}

beforeAll(async () => {
  ctx = await createTestContext();
  employer = (await ctx.login()).accessToken;
  employer2 = (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken;
  self = (await ctx.login(DEMO.self.username, DEMO.self.password)).accessToken;
  operator = (await operatorLogin(ctx)).accessToken;
  // adding, making default and removing an account ask for a second factor given within 5 minutes
  for (const token of [employer, employer2, self]) await steppedUp(ctx, token);
  banks = resultOf<Bank[]>(await req('GET', `${P}/banklist`, employer));
});
afterAll(async () => ctx?.close());

describe('banklist', () => {
  it('lists the Georgian commercial banks with their IBAN code, BIC and names in three languages', async () => {
    expect(banks.map((b) => b.code)).toEqual(expect.arrayContaining(['BG', 'TB', 'LB', 'PC', 'BS', 'KS']));
    expect(bank('TB')).toMatchObject({ bic: 'TBCBGE22', nameEn: 'TBC Bank' });
    expect(bank('BG')).toMatchObject({ bic: 'BAGAGE22', nameEn: 'Bank of Georgia' });
    expect(bank('KS')).toMatchObject({ bic: 'TEBAGE22', nameEn: 'Terabank' });
    for (const b of banks) {
      expect(b.code).toMatch(/^[A-Z]{2}$/);
      expect(b.bic).toMatch(/^[A-Z]{4}GE[A-Z0-9]{2}$/);
      expect(b.nameKa).toMatch(/[\u10D0-\u10FF]/);
      expect(b.nameRu).toMatch(/[\u0400-\u04FF]/);
    }
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
  });

  it('needs a signed-in caller', async () => {
    expectResultError(await req('GET', `${P}/banklist`, undefined), 401, 'UNAUTHORIZED');
    expectResultError(await req('GET', `${P}/org-acct-numbers`, undefined), 401, 'UNAUTHORIZED');
  });
});

describe('org-acct-numbers', () => {
  it("lists the caller organization's accounts only, the default first", async () => {
    const mine = await accountsOf(employer);
    expect(mine.map((a) => [a.accountNumber, a.bank.code, a.isDefault])).toEqual([
      [DEMO_BANK_ACCOUNTS.employer[0], 'BG', true],
      [DEMO_BANK_ACCOUNTS.employer[1], 'TB', false],
    ]);
    expect(mine[0]!.bank).toEqual(bank('BG'));
    const theirs = await accountsOf(employer2);
    expect(theirs.map((a) => a.accountNumber)).toEqual([...DEMO_BANK_ACCOUNTS.employer2]);
    expect(theirs.some((a) => mine.some((m) => m.id === a.id))).toBe(false);
  });

  it('adds an account typed in groups and small letters, stored normalised', async () => {
    const iban = ge('LB', '0204567891000077');
    const account = resultOf<BankAccount>(await req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('LB').id, accountNumber: ` ${formatIban(iban).toLowerCase()} ` }));
    expect(account).toMatchObject({ accountNumber: iban, isDefault: false, bank: bank('LB') });
    expect((await accountsOf(employer)).map((a) => a.accountNumber)).toContain(iban);
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db.selectFrom('auditLog').select(['route', 'targetId', 'status']).where('targetId', '=', account.id).executeTakeFirst();
    expect(audit).toEqual({ route: '/api/parameters/v1/org-acct-numbers', targetId: account.id, status: 200 });
    // once is enough: the same IBAN, however typed, is refused
    await refused(() => req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('LB').id, accountNumber: iban.toLowerCase() }), 409, 'ACCOUNT_ALREADY_ADDED', 'This account has already been added.');
    // another organization may name the same account of its own
    resultOf(await req('POST', `${P}/org-acct-numbers`, employer2, { bankId: bank('LB').id, accountNumber: iban }));
  });

  it.each<Lang>(['en', 'ka', 'ru'])('refuses bad IBANs saying what is wrong — the check digits, the length, the country, the bank code, the digits — in %s, changing nothing', async (lang) => {
    const good = ge('TB', '7204567891000019');
    expect(good[20]).not.toBe(good[21]);
    for (const [accountNumber, ref] of [
      [withWrongCheckDigits(good), 'ibanCheckDigits'],
      [`${good.slice(0, 20)}${good[21]}${good[20]}`, 'ibanCheckDigits'],
      [good.slice(0, 21), 'ibanLength?count=21'],
      [`DE${ibanCheckDigits('DE', '370400440532013000')}370400440532013000`, 'ibanNotGeorgian'],
      [`GB${ibanCheckDigits('GB', 'NWBK60161331926819')}NWBK60161331926819`, 'ibanNotGeorgian'],
      ['0101904917', 'ibanNotGeorgian'],
      [`GE00${'12'}${'0'.repeat(16)}`, 'ibanBankCode'],
      [`${good.slice(0, 12)}X${good.slice(13)}`, 'ibanDigits'],
      [`${good}${'0'.repeat(60)}`, 'accountNumberFormat'],
    ] as const) {
      const body = await refused(() => req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('TB').id, accountNumber }, lang), 400, 'VALIDATION_FAILED', errorMessage(lang, 'VALIDATION_FAILED'));
      expect(body.result!.messages).toEqual({ accountNumber: validationMessage(lang, ref) });
    }
    expect(validationMessage('en', 'ibanLength?count=21')).toBe('A Georgian account number has 22 characters; this one has 21.');
    const empty = await refused(() => req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('TB').id, accountNumber: '  ' }, lang), 400, 'VALIDATION_FAILED');
    expect(empty.result!.messages).toEqual({ accountNumber: validationMessage(lang, 'required') });
  });

  it.each<Lang>(['en', 'ka', 'ru'])('refuses an IBAN of another bank than the one chosen (%s)', async (lang) => {
    const body = await refused(
      () => req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('BG').id, accountNumber: ge('TB', '7204567891000055') }, lang),
      400, 'ACCOUNT_BANK_MISMATCH', errorMessage(lang, 'ACCOUNT_BANK_MISMATCH'),
    );
    expect(body.result!.messages).toEqual({ accountNumber: validationMessage(lang, 'accountBankMismatch') });
  });

  it('refuses an unknown bank, a bank taken off the list, and a body missing its fields', async () => {
    const iban = ge('TB', '7204567891000066');
    for (const bankId of [NOBODY, 'not-an-id', '']) {
      const body = await refused(() => req('POST', `${P}/org-acct-numbers`, employer, { bankId, accountNumber: iban }), 400, 'VALIDATION_FAILED');
      expect(body.result!.messages).toEqual({ bankId: 'Choose a bank from the list.' });
    }
    await refused(() => req('POST', `${P}/org-acct-numbers`, employer, {}), 400, 'VALIDATION_FAILED');
    await refused(() => req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('TB').id, accountNumber: 42 }), 400, 'VALIDATION_FAILED');
  });

  it('answers in the language of the culture header, which the web client sends with this call', async () => {
    const body = await refused(
      () => req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('TB').id, accountNumber: 'GE00TB0000000000000000' }, 'en', { culture: 'ru-RU' }),
      400, 'VALIDATION_FAILED', errorMessage('ru', 'VALIDATION_FAILED'),
    );
    expect(body.result!.messages).toEqual({ accountNumber: validationMessage('ru', 'ibanCheckDigits') });
    // a culture it does not know is ignored
    const other = await refused(
      () => req('POST', `${P}/org-acct-numbers`, employer, { bankId: bank('TB').id, accountNumber: 'GE00TB0000000000000000' }, 'ka', { culture: 'de-DE' }),
      400, 'VALIDATION_FAILED',
    );
    expect(other.result!.messages).toEqual({ accountNumber: validationMessage('ka', 'ibanCheckDigits') });
  });

  it('makes another account the default, one default at a time', async () => {
    const [first, second] = await accountsOf(self);
    expect([first!.isDefault, second!.isDefault]).toEqual([true, false]);
    const after = resultOf<BankAccount[]>(await req('PUT', `${P}/org-acct-numbers/${second!.id}/default`, self));
    expect(after.map((a) => [a.id, a.isDefault])).toEqual([[second!.id, true], [first!.id, false]]);
    // again: nothing moves
    expect(resultOf<BankAccount[]>(await req('PUT', `${P}/org-acct-numbers/${second!.id}/default`, self))).toEqual(after);
    // a new account asked as the default takes the flag
    const added = resultOf<BankAccount>(await req('POST', `${P}/org-acct-numbers`, self, { bankId: bank('KS').id, accountNumber: ge('KS', '0000001024055867'), isDefault: true }));
    expect(added.isDefault).toBe(true);
    expect((await accountsOf(self)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.id]);
  });

  it("answers another organization's account, or no account, with a 404 that reveals nothing", async () => {
    const theirs = (await accountsOf(employer2))[0]!;
    for (const id of [theirs.id, NOBODY, 'x']) {
      const a = await refused(() => req('PUT', `${P}/org-acct-numbers/${id}/default`, employer), 404, 'RECORD_NOT_FOUND', 'Record not found.');
      const b = await refused(() => req('DELETE', `${P}/org-acct-numbers/${id}`, employer), 404, 'RECORD_NOT_FOUND', 'Record not found.');
      expect(JSON.stringify([a, b])).not.toContain(theirs.accountNumber);
    }
    expect((await accountsOf(employer2)).find((a) => a.id === theirs.id)).toEqual(theirs);
  });

  it('removes an account; when the default goes, the oldest remaining one becomes the default', async () => {
    const before = await accountsOf(employer2);
    const byDefault = before.find((a) => a.isDefault)!;
    const after = resultOf<BankAccount[]>(await req('DELETE', `${P}/org-acct-numbers/${byDefault.id}`, employer2));
    expect(after.map((a) => a.id)).not.toContain(byDefault.id);
    expect(after.filter((a) => a.isDefault)).toHaveLength(1);
    const oldest = [...after].sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id.localeCompare(y.id))[0]!;
    expect(after.find((a) => a.isDefault)!.id).toBe(oldest.id);
    // removing every account leaves none; the next one added is the default by itself
    for (const a of after) resultOf(await req('DELETE', `${P}/org-acct-numbers/${a.id}`, employer2));
    expect(await accountsOf(employer2)).toEqual([]);
    const first = resultOf<BankAccount>(await req('POST', `${P}/org-acct-numbers`, employer2, { bankId: bank('PC').id, accountNumber: ge('PC', '0405112233000009') }));
    expect(first.isDefault).toBe(true);
  });

  it('refuses to remove an account a refund request names, and keeps it', async () => {
    // a refund request refers to its account by a foreign key (the refunds module's table is not part of
    // this one: a table of the same shape stands for it)
    await sql`create table refund_requests_probe (id serial primary key, bank_account_id uuid not null, organization_id uuid not null,
      foreign key (bank_account_id, organization_id) references bank_accounts (id, organization_id))`.execute(ctx.db);
    try {
      const account = (await accountsOf(employer))[1]!;
      const me = await ctx.db.selectFrom('bankAccounts').select('organizationId').where('id', '=', account.id).executeTakeFirstOrThrow();
      await sql`insert into refund_requests_probe (bank_account_id, organization_id) values (${account.id}, ${me.organizationId})`.execute(ctx.db);
      await refused(() => req('DELETE', `${P}/org-acct-numbers/${account.id}`, employer), 409, 'ACCOUNT_IN_USE', 'The account is named in a refund request and can not be removed.');
      await refused(() => req('DELETE', `${P}/org-acct-numbers/${account.id}`, employer, undefined, 'ka'), 409, 'ACCOUNT_IN_USE', errorMessage('ka', 'ACCOUNT_IN_USE'));
      expect((await accountsOf(employer)).map((a) => a.id)).toContain(account.id);
    } finally {
      await sql`drop table refund_requests_probe`.execute(ctx.db);
    }
  });

  it('keeps one default when accounts are added at the same moment to an organization with none', async () => {
    for (const a of await accountsOf(employer2)) resultOf(await req('DELETE', `${P}/org-acct-numbers/${a.id}`, employer2));
    const ibans = ['0405112233000101', '0405112233000102', '0405112233000103', '0405112233000104'].map((n) => ge('TB', n));
    const answers = await Promise.all(ibans.map((accountNumber) => req('POST', `${P}/org-acct-numbers`, employer2, { bankId: bank('TB').id, accountNumber })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const all = await accountsOf(employer2);
    expect(all).toHaveLength(4);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
    // the same IBAN sent twice at once is added once
    const twice = await Promise.all([0, 1].map(() => req('POST', `${P}/org-acct-numbers`, employer2, { bankId: bank('TB').id, accountNumber: ge('TB', '0405112233000105') })));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('bank list in the back office', () => {
  it('refuses employer tokens with 403, an operator acting for an organization with 403, and no token with 401', async () => {
    const actedFor = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    const acting = resultOf<{ accessToken: string }>(await req('POST', `${OP}/organizations/${actedFor.id}/act`, operator)).accessToken;
    const tb = bank('TB');
    const edit = { bic: 'TBCBGE22', nameKa: tb.nameKa, nameEn: 'Hacked', nameRu: tb.nameRu, isActive: true };
    for (const token of [employer, self, acting]) {
      await refused(() => req('GET', `${OP}/banks`, token), 403, 'FORBIDDEN');
      await refused(() => req('POST', `${OP}/banks`, token, { ...edit, code: 'QQ' }), 403, 'FORBIDDEN');
      await refused(() => req('PUT', `${OP}/banks/${tb.id}`, token, edit), 403, 'FORBIDDEN');
    }
    await refused(() => req('GET', `${OP}/banks`, undefined), 401, 'UNAUTHORIZED');
    await refused(() => req('PUT', `${OP}/banks/${tb.id}`, undefined, edit), 401, 'UNAUTHORIZED');
    // an operator acting for an organization reaches its accounts, as the employer would
    expect((await accountsOf(acting)).length).toBeGreaterThan(0);
  });

  it('lists every bank with its number of accounts', async () => {
    const all = resultOf<OperatorBank[]>(await req('GET', `${OP}/banks`, operator));
    const counts = await ctx.db.selectFrom('bankAccounts').select(['bankId', sql<number>`count(*)::int`.as('n')]).groupBy('bankId').execute();
    for (const b of all) expect(b.accountCount).toBe(Number(counts.find((c) => c.bankId === b.id)?.n ?? 0));
    expect(all.find((b) => b.code === 'BG')!.accountCount).toBeGreaterThan(0);
  });

  it('adds a bank, refusing a code already listed or malformed fields; audited', async () => {
    const created = resultOf<OperatorBank>(
      await req('POST', `${OP}/banks`, operator, { code: 'qa', bic: 'qaqage22', nameKa: 'სს „ტესტ ბანკი“', nameEn: 'Test Bank', nameRu: 'Тест Банк', isActive: true }, 'en', { 'x-correlation-id': 'bank-create-0001' }),
    );
    expect(created).toMatchObject({ code: 'QA', bic: 'QAQAGE22', isActive: true, accountCount: 0 });
    expect(resultOf<Bank[]>(await req('GET', `${P}/banklist`, employer)).map((b) => b.code)).toContain('QA');
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('correlationId', '=', 'bank-create-0001').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ route: '/api/operator/v1/banks', method: 'POST', status: 200, targetId: created.id, userId: null });
    expect(audit.operatorId).not.toBeNull();

    const base = { bic: 'QAQBGE22', nameKa: 'ბანკი', nameEn: 'Bank', nameRu: 'Банк', isActive: true };
    await refused(() => req('POST', `${OP}/banks`, operator, { ...base, code: 'TB' }), 409, 'BANK_CODE_TAKEN', 'A bank with this code is already on the list.');
    for (const [field, body, key] of [
      ['code', { ...base, code: 'Q1' }, 'bankCodeFormat'],
      ['code', { ...base, code: 'QQQ' }, 'bankCodeFormat'],
      ['bic', { ...base, code: 'QB', bic: 'QAQA22' }, 'bicFormat'],
      ['nameEn', { ...base, code: 'QB', nameEn: ' ' }, 'required'],
    ] as const) {
      const body2 = await refused(() => req('POST', `${OP}/banks`, operator, body), 400, 'VALIDATION_FAILED');
      expect(body2.result!.messages).toEqual({ [field]: validationMessage('en', key) });
    }
  });

  it('changes a bank; one taken off the list is no longer offered but keeps its accounts', async () => {
    const ks = bank('KS');
    const updated = resultOf<OperatorBank>(await req('PUT', `${OP}/banks/${ks.id}`, operator, { bic: 'TEBAGE22', nameKa: ks.nameKa, nameEn: 'Terabank JSC', nameRu: ks.nameRu, isActive: false }));
    expect(updated).toMatchObject({ id: ks.id, code: 'KS', nameEn: 'Terabank JSC', isActive: false });
    expect(resultOf<Bank[]>(await req('GET', `${P}/banklist`, employer)).map((b) => b.code)).not.toContain('KS');
    // the account of the demo self-employed at Terabank stays, with its bank
    expect((await accountsOf(self)).some((a) => a.bank.code === 'KS' && a.bank.nameEn === 'Terabank JSC')).toBe(true);
    const body = await refused(() => req('POST', `${P}/org-acct-numbers`, employer, { bankId: ks.id, accountNumber: ge('KS', '0000000204567891') }), 400, 'VALIDATION_FAILED');
    expect(body.result!.messages).toEqual({ bankId: 'Choose a bank from the list.' });
    resultOf(await req('PUT', `${OP}/banks/${ks.id}`, operator, { bic: 'TEBAGE22', nameKa: ks.nameKa, nameEn: 'Terabank', nameRu: ks.nameRu, isActive: true }));
    expect(resultOf<Bank[]>(await req('GET', `${P}/banklist`, employer)).map((b) => b.code)).toContain('KS');
  });

  it('answers an unknown bank with 404 and a code in the body with nothing: the code never changes', async () => {
    const edit = { bic: 'TBCBGE22', nameKa: 'ბანკი', nameEn: 'Bank', nameRu: 'Банк', isActive: true };
    await refused(() => req('PUT', `${OP}/banks/${NOBODY}`, operator, edit), 404, 'RECORD_NOT_FOUND');
    await refused(() => req('PUT', `${OP}/banks/nope`, operator, edit), 404, 'RECORD_NOT_FOUND');
    const tb = bank('TB');
    const same = resultOf<OperatorBank>(await req('PUT', `${OP}/banks/${tb.id}`, operator, { ...edit, nameKa: tb.nameKa, nameEn: tb.nameEn, nameRu: tb.nameRu, code: 'ZZ' }));
    expect(same.code).toBe('TB');
  });
});
