import { createHash } from 'node:crypto';
import { formatMoneyPlain, STATEMENT_CURRENCY, STATEMENT_MAX_ENTRIES, type Tetri } from '@pensia/domain';
import { readXml, XmlError, type XmlAttributes } from '../../files/xml-reader.ts';
import {
  accountOf, clean, currencyOf, dateOf, ibanValid, looksLikeIban, MAX_REFERENCE, StatementRefusal, tetriOf,
  type ParsedStatement, type StatementCredit, type StatementHead, type Where,
} from './common.ts';

/**
 * Reads ISO 20022 camt.053 statements and camt.054 notifications by their structure, not one version's
 * layout (docs/decisions/0045): any `camt.053.001.NN` / `camt.054.001.NN` namespace (or none), every `Stmt`
 * or `Ntfctn` of the file, status as text or code, dates as a date or a date-time, the party with or without
 * `Pty`, amounts exact in tetri. The XML is read in one pass by the portal's own strict reader
 * (files/xml-reader.ts, docs/decisions/0078), which never reads a DTD nor fetches anything; a document type
 * declaration or an entity other than the predefined ones is refused outright.
 */

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.05[34]\.001\.\d{2}$/;
const ROOTS: Record<string, 'camt053' | 'camt054'> = { BkToCstmrStmt: 'camt053', BkToCstmrDbtCdtNtfctn: 'camt054' };
const STATEMENTS = new Set(['Stmt', 'Ntfctn']);

type Fields = Map<string, string>;
interface Draft {
  head: StatementHead;
  accountCurrency: string | null;
  created: string | null;
  electronic: string | null;
  legal: string | null;
  balances: { code: string; amount: string; currency: string | null; sign: string; date: string | null }[];
}
interface EntryDraft {
  position: number;
  fields: Fields;
  currency: string | null;
  txs: Fields[];
}

/** Paths that name the same thing in every version (`Pty` of 001.08+ dropped); a file repeats a few paths many times. */
const normalised = new Map<string, string>();
const normalise = (path: string) => {
  let n = normalised.get(path);
  if (n === undefined) {
    n = path.replace(/\/Pty(?=\/|$)/g, '');
    if (normalised.size < 10_000) normalised.set(path, n);
  }
  return n;
};
const first = (f: Fields, ...keys: string[]) => {
  for (const k of keys) {
    const v = clean(f.get(k), MAX_REFERENCE * 4);
    if (v) return v;
  }
  return null;
};
const hash = (s: string) => createHash('sha256').update(s).digest('hex');
/** A reference within the column's length: a longer one keeps its start and a digest of the whole. */
const bounded = (r: string) => (r.length <= MAX_REFERENCE ? r : `${r.slice(0, 50)}~${hash(r).slice(0, 40)}`);
const TX_REFS = ['Refs/AcctSvcrRef', 'Refs/EndToEndId', 'Refs/TxId', 'Refs/InstrId', 'Refs/UETR'];
const ownRef = (t: Fields, entryKey: string | null) => {
  for (const k of TX_REFS) {
    const v = clean(t.get(k), MAX_REFERENCE * 4);
    if (v && v.toUpperCase() !== 'NOTPROVIDED' && v !== entryKey) return v;
  }
  return null;
};

export async function parseCamt(source: AsyncIterable<Uint8Array>): Promise<Omit<ParsedStatement, 'sha256'>> {
  const names: string[] = [];
  /** The path of each open element relative to the statement element (`Ntry/NtryDtls/TxDtls/Amt`), built once per element. */
  const paths: string[] = [];
  let kind: 'camt053' | 'camt054' = 'camt053';
  let fileCreated: string | null = null;
  let text = '';
  let st: Draft | null = null;
  let entry: EntryDraft | null = null;
  let tx: Fields | null = null;
  let ccy: string | null = null;
  let bal: Draft['balances'][number] | null = null;
  let totalEntries = 0;
  let ignored = 0;
  const statements: StatementHead[] = [];
  const credits: StatementCredit[] = [];

  const rel = () => paths[paths.length - 1]!;

  const handler = {
    open(name: string, uri: string, attributes: XmlAttributes) {
      const depth = names.length;
      if (depth === 0 && (name !== 'Document' || (uri && !NAMESPACE.test(uri)))) throw new StatementRefusal('STATEMENT_FORMAT_UNKNOWN');
      if (depth === 1) {
        if (!ROOTS[name]) throw new StatementRefusal('STATEMENT_FORMAT_UNKNOWN');
        kind = ROOTS[name];
      }
      names.push(name);
      paths.push(depth < 3 ? '' : depth === 3 ? name : `${paths[paths.length - 1]}/${name}`);
      text = '';
      if (depth === 2 && STATEMENTS.has(name)) {
        const index = statements.length + 1;
        st = {
          head: { index, kind, account: null, statementId: '', sequence: null, identification: '', fromDate: null, toDate: null, opening: null, closing: null, creditTotal: 0n, debitTotal: 0n, entries: 0, ignored: 0, debits: [] },
          accountCurrency: null, created: null, electronic: null, legal: null, balances: [],
        };
        return;
      }
      if (!st || depth < 3) return;
      const p = rel();
      if (p === 'Bal') bal = { code: '', amount: '', currency: null, sign: 'CRDT', date: null };
      else if (p === 'Ntry') {
        totalEntries++;
        if (totalEntries > STATEMENT_MAX_ENTRIES) throw new StatementRefusal('STATEMENT_TOO_MANY_ENTRIES', { max: STATEMENT_MAX_ENTRIES });
        identify(st);
        entry = { position: ++st.head.entries, fields: new Map(), currency: null, txs: [] };
      } else if (entry && p === 'Ntry/NtryDtls/TxDtls') tx = new Map();
      if (name === 'Amt') ccy = attributes?.Ccy ?? null;
    },
    text(t: string) {
      text += t;
    },
    close() {
      const value = text;
      text = '';
      const depth = names.length - 1;
      if (depth === 2 && st && STATEMENTS.has(names[depth]!)) {
        identify(st);
        reconcile(st);
        statements.push(st.head);
        st = null;
      } else if (depth === 3 && names[2] === 'GrpHdr' && names[3] === 'CreDtTm') fileCreated = dateOf(value);
      else if (st && depth >= 3) onStatementField(st, rel(), value);
      names.pop();
      paths.pop();
    },
  };

  function onStatementField(s: Draft, p: string, value: string) {
    const h = s.head;
    if (entry && tx && p.startsWith('Ntry/NtryDtls/TxDtls/')) {
      const k = normalise(p.slice('Ntry/NtryDtls/TxDtls/'.length));
      if (k === 'RmtInf/Ustrd' && tx.has(k)) tx.set(k, `${tx.get(k)} ${value}`);
      else if (!tx.has(k)) tx.set(k, value);
      if (k === 'Amt' || k === 'AmtDtls/TxAmt/Amt') tx.set(`${k}@Ccy`, ccy ?? '');
    } else if (entry && p === 'Ntry/NtryDtls/TxDtls') {
      entry.txs.push(tx!);
      tx = null;
    } else if (entry && p === 'Ntry') {
      const e = entry;
      entry = null;
      entryOf(s, e);
    } else if (entry && p.startsWith('Ntry/')) {
      const k = p.slice('Ntry/'.length);
      if (!entry.fields.has(k)) entry.fields.set(k, value);
      if (k === 'Amt') entry.currency = ccy;
    } else if (bal && p === 'Bal') {
      s.balances.push(bal);
      if (h.identification) balanceOf(s, bal, { statement: h.statementId, entry: '—', reference: '—' });
      bal = null;
    } else if (bal && p.startsWith('Bal/')) {
      const k = p.slice(4);
      if (k === 'Tp/CdOrPrtry/Cd') bal.code = value.trim();
      else if (k === 'Amt') {
        bal.amount = value;
        bal.currency = ccy;
      } else if (k === 'CdtDbtInd') bal.sign = value.trim();
      else if (k === 'Dt/Dt' || k === 'Dt/DtTm') bal.date = dateOf(value);
    } else if (p === 'Id') h.statementId = clean(value, 200) ?? '';
    else if (p === 'ElctrncSeqNb') s.electronic = clean(value, 40);
    else if (p === 'LglSeqNb') s.legal = clean(value, 40);
    else if (p === 'CreDtTm') s.created = clean(value, 40);
    else if (p === 'FrToDt/FrDtTm') h.fromDate = dateOf(value);
    else if (p === 'FrToDt/ToDtTm') h.toDate = dateOf(value);
    else if (p === 'Acct/Id/IBAN' || p === 'Acct/Id/Othr/Id') h.account = accountOf(value);
    else if (p === 'Acct/Ccy') s.accountCurrency = clean(value, 10);
  }

  /** The statement's identity, once its head is read: account + own id + sequence number or creation time. */
  function identify(s: Draft) {
    const h = s.head;
    if (h.identification) return;
    const where = { statement: h.statementId || `#${h.index}`, entry: '—', reference: '—' };
    if (!h.statementId) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: `${kind === 'camt054' ? 'Ntfctn' : 'Stmt'}/Id` });
    if (!h.account) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: 'Acct/Id' });
    h.sequence = s.electronic ?? s.created ?? s.legal;
    h.identification = `${kind}:${h.account}:${h.statementId}:${h.sequence ?? ''}`;
    for (const b of s.balances) balanceOf(s, b, where);
  }

  function balanceOf(s: Draft, b: Draft['balances'][number], where: Where) {
    if (!['OPBD', 'PRCD', 'CLBD'].includes(b.code)) return;
    const amount = tetriOf(b.amount, { ...where, entry: b.code }, true);
    currencyOf(b.currency ?? s.accountCurrency ?? STATEMENT_CURRENCY, { ...where, entry: b.code });
    const signed = b.sign === 'DBIT' ? -amount : amount;
    if (b.code === 'CLBD') s.head.closing = { amount: signed, date: b.date };
    else if (b.code === 'OPBD' || !s.head.opening) s.head.opening = { amount: signed, date: b.date };
  }

  /** Opening + booked credits − booked debits must be the closing balance, else the statement is refused. */
  function reconcile(s: Draft) {
    const h = s.head;
    if (!h.opening || !h.closing) return;
    const expected = h.opening.amount + h.creditTotal - h.debitTotal;
    if (expected === h.closing.amount) return;
    throw new StatementRefusal('STATEMENT_BALANCE_MISMATCH', {
      statement: h.statementId, account: h.account ?? '—', opening: money(h.opening.amount), credits: money(h.creditTotal),
      debits: money(h.debitTotal), expected: money(expected), closing: money(h.closing.amount),
    });
  }

  function entryOf(s: Draft, e: EntryDraft) {
    const h = s.head;
    const f = (k: string) => e.fields.get(k);
    const entryKey = clean(f('AcctSvcrRef'), MAX_REFERENCE * 4) ?? clean(f('NtryRef'), MAX_REFERENCE * 4);
    const where: Where = { statement: h.statementId, entry: e.position, reference: entryKey ?? '—' };
    const amount = tetriOf(f('Amt'), where);
    currencyOf(e.currency ?? s.accountCurrency ?? STATEMENT_CURRENCY, where);
    const direction = (f('CdtDbtInd') ?? '').trim();
    if (direction !== 'CRDT' && direction !== 'DBIT') throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: 'CdtDbtInd' });
    const status = (f('Sts/Cd') ?? f('Sts') ?? '').trim();
    if (status && status !== 'BOOK') {
      h.ignored++;
      ignored++;
      return;
    }
    if (direction === 'CRDT') h.creditTotal += amount;
    else h.debitTotal += amount;
    const bookingDate = dateOf(f('BookgDt/Dt') ?? f('BookgDt/DtTm')) ?? dateOf(f('ValDt/Dt') ?? f('ValDt/DtTm')) ?? h.closing?.date ?? h.toDate ?? dateOf(s.created) ?? fileCreated;
    if (!bookingDate) throw new StatementRefusal('STATEMENT_ENTRY_INCOMPLETE', { ...where, field: 'BookgDt' });
    const valueDate = dateOf(f('ValDt/Dt') ?? f('ValDt/DtTm')) ?? bookingDate;
    const txs = e.txs.length ? e.txs : [new Map<string, string>()];
    const fingerprint = (i: number) => `fp:${hash(`${h.identification}|${e.position}|${i}|${amount}|${bookingDate}`).slice(0, 40)}`;
    const identity = (t: Fields, i: number) => {
      const own = ownRef(t, entryKey);
      if (txs.length === 1) return bounded(entryKey ?? own ?? fingerprint(0));
      // a batch: each transfer its own identity, never one for two of them
      const unique = own && txs.filter((o) => ownRef(o, entryKey) === own).length === 1 ? own : null;
      return bounded(entryKey ? `${entryKey}/${unique ?? i + 1}` : (unique ?? fingerprint(i)));
    };
    if (direction === 'DBIT') {
      const reasons = txs.flatMap((t) => [first(t, 'RtrInf/Rsn/Cd', 'RtrInf/Rsn/Prtry'), first(t, 'RtrInf/AddtlInf'), clean(t.get('RmtInf/Ustrd')), first(t, 'AddtlTxInf')]);
      reasons.push(clean(f('AddtlNtryInf')), first(e.fields, 'BkTxCd/Domn/Fmly/SubFmlyCd', 'BkTxCd/Prtry/Cd'));
      h.debits.push({
        statement: h.index, position: e.position, account: h.account!, reference: identity(txs[0]!, 0), bookingDate, amount,
        reason: clean([...new Set(reasons.filter((r): r is string => !!r))].join(' · ')),
        refs: [...new Set(txs.flatMap((t) => [...TX_REFS, 'RmtInf/Strd/CdtrRefInf/Ref'].flatMap((k) => clean(t.get(k), MAX_REFERENCE) ?? [])).concat(entryKey ?? []))],
      });
      h.ignored++;
      ignored++;
      return;
    }
    if ((f('RvslInd') ?? '').trim() === 'true') {
      h.ignored++;
      ignored++;
      return;
    }
    let sum = 0n;
    for (const [i, t] of txs.entries()) {
      const g = (k: string) => t.get(k);
      let txAmount = amount;
      if (txs.length > 1) {
        const raw = g('Amt') ?? g('AmtDtls/TxAmt/Amt');
        txAmount = tetriOf(raw, where);
        currencyOf((g('Amt') !== undefined ? g('Amt@Ccy') : g('AmtDtls/TxAmt/Amt@Ccy')) || e.currency, where);
      }
      sum += txAmount;
      const payerCode = clean(g('RltdPties/Dbtr/Id/OrgId/Othr/Id'), 40) ?? clean(g('RltdPties/Dbtr/Id/PrvtId/Othr/Id'), 40);
      const payerAccount = accountOf(g('RltdPties/DbtrAcct/Id/IBAN') ?? g('RltdPties/DbtrAcct/Id/Othr/Id'));
      credits.push({
        statement: h.index, position: e.position, account: h.account!, reference: identity(t, i), bookingDate, valueDate,
        paidOn: dateOf(g('RltdDts/IntrBkSttlmDt')) ?? valueDate, amount: txAmount, currency: STATEMENT_CURRENCY,
        payerCode: payerCode?.replace(/\s+/g, '') ?? null,
        payerName: clean(g('RltdPties/Dbtr/Nm'), 140),
        payerAccount,
        payerAccountInvalid: !!payerAccount && looksLikeIban(payerAccount) && !ibanValid(payerAccount),
        payerBank: clean(g('RltdAgts/DbtrAgt/FinInstnId/Nm'), 140) ?? clean(g('RltdAgts/DbtrAgt/FinInstnId/BICFI') ?? g('RltdAgts/DbtrAgt/FinInstnId/BIC'), 11),
        remittance: clean(g('RmtInf/Ustrd')) ?? clean(g('AddtlTxInf')) ?? clean(f('AddtlNtryInf')),
      });
    }
    if (txs.length > 1 && sum !== amount) throw new StatementRefusal('STATEMENT_BATCH_SUM', { ...where, sum: money(sum), amount: money(amount) });
  }

  const parts: Uint8Array[] = [];
  for await (const chunk of source) parts.push(chunk);
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(parts.length === 1 ? parts[0] : Buffer.concat(parts));
  } catch {
    throw new StatementRefusal('STATEMENT_XML_MALFORMED', { line: lineOfBadUtf8(parts) });
  }
  try {
    readXml(xml, handler);
  } catch (e) {
    if (e instanceof XmlError) throw new StatementRefusal(e.kind === 'unsafe' ? 'STATEMENT_XML_UNSAFE' : 'STATEMENT_XML_MALFORMED', { line: e.line });
    throw e;
  }
  if (statements.length === 0) throw new StatementRefusal('STATEMENT_EMPTY');
  return { format: 'camt', statements, credits, ignored };
}

const money = (t: Tetri) => formatMoneyPlain(t);

/** The line of the first bytes that are not UTF-8 (a file refused for them names it). */
function lineOfBadUtf8(parts: Uint8Array[]): number {
  const loose = new TextDecoder('utf-8').decode(Buffer.concat(parts));
  const at = loose.indexOf('\uFFFD');
  let line = 1;
  for (let i = loose.indexOf('\n'); i >= 0 && i < at; i = loose.indexOf('\n', i + 1)) line++;
  return line;
}
