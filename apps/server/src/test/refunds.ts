import { ibanCheckDigits, parseMoney, type Lang, type Tetri } from '@pensia/domain';
import { DEMO_BANK_ACCOUNTS } from '../db/seed/demo-bank-accounts.ts';
import { resultOf } from './expect.ts';
import { PDF, type FilePart } from './multipart.ts';
import { steppedUp } from './two-factor.ts';
import { ctx, employer, employer2, operator, postForm, refusedIn, twoEmployersSuite, type RefusalArgs } from './two-employers.ts';

export const F = '/api/finance/v1/declarations/organization';
export const W = '/api/finance-write/v1/declarations/organization';
export const OP = '/api/operator/v1';
export const TABLES = ['refunds', 'refundDocuments', 'files', 'ledgerMovements', 'bankAccounts'] as const;
export const tetri = (s: string): Tetri => parseMoney(s)!;
export const money = (t: Tetri) => `${t / 100n}.${String(t % 100n).padStart(2, '0')}`;
export const ge = (bankCode: string, account: string) => `GE${ibanCheckDigits('GE', bankCode + account)}${bankCode}${account}`;

export const MY_ACCOUNT = DEMO_BANK_ACCOUNTS.employer[1];
export const THEIR_ACCOUNT = DEMO_BANK_ACCOUNTS.employer2[0];

/** The set-up of the refund test files: the two employers' (./two-employers.ts). */
export function refundsSuite() {
  // a refund request asks for a second factor given within 5 minutes: both employers enrolled and stepped up
  twoEmployersSuite(async () => {
    await steppedUp(ctx, employer);
    await steppedUp(ctx, employer2);
  });
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
) => postForm(`${W}/${path}`, fields, files, token, lang);
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
export const refused = (...args: RefusalArgs) => refusedIn([...TABLES], ...args);
