import { formatMoneyPlain, type Tetri } from '@pensia/domain';

/**
 * Writes a camt.053.001.08 bank-to-customer statement of the agency's account: the demo data and the
 * benchmark make their payments this way and load them through the statement loader, as the bank's own
 * statements are.
 */

export interface Camt053Entry {
  reference: string;
  amount: Tetri;
  direction: 'CRDT' | 'DBIT';
  bookingDate: string;
  valueDate?: string;
  /** The payer's identification code: 9 digits an organization's (OrgId), 11 a person's (PrvtId). */
  payerCode?: string;
  payerName?: string;
  payerAccount?: string;
  payerBic?: string;
  remittance?: string;
  /** The reference of the payment a return gives back (written as the transfer's end-to-end id). */
  returnOf?: string;
}

export interface Camt053Statement {
  messageId: string;
  statementId: string;
  /** The agency's account (IBAN). */
  account: string;
  createdAt: Date;
  fromDate: string;
  toDate: string;
  entries: Iterable<Camt053Entry>;
  /** Opening and closing booked balances (OPBD, CLBD), written when given. */
  balances?: { opening: Tetri; closing: Tetri };
}

const balanceXml = (code: string, amount: Tetri, day: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="GEL">${formatMoneyPlain(amount < 0n ? -amount : amount)}</Amt>` +
  `<CdtDbtInd>${amount < 0n ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function party(e: Camt053Entry): string {
  if (!e.payerName && !e.payerCode && !e.payerAccount) return '';
  const id = e.payerCode
    ? e.payerCode.length === 11
      ? `<Id><PrvtId><Othr><Id>${escape(e.payerCode)}</Id><SchmeNm><Cd>NIDN</Cd></SchmeNm></Othr></PrvtId></Id>`
      : `<Id><OrgId><Othr><Id>${escape(e.payerCode)}</Id><SchmeNm><Cd>TXID</Cd></SchmeNm></Othr></OrgId></Id>`
    : '';
  const name = e.payerName ? `<Nm>${escape(e.payerName)}</Nm>` : '';
  const account = e.payerAccount ? `<DbtrAcct><Id><IBAN>${escape(e.payerAccount)}</IBAN></Id></DbtrAcct>` : '';
  return `<RltdPties><Dbtr><Pty>${name}${id}</Pty></Dbtr>${account}</RltdPties>`;
}

function entryXml(e: Camt053Entry): string {
  const amount = formatMoneyPlain(e.amount);
  const agent = e.payerBic ? `<RltdAgts><DbtrAgt><FinInstnId><BICFI>${escape(e.payerBic)}</BICFI></FinInstnId></DbtrAgt></RltdAgts>` : '';
  const remittance = e.remittance ? `<RmtInf><Ustrd>${escape(e.remittance)}</Ustrd></RmtInf>` : '';
  return (
    `<Ntry><NtryRef>${escape(e.reference)}</NtryRef><Amt Ccy="GEL">${amount}</Amt><CdtDbtInd>${e.direction}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
    `<BookgDt><Dt>${e.bookingDate}</Dt></BookgDt><ValDt><Dt>${e.valueDate ?? e.bookingDate}</Dt></ValDt><AcctSvcrRef>${escape(e.reference)}</AcctSvcrRef>` +
    `<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${e.direction === 'CRDT' ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>DMCT</SubFmlyCd></Fmly></Domn></BkTxCd>` +
    `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${escape(e.reference)}</AcctSvcrRef><EndToEndId>${escape(e.returnOf ?? 'NOTPROVIDED')}</EndToEndId></Refs><Amt Ccy="GEL">${amount}</Amt><CdtDbtInd>${e.direction}</CdtDbtInd>` +
    `${party(e)}${agent}${remittance}<RltdDts><IntrBkSttlmDt>${e.valueDate ?? e.bookingDate}</IntrBkSttlmDt></RltdDts></TxDtls></NtryDtls></Ntry>\n`
  );
}

/** The statement's XML, in pieces (a large statement is never one string until the caller joins it). */
export function* camt053Parts(s: Camt053Statement): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">\n<BkToCstmrStmt>\n';
  yield `<GrpHdr><MsgId>${escape(s.messageId)}</MsgId><CreDtTm>${s.createdAt.toISOString().slice(0, 19)}</CreDtTm></GrpHdr>\n`;
  yield `<Stmt><Id>${escape(s.statementId)}</Id><CreDtTm>${s.createdAt.toISOString().slice(0, 19)}</CreDtTm>`;
  yield `<FrToDt><FrDtTm>${s.fromDate}T00:00:00</FrDtTm><ToDtTm>${s.toDate}T23:59:59</ToDtTm></FrToDt>`;
  yield `<Acct><Id><IBAN>${escape(s.account)}</IBAN></Id><Ccy>GEL</Ccy><Svcr><FinInstnId><BICFI>TRESGE22</BICFI></FinInstnId></Svcr></Acct>\n`;
  if (s.balances) yield balanceXml('OPBD', s.balances.opening, s.fromDate) + balanceXml('CLBD', s.balances.closing, s.toDate);
  for (const e of s.entries) yield entryXml(e);
  yield '</Stmt>\n</BkToCstmrStmt>\n</Document>\n';
}

export function camt053Xml(s: Camt053Statement): string {
  return [...camt053Parts(s)].join('');
}
