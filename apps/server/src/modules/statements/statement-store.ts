import { randomUUID } from 'node:crypto';
import { bankCodeOfIban, codesInRemittance, formatMoneyPlain, type StatementLoadResult } from '@pensia/domain';
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../finance/ledger.repository.ts';
import { lockOrganizations, recordPayments, type PaymentInput } from '../finance/ledger.service.ts';
import { tetriFromDb } from '../../lib/money-from-db.ts';
import { Pacer } from '../../lib/pacing.ts';
import { ibanValid } from './reader/common.ts';
import { StatementRefusal, type ParsedStatement, type StatementCredit, type StatementHead } from './statement-parser.ts';
import type { BankStatementEntriesTable } from './statements.table.ts';
import { storeDebits } from './statement-debits.ts';
import { emitWebhookEvents, paymentMatchedEvent } from '../webhooks/webhook-outbox.ts';

/**
 * Stores a parsed statement file (docs/decisions/0017, 0045–0047): whose statement it is, each statement once
 * (account + own id + sequence), its credit transfers matched to organizations and booked once (same account,
 * same identity: nothing added), its debits listed with their reason, a return of a matched payment taken back
 * from that organization's ledger. Everything in the caller's transaction; a refusal writes nothing.
 */

/** Entries stored per statement: large enough to be cheap, small enough to let other requests in between. */
const CHUNK = 2000;
/** The same, with the database in this process: each statement holds the event loop while it runs. */
const CHUNK_IN_PROCESS = 1000;

type Match = { organizationId: string; method: 'payerCode' | 'remittance' };

/** Organizations by code, for the codes given (payer codes and codes found in the remittance texts), in one query. */
async function organizationsByCodes(db: Executor, codes: Iterable<string>): Promise<Map<string, string>> {
  const all = [...new Set(codes)];
  const out = new Map<string, string>();
  if (all.length === 0) return out;
  const { rows } = await sql<{ id: string; code: string }>`
    select id, code from organizations where code in (select json_array_elements_text(${JSON.stringify(all)}::json))`.execute(
    db,
  );
  for (const r of rows) out.set(r.code, r.id);
  return out;
}

/** The organization of a credit: by the payer's code, else by the one organization whose code the remittance names. */
export function matchOf(
  credit: Pick<StatementCredit, 'payerCode' | 'remittance'>,
  organizations: Map<string, string>,
): Match | null {
  if (credit.payerCode) {
    const id = organizations.get(credit.payerCode);
    if (id) return { organizationId: id, method: 'payerCode' };
  }
  const found = new Set(codesInRemittance(credit.remittance).flatMap((c) => organizations.get(c) ?? []));
  // two organizations named: the payment can't be given to either without the operator
  if (found.size === 1) return { organizationId: [...found][0]!, method: 'remittance' };
  return null;
}

/** The bank names of the bank list (decision 0016), by IBAN bank code and by BIC. */
export async function bankNames(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('banks').select(['code', 'bic', 'nameKa']).execute();
  return new Map(
    rows.flatMap(
      (r) =>
        [
          [r.code, r.nameKa],
          [r.bic, r.nameKa],
        ] as const,
    ),
  );
}

/** The payer's bank: the name the statement gives, else the bank of its BIC or of its IBAN in the bank list. */
function bankNameOf(payerBank: string | null, payerAccount: string | null, banks: Map<string, string>): string {
  if (payerBank && /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(payerBank)) {
    const byBic = banks.get(payerBank) ?? banks.get(payerBank.slice(0, 8));
    if (byBic) return byBic;
  }
  if (payerBank) return payerBank;
  const code = payerAccount ? bankCodeOfIban(payerAccount) : undefined;
  return (code && banks.get(code)) ?? '';
}

/** A day as the instant the amount reached the agency's account (the start of its booking day in Tbilisi). */
const instantOfDay = (day: string) => new Date(`${day}T00:00:00+04:00`);

type EntryRow = Omit<Selectable<BankStatementEntriesTable>, 'createdAt' | 'matchedAt'> & { matchedAt: Date | null };

export function paymentOf(
  e: Pick<
    EntryRow,
    | 'transactionId'
    | 'organizationId'
    | 'reference'
    | 'paidOn'
    | 'bookingDate'
    | 'payerBank'
    | 'payerAccount'
    | 'amount'
    | 'remittance'
  >,
  banks: Map<string, string>,
  createdBy: string | null,
): PaymentInput {
  return {
    id: e.transactionId!,
    organizationId: e.organizationId!,
    number: e.reference,
    paidAt: e.paidOn,
    registeredAt: instantOfDay(e.bookingDate),
    bankName: bankNameOf(e.payerBank, e.payerAccount, banks),
    accountNumber: e.payerAccount ?? '',
    amount: tetriFromDb(e.amount),
    reason: e.remittance ?? '',
    createdBy,
  };
}

type NewEntry = Omit<EntryRow, 'matchedAt'> & { matchedAt: Date | null };

/**
 * Inserts entries in one statement, passed as one JSON parameter of positional rows (arrays, not objects:
 * PostgreSQL reads them in about half the time of `json_populate_recordset`), read as `jsonb` (parsed once
 * per row; `json` is parsed again for every field taken, about three times slower), in the order given; an entry
 * whose (account, reference) is there already adds nothing. Answers the ids of the entries inserted.
 */
async function insertEntries(trx: Executor, rows: readonly NewEntry[]): Promise<{ id: string }[]> {
  const json = rows.map((r) => [
    r.id, r.statementId, r.position, r.account, r.reference, r.bookingDate, r.valueDate, r.paidOn, r.amount, r.currency,
    r.payerCode, r.payerName, r.payerAccount, r.payerBank, r.remittance, r.payerAccountInvalid, r.status, r.matchMethod, r.organizationId, r.transactionId,
    r.matchedBy, r.matchedAt?.toISOString() ?? null,
  ]);
  const { rows: inserted } = await sql<{ id: string }>`
    insert into bank_statement_entries (id, statement_id, position, account, reference, booking_date, value_date, paid_on, amount, currency,
      payer_code, payer_name, payer_account, payer_bank, remittance, payer_account_invalid, status, match_method, organization_id, transaction_id, matched_by, matched_at)
    select (r->>0)::uuid, (r->>1)::uuid, (r->>2)::int, r->>3, r->>4, (r->>5)::date, (r->>6)::date, (r->>7)::date, (r->>8)::numeric, r->>9,
           r->>10, r->>11, r->>12, r->>13, r->>14, (r->>15)::boolean, r->>16, r->>17, (r->>18)::uuid, (r->>19)::uuid,
           (r->>20)::uuid, (r->>21)::timestamptz
      from jsonb_array_elements(${JSON.stringify(json)}::jsonb) with ordinality as e(r, n)
     order by e.n
    on conflict (account, reference) do nothing
    returning id`.execute(trx);
  return inserted;
}

const money = (t: bigint) => formatMoneyPlain(t);

/** Refuses a statement whose own account is not a valid IBAN or not one of the agency's (before anything is written). */
export function checkAccounts(parsed: ParsedStatement, agencyAccounts: readonly string[]) {
  const positions = new Map<string, { statement: StatementHead; entry: number | string }>();
  for (const h of parsed.statements) {
    if (h.account) positions.set(h.account, { statement: h, entry: '—' });
  }
  for (const c of [...parsed.credits, ...parsed.statements.flatMap((h) => h.debits)]) {
    if (!positions.has(c.account))
      positions.set(c.account, { statement: parsed.statements[c.statement - 1]!, entry: c.position });
  }
  for (const [account, { statement, entry }] of positions) {
    const where = { statement: statement.statementId, entry, account };
    if (!ibanValid(account)) throw new StatementRefusal('STATEMENT_ACCOUNT_INVALID', where);
    if (!agencyAccounts.includes(account)) throw new StatementRefusal('STATEMENT_ACCOUNT_NOT_AGENCY', where);
  }
}

/** Inserts the statement rows; answers their ids by index and which were there already. */
async function insertStatements(
  trx: Executor,
  parsed: ParsedStatement,
  opts: { fileName: string; loadedBy: string | null },
) {
  const ids = new Map<number, { id: string; inserted: boolean }>();
  for (const h of parsed.statements) {
    const row = await trx
      .insertInto('bankStatements')
      .values({
        format: h.kind,
        identification: h.identification,
        accounts:
          h.account ??
          [...new Set(parsed.credits.filter((c) => c.statement === h.index).map((c) => c.account))].join(','),
        fileName: opts.fileName,
        sha256: parsed.sha256,
        fromDate: h.fromDate ?? h.opening?.date ?? null,
        toDate: h.toDate ?? h.closing?.date ?? null,
        loadedBy: opts.loadedBy,
        account: h.account,
        statementRef: h.statementId,
        sequence: h.sequence,
        openingBalance: h.opening ? money(h.opening.amount) : null,
        openingDate: h.opening?.date ?? null,
        closingBalance: h.closing ? money(h.closing.amount) : null,
        closingDate: h.closing?.date ?? null,
        creditTotal: money(h.creditTotal),
        debitTotal: money(h.debitTotal),
      })
      .onConflict((oc) =>
        oc.column('identification').doUpdateSet({ identification: (eb) => eb.ref('excluded.identification') }),
      )
      .returning(['id', sql<boolean>`xmax = 0`.as('inserted')])
      .executeTakeFirstOrThrow();
    ids.set(h.index, { id: row.id, inserted: row.inserted });
  }
  return ids;
}

/**
 * Stores a parsed statement file in the transaction given. Entries are written in the order of their key, so
 * that two loads of overlapping statements wait for each other instead of deadlocking.
 */
export async function storeStatement(
  trx: Executor,
  parsed: ParsedStatement,
  opts: { fileName: string; loadedBy: string | null; agencyAccounts: readonly string[]; pacer?: Pacer },
): Promise<StatementLoadResult> {
  checkAccounts(parsed, opts.agencyAccounts);
  const pacer = opts.pacer ?? new Pacer(false);
  const statementIds = await insertStatements(trx, parsed, opts);

  const codes: string[] = [];
  for (const c of parsed.credits) {
    if (c.payerCode) codes.push(c.payerCode);
    codes.push(...codesInRemittance(c.remittance));
  }
  const [organizations, banks] = await Promise.all([organizationsByCodes(trx, codes), bankNames(trx)]);
  // every organization whose balance this statement may change, before any of its rows (docs/decisions/0048)
  await lockOrganizations(trx, organizations.values());

  // one row per key: a transfer repeated inside the file is a duplicate like one loaded before
  const byKey = new Map<string, StatementCredit>();
  for (const c of parsed.credits) {
    const key = `${c.account}\u0000${c.reference}`;
    if (!byKey.has(key)) byKey.set(key, c);
  }
  const keys = [...byKey.keys()].sort();
  let matched = 0;
  let unmatched = 0;
  let flagged = 0;
  const chunk = opts.pacer?.inProcess ? CHUNK_IN_PROCESS : CHUNK;
  for (let i = 0; i < keys.length; i += chunk) {
    const rows = keys.slice(i, i + chunk).map((key) => {
      const c = byKey.get(key)!;
      const m = matchOf(c, organizations);
      return {
        id: randomUUID(),
        statementId: statementIds.get(c.statement)!.id,
        position: c.position,
        account: c.account,
        reference: c.reference,
        bookingDate: c.bookingDate,
        valueDate: c.valueDate,
        paidOn: c.paidOn,
        amount: formatMoneyPlain(c.amount),
        currency: c.currency,
        payerCode: c.payerCode,
        payerName: c.payerName,
        payerAccount: c.payerAccount,
        payerAccountInvalid: c.payerAccountInvalid,
        payerBank: c.payerBank,
        remittance: c.remittance,
        status: m ? ('matched' as const) : ('unmatched' as const),
        matchMethod: m?.method ?? null,
        organizationId: m?.organizationId ?? null,
        transactionId: m ? randomUUID() : null,
        matchedBy: null,
        matchedAt: m ? new Date() : null,
      };
    });
    const inserted = await insertEntries(trx, rows);
    const fresh = new Set(inserted.map((r) => r.id));
    const payments = rows
      .filter((r) => fresh.has(r.id) && r.status === 'matched')
      .map((r) => paymentOf(r, banks, opts.loadedBy));
    await recordPayments(trx, payments);
    await emitWebhookEvents(trx, rows.filter((r) => fresh.has(r.id) && r.status === 'matched').map(paymentMatchedEvent));
    matched += payments.length;
    unmatched += inserted.length - payments.length;
    flagged += rows.filter((r) => fresh.has(r.id) && r.payerAccountInvalid).length;
    await pacer.breathe();
  }
  const debits = parsed.statements.flatMap((h) => h.debits);
  const returns = await storeDebits(trx, debits, statementIds, opts.loadedBy);
  const alreadyLoaded = [...statementIds.values()].filter((s) => !s.inserted).length;
  return {
    statementId: statementIds.get(1)!.id,
    statements: parsed.statements.length,
    alreadyLoaded,
    entries: parsed.credits.length,
    matched,
    unmatched,
    duplicates: parsed.credits.length - matched - unmatched,
    ignored: parsed.ignored,
    debits: debits.length,
    returns,
    flagged,
  };
}
