import { randomUUID } from 'node:crypto';
import { errorMessage, LANGS, parseMoney, validationMessage, type StatementEntry, type StatementLoadResult, type Tetri } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { F } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart } from '../../test/multipart.ts';
import { DEMO } from '../../test/test-app.ts';
import { ctx, employer, employer2, operator, twoEmployersSuite } from '../../test/two-employers.ts';
import { demoIban } from '../../db/seed/demo-bank-accounts.ts';
import { DEMO_AGENCY_ACCOUNT } from '../../db/seed/demo-seed.ts';
import { camt053Xml, type Camt053Entry } from './camt053-writer.ts';

const OP = '/api/operator/v1';
const TABLES = ['bankStatements', 'bankStatementEntries', 'transactions', 'ledgerMovements'] as const;
const AGENCY = DEMO_AGENCY_ACCOUNT;
const BG_ACCOUNT = demoIban('BG', '0000000101904917');
const TB_ACCOUNT = demoIban('TB', '0000000000000001');
const tetri = (s: string): Tetri => parseMoney(s)!;

let seq = 0;
twoEmployersSuite();

/** A statement of the agency's account with the entries given, under a message id of its own. */
function statement(entries: Camt053Entry[], messageId = `TEST-${++seq}`): string {
  return camt053Xml({ messageId, statementId: messageId, account: AGENCY, createdAt: new Date('2026-11-20T18:00:00Z'), fromDate: '2026-11-20', toDate: '2026-11-20', entries });
}
const credit = (reference: string, amount: string, more: Partial<Camt053Entry> = {}): Camt053Entry => ({
  reference,
  amount: tetri(amount),
  direction: 'CRDT',
  bookingDate: '2026-11-20',
  valueDate: '2026-11-19',
  ...more,
});

const load = (file: string | Buffer, opts: { token?: string; lang?: string; name?: string } = {}) => {
  const body = multipart({}, [{ field: 'file', name: opts.name ?? 'statement.xml', content: file, contentType: 'application/xml' }]);
  return ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: opts.token ?? operator, payload: body.payload, headers: { ...body.headers, 'accept-language': opts.lang ?? 'en' } });
};
const unmatched = async (query = '') =>
  resultOf<{ items: StatementEntry[]; totalCount: number }>(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/unmatched${query}`, token: operator }));
const match = (id: string, organizationCode: string, token = operator, lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/bank-statements/entries/${id}/match`, token, payload: { organizationCode }, headers: { 'accept-language': lang } });
const balance = async (token: string) => tetri(resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token })).totalBalance);
const entryByReference = (reference: string) => ctx.db.selectFrom('bankStatementEntries').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();

describe('who may call', () => {
  it('employer tokens get 403, callers without a token 401, on every statement route', async () => {
    const id = randomUUID();
    for (const token of [employer, employer2]) {
      expectResultError(await load(statement([credit('W-1', '1.00')]), { token }), 403, 'FORBIDDEN');
      expectResultError(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/unmatched`, token }), 403, 'FORBIDDEN');
      expectResultError(await match(id, DEMO.employer.code, token), 403, 'FORBIDDEN');
    }
    expectResultError(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/unmatched` }), 401, 'UNAUTHORIZED');
    expect(await ctx.db.selectFrom('bankStatementEntries').select('id').where('reference', '=', 'W-1').execute()).toEqual([]);
  });

  it('an operator acting on behalf of an organization gets 403', async () => {
    const org = await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow();
    const acting = resultOf<{ accessToken: string }>(await ctx.inject({ method: 'POST', url: `${OP}/organizations/${org.id}/act`, token: operator }));
    expectResultError(await load(statement([credit('W-2', '1.00')]), { token: acting.accessToken }), 403, 'FORBIDDEN');
    expectResultError(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/unmatched`, token: acting.accessToken }), 403, 'FORBIDDEN');
  });
});

describe('loading a statement', () => {
  it('matches by the payer code, then by a code in the remittance text; the rest waits; the payment is in the ledger', async () => {
    const before = { employer: await balance(employer), employer2: await balance(employer2) };
    const res = await load(
      statement([
        credit('L-1', '1234.56', { payerCode: DEMO.employer.code, payerName: 'შპს „ქართული სავაჭრო ქსელი“', payerAccount: BG_ACCOUNT, remittance: 'საპენსიო შენატანები, დეკლარაცია 10.2026' }),
        // an unknown payer code, but the organization's code in the text
        credit('L-2', '100.00', { payerCode: '999999999', remittance: `შენატანი, ს/კ ${DEMO.employer2.code}`, payerAccount: 'GE11LB0000000000000002' }),
        // a code nobody has
        credit('L-3', '50.00', { payerName: 'უცნობი გადამხდელი', remittance: 'შენატანი 111222333' }),
        // two organizations named: the operator decides
        credit('L-4', '70.00', { remittance: `${DEMO.employer.code} / ${DEMO.employer2.code}` }),
        { reference: 'L-5', amount: tetri('9.99'), direction: 'DBIT', bookingDate: '2026-11-20' },
      ]),
    );
    const result = resultOf<StatementLoadResult>(res);
    expect(result).toMatchObject({ entries: 4, matched: 2, unmatched: 2, duplicates: 0, ignored: 1 });
    expect(await balance(employer)).toBe(before.employer + tetri('1234.56'));
    expect(await balance(employer2)).toBe(before.employer2 + tetri('100.00'));

    const e1 = await entryByReference('L-1');
    expect(e1).toMatchObject({ status: 'matched', matchMethod: 'payerCode', statementId: result.statementId });
    expect((await entryByReference('L-2')).matchMethod).toBe('remittance');
    const t = await ctx.db.selectFrom('transactions').selectAll().where('id', '=', e1.transactionId!).executeTakeFirstOrThrow();
    // what the transactions list shows: number, payment date, date it reached the agency, bank, account, amount, reason
    expect({ ...t, registeredAt: t.registeredAt.toISOString() }).toMatchObject({
      number: 'L-1',
      paidAt: '2026-11-19',
      registeredAt: '2026-11-19T20:00:00.000Z', // the booking day, 00:00 in Tbilisi
      bankName: 'სს „საქართველოს ბანკი“', // the bank of the payer's IBAN, from the bank list
      accountNumber: BG_ACCOUNT,
      amount: '1234.56',
      reason: 'საპენსიო შენატანები, დეკლარაცია 10.2026',
    });
    const m = await ctx.db.selectFrom('ledgerMovements').selectAll().where('sourceId', '=', t.id).executeTakeFirstOrThrow();
    expect(m).toMatchObject({ kind: 'payment_received', amount: '1234.56', valueDate: '2026-11-19', sourceKind: 'transaction', organizationId: t.organizationId });

    const queue = await unmatched();
    expect(queue.items.map((e) => e.reference)).toEqual(expect.arrayContaining(['L-3', 'L-4']));
    expect(queue.items.find((e) => e.reference === 'L-3')).toMatchObject({ amount: '50.00', payerName: 'უცნობი გადამხდელი', status: 'unmatched', organizationCode: null });
  });

  it('the same statement again adds nothing: every entry a duplicate, the same statement id', async () => {
    const file = statement([credit('D-1', '10.00', { payerCode: DEMO.employer.code }), credit('D-2', '20.00')]);
    const first = resultOf<StatementLoadResult>(await load(file));
    expect(first).toMatchObject({ entries: 2, matched: 1, unmatched: 1, duplicates: 0 });
    const before = await snapshot(ctx.db, [...TABLES]);
    const again = resultOf<StatementLoadResult>(await load(file));
    expect(again).toEqual({ ...first, matched: 0, unmatched: 0, duplicates: 2, alreadyLoaded: 1 });
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('an entry loaded before in another statement is a duplicate there; a reference repeated in the file counts once', async () => {
    resultOf(await load(statement([credit('O-1', '10.00', { payerCode: DEMO.employer.code })])));
    const balanceBefore = await balance(employer);
    const second = resultOf<StatementLoadResult>(
      await load(statement([credit('O-1', '10.00', { payerCode: DEMO.employer.code }), credit('O-2', '5.00', { payerCode: DEMO.employer.code }), credit('O-2', '5.00', { payerCode: DEMO.employer.code })])),
    );
    expect(second).toMatchObject({ entries: 3, matched: 1, unmatched: 0, duplicates: 2 });
    expect(await balance(employer)).toBe(balanceBefore + tetri('5.00'));
  });

  it('loads of the same statement at the same moment add it once', async () => {
    const entries = Array.from({ length: 300 }, (_, i) => credit(`C-${i}`, '1.00', { payerCode: i % 2 ? DEMO.employer.code : undefined }));
    const file = statement(entries);
    const balanceBefore = await balance(employer);
    const results = await Promise.all([load(file), load(file), load(file)]);
    const answers = results.map((r) => resultOf<StatementLoadResult>(r));
    expect(new Set(answers.map((a) => a.statementId)).size).toBe(1);
    expect(answers.reduce((s, a) => s + a.matched, 0)).toBe(150);
    expect(answers.reduce((s, a) => s + a.unmatched, 0)).toBe(150);
    expect(answers.reduce((s, a) => s + a.duplicates, 0)).toBe(600);
    expect(await balance(employer)).toBe(balanceBefore + tetri('150.00'));
    const n = await ctx.db.selectFrom('bankStatementEntries').select((eb) => eb.fn.countAll<number>().as('n')).where('reference', 'like', 'C-%').executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(300);
  });

  it('loads the CSV layout', async () => {
    const csv = `account;reference;booking_date;amount;currency;direction;payer_code;remittance\n${AGENCY};CSV-A;2026-11-21;42.10;GEL;CRDT;${DEMO.employer2.code};შენატანი\n${AGENCY};CSV-B;2026-11-21;3.00;GEL;DBIT;;საკომისიო\n`;
    const before = await balance(employer2);
    expect(resultOf<StatementLoadResult>(await load(csv, { name: 'statement.csv' }))).toMatchObject({ entries: 1, matched: 1, unmatched: 0, duplicates: 0, ignored: 1 });
    expect(await balance(employer2)).toBe(before + tetri('42.10'));
  });
});

describe('refused statements keep nothing', () => {
  const valid = (ref: string) => credit(ref, '10.00', { payerCode: DEMO.employer.code });
  const cases: { name: string; file: () => string | Buffer; code: string }[] = [
    { name: 'a PDF', file: () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n'), code: 'STATEMENT_FORMAT_UNKNOWN' },
    { name: 'an empty file', file: () => '', code: 'STATEMENT_EMPTY' },
    { name: 'truncated XML', file: () => statement([valid('X-1'), valid('X-2')]).slice(0, 1200), code: 'STATEMENT_XML_MALFORMED' },
    {
      name: 'an external entity',
      file: () => statement([valid('X-3')]).replace('<Document', '<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Document').replace('X-3</NtryRef>', '&xxe;</NtryRef>'),
      code: 'STATEMENT_XML_UNSAFE',
    },
    {
      name: 'an entity expansion',
      file: () => statement([valid('X-4')]).replace('<Document', '<!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<Document').replace('X-4</NtryRef>', '&b;</NtryRef>'),
      code: 'STATEMENT_XML_UNSAFE',
    },
    // the bad entry comes after good ones: nothing of the good ones may stay
    { name: 'a negative amount', file: () => statement([valid('X-5'), valid('X-6')]).replace(/(<NtryRef>X-6<\/NtryRef><Amt Ccy="GEL">)10\.00/, '$1-10.00'), code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'a non-numeric amount', file: () => statement([valid('X-7'), valid('X-8')]).replace(/(<NtryRef>X-8<\/NtryRef><Amt Ccy="GEL">)10\.00/, '$1abc'), code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'three decimals', file: () => statement([valid('X-9'), valid('X-10')]).replace(/(<NtryRef>X-10<\/NtryRef><Amt Ccy="GEL">)10\.00/, '$110.001'), code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'another currency', file: () => statement([valid('X-11'), valid('X-12')]).replace(/(<NtryRef>X-12<\/NtryRef><Amt Ccy=")GEL/, '$1USD'), code: 'STATEMENT_CURRENCY_NOT_GEL' },
    { name: 'a CSV with a negative amount', file: () => `account,reference,booking_date,amount,currency,direction,payer_code\n${AGENCY},X-13,2026-11-21,5,GEL,CRDT,${DEMO.employer.code}\n${AGENCY},X-14,2026-11-21,-5,GEL,CRDT,${DEMO.employer.code}\n`, code: 'STATEMENT_AMOUNT_INVALID' },
  ];
  it.each(cases)('refuses $name in every language, changing nothing', async ({ file, code }) => {
    const before = await snapshot(ctx.db, [...TABLES]);
    const content = file();
    for (const lang of LANGS) {
      const body = expectResultError(await load(content, { lang }), 400, code);
      expect(body.message.length).toBeGreaterThan(20);
      expect(body.message).not.toBe(errorMessage(lang === 'en' ? 'ka' : 'en', code as never));
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });

  it('names the entry and the value refused, in the operator language', async () => {
    const file = statement([valid('N-1'), valid('N-2')]).replace(/(<NtryRef>N-2<\/NtryRef><Amt Ccy="GEL">)10\.00/, '$1-3.50');
    for (const lang of LANGS) {
      expectResultError(await load(file, { lang }), 400, 'STATEMENT_AMOUNT_INVALID', errorMessage(lang, 'STATEMENT_AMOUNT_INVALID', { file: 'statement.xml', statement: 'TEST-' + seq, entry: 2, reference: 'N-2', value: '-3.50' }));
    }
  });

  it('a request without the file, another field, or a malformed multipart body is refused', async () => {
    const before = await snapshot(ctx.db, [...TABLES]);
    const noFile = multipart({ note: 'x' });
    expectResultError(await ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: noFile.payload, headers: noFile.headers }), 400, 'STATEMENT_FILE_REQUIRED');
    const otherField = multipart({}, [{ field: 'attachments', name: 's.xml', content: statement([valid('M-1')]) }]);
    expectResultError(await ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: otherField.payload, headers: otherField.headers }), 400, 'STATEMENT_FILE_REQUIRED');
    const good = multipart({}, [{ field: 'file', name: 's.xml', content: statement([valid('M-2')]) }]);
    const cut = good.payload.subarray(0, good.payload.length - 40);
    expectResultError(await ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: cut, headers: good.headers }), 400, 'MULTIPART_MALFORMED');
    expectResultError(await ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: { file: 'x' } }), 400, 'STATEMENT_FILE_REQUIRED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});

describe('the unmatched queue and matching by hand', () => {
  it('lists the unmatched entries a page at a time, and finds them by text', async () => {
    resultOf(await load(statement([credit('Q-1', '1.00', { payerName: 'ძებნადი გადამხდელი' }), credit('Q-2', '2.00'), credit('Q-3', '3.00')])));
    const all = await unmatched('?pageSize=200');
    const page = await unmatched('?pageNumber=1&pageSize=2');
    expect(page.items).toHaveLength(2);
    expect(page.totalCount).toBe(all.totalCount);
    const found = await unmatched(`?search=${encodeURIComponent('ძებნადი')}`);
    expect(found.items.map((e) => e.reference)).toEqual(['Q-1']);
    expect(all.items.every((e) => e.status === 'unmatched')).toBe(true);
  });

  it('matching by hand records the payment for the organization and takes the entry out of the queue', async () => {
    resultOf(await load(statement([credit('H-1', '321.00', { payerName: 'ნინო ბერიძე', remittance: 'შენატანი', payerAccount: TB_ACCOUNT, payerBic: 'TBCBGE22' })])));
    const entry = await entryByReference('H-1');
    const before = await balance(employer2);
    const matched = resultOf<StatementEntry>(await match(entry.id, DEMO.employer2.code));
    expect(matched).toMatchObject({ id: entry.id, status: 'matched', matchMethod: 'hand', organizationCode: DEMO.employer2.code, amount: '321.00' });
    expect(await balance(employer2)).toBe(before + tetri('321.00'));
    const t = await ctx.db.selectFrom('transactions').selectAll().where('id', '=', matched.transactionId!).executeTakeFirstOrThrow();
    expect(t).toMatchObject({ number: 'H-1', paidAt: '2026-11-19', bankName: 'სს „თიბისი ბანკი“', accountNumber: TB_ACCOUNT, amount: '321.00' });
    expect((await unmatched('?pageSize=200')).items.map((e) => e.id)).not.toContain(entry.id);

    // matched already: 409, nothing more
    const snap = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) expectResultError(await match(entry.id, DEMO.employer.code, operator, lang), 409, 'STATEMENT_ENTRY_ALREADY_MATCHED', errorMessage(lang, 'STATEMENT_ENTRY_ALREADY_MATCHED'));
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(snap);
  });

  it('two operators matching the same entry at once record one payment', async () => {
    resultOf(await load(statement([credit('H-2', '77.00')])));
    const entry = await entryByReference('H-2');
    const before = await balance(employer);
    const answers = await Promise.all([match(entry.id, DEMO.employer.code), match(entry.id, DEMO.employer.code), match(entry.id, DEMO.employer2.code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const n = await ctx.db.selectFrom('transactions').select('id').where('number', '=', 'H-2').execute();
    expect(n).toHaveLength(1);
    const winner = (await entryByReference('H-2')).organizationId;
    const employerOrg = (await ctx.db.selectFrom('organizations').select('id').where('code', '=', DEMO.employer.code).executeTakeFirstOrThrow()).id;
    expect(await balance(employer)).toBe(before + (winner === employerOrg ? tetri('77.00') : 0n));
  });

  it('an unknown entry is 404, an unknown organization a field message, a malformed code a field message; nothing changes', async () => {
    resultOf(await load(statement([credit('H-3', '5.00')])));
    const entry = await entryByReference('H-3');
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      expectResultError(await match(randomUUID(), DEMO.employer.code, operator, lang), 404, 'RECORD_NOT_FOUND', errorMessage(lang, 'RECORD_NOT_FOUND'));
      expectResultError(await match(randomUUID(), '123456780', operator, lang), 404, 'RECORD_NOT_FOUND');
      const unknown = expectResultError(await match(entry.id, '123456780', operator, lang), 400, 'VALIDATION_FAILED');
      expect(unknown.result?.messages.organizationCode).toBe(validationMessage(lang, 'organizationNotFound'));
      const malformed = expectResultError(await match(entry.id, '12AB', operator, lang), 400, 'VALIDATION_FAILED');
      expect(malformed.result?.messages.organizationCode).toBe(validationMessage(lang, 'organizationCodeFormat'));
    }
    expect((await ctx.inject({ method: 'POST', url: `${OP}/bank-statements/entries/not-an-id/match`, token: operator, payload: { organizationCode: DEMO.employer.code } })).statusCode).toBe(400);
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
  });
});
