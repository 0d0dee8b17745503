import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../src/db/create-db.ts';
import { median } from './measure.ts';

/**
 * A participant with twenty years of monthly contributions from three employers at once (720 declaration
 * rows, 2,160 contributions by source, converted at a monthly unit price), and the time the server takes
 * for its account (`GET participant/account`), median of its request-log times. Written in bulk SQL.
 */
const PERSONAL_NUMBER = '09009000009';
const CODES = ['600000101', '600000102', '600000103'];
const YEARS = 20;
const ROUNDS = 60;

export async function seedParticipantHistory(db: Db, now = new Date()) {
  const exists = await db.selectFrom('users').select('id').where('username', '=', PERSONAL_NUMBER).executeTakeFirst();
  if (exists) return;
  const demo = await db.selectFrom('users').select(['passwordHash']).where('username', '=', 'demo-employer').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ username: PERSONAL_NUMBER, passwordHash: demo.passwordHash, role: 'participant', organizationId: null, personalNumber: PERSONAL_NUMBER, isEmployee: true, lastLoginAt: now })
      .execute();
    const { rows: orgs } = await sql<{ id: string }>`
      insert into organizations (name, code, type_id) select 'შპს „დამსაქმებელი ' || c || '“', c, 1 from unnest(${CODES}::text[]) c
      on conflict (code) do update set name = excluded.name returning id`.execute(trx);
    const start = `${now.getUTCFullYear() - YEARS}-01-15`;
    // a unit price on the 15th of every month of the twenty years
    await sql`insert into unit_prices (date, price)
      select (${start}::date + (m || ' months')::interval)::date, round(1 + m * 0.004, 6) from generate_series(0, ${YEARS * 12}::int) m
      on conflict (date) do nothing`.execute(trx);
    // each month, each employer: a row of 1,500–2,500 GEL, employee and organization 2 %, the state's 2 %
    await sql`
      insert into participant_contributions (declaration_detail_id, source, personal_number, organization_id, declaration_id, year, month,
        contribution_date, payment_date, conversion_date, amount, base, unit_price, units, status)
      select r.id, s.source, ${PERSONAL_NUMBER}, r.org, r.id, extract(year from r.day)::int, extract(month from r.day)::int,
             r.day + 10, r.day + 12, r.day + 30, round(r.base * 0.02, 2), r.base, r.price, round(round(r.base * 0.02, 2) / r.price, 6), 'converted'
        from (select gen_random_uuid() as id, o.id as org, (${start}::date + (m || ' months')::interval)::date - 14 as day,
                     (1500 + (m * 37 + o.n * 101) % 1000)::numeric(14, 2) as base, round(1 + m * 0.004, 6) as price
                from generate_series(0, ${YEARS * 12 - 1}::int) m
               cross join (select id, row_number() over () as n from unnest(${orgs.map((o) => o.id)}::uuid[]) id) o) r
       cross join (values ('employee'), ('organization'), ('state')) s(source)`.execute(trx);
  });
  await sql`analyze`.execute(db);
}

function serverTimes(logFile: string, route: string, n: number): number[] {
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

/** Signs the participant in as the site does (sign-in, hand-over token, exchange) and times its account. */
export async function measureParticipantAccount(base: string, logFile: string) {
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return ((await res.json()) as { result: Record<string, string> }).result;
  };
  const login = await post('/api/user/v1/auth/application-user', { username: PERSONAL_NUMBER, password: 'Demo#2026pass' });
  const session = await post('/api/user/v1/auth/participant-user/exchange', { token: login.handoverToken });
  const headers = { authorization: `Bearer ${session.accessToken}` };
  let lines = 0;
  const once = async () => {
    const t = performance.now();
    const res = await fetch(`${base}/api/user/v1/participant/account`, { headers });
    const body = (await res.json()) as { result: { lines: unknown[] } };
    if (res.status !== 200) throw new Error(`participant account: HTTP ${res.status}`);
    lines = body.result.lines.length;
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await once();
  const client: number[] = [];
  for (let i = 0; i < ROUNDS; i++) client.push(await once());
  await new Promise((r) => setTimeout(r, 300));
  return { lines, calls: ROUNDS, serverMs: median(serverTimes(logFile, '/api/user/v1/participant/account', ROUNDS)), clientMs: median(client) };
}
