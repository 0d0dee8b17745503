import { describe, expect, it } from 'vitest';
import { parseStatementFile, StatementRefusal, type ParsedStatement } from '../statement-parser.ts';

/** Table-driven rules of the camt reader (docs/decisions/0045): each case one file built from its parts. */

const ACCOUNT = 'GE10NB0331100000000001';
type Ntry = { amt?: string; ind?: 'CRDT' | 'DBIT'; sts?: string; date?: string; ref?: string; ntryRef?: string; txs?: string[]; more?: string };
const ntry = (n: Ntry) =>
  `<Ntry>${n.ntryRef ? `<NtryRef>${n.ntryRef}</NtryRef>` : ''}<Amt Ccy="GEL">${n.amt ?? '10.00'}</Amt><CdtDbtInd>${n.ind ?? 'CRDT'}</CdtDbtInd>${n.sts ?? '<Sts>BOOK</Sts>'}` +
  `${n.date ?? '<BookgDt><Dt>2026-11-21</Dt></BookgDt>'}${n.ref ? `<AcctSvcrRef>${n.ref}</AcctSvcrRef>` : ''}${n.more ?? ''}` +
  `${n.txs ? `<NtryDtls>${n.txs.map((t) => `<TxDtls>${t}</TxDtls>`).join('')}</NtryDtls>` : ''}</Ntry>`;
const stmt = (entries: Ntry[], o: { id?: string; seq?: string; account?: string; bal?: string; tag?: 'Stmt' | 'Ntfctn' } = {}) => {
  const tag = o.tag ?? 'Stmt';
  return `<${tag}><Id>${o.id ?? 'S-1'}</Id>${o.seq ? `<ElctrncSeqNb>${o.seq}</ElctrncSeqNb>` : ''}<CreDtTm>2026-11-21T18:00:00</CreDtTm><Acct><Id><IBAN>${o.account ?? ACCOUNT}</IBAN></Id></Acct>${o.bal ?? ''}${entries.map(ntry).join('')}</${tag}>`;
};
const doc = (body: string, ns = 'camt.053.001.08', root = 'BkToCstmrStmt') =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:${ns}"><${root}><GrpHdr><MsgId>M-1</MsgId><CreDtTm>2026-11-21T18:00:00</CreDtTm></GrpHdr>${body}</${root}></Document>`;
const bal = (code: string, amt: string, ind = 'CRDT') => `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="GEL">${amt}</Amt><CdtDbtInd>${ind}</CdtDbtInd><Dt><Dt>2026-11-21</Dt></Dt></Bal>`;
const tx = (refs: string, amt?: string) => `<Refs>${refs}</Refs>${amt ? `<Amt Ccy="GEL">${amt}</Amt>` : ''}`;

const parse = (xml: string) => parseStatementFile(Buffer.from(xml));
async function refusal(xml: string): Promise<StatementRefusal> {
  try {
    await parse(xml);
  } catch (e) {
    if (e instanceof StatementRefusal) return e;
    throw e;
  }
  throw new Error('not refused');
}
const refs = (s: ParsedStatement) => s.credits.map((c) => c.reference);

describe('read by structure', () => {
  it.each(['camt.053.001.02', 'camt.053.001.04', 'camt.053.001.08', 'camt.053.001.10', 'camt.053.001.13'])('namespace %s', async (ns) => {
    const s = await parse(doc(stmt([{ ref: 'A' }]), ns));
    expect(refs(s)).toEqual(['A']);
  });

  it('reads a document without a namespace', async () => {
    expect(refs(await parse(doc(stmt([{ ref: 'A' }])).replace(/ xmlns="[^"]*"/, '')))).toEqual(['A']);
  });

  it('reads camt.054 notifications (Ntfctn) like statements', async () => {
    const s = await parse(doc(stmt([{ ref: 'N-1' }], { tag: 'Ntfctn' }), 'camt.054.001.08', 'BkToCstmrDbtCdtNtfctn'));
    expect(s.statements.map((h) => h.kind)).toEqual(['camt054']);
    expect(refs(s)).toEqual(['N-1']);
  });

  it('reads every statement of a file, each with its own identity (account + id + sequence), never the message id', async () => {
    const s = await parse(doc(stmt([{ ref: 'A' }], { id: 'S-1', seq: '7' }) + stmt([{ ref: 'B' }], { id: 'S-1', seq: '8' })));
    expect(s.statements.map((h) => h.identification)).toEqual([`camt053:${ACCOUNT}:S-1:7`, `camt053:${ACCOUNT}:S-1:8`]);
    expect(s.credits.map((c) => [c.statement, c.reference])).toEqual([[1, 'A'], [2, 'B']]);
  });

  it.each([
    ['status as text', '<Sts>BOOK</Sts>', 1],
    ['status as a code', '<Sts><Cd>BOOK</Cd></Sts>', 1],
    ['no status', '', 1],
    ['pending', '<Sts><Cd>PDNG</Cd></Sts>', 0],
    ['information only', '<Sts>INFO</Sts>', 0],
  ])('%s', async (_, sts, booked) => {
    const s = await parse(doc(stmt([{ ref: 'A', sts }])));
    expect(s.credits.length).toBe(booked);
    expect(s.ignored).toBe(1 - booked);
  });

  it.each([
    ['a date', '<BookgDt><Dt>2026-11-20</Dt></BookgDt>', '2026-11-20'],
    ['a date-time', '<BookgDt><DtTm>2026-11-20T13:15:00+04:00</DtTm></BookgDt>', '2026-11-20'],
    ['only a value date', '<ValDt><Dt>2026-11-19</Dt></ValDt>', '2026-11-19'],
    ['no date: the statement creation day', '', '2026-11-21'],
  ])('booking date from %s', async (_, date, expected) => {
    expect((await parse(doc(stmt([{ ref: 'A', date }])))).credits[0]!.bookingDate).toBe(expected);
  });

  it.each([
    ['8.85', 885n],
    ['8.850', 885n],
    ['8.85000', 885n],
    ['1296', 129600n],
    ['0.01', 1n],
  ])('amount %s is %s tetri', async (amt, tetri) => {
    expect((await parse(doc(stmt([{ ref: 'A', amt }])))).credits[0]!.amount).toBe(tetri);
  });

  it.each(['8.855', '8.8501', '-1.00', '1e3', '0', '0.000'])('amount %s is refused naming the statement and the entry', async (amt) => {
    const r = await refusal(doc(stmt([{ ref: 'A' }, { ref: 'B', amt }])));
    expect(r.code).toBe('STATEMENT_AMOUNT_INVALID');
    expect(r.params).toMatchObject({ statement: 'S-1', entry: 2, reference: 'B', value: amt });
  });
});

describe('identity of a transfer', () => {
  it.each<[string, Ntry, string[]]>([
    ['the account servicer reference', { ref: 'SVC', ntryRef: 'NR', txs: [tx('<EndToEndId>E2E</EndToEndId>')] }, ['SVC']],
    ['else the entry reference', { ntryRef: 'NR', txs: [tx('<EndToEndId>E2E</EndToEndId>')] }, ['NR']],
    ['else the end-to-end id', { txs: [tx('<EndToEndId>E2E</EndToEndId><TxId>TX</TxId>')] }, ['E2E']],
    ['else the transaction id (NOTPROVIDED is no id)', { txs: [tx('<EndToEndId>NOTPROVIDED</EndToEndId><TxId>TX</TxId>')] }, ['TX']],
    ['batch: each transfer its own reference', { ref: 'B', amt: '30', txs: [tx('<AcctSvcrRef>T1</AcctSvcrRef>', '10'), tx('<AcctSvcrRef>T2</AcctSvcrRef>', '20')] }, ['B/T1', 'B/T2']],
    ['batch: two transfers sharing one reference are two', { ref: 'B', amt: '3483', txs: [tx('<AcctSvcrRef>X</AcctSvcrRef>', '2187'), tx('<AcctSvcrRef>X</AcctSvcrRef>', '1296')] }, ['B/1', 'B/2']],
    ['batch without entry references: end-to-end ids', { amt: '30', txs: [tx('<EndToEndId>E1</EndToEndId>', '10'), tx('<EndToEndId>E2</EndToEndId>', '20')] }, ['E1', 'E2']],
  ])('%s', async (_, n, expected) => {
    expect(refs(await parse(doc(stmt([n]))))).toEqual(expected);
  });

  it('without any reference: a fingerprint of statement, position, amount and date, distinct per transfer and stable', async () => {
    const file = doc(stmt([{ amt: '30', txs: [tx('', '10'), tx('', '20')] }, {}]));
    const a = refs(await parse(file));
    expect(a).toHaveLength(3);
    expect(new Set(a).size).toBe(3);
    expect(a.every((r) => /^fp:[0-9a-f]{40}$/.test(r))).toBe(true);
    expect(refs(await parse(file))).toEqual(a);
  });

  it('a batch whose transfers do not add up is refused with both figures', async () => {
    const r = await refusal(doc(stmt([{ ref: 'B', amt: '31', txs: [tx('', '10'), tx('', '20')] }])));
    expect([r.code, r.params.sum, r.params.amount]).toEqual(['STATEMENT_BATCH_SUM', '30.00', '31.00']);
  });

  it("flags a payer's IBAN that fails its check, and books it", async () => {
    const party = (iban: string) => `<Refs><EndToEndId>E</EndToEndId></Refs><RltdPties><DbtrAcct><Id><IBAN>${iban}</IBAN></Id></DbtrAcct></RltdPties>`;
    const s = await parse(doc(stmt([{ ref: 'OK', txs: [party('GE29NB0000000101904917')] }, { ref: 'BAD', txs: [party('GE00NB0000000101904917')] }])));
    expect(s.credits.map((c) => [c.reference, c.payerAccountInvalid])).toEqual([['OK', false], ['BAD', true]]);
  });
});

describe('balances', () => {
  it('opening + credits − debits = closing: read, with debits listed and their reason', async () => {
    const s = await parse(doc(stmt([{ ref: 'C', amt: '100' }, { ref: 'D', amt: '30', ind: 'DBIT', more: '<AddtlNtryInf>return: account closed</AddtlNtryInf>' }], { bal: bal('OPBD', '50') + bal('CLBD', '120') })));
    const [h] = s.statements;
    expect([h!.opening?.amount, h!.closing?.amount, h!.creditTotal, h!.debitTotal]).toEqual([5000n, 12000n, 10000n, 3000n]);
    expect(h!.debits.map((d) => [d.reference, d.amount, d.reason])).toEqual([['D', 3000n, 'return: account closed']]);
  });

  it('a debit balance counts below zero; PRCD stands for a missing OPBD', async () => {
    await expect(parse(doc(stmt([{ ref: 'C', amt: '100' }], { bal: bal('PRCD', '40', 'DBIT') + bal('CLBD', '60') })))).resolves.toBeTruthy();
  });

  it('a statement that does not add up is refused with both figures', async () => {
    const r = await refusal(doc(stmt([{ ref: 'C', amt: '100' }], { bal: bal('OPBD', '50') + bal('CLBD', '151') })));
    expect(r.code).toBe('STATEMENT_BALANCE_MISMATCH');
    expect(r.params).toMatchObject({ statement: 'S-1', account: ACCOUNT, opening: '50.00', credits: '100.00', debits: '0.00', expected: '150.00', closing: '151.00' });
  });
});
