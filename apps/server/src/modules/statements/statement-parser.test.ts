import { codesInRemittance } from '@pensia/domain';
import { describe, expect, it } from 'vitest';
import { camt053Xml } from './camt053-writer.ts';
import { parseStatement, StatementRefusal } from './statement-parser.ts';

/** camt.053.001.02, as banks sent it for years: status as text, the debtor without `Pty`, amounts in AmtDtls. */
const CAMT_V02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-2026-11-20-001</MsgId><CreDtTm>2026-11-20T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>20261120-1</Id>
      <CreDtTm>2026-11-20T18:00:00</CreDtTm>
      <FrToDt><FrDtTm>2026-11-20T00:00:00</FrDtTm><ToDtTm>2026-11-20T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>GE12 TR00 0000 0000 0000 01</IBAN></Id><Ccy>GEL</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="GEL">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-20</Dt></Dt></Bal>
      <Ntry>
        <NtryRef>N1</NtryRef>
        <Amt Ccy="GEL">1250.5</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <ValDt><Dt>2026-11-20</Dt></ValDt>
        <AcctSvcrRef>FT26324000111</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>PO-17</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="GEL">1250.5</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>შპს &quot;ქართული სავაჭრო ქსელი&quot;</Nm><Id><OrgId><Othr><Id>204567891</Id></Othr></OrgId></Id></Dbtr>
              <DbtrAcct><Id><IBAN>GE29NB0000000101904917</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RltdAgts><DbtrAgt><FinInstnId><BIC>BAGAGE22</BIC></FinInstnId></DbtrAgt></RltdAgts>
            <RmtInf><Ustrd>საპენსიო შენატანები</Ustrd><Ustrd>10.2026</Ustrd></RmtInf>
            <RltdDts><IntrBkSttlmDt>2026-11-19</IntrBkSttlmDt></RltdDts>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="GEL">35.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <AcctSvcrRef>FEE-1120</AcctSvcrRef>
      </Ntry>
      <Ntry>
        <Amt Ccy="GEL">99.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <BookgDt><Dt>2026-11-20</Dt></BookgDt>
        <AcctSvcrRef>PENDING-1</AcctSvcrRef>
      </Ntry>
      <Ntry>
        <Amt Ccy="GEL">120</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><DtTm>2026-11-20T10:15:00+04:00</DtTm></BookgDt>
        <NtryRef>FT26324000112</NtryRef>
        <AddtlNtryInf>შენატანი 01024055867</AddtlNtryInf>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

/** camt.053.001.08: status as a code, the debtor in `Pty`, a batch booking of two transfers. */
const CAMT_V08_BATCH = `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
<BkToCstmrStmt>
<GrpHdr><MsgId>MSG-08-1</MsgId><CreDtTm>2026-11-21T18:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S-08-1</Id><Acct><Id><IBAN>GE12TR0000000000000001</IBAN></Id></Acct>
<Ntry><Amt Ccy="GEL">300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-21</Dt></BookgDt><ValDt><Dt>2026-11-21</Dt></ValDt><AcctSvcrRef>BATCH-7</AcctSvcrRef>
<NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
<TxDtls><Refs><AcctSvcrRef>BATCH-7-A</AcctSvcrRef></Refs><Amt Ccy="GEL">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<RltdPties><Dbtr><Pty><Nm>სს „კავკასიის ლოჯისტიკა“</Nm><Id><OrgId><Othr><Id>405112233</Id></Othr></OrgId></Id></Pty></Dbtr></RltdPties>
<RltdAgts><DbtrAgt><FinInstnId><BICFI>TBCBGE22</BICFI><Nm>თიბისი ბანკი</Nm></FinInstnId></DbtrAgt></RltdAgts></TxDtls>
<TxDtls><Amt Ccy="GEL">200.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
<RltdPties><Dbtr><Pty><Nm>ნინო ბერიძე</Nm><Id><PrvtId><Othr><Id>01024055867</Id></Othr></PrvtId></Id></Pty></Dbtr></RltdPties>
<RmtInf><Ustrd><![CDATA[თვითდასაქმებულის შენატანი & სხვა]]></Ustrd></RmtInf></TxDtls>
</NtryDtls></Ntry>
</Stmt>
</BkToCstmrStmt>
</Document>`;

const CSV = `\uFEFFaccount,reference,booking_date,value_date,amount,currency,direction,payer_code,payer_name,payer_account,payer_bank,remittance
GE12TR0000000000000001,CSV-1,2026-11-22,2026-11-21,15.5,GEL,CRDT,204567891,"შპს ""ქართული სავაჭრო ქსელი""",GE29NB0000000101904917,საქართველოს ბანკი,"საპენსიო შენატანები,
11.2026"
GE12TR0000000000000001,CSV-2,2026-11-22,,7.00,GEL,DBIT,,,,,bank fee

GE12TR0000000000000001,CSV-3,2026-11-22,,100,gel,crdt,,,,,405112233
`;

const parse = (text: string) => parseStatement(Buffer.from(text, 'utf8'));

async function refusal(text: string | Buffer): Promise<{ code: string; params: Record<string, string | number> }> {
  try {
    await parseStatement(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
  } catch (e) {
    if (e instanceof StatementRefusal) return { code: e.code, params: e.params };
    throw e;
  }
  throw new Error('the statement was accepted');
}

/** One booked credit of the v08 layout around an amount and its currency. */
const oneEntry = (amt: string, ccy = 'GEL', extra = '') => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr>
<Stmt><Id>S</Id><Acct><Id><IBAN>GE12TR0000000000000001</IBAN></Id></Acct>
<Ntry><Amt Ccy="${ccy}">${amt}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-21</Dt></BookgDt><AcctSvcrRef>R1</AcctSvcrRef>${extra}</Ntry>
</Stmt></BkToCstmrStmt></Document>`;

describe('camt.053 statements', () => {
  it('reads a camt.053.001.02 statement: booked credits only, payer, dates, amounts in tetri', async () => {
    const s = await parse(CAMT_V02);
    expect(s.format).toBe('camt');
    const [head] = s.statements;
    expect(head!.identification).toBe('camt053:GE12TR0000000000000001:20261120-1:2026-11-20T18:00:00');
    expect(head!.account).toBe('GE12TR0000000000000001');
    expect([head!.fromDate, head!.toDate]).toEqual(['2026-11-20', '2026-11-20']);
    expect(s.ignored).toBe(2); // the debit and the pending credit
    expect(s.credits).toEqual([
      {
        statement: 1,
        position: 1,
        account: 'GE12TR0000000000000001',
        reference: 'FT26324000111',
        bookingDate: '2026-11-20',
        valueDate: '2026-11-20',
        paidOn: '2026-11-19',
        amount: 125050n,
        currency: 'GEL',
        payerCode: '204567891',
        payerName: 'შპს "ქართული სავაჭრო ქსელი"',
        payerAccount: 'GE29NB0000000101904917',
        payerAccountInvalid: false,
        payerBank: 'BAGAGE22',
        remittance: 'საპენსიო შენატანები 10.2026',
      },
      {
        statement: 1,
        position: 4,
        account: 'GE12TR0000000000000001',
        reference: 'FT26324000112',
        bookingDate: '2026-11-20',
        valueDate: '2026-11-20',
        paidOn: '2026-11-20',
        amount: 12000n,
        currency: 'GEL',
        payerCode: null,
        payerName: null,
        payerAccount: null,
        payerAccountInvalid: false,
        payerBank: null,
        remittance: 'შენატანი 01024055867',
      },
    ]);
  });

  it('reads a camt.053.001.08 batch booking as one payment per transfer, each with its own reference', async () => {
    const s = await parse(CAMT_V08_BATCH);
    expect(s.credits.map((c) => [c.reference, c.amount, c.payerCode, c.payerName, c.payerBank, c.remittance])).toEqual([
      ['BATCH-7/BATCH-7-A', 10000n, '405112233', 'სს „კავკასიის ლოჯისტიკა“', 'თიბისი ბანკი', null],
      ['BATCH-7/2', 20000n, '01024055867', 'ნინო ბერიძე', null, 'თვითდასაქმებულის შენატანი & სხვა'],
    ]);
  });

  it('reads what the statement writer writes, fed in small chunks', async () => {
    const xml = camt053Xml({
      messageId: 'W-1', statementId: 'W-1', account: 'GE12TR0000000000000001', createdAt: new Date('2026-11-22T18:00:00Z'), fromDate: '2026-11-22', toDate: '2026-11-22',
      entries: [
        { reference: 'A<1>', amount: 1n, direction: 'CRDT', bookingDate: '2026-11-22', payerCode: '204567891', payerName: 'A & B', payerAccount: 'GE29NB0000000101904917', payerBic: 'BAGAGE22', remittance: 'x' },
        { reference: 'A2', amount: 5n, direction: 'DBIT', bookingDate: '2026-11-22' },
      ],
    });
    const bytes = Buffer.from(xml);
    const chunks = (async function* () {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    })();
    const s = await parseStatement(chunks);
    expect(s.credits.map((c) => [c.reference, c.amount, c.payerCode, c.payerName, c.payerBank])).toEqual([['A<1>', 1n, '204567891', 'A & B', 'BAGAGE22']]);
    expect(s.ignored).toBe(1);
  });
});

describe('CSV statements', () => {
  it('reads the documented layout: header names, quotes, line breaks in a quoted cell, debits ignored', async () => {
    const s = await parse(CSV);
    expect(s.format).toBe('csv');
    expect(s.statements[0]!.identification).toMatch(/^csv:[0-9a-f]{64}$/);
    expect(s.ignored).toBe(1);
    expect(s.credits.map((c) => [c.position, c.reference, c.bookingDate, c.valueDate, c.amount, c.payerCode, c.payerName, c.remittance])).toEqual([
      [1, 'CSV-1', '2026-11-22', '2026-11-21', 1550n, '204567891', 'შპს "ქართული სავაჭრო ქსელი"', 'საპენსიო შენატანები, 11.2026'],
      [3, 'CSV-3', '2026-11-22', '2026-11-22', 10000n, null, null, '405112233'],
    ]);
  });

  it('takes semicolons and columns in any order', async () => {
    const s = await parse('Direction;Amount;Currency;Reference;Account;Booking_Date\nCRDT;1.00;GEL;X;GE12TR0000000000000001;2026-01-31\n');
    expect(s.credits.map((c) => [c.reference, c.amount])).toEqual([['X', 100n]]);
  });
});

describe('refused statements', () => {
  const cases: { name: string; file: string | Buffer; code: string; params?: Record<string, string | number> }[] = [
    { name: 'an empty file', file: '', code: 'STATEMENT_EMPTY' },
    { name: 'a PDF', file: Buffer.from('%PDF-1.7\n%\xe2\xe3\n1 0 obj', 'latin1'), code: 'STATEMENT_FORMAT_UNKNOWN' },
    { name: 'another XML document', file: '<?xml version="1.0"?><invoice><total>5</total></invoice>', code: 'STATEMENT_FORMAT_UNKNOWN' },
    { name: 'a camt.054 message without a notification', file: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn/></Document>', code: 'STATEMENT_EMPTY' },
    { name: 'a camt.053 message without a statement', file: '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.13"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr></BkToCstmrStmt></Document>', code: 'STATEMENT_EMPTY' },
    { name: 'a camt.053 of a namespace that is not ISO 20022', file: '<Document xmlns="urn:example:camt.053.001.02"><BkToCstmrStmt/></Document>', code: 'STATEMENT_FORMAT_UNKNOWN' },
    { name: 'a camt.052 report in a Document', file: '<Document><BkToCstmrAcctRpt/></Document>', code: 'STATEMENT_FORMAT_UNKNOWN' },
    { name: 'a CSV of other columns', file: 'date,sum\n2026-01-01,5\n', code: 'STATEMENT_FORMAT_UNKNOWN' },
    { name: 'truncated XML', file: CAMT_V02.slice(0, CAMT_V02.indexOf('<Ntry>', 2000)), code: 'STATEMENT_XML_MALFORMED' },
    { name: 'XML cut inside a tag', file: CAMT_V02.slice(0, 1500), code: 'STATEMENT_XML_MALFORMED' },
    { name: 'XML that is not UTF-8', file: Buffer.concat([Buffer.from(oneEntry('1.00').slice(0, 200)), Buffer.from([0xff, 0xfe]), Buffer.from(oneEntry('1.00').slice(200))]), code: 'STATEMENT_XML_MALFORMED' },
    {
      name: 'an external entity',
      file: `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${oneEntry('1.00').replace(/^<\?xml[^>]*>/, '').replace('R1', '&xxe;')}`,
      code: 'STATEMENT_XML_UNSAFE',
    },
    {
      name: 'a billion laughs',
      file: `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><Document><BkToCstmrStmt><GrpHdr><MsgId>&lol3;</MsgId></GrpHdr></BkToCstmrStmt></Document>`,
      code: 'STATEMENT_XML_UNSAFE',
    },
    { name: 'a DOCTYPE alone', file: `<?xml version="1.0"?><!DOCTYPE Document SYSTEM "http://example.com/camt.dtd">${oneEntry('1.00').replace(/^<\?xml[^>]*>/, '')}`, code: 'STATEMENT_XML_UNSAFE' },
    { name: 'an undefined entity', file: oneEntry('1.00').replace('R1', '&nbsp;'), code: 'STATEMENT_XML_UNSAFE' },
    { name: 'a negative amount', file: oneEntry('-10.00'), code: 'STATEMENT_AMOUNT_INVALID', params: { entry: 1, reference: 'R1', value: '-10.00' } },
    { name: 'a non-numeric amount', file: oneEntry('ten'), code: 'STATEMENT_AMOUNT_INVALID', params: { entry: 1, reference: 'R1', value: 'ten' } },
    { name: 'three decimals', file: oneEntry('10.005'), code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'a zero amount', file: oneEntry('0.00'), code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'an amount with a decimal comma', file: oneEntry('10,50'), code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'another currency', file: oneEntry('10.00', 'USD'), code: 'STATEMENT_CURRENCY_NOT_GEL', params: { entry: 1, reference: 'R1', currency: 'USD' } },
    { name: 'an impossible date', file: oneEntry('10.00').replace('2026-11-21', '2026-02-30'), code: 'STATEMENT_ENTRY_INCOMPLETE' },
    {
      name: 'a batch whose transfers do not add up',
      file: CAMT_V08_BATCH.replace('<Amt Ccy="GEL">200.00</Amt>', '<Amt Ccy="GEL">150.00</Amt>'),
      code: 'STATEMENT_BATCH_SUM',
    },
    { name: 'a CSV negative amount', file: 'account,reference,booking_date,amount,currency,direction\nGE12TR0000000000000001,R,2026-01-01,-5,GEL,CRDT\n', code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'a CSV amount with three decimals', file: 'account,reference,booking_date,amount,currency,direction\nGE12TR0000000000000001,R,2026-01-01,5.001,GEL,CRDT\n', code: 'STATEMENT_AMOUNT_INVALID' },
    { name: 'a CSV in euros', file: 'account,reference,booking_date,amount,currency,direction\nGE12TR0000000000000001,R,2026-01-01,5,EUR,CRDT\n', code: 'STATEMENT_CURRENCY_NOT_GEL' },
    { name: 'a CSV line of other columns', file: 'account,reference,booking_date,amount,currency,direction\nGE12TR0000000000000001,R,2026-01-01,5,GEL\n', code: 'STATEMENT_CSV_MALFORMED', params: { line: 2 } },
    { name: 'a CSV quote never closed', file: 'account,reference,booking_date,amount,currency,direction\nGE12TR0000000000000001,"R,2026-01-01,5,GEL,CRDT\n', code: 'STATEMENT_CSV_MALFORMED' },
    { name: 'a CSV date of another form', file: 'account,reference,booking_date,amount,currency,direction\nGE12TR0000000000000001,R,01.01.2026,5,GEL,CRDT\n', code: 'STATEMENT_ENTRY_INCOMPLETE' },
    { name: 'a CSV direction of another word', file: 'account,reference,booking_date,amount,currency,direction\nGE12TR0000000000000001,R,2026-01-01,5,GEL,IN\n', code: 'STATEMENT_ENTRY_INCOMPLETE' },
  ];
  it.each(cases)('refuses $name', async ({ file, code, params }) => {
    const r = await refusal(file);
    expect(r.code).toBe(code);
    if (params) expect(r.params).toMatchObject(params);
  });

  it('refuses a file above the size limit as soon as it passes it', async () => {
    let produced = 0;
    const endless = (async function* () {
      yield Buffer.from('account,reference,booking_date,amount,currency,direction\n');
      const line = Buffer.from('GE12TR0000000000000001,R,2026-01-01,5,GEL,CRDT\n'.repeat(20_000));
      for (;;) {
        produced += line.length;
        yield line;
      }
    })();
    await expect(parseStatement(endless)).rejects.toMatchObject({ code: 'STATEMENT_TOO_LARGE' });
    expect(produced).toBeLessThan(40 * 1024 * 1024);
  });
});

describe('codes in the remittance text', () => {
  it.each([
    ['Pension contributions, declaration 2026-10 No. 0012345, code 204567891', ['204567891']],
    ['personal number 01024055867;', ['01024055867']],
    ['204567891 and 405112233 and 204567891 again', ['204567891', '405112233']],
    ['10 digits 2045678910 and 12 digits 204567891000 are no codes', []],
    ['', []],
  ])('%s', (text, codes) => {
    expect(codesInRemittance(text)).toEqual(codes);
  });
});
