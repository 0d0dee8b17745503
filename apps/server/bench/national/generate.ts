import { computeIncomeTax } from '@pensia/domain';
import type { Client } from 'pg';
import { copyInto, copyLine } from './pg-copy.ts';
import { booksOf, BANKS, DETAIL_MONTHS, FIRST_YEAR, idOf, KIND, MEASURED, measuredMonthsOf, money, rowsOf, type Books } from './money.ts';
import { country, HISTORY_MONTHS, person, type Organization } from './shape.ts';

/**
 * Writes the national data set into a migrated database (decision 0090): organizations, their employees,
 * eight years of declarations with the ledger's payments, fines and refunds, the last year's declaration rows
 * and Revenue Service filings, the measured months, a bank statement whose entries wait in the operator's
 * unmatched queue, and a user of the largest organization. Each table is one COPY; the books of an
 * organization are worked out again for each table (cheaper than holding the country in memory).
 */
export interface NationalOptions {
  scale: number;
  seed: number;
}

export interface NationalData {
  organizations: number;
  participants: number;
  positions: number;
  largest: { code: string; employees: number };
  rows: Record<string, number>;
  measured: { year: number; month: number; rows: number }[];
  unmatched: number;
  /** Organizations whose ledger ends owing (0: the books are consistent). */
  owing: number;
  seconds: number;
}

export const LARGEST_USER = 'national-largest';
/** The operator's unmatched queue of issue 29, at every scale (it is cheap to load, and its size is the target's). */
const UNMATCHED_QUEUE = 10_000;
const AGENCY_ACCOUNT = 'GE10NB0331100000000001';

function* eachBooks(orgs: Organization[], positions: number): Generator<[Organization, Books]> {
  let cumulative = 0;
  for (const org of orgs) {
    const measured = measuredMonthsOf(org, cumulative, positions);
    cumulative += org.people.length;
    yield [org, booksOf(org, measured)];
  }
}

export async function generateNational(client: Client, opts: NationalOptions): Promise<NationalData> {
  const t0 = performance.now();
  const { organizations: orgs, participants, positions } = country(opts.scale, opts.seed);
  const rows: Record<string, number> = {};
  const copy = async (table: string, columns: string[], lines: Iterable<string>) => {
    rows[table] = (rows[table] ?? 0) + (await copyInto(client, table, columns, lines));
  };
  const bank = (await client.query<{ id: string }>('select id from banks order by code limit 1')).rows[0]!.id;
  const books = () => eachBooks(orgs, positions);

  await copy('organizations', ['id', 'name', 'code', 'type_id'], (function* () {
    for (const o of orgs) yield copyLine([o.id, o.name, o.code, 1]);
  })());
  await copy('employees', ['organization_id', 'personal_number', 'first_name', 'last_name', 'birth_date', 'gender'], (function* () {
    for (const o of orgs) for (const p of o.people) {
      const who = person(p);
      yield copyLine([o.id, who.personalNumber, who.firstName, who.lastName, who.birthDate, who.gender]);
    }
  })());
  const measuredRows = MEASURED.map((m) => ({ year: m.year, month: m.month, rows: 0 }));
  await copy('declarations', ['id', 'organization_id', 'year', 'month', 'type', 'form', 'status', 'row_count', 'total_base', 'total_employee_contribution', 'total_organization_contribution', 'total_amount', 'activation_date', 'closing_date', 'processed_at'], (function* () {
    for (const [o, b] of books()) for (const d of b.declarations) {
      const t = d.totals;
      const at = `${d.activation}T09:00:00Z`;
      if (!d.processed) measuredRows.find((m) => m.year === d.year && m.month === d.month)!.rows += o.people.length;
      yield copyLine([d.id, o.id, d.year, d.month, 'standard', d.form, d.status, o.people.length, money(t.base), money(t.employee), money(t.organization), money(t.employee + t.organization), at, d.status === 'closed' ? `${d.activation}T18:00:00Z` : null, d.processed ? `${d.activation}T20:00:00Z` : null]);
    }
  })());
  await copy('declaration_details', ['declaration_id', 'organization_id', 'row_number', 'personal_number', 'first_name', 'last_name', 'birth_date', 'gender', 'gross_salary', 'employee_contribution', 'organization_contribution', 'other_withheld_amount', 'income_tax', 'net_amount'], (function* () {
    for (const [o, b] of books()) {
      const byYear = new Map<number, ReturnType<typeof rowsOf>>();
      for (const d of b.declarations) {
        if (!d.withRows) continue;
        if (!byYear.has(d.year)) byYear.set(d.year, rowsOf(o, d.year));
        let n = 0;
        for (const r of byYear.get(d.year)!) {
          const w = r.person;
          const detailed = r.incomeTax !== null;
          yield copyLine([d.id, o.id, ++n, w.personalNumber, w.firstName, w.lastName, w.birthDate, w.gender, money(r.base), money(r.employee), money(r.organization), detailed ? '0.00' : null, detailed ? money(r.incomeTax!) : null, detailed ? money(r.netAmount!) : null]);
        }
      }
    }
  })());
  await copy('transactions', ['id', 'organization_id', 'number', 'paid_at', 'registered_at', 'bank_name', 'account_number', 'amount', 'reason'], (function* () {
    for (const [o, b] of books()) for (const p of b.payments) yield copyLine([p.id, o.id, p.number, p.paidAt, `${p.paidAt}T12:00:00Z`, p.bank, p.account, money(p.amount), `საპენსიო შენატანი, ორგანიზაციის კოდი ${o.code}`]);
  })());
  await copy('fines', ['id', 'organization_id', 'declaration_id', 'amount', 'imposed_on', 'status', 'reason', 'status_changed_at'], (function* () {
    for (const [o, b] of books()) for (const f of b.fines) yield copyLine([f.id, o.id, f.declarationId, money(f.amount), f.imposedOn, f.canceled ? 'canceled' : 'valid', 'დაგვიანებული დეკლარაცია', f.canceled ? `${f.imposedOn}T10:00:00Z` : null]);
  })());
  // refunds are paid to the organization's account: one account for each organization that had one
  const withRefunds = new Set<number>();
  for (const [o, b] of books()) if (b.refunds.length) withRefunds.add(o.index);
  await copy('bank_accounts', ['id', 'organization_id', 'bank_id', 'iban', 'is_default'], (function* () {
    for (const o of orgs) if (withRefunds.has(o.index)) yield copyLine([idOf(KIND.account, o.index), o.id, bank, booksOf(o, []).iban, true]);
  })());
  await copy('refunds', ['id', 'organization_id', 'amount', 'bank_account_id', 'iban', 'bank_details', 'status', 'decided_at', 'paid_on', 'created_at'], (function* () {
    for (const [o, b] of books()) for (const r of b.refunds) yield copyLine([r.id, o.id, money(r.amount), idOf(KIND.account, o.index), b.iban, BANKS[0], 'approved', `${r.paidOn}T10:00:00Z`, r.paidOn, `${r.paidOn}T09:00:00Z`]);
  })());
  await copy('ledger_movements', ['organization_id', 'kind', 'amount', 'value_date', 'source_kind', 'source_id'], (function* () {
    for (const [o, b] of books()) for (const m of b.movements) yield copyLine([o.id, m.kind, money(m.amount), m.date, m.sourceKind, m.sourceId]);
  })());

  // the Revenue Service's monthly files of the history's last year, one load a month
  const lastYear = FIRST_YEAR + HISTORY_MONTHS / 12 - 1;
  const loads = Array.from({ length: DETAIL_MONTHS }, (_, i) => ({ id: idOf(9, i), month: 12 - DETAIL_MONTHS + 1 + i }));
  await copy('revenue_service_loads', ['id', 'file_name', 'sha256', 'format', 'row_count', 'organization_count', 'loaded_at'], loads.map((l) => copyLine([l.id, `rs-${lastYear}-${String(l.month).padStart(2, '0')}.csv`, l.id.replace(/-/g, '').padEnd(64, '0'), 'csv', positions, orgs.length, `${lastYear}-${String(l.month).padStart(2, '0')}-28T10:00:00Z`])));
  await copy('revenue_service_filings', ['load_id', 'organization_id', 'year', 'month', 'line', 'personal_number', 'last_name', 'gross_income', 'income_tax', 'pension_contribution'], (function* () {
    const line = new Map<string, number>();
    for (const o of orgs) {
      const rs = rowsOf(o, lastYear);
      for (const l of loads) for (const r of rs) {
        const n = (line.get(l.id) ?? 0) + 1;
        line.set(l.id, n);
        // what the employer told the Revenue Service: gross income, the tax of what is left after the pension contribution
        const tax = r.incomeTax ?? computeIncomeTax(r.base, r.employee);
        yield copyLine([l.id, o.id, lastYear, l.month, n, r.person.personalNumber, r.person.lastName, money(r.base), money(tax), money(r.employee)]);
      }
    }
  })());

  // a day's statement of the agency's account whose credits named no organization: the operator's unmatched queue
  const unmatched = UNMATCHED_QUEUE;
  const statementId = idOf(10, 0);
  await client.query(`insert into bank_statements (id, format, identification, accounts, file_name, sha256, from_date, to_date, account, credit_total)
    values ($1, 'camt053', 'NATIONAL-UNMATCHED', $2, 'national.xml', repeat('0', 64), '2026-04-01', '2026-04-01', $2, 0)`, [statementId, AGENCY_ACCOUNT]);
  await copy('bank_statement_entries', ['statement_id', 'position', 'account', 'reference', 'booking_date', 'value_date', 'paid_on', 'amount', 'currency', 'payer_name', 'payer_account', 'payer_bank', 'remittance', 'status'], (function* () {
    for (let i = 0; i < unmatched; i++) {
      const date = `2026-04-${String(1 + (i % 28)).padStart(2, '0')}`;
      yield copyLine([statementId, i + 1, AGENCY_ACCOUNT, `NAT-UNM-${i}`, date, date, date, money(BigInt(5_000 + ((i * 7_919) % 500_000))), 'GEL', `გადამხდელი ${i}`, `GE${String(10 + (i % 89)).padStart(2, '0')}BG${String(i).padStart(16, '0')}`, BANKS[i % BANKS.length], `შენატანი ${i % 97 === 0 ? '' : 'იანვარი'} ${i}`, 'unmatched']);
    }
  })());

  // a user of the largest organization (the demo employer's password), whose history the balance calls read
  const largest = orgs.reduce((a, o) => (o.people.length > a.people.length ? o : a));
  await client.query(`insert into users (username, password_hash, role, org_role, organization_id)
    select $1, password_hash, 'employer', 'administrator', $2 from users where username = 'demo-employer'`, [LARGEST_USER, largest.id]);
  await client.query(`insert into unit_prices (date, price) values (current_date, 1.734512) on conflict (date) do nothing`);
  await client.query('analyze');
  // the books agree with the ledger's rule: every history month's contributions and fines were paid, so no
  // organization owes anything (a canceled fine or a June overpaid leaves a credit)
  const owing = (await client.query<{ n: number }>(`select count(*)::int as n from (select organization_id from ledger_movements
    where organization_id = any($1::uuid[]) group by organization_id having sum(amount) < 0) t`, [orgs.map((o) => o.id)])).rows[0]!.n;
  return {
    owing,
    organizations: orgs.length,
    participants,
    positions,
    largest: { code: largest.code, employees: largest.people.length },
    rows,
    measured: measuredRows,
    unmatched,
    seconds: (performance.now() - t0) / 1000,
  };
}
