import { errorMessage, ibanCheckDigits, LANGS, parseMoney, validationMessage, type ErrorCode, type Lang, type Tetri } from '@pensia/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_BANK_ACCOUNTS } from '../db/seed/demo-bank-accounts.ts';
import { expectResultError, resultOf, snapshot } from './expect.ts';
import { multipart, operatorLogin, PDF, type FilePart } from './multipart.ts';
import { createTestContext, DEMO, type TestContext } from './test-app.ts';

export const F = '/api/finance/v1/declarations/organization';
export const W = '/api/finance-write/v1/declarations/organization';
export const OP = '/api/operator/v1';
export const TABLES = ['refunds', 'refundDocuments', 'files', 'ledgerMovements', 'bankAccounts'] as const;
export const tetri = (s: string): Tetri => parseMoney(s)!;
export const money = (t: Tetri) => `${t / 100n}.${String(t % 100n).padStart(2, '0')}`;
export const ge = (bankCode: string, account: string) => `GE${ibanCheckDigits('GE', bankCode + account)}${bankCode}${account}`;

export interface Page<T> {
  items: T[];
  totalCount: number;
}

export let ctx: TestContext;
export let employer: string;
export let employer2: string;
export let operator: string;
export let org1: string;
export let org2: string;
export const MY_ACCOUNT = DEMO_BANK_ACCOUNTS.employer[1];
export const THEIR_ACCOUNT = DEMO_BANK_ACCOUNTS.employer2[0];

/**
 * The set-up of the refund test files: a test context on its own database, the two demo employers' and the operator's tokens, and the organizations' ids, filled in before the file's tests (the bindings are live).
 */
export function refundsSuite() {
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
}

export const doc = (name = 'application.pdf', content: Buffer | string = PDF): FilePart => ({
  name,
  content,
  contentType: 'application/pdf',
  field: 'documents',
});
export const post = (
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
export const ask = (fields: Record<string, string>, files: FilePart[] = [doc()], token = employer, lang: Lang = 'en') =>
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
export const get = (path: string, token = employer) => ctx.inject({ method: 'GET', url: `${F}/${path}`, token });
export const balance = async (token = employer) =>
  tetri(
    resultOf<{ totalBalance: string }>(
      await ctx.inject({ method: 'GET', url: '/api/finance/v1/declarations/org-balance', token }),
    ).totalBalance,
  );
export const pending = async (organizationId: string) =>
  (
    await ctx.db
      .selectFrom('refunds')
      .select('amount')
      .where('organizationId', '=', organizationId)
      .where('status', '=', 'new')
      .execute()
  ).reduce((s, r) => s + tetri(r.amount), 0n);
export const decide = (id: string, payload: Record<string, unknown>, token = operator, lang: Lang = 'en') =>
  ctx.inject({
    method: 'POST',
    url: `${OP}/refunds/${id}/decision`,
    token,
    payload,
    headers: { 'accept-language': lang },
  });

/** A refusal in every language, with the field messages given, that changes nothing. */
export async function refused(
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
