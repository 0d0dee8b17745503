import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorMessage, type StatementLoadResult } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * The public samples of ./samples (their sources in samples/README.md), in their lari / agency-account variant,
 * loaded through the API: every credit booked once, loading again books nothing, the same entries on a
 * statement of another account book nothing (docs/decisions/0045–0047).
 */

const OP = '/api/operator/v1';
const TABLES = ['bankStatements', 'bankStatementEntries', 'bankStatementDebits', 'transactions', 'ledgerMovements'] as const;
const sample = (name: string) => readFileSync(join(import.meta.dirname, 'samples/gel', name), 'utf8');

let ctx: TestContext;
let operator: string;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = (await operatorLogin(ctx)).accessToken;
}, 120_000);
afterAll(async () => ctx?.close());

const load = (file: string, name: string, lang = 'en') => {
  const body = multipart({}, [{ field: 'file', name, content: file, contentType: 'application/xml' }]);
  return ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: body.payload, headers: { ...body.headers, 'accept-language': lang } });
};

/** What each sample is: statements, credit transfers booked, debits listed, payers flagged. */
const LOADED: [string, { statements: number; entries: number; debits: number; flagged: number; known?: number }][] = [
  ['oca-test-camt053-txdtls.xml', { statements: 1, entries: 2, debits: 0, flagged: 2 }],
  ['oca-test-camt054.xml', { statements: 1, entries: 1, debits: 0, flagged: 1 }],
  ['subite-lt-camt053-2024-03-07.xml', { statements: 2, entries: 1, debits: 2, flagged: 0 }],
  ['subite-lt-camt054-2024-03-07.xml', { statements: 1, entries: 0, debits: 0, flagged: 0 }],
  ['subite-be-camt053-202411.xml', { statements: 1, entries: 4, debits: 264, flagged: 0 }],
  ['genkgo-camt053.v2.multi.statement.xml', { statements: 2, entries: 1, debits: 1, flagged: 0 }],
  ['genkgo-camt054.v2.xml', { statements: 1, entries: 0, debits: 1, flagged: 0 }],
  // the same notification (account, id AAAASESS-FP-ACCR001, sequence 12312) in versions .04 and .08: known already
  ['genkgo-camt054.v4.xml', { statements: 1, entries: 0, debits: 1, flagged: 0, known: 1 }],
  ['genkgo-camt054.v8.xml', { statements: 1, entries: 0, debits: 1, flagged: 0, known: 1 }],
  ['genkgo-camt53.only-Dt-with-DtTm.xml', { statements: 1, entries: 0, debits: 0, flagged: 0 }],
];
const UNBALANCED = ['genkgo-camt053.v2.minimal.xml', 'genkgo-camt053.v2.five.decimals.xml', 'genkgo-camt053.v3.xml', 'genkgo-camt053.v4.xml', 'genkgo-camt053.v8.xml', 'oca-test-camt053.xml'];

describe('public samples', () => {
  it.each(LOADED)('%s: every credit booked once, again nothing', async (name, want) => {
    const file = sample(name);
    const first = resultOf<StatementLoadResult>(await load(file, name));
    expect(first).toMatchObject({ statements: want.statements, alreadyLoaded: want.known ?? 0, entries: want.entries, duplicates: 0, debits: want.debits, flagged: want.flagged });
    expect(first.matched + first.unmatched).toBe(want.entries);
    const before = await snapshot(ctx.db, [...TABLES]);
    const again = resultOf<StatementLoadResult>(await load(file, name));
    expect(again).toMatchObject({ statements: want.statements, alreadyLoaded: want.statements, matched: 0, unmatched: 0, duplicates: want.entries });
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('the batch entry whose two transfers share a reference is two payments: 2,187.00 and 1,296.00', async () => {
    const rows = await ctx.db.selectFrom('bankStatementEntries').select(['reference', 'amount', 'payerAccountInvalid']).where('reference', 'like', '20170323001234567891234567891234/%').orderBy('reference').execute();
    expect(rows.map((r) => [r.reference.split('/')[1], r.amount, r.payerAccountInvalid])).toEqual([['1', '2187.00', true], ['2', '1296.00', true]]);
  });

  it.each(UNBALANCED)('%s: balances that do not add up are refused with both figures, keeping nothing', async (name) => {
    const before = await snapshot(ctx.db, [...TABLES]);
    const body = expectResultError(await load(sample(name), name), 400, 'STATEMENT_BALANCE_MISMATCH');
    expect(body.message).toContain(name);
    expect(body.message).toMatch(/closing balance is -?[\d.]+ GEL/);
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it.each([
    ['another (valid) account', 'GE80NB0331100000000002', 'STATEMENT_ACCOUNT_NOT_AGENCY'],
    ['an account whose check digits are wrong', 'GE11NB0331100000000001', 'STATEMENT_ACCOUNT_INVALID'],
  ])('the same entries on a statement of %s book nothing, naming the account in every language', async (_, account, code) => {
    const name = 'oca-test-camt053-txdtls.xml';
    const file = sample(name).replaceAll('GE10NB0331100000000001', account).replace('<ElctrncSeqNb>58</ElctrncSeqNb>', '<ElctrncSeqNb>59</ElctrncSeqNb>');
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of ['ka', 'en', 'ru']) {
      const body = expectResultError(await load(file, name, lang), 400, code);
      expect(body.message).toBe(errorMessage(lang as 'ka', code as never, { file: name, statement: '20170323123456789012345', entry: '—', account }));
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});
