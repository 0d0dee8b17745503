import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../src/db/create-db.ts';
import { insertMovements, insertTransactions, type NewMovement } from '../src/modules/finance/ledger.repository.ts';
import { median } from './measure.ts';

/**
 * An organization with ten years of history — 120 declarations of 500 rows, 2,000 payments, fines and
 * refunds — and the time the server takes for its balance (the info bar), its detailed balance and its
 * transactions list. The history is written in bulk: rows by `generate_series`, movements through the
 * ledger repository's bulk insert, in one transaction.
 */
export const HISTORY_USER = 'bench-ten-years';
const CODE = '600000001';
const DECLARATIONS = 120;
const ROWS = 500;
const PAYMENTS = 2_000;
const FINES = 12;
const REFUNDS = 8;
const BANKS = ['თიბისი ბანკი', 'საქართველოს ბანკი', 'ლიბერთი ბანკი', 'ბაზისბანკი'];
const ROUNDS = 60;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const money = (tetri: number) => `${Math.floor(tetri / 100)}.${String(tetri % 100).padStart(2, '0')}`;

/** Writes the organization, its user (the demo employer's password) and its ten years; nothing when it exists. */
export async function seedTenYearHistory(db: Db, now = new Date()) {
  const exists = await db.selectFrom('organizations').select('id').where('code', '=', CODE).executeTakeFirst();
  if (exists) return;
  const demo = await db.selectFrom('users').select(['passwordHash']).where('username', '=', 'demo-employer').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    const org = await trx.insertInto('organizations').values({ name: 'შპს „ათწლიანი ისტორია“', code: CODE, typeId: 1 }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('users').values({ username: HISTORY_USER, passwordHash: demo.passwordHash, role: 'employer', orgRole: 'administrator', organizationId: org.id }).execute();
    const start = new Date(Date.UTC(now.getUTCFullYear() - 10, now.getUTCMonth(), 1));
    const movements: NewMovement[] = [];

    // 120 monthly declarations (periods counted from January 2018, the first year the database takes), activated
    // on the 10th of each of the last 120 months; each of 500 rows of 1,000.00 to 1,499.00 gross (4 % due)
    const { rows: decls } = await sql<{ id: string; totalAmount: string; activationDate: Date }>`
      insert into declarations (organization_id, year, month, type, form, status, row_count, total_base,
                                total_employee_contribution, total_organization_contribution, total_amount, activation_date, closing_date)
      select ${org.id}, 2018 + (g - 1) / 12, 1 + (g - 1) % 12, 'standard', 'detailed', 'closed', ${ROWS},
             s.base, s.base * 0.02, s.base * 0.02, s.base * 0.04,
             (${isoDay(start)}::date + ((g - 1) || ' months')::interval + interval '9 days')::timestamptz,
             (${isoDay(start)}::date + ((g - 1) || ' months')::interval + interval '20 days')::timestamptz
        from generate_series(1, ${DECLARATIONS}::int) g
        cross join lateral (select sum(1000 + r % 500)::numeric(14, 2) as base from generate_series(1, ${ROWS}::int) r) s
      returning id, total_amount::text as "totalAmount", activation_date as "activationDate"`.execute(trx);
    await sql`
      insert into declaration_details (declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender,
                                       gross_salary, employee_contribution, organization_contribution, opt_in, has_written_request, issues, has_error, has_warning)
      select d.id, d.organization_id, r, lpad((10000000000 + r)::text, 11, '0'), 'სახელი', 'გვარი', date '1985-01-01' + r, case when r % 2 = 0 then 'male' else 'female' end,
             1000 + r % 500, (1000 + r % 500) * 0.02, (1000 + r % 500) * 0.02, true, false, '[]', false, false
        from declarations d cross join generate_series(1, ${ROWS}::int) r
       where d.organization_id = ${org.id}`.execute(trx);
    for (const d of decls) {
      movements.push({ organizationId: org.id, kind: 'contribution_due', amount: `-${d.totalAmount}`, valueDate: isoDay(new Date(d.activationDate)), sourceKind: 'declaration', sourceId: d.id });
    }

    // 2,000 payments spread over the ten years, together about what was declared
    const declared = decls.reduce((t, d) => t + Math.round(Number(d.totalAmount) * 100), 0);
    const span = now.getTime() - start.getTime();
    const payments = Array.from({ length: PAYMENTS }, (_, i) => {
      const paidAt = new Date(start.getTime() + Math.floor((span * i) / PAYMENTS));
      return {
        organizationId: org.id,
        number: `BT-${String(i + 1).padStart(6, '0')}`,
        paidAt: isoDay(paidAt),
        registeredAt: new Date(paidAt.getTime() + 86_400_000),
        bankName: BANKS[i % BANKS.length]!,
        accountNumber: `GE${String(10 + (i % 80)).padStart(2, '0')}TB${String(7_000_000_000_000_000n + BigInt(i % 7)).padStart(16, '0')}`,
        amount: money(Math.floor(declared / PAYMENTS) + (i % 7) * 100),
        reason: `საპენსიო შენატანი, ორგანიზაციის კოდი ${CODE}`,
      };
    });
    for (const t of await insertTransactions(trx, payments)) {
      movements.push({ organizationId: org.id, kind: 'payment_received', amount: t.amount, valueDate: t.paidAt, sourceKind: 'transaction', sourceId: t.id, reason: t.reason });
    }

    // fines (every tenth month, one of them canceled) and refunds paid out
    for (let i = 0; i < FINES; i++) {
      const imposedOn = isoDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i * 10, 20)));
      const fine = await trx
        .insertInto('fines')
        .values({ organizationId: org.id, declarationId: decls[i * 10]!.id, amount: '500.00', imposedOn, status: i === 3 ? 'canceled' : 'valid', reason: 'დაგვიანებული დეკლარაცია' })
        .returning('id')
        .executeTakeFirstOrThrow();
      movements.push({ organizationId: org.id, kind: 'fine_imposed', amount: '-500.00', valueDate: imposedOn, sourceKind: 'fine', sourceId: fine.id });
      if (i === 3) movements.push({ organizationId: org.id, kind: 'fine_cancelled', amount: '500.00', valueDate: imposedOn, sourceKind: 'fine', sourceId: fine.id });
    }
    for (let i = 0; i < REFUNDS; i++) {
      const paidOn = isoDay(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 7 + i * 14, 5)));
      movements.push({ organizationId: org.id, kind: 'refund_paid', amount: '-150.00', valueDate: paidOn, sourceKind: 'refund', sourceId: randomUUID() });
    }
    movements.sort((a, b) => (a.valueDate < b.valueDate ? -1 : a.valueDate > b.valueDate ? 1 : 0));
    for (let i = 0; i < movements.length; i += 1_000) await insertMovements(trx, movements.slice(i, i + 1_000));
  });
  await sql`analyze`.execute(db);
}

/** The `ms` of the last `n` lines of the portal's request log for `route` (its time at the server). */
export function serverTimes(logFile: string, route: string, n: number): number[] {
  const out: number[] = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes(route)) continue;
    try {
      const l = JSON.parse(line) as { route?: string; ms?: number; status?: number };
      if (l.route === route && l.status === 200 && typeof l.ms === 'number') out.push(l.ms);
    } catch {
      // a line cut while being written
    }
  }
  return out.slice(-n);
}

/** A call a bench times: its title, the route its log lines name, the URL it asks (a GET, or a POST of `body`). */
export interface TimedCall {
  title: string;
  route: string;
  url: string;
  body?: unknown;
}

/**
 * Asks `call` 10 times to warm it, then `rounds` times one after another, and answers the times of those
 * rounds at the client and at the server (from the portal's request log in `logFile`, given `settleMs` to reach it).
 */
export async function timeCall(base: string, logFile: string, headers: Record<string, string>, call: TimedCall, rounds: number, settleMs: number): Promise<{ client: number[]; server: number[] }> {
  const once = async () => {
    const t = performance.now();
    const init = call.body === undefined ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(call.body) };
    const res = await fetch(`${base}${call.url}`, init);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${call.title}: HTTP ${res.status}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await once();
  const client: number[] = [];
  for (let i = 0; i < rounds; i++) client.push(await once());
  await new Promise((r) => setTimeout(r, settleMs));
  return { client, server: serverTimes(logFile, call.route, rounds) };
}

async function signIn(base: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${base}/api/user/v1/auth/application-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: HISTORY_USER, password: 'Demo#2026pass' }),
  });
  const body = (await res.json()) as { result: { accessToken: string } };
  const token = body.result.accessToken;
  const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
  return { token, userId };
}

export interface HistoryFigure {
  title: string;
  serverMs: number;
  clientMs: number;
  calls: number;
}

/** Each call `ROUNDS` times, one at a time, after a warm-up: the median at the server (request log) and at the client. */
export async function measureBalanceHistory(base: string, logFile: string): Promise<HistoryFigure[]> {
  const { token, userId } = await signIn(base);
  const headers = { authorization: `Bearer ${token}` };
  const calls = [
    // the reference: a signed-in call that reads one row, what any call costs on this machine at the moment
    { title: 'reference: GET users/{id} (one row)', route: '/api/user/v1/users/:id', url: `/api/user/v1/users/${userId}` },
    { title: 'balance (info bar): GET declarations/org-balance', route: '/api/finance/v1/declarations/org-balance', url: '/api/finance/v1/declarations/org-balance' },
    { title: 'detailed balance: GET users/{id}/detailed-balance', route: '/api/user/v1/users/:id/detailed-balance', url: `/api/user/v1/users/${userId}/detailed-balance` },
    {
      title: "detailed balance, a month's figures and movements: GET users/{id}/detailed-balance/months/{month}",
      route: '/api/user/v1/users/:id/detailed-balance/months/:month',
      url: `/api/user/v1/users/${userId}/detailed-balance/months/${new Date().toISOString().slice(0, 7)}`,
    },
    { title: 'transactions: GET declarations/org-transactions-list (first page, no filter)', route: '/api/finance/v1/declarations/org-transactions-list', url: '/api/finance/v1/declarations/org-transactions-list' },
    {
      title: 'transactions, previous 30 days of a bank and an amount range',
      route: '/api/finance/v1/declarations/org-transactions-list',
      url: `/api/finance/v1/declarations/org-transactions-list?dateFrom=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}&dateTo=${new Date().toISOString().slice(0, 10)}&bankName=${encodeURIComponent(BANKS[0]!)}&amountFrom=10&amountTo=100000`,
    },
  ];
  const out: HistoryFigure[] = [];
  for (const c of calls) {
    const { client, server } = await timeCall(base, logFile, headers, c, ROUNDS, 300);
    out.push({ title: c.title, serverMs: median(server), clientMs: median(client), calls: ROUNDS });
  }
  return out;
}
