import { randomUUID } from 'node:crypto';
import { errorMessage, LANGS, parseMoney, validationMessage, type LoadedStatement, type StatementDebitView, type StatementEntry, type StatementLoadResult, type Tetri, type TransactionsPage } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { F } from '../../test/declarations.ts';
import { expectResultError, resultOf, snapshot } from '../../test/expect.ts';
import { multipart } from '../../test/multipart.ts';
import { DEMO } from '../../test/test-app.ts';
import { ctx, employer, employer2, operator, twoEmployersSuite } from '../../test/two-employers.ts';
import { camt053Xml, type Camt053Entry, type Camt053Statement } from './camt053-writer.ts';

/** Undoing a payment matched to the wrong organization (docs/decisions/0023). */

const OP = '/api/operator/v1';
const TABLES = ['bankStatements', 'bankStatementEntries', 'bankStatementUnmatches', 'transactions', 'ledgerMovements'] as const;
const AGENCY = 'GE10NB0331100000000001';
const tetri = (s: string): Tetri => parseMoney(s)!;

let seq = 0;
twoEmployersSuite();

function statement(entries: Camt053Entry[], more: Partial<Camt053Statement> = {}): string {
  const messageId = `UNMATCH-${++seq}`;
  return camt053Xml({ messageId, statementId: messageId, account: AGENCY, createdAt: new Date('2026-11-20T18:00:00Z'), fromDate: '2026-11-20', toDate: '2026-11-20', entries, ...more });
}
const credit = (reference: string, amount: string, more: Partial<Camt053Entry> = {}): Camt053Entry => ({
  reference,
  amount: tetri(amount),
  direction: 'CRDT',
  bookingDate: '2026-11-20',
  valueDate: '2026-11-19',
  ...more,
});
async function load(entries: Camt053Entry[], more: Partial<Camt053Statement> = {}) {
  const body = multipart({}, [{ field: 'file', name: 'statement.xml', content: statement(entries, more), contentType: 'application/xml' }]);
  return resultOf<StatementLoadResult>(await ctx.inject({ method: 'POST', url: `${OP}/bank-statements`, token: operator, payload: body.payload, headers: body.headers }));
}
const unmatch = (id: string, body: Record<string, unknown>, token = operator, lang = 'en') =>
  ctx.inject({ method: 'POST', url: `${OP}/bank-statements/entries/${id}/unmatch`, token, payload: body, headers: { 'accept-language': lang } });
const match = (id: string, organizationCode: string) =>
  ctx.inject({ method: 'POST', url: `${OP}/bank-statements/entries/${id}/match`, token: operator, payload: { organizationCode } });
const matchedList = async (query = '') =>
  resultOf<{ items: StatementEntry[]; totalCount: number; pageNumber: number; pageSize: number }>(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/matched${query}`, token: operator }));
const unmatchedIds = async () =>
  resultOf<{ items: StatementEntry[] }>(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/unmatched?pageSize=200`, token: operator })).items.map((e) => e.id);
const balance = async (token: string) => tetri(resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token })).totalBalance);
const transactions = async (token: string, query = '?pageSize=200') =>
  resultOf<TransactionsPage>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-transactions-list${query}`, token }));
const entryByReference = (reference: string) => ctx.db.selectFrom('bankStatementEntries').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
const movementsOf = (transactionId: string) =>
  ctx.db.selectFrom('ledgerMovements').selectAll().where('sourceKind', '=', 'transaction').where('sourceId', '=', transactionId).orderBy('seq').execute();

describe('the matched list', () => {
  it('lists matched entries newest booking first, by organization code and booking dates, a page at a time', async () => {
    await load([
      credit('ML-1', '10.00', { payerCode: DEMO.employer.code, bookingDate: '2030-01-01', valueDate: '2030-01-01' }),
      credit('ML-2', '20.00', { payerCode: DEMO.employer2.code, bookingDate: '2030-01-02', valueDate: '2030-01-02' }),
      credit('ML-3', '30.00', { payerCode: DEMO.employer.code, bookingDate: '2030-01-03', valueDate: '2030-01-03' }),
      credit('ML-4', '40.00', { bookingDate: '2030-01-03', valueDate: '2030-01-03' }),
    ]);
    const all = await matchedList('?pageSize=200');
    expect(all.items.every((e) => e.status === 'matched' && e.transactionId && e.organizationCode)).toBe(true);
    expect(all.items.map((e) => e.reference)).not.toContain('ML-4');
    const dates = all.items.map((e) => e.bookingDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const january = await matchedList(`?organizationCode=${DEMO.employer.code}&dateFrom=2030-01-01&dateTo=2030-01-31&pageSize=200`);
    expect(january.items.map((e) => e.reference)).toEqual(['ML-3', 'ML-1']);
    expect(january.totalCount).toBe(2);
    const page2 = await matchedList(`?organizationCode=${DEMO.employer.code}&dateFrom=2030-01-01&dateTo=2030-01-31&pageNumber=2&pageSize=1`);
    expect(page2).toMatchObject({ totalCount: 2, pageNumber: 2, pageSize: 1 });
    expect(page2.items.map((e) => e.reference)).toEqual(['ML-1']);
    expect((await matchedList('?dateFrom=2030-01-02&dateTo=2030-01-02&pageSize=200')).items.map((e) => e.reference)).toEqual(['ML-2']);
  });

  it('refuses a malformed organization code or a date range ending before it starts, in the language asked', async () => {
    for (const lang of LANGS) {
      const bad = expectResultError(
        await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/matched?organizationCode=12AB&dateFrom=2030-01-05&dateTo=2030-01-01`, token: operator, headers: { 'accept-language': lang } }),
        400,
        'VALIDATION_FAILED',
      );
      expect(bad.result?.messages.organizationCode).toBe(validationMessage(lang, 'organizationCodeFormat'));
      expect(bad.result?.messages.dateTo).toBe(validationMessage(lang, 'dateRangeOrder'));
    }
  });
});

describe('undoing a match', () => {
  it('takes the payment back from the wrong organization by a counter-movement; matched by hand, it is the right one’s', async () => {
    // the remittance names the wrong organization: matched to employer2 by mistake
    await load([credit('UN-1', '432.10', { payerName: 'შპს „ქართული სავაჭრო ქსელი“', remittance: `შენატანი ${DEMO.employer2.code}` })]);
    const entry = await entryByReference('UN-1');
    expect(entry).toMatchObject({ status: 'matched', matchMethod: 'remittance' });
    const wrongTx = entry.transactionId!;
    const before = { employer: await balance(employer), employer2: await balance(employer2) };
    const txBefore = await transactions(employer2);
    expect(txBefore.items.map((t) => t.id)).toContain(wrongTx);
    const movementsBefore = await ctx.db.selectFrom('ledgerMovements').selectAll().orderBy('seq').execute();

    const undone = resultOf<StatementEntry>(await unmatch(entry.id, { transactionId: wrongTx, reason: '  გადამხდელი სხვა ორგანიზაციაა  ' }));
    expect(undone).toMatchObject({ id: entry.id, status: 'unmatched', matchMethod: null, organizationCode: null, transactionId: null, matchedAt: null });

    // the wrong organization: its balance and its transactions as if the payment had never been its own
    expect(await balance(employer2)).toBe(before.employer2 - tetri('432.10'));
    expect(await balance(employer)).toBe(before.employer);
    const txAfter = await transactions(employer2);
    expect(txAfter.items.map((t) => t.id)).not.toContain(wrongTx);
    expect(txAfter.totalCount).toBe(txBefore.totalCount - 1);
    expect(tetri(txAfter.sums.transactions)).toBe(tetri(txBefore.sums.transactions) - tetri('432.10'));

    // nothing updated or deleted in the ledger: the same movements, and one more that counters the payment
    const movementsAfter = await ctx.db.selectFrom('ledgerMovements').selectAll().orderBy('seq').execute();
    expect(movementsAfter.slice(0, movementsBefore.length)).toEqual(movementsBefore);
    expect(movementsAfter).toHaveLength(movementsBefore.length + 1);
    const [received, reversed] = await movementsOf(wrongTx);
    expect(reversed).toMatchObject({
      kind: 'payment_reversed',
      amount: '-432.10',
      valueDate: received!.valueDate,
      organizationId: received!.organizationId,
      countersId: received!.id,
      reason: 'გადამხდელი სხვა ორგანიზაციაა',
    });
    expect(await ctx.db.selectFrom('transactions').select('id').where('id', '=', wrongTx).execute()).toHaveLength(1);
    const kept = await ctx.db.selectFrom('bankStatementUnmatches').selectAll().where('entryId', '=', entry.id).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ transactionId: wrongTx, organizationId: received!.organizationId, matchMethod: 'remittance', movementId: reversed!.id, reason: 'გადამხდელი სხვა ორგანიზაციაა' });

    // back in the queue, out of the matched list; then matched by hand to the right organization
    expect(await unmatchedIds()).toContain(entry.id);
    expect((await matchedList('?pageSize=200')).items.map((e) => e.id)).not.toContain(entry.id);
    const rematched = resultOf<StatementEntry>(await match(entry.id, DEMO.employer.code));
    expect(rematched).toMatchObject({ status: 'matched', matchMethod: 'hand', organizationCode: DEMO.employer.code });
    expect(rematched.transactionId).not.toBe(wrongTx);
    expect(await balance(employer)).toBe(before.employer + tetri('432.10'));
    expect(await balance(employer2)).toBe(before.employer2 - tetri('432.10'));
    expect((await transactions(employer)).items.find((t) => t.id === rematched.transactionId)).toMatchObject({ number: 'UN-1', amount: '432.10', paidAt: '2026-11-19' });
    expect(await movementsOf(rematched.transactionId!)).toMatchObject([{ kind: 'payment_received', amount: '432.10' }]);

    // the audit log names the call and the entry
    // the audit row is written after the answer is sent
    await ctx.app.auditSettled();
    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('operation', '=', 'statementUnmatch').where('targetId', '=', entry.id).execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('a stale transactionId (undone, then matched again meanwhile) is 409 in every language, nothing changes', async () => {
    await load([credit('UN-2', '15.00', { payerCode: DEMO.employer2.code })]);
    const entry = await entryByReference('UN-2');
    const first = entry.transactionId!;
    resultOf(await unmatch(entry.id, { transactionId: first, reason: 'სხვა ორგანიზაცია' }));
    const again = resultOf<StatementEntry>(await match(entry.id, DEMO.employer.code));
    const snap = await snapshot(ctx.db, [...TABLES]);
    for (const lang of LANGS) {
      expectResultError(await unmatch(entry.id, { transactionId: first, reason: 'ისევ' }, operator, lang), 409, 'STATEMENT_ENTRY_MATCH_CHANGED', errorMessage(lang, 'STATEMENT_ENTRY_MATCH_CHANGED'));
    }
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(snap);
    // an entry waiting in the queue is no match to undo either
    await load([credit('UN-3', '16.00')]);
    const waiting = await entryByReference('UN-3');
    const snap2 = await snapshot(ctx.db, [...TABLES]);
    expectResultError(await unmatch(waiting.id, { transactionId: first, reason: 'x' }), 409, 'STATEMENT_ENTRY_MATCH_CHANGED');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(snap2);
    expect((await entryByReference('UN-2')).transactionId).toBe(again.transactionId);
  });

  it('two operators undoing the same match at once write one counter-movement', async () => {
    await load([credit('UN-4', '99.00', { payerCode: DEMO.employer2.code })]);
    const entry = await entryByReference('UN-4');
    const before = await balance(employer2);
    const answers = await Promise.all([
      unmatch(entry.id, { transactionId: entry.transactionId, reason: 'პირველი' }),
      unmatch(entry.id, { transactionId: entry.transactionId, reason: 'მეორე' }),
      unmatch(entry.id, { transactionId: entry.transactionId, reason: 'მესამე' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await movementsOf(entry.transactionId!)).map((m) => m.kind)).toEqual(['payment_received', 'payment_reversed']);
    expect(await ctx.db.selectFrom('bankStatementUnmatches').select('id').where('entryId', '=', entry.id).execute()).toHaveLength(1);
    expect(await balance(employer2)).toBe(before - tetri('99.00'));
  });

  it('employer tokens get 403, an unknown entry 404, a missing reason a message in the language asked; nothing changes', async () => {
    await load([credit('UN-5', '12.00', { payerCode: DEMO.employer.code })]);
    const entry = await entryByReference('UN-5');
    const before = await snapshot(ctx.db, [...TABLES]);
    for (const token of [employer, employer2]) {
      expectResultError(await unmatch(entry.id, { transactionId: entry.transactionId, reason: 'x' }, token), 403, 'FORBIDDEN');
      expectResultError(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/matched`, token }), 403, 'FORBIDDEN');
    }
    expectResultError(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/matched` }), 401, 'UNAUTHORIZED');
    for (const lang of LANGS) {
      expectResultError(await unmatch(randomUUID(), { transactionId: entry.transactionId, reason: 'x' }, operator, lang), 404, 'RECORD_NOT_FOUND', errorMessage(lang, 'RECORD_NOT_FOUND'));
      for (const reason of [undefined, '', '   ']) {
        const res = expectResultError(await unmatch(entry.id, { transactionId: entry.transactionId, reason }, operator, lang), 400, 'VALIDATION_FAILED');
        expect(res.result?.messages.reason).toBe(validationMessage(lang, 'required'));
      }
      const noTx = expectResultError(await unmatch(entry.id, { reason: 'x' }, operator, lang), 400, 'VALIDATION_FAILED');
      expect(noTx.result?.messages.transactionId).toBe(validationMessage(lang, 'invalidType'));
    }
    expect((await unmatch('not-an-id', { transactionId: entry.transactionId, reason: 'x' })).statusCode).toBe(400);
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
    expect((await entryByReference('UN-5')).status).toBe('matched');
  });
});

describe('debits, returns and balances (docs/decisions/0047)', () => {
  it('a return of a matched payment takes it back from that organization; a fee is listed with its reason', async () => {
    await load([credit('RT-1', '250.00', { payerCode: DEMO.employer2.code })]);
    const before = await balance(employer2);
    const result = await load([
      { reference: 'RT-1-RET', amount: tetri('250.00'), direction: 'DBIT', bookingDate: '2026-11-21', returnOf: 'RT-1', remittance: 'AC04 account closed' },
      { reference: 'FEE-1', amount: tetri('2.00'), direction: 'DBIT', bookingDate: '2026-11-21', remittance: 'monthly fee' },
    ]);
    expect(result).toMatchObject({ debits: 2, returns: 1, entries: 0 });
    expect(await balance(employer2)).toBe(before - tetri('250.00'));
    const entry = await entryByReference('RT-1');
    expect((await movementsOf(entry.transactionId!)).map((m) => [m.kind, m.amount, m.valueDate])).toEqual([
      ['payment_received', '250.00', '2026-11-19'],
      ['payment_reversed', '-250.00', '2026-11-21'],
    ]);
    const debits = resultOf<{ items: StatementDebitView[] }>(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements/debits?pageSize=50`, token: operator })).items;
    expect(debits.filter((d) => ['RT-1-RET', 'FEE-1'].includes(d.reference)).map((d) => [d.reference, d.amount, d.returnOfReference, d.organizationCode]).sort()).toEqual([
      ['FEE-1', '2.00', null, null],
      ['RT-1-RET', '250.00', 'RT-1', DEMO.employer2.code],
    ]);
    expect(debits.find((d) => d.reference === 'RT-1-RET')!.reason).toContain('AC04 account closed');
    // the counter-movement is named by a code and the return's reference; the bank's words stay on the debit
    expect((await movementsOf(entry.transactionId!))[1]).toMatchObject({ reason: null, reasonCode: 'STATEMENT_RETURN', reasonParams: { reference: 'RT-1-RET' } });
  });

  it('a return with no words of the bank but a bare code is named by a code and its reference too', async () => {
    await load([credit('RT-2', '75.00', { payerCode: DEMO.employer2.code })]);
    const result = await load([{ reference: 'RT-2-RET', amount: tetri('75.00'), direction: 'DBIT', bookingDate: '2026-11-21', returnOf: 'RT-2' }]);
    expect(result.returns).toBe(1);
    const entry = await entryByReference('RT-2');
    const reversed = (await movementsOf(entry.transactionId!))[1]!;
    expect(reversed).toMatchObject({ kind: 'payment_reversed', reason: null, reasonCode: 'STATEMENT_RETURN', reasonParams: { reference: 'RT-2-RET' } });
  });

  it('the same return loaded again takes nothing back twice', async () => {
    const before = await balance(employer2);
    const result = await load([{ reference: 'RT-1-RET', amount: tetri('250.00'), direction: 'DBIT', bookingDate: '2026-11-21', returnOf: 'RT-1' }]);
    expect(result.returns).toBe(0);
    expect(await balance(employer2)).toBe(before);
  });

  it('a payment the bank returned already is not undone by hand: the refusal names the return, in every language', async () => {
    const entry = await entryByReference('RT-1');
    const before = await snapshot(ctx.db, [...TABLES]);
    const balanceBefore = await balance(employer2);
    const organization = (await ctx.db.selectFrom('organizations').select('name').where('code', '=', DEMO.employer2.code).executeTakeFirstOrThrow()).name;
    for (const lang of LANGS) {
      const params = { reference: 'RT-1-RET', date: '21.11.2026', organization };
      expectResultError(await unmatch(entry.id, { transactionId: entry.transactionId, reason: 'ხელით გაუქმება' }, operator, lang), 409, 'STATEMENT_ENTRY_ALREADY_RETURNED', errorMessage(lang, 'STATEMENT_ENTRY_ALREADY_RETURNED', params));
    }
    expect(errorMessage('en', 'STATEMENT_ENTRY_ALREADY_RETURNED', { reference: 'RT-1-RET', date: '21.11.2026', organization: 'X' })).toContain('RT-1-RET booked on 21.11.2026');
    expect(await snapshot(ctx.db, [...TABLES])).toEqual(before);
    expect(await balance(employer2)).toBe(balanceBefore);
  });

  it("shows the gap between one statement's closing balance and the next one's opening balance of the same account", async () => {
    const day = (d: string) => ({ fromDate: d, toDate: d });
    await load([credit('GAP-1', '10.00')], { ...day('2031-01-05'), balances: { opening: tetri('100.00'), closing: tetri('110.00') } });
    await load([credit('GAP-2', '5.00')], { ...day('2031-01-06'), balances: { opening: tetri('110.00'), closing: tetri('115.00') } });
    await load([credit('GAP-3', '1.00')], { ...day('2031-01-08'), balances: { opening: tetri('120.00'), closing: tetri('121.00') } });
    const list = resultOf<{ items: LoadedStatement[] }>(await ctx.inject({ method: 'GET', url: `${OP}/bank-statements?pageSize=3`, token: operator })).items;
    expect(list.map((s) => [s.openingBalance, s.closingBalance, s.gap])).toEqual([
      ['120.00', '121.00', { previousStatementRef: expect.stringMatching(/^UNMATCH-/), previousClosing: '115.00', difference: '5.00' }],
      ['110.00', '115.00', null],
      ['100.00', '110.00', null],
    ]);
  });
});
