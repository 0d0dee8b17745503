// The load bench's employers: organizations and their users made in bulk SQL, the workbooks they upload, the
// simulated employer (signs in, polls the count, opens its declarations, reads its balance, now and then files
// a declaration of 500 rows) and the one employer of 20,000 employees.
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { Client, DEMO } from '../drills/client.mjs';
import { OVERLOAD_STATUSES } from './figures.mjs';

const CODE_BASE = 700_000_000;
export const BIG_CODE = '799999999';
const F = '/api/finance/v1';
const W = '/api/finance-write/v1';

/**
 * `count` organizations (codes 700000001…), each with one employer user (`load-employer-<n>`, the demo
 * employer's password: its argon2id hash, computed once by the seed, is copied to every user) and two activated
 * declarations of 20 rows (January and February 2020) with the contributions due in the ledger; and the
 * organization of 20,000 employees (`load-big-employer`). Answers the accounts.
 */
export async function seedEmployers(primary, count) {
  const mine = `select o.id from organizations o where o.code between '${CODE_BASE + 1}' and '${CODE_BASE + count}' and length(o.code) = 9`;
  await primary.query(`insert into organizations (name, code, type_id) select 'Load organization ' || g, (${CODE_BASE} + g)::text, 1 from generate_series(1, ${count}) g
                        union all select 'Load organization of 20,000', '${BIG_CODE}', 1`);
  await primary.query(`insert into users (username, password_hash, role, org_role, organization_id)
    select case when o.code = '${BIG_CODE}' then 'load-big-employer' else 'load-employer-' || (o.code::int - ${CODE_BASE}) end,
           (select password_hash from users where username = $1), 'employer', 'administrator', o.id
      from organizations o where o.code = '${BIG_CODE}' or o.id in (${mine})`, [DEMO.username]);
  await primary.query(`insert into declarations (organization_id, year, month, type, form, status, activation_date, row_count)
    select o.id, 2020, m, 'standard', 'simple', 'open', make_timestamptz(2020, m + 1, 5, 8, 0, 0, 'UTC'), 20
      from (${mine}) o, generate_series(1, 2) m`);
  await primary.query(`insert into declaration_details (declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender,
      gross_salary, employee_contribution, organization_contribution)
    select d.id, d.organization_id, r, (10000000000 + d.number * 20 + r)::text, 'სახელი', 'გვარი', '1985-01-01'::date + r * 97,
           case when r % 2 = 0 then 'male' else 'female' end, s.salary, round(s.salary * 0.02, 2), round(s.salary * 0.02, 2)
      from declarations d, generate_series(1, 20) r, lateral (select (500 + ((d.number + r * 13) % 400) * 10)::numeric(14, 2) as salary) s
     where d.year = 2020 and d.organization_id in (${mine})`);
  await primary.query(`update declarations d set total_base = t.base, total_employee_contribution = t.e, total_organization_contribution = t.o, total_amount = t.e + t.o
      from (select declaration_id, sum(gross_salary) base, sum(employee_contribution) e, sum(organization_contribution) o from declaration_details group by declaration_id) t
     where t.declaration_id = d.id and d.year = 2020 and d.organization_id in (${mine})`);
  await primary.query(`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id)
    select organization_id, 'contribution_due', -total_amount, make_date(year, month + 1, 5), 'declaration', id from declarations
     where year = 2020 and organization_id in (${mine})`);
  const rows = await primary.query(
    `select o.id as "orgId", o.code, u.username, coalesce(array_agg(d.id::text order by d.month) filter (where d.id is not null), '{}') as declarations
       from organizations o join users u on u.organization_id = o.id left join declarations d on d.organization_id = o.id
      where o.code = '${BIG_CODE}' or o.id in (${mine}) group by o.id, o.code, u.username order by o.code`,
  );
  return { accounts: rows.filter((r) => r.code !== BIG_CODE), big: rows.find((r) => r.code === BIG_CODE) };
}

/** The portal's detailed template filled with `rows` rows, as the upload bench and the upload-kill drill fill it. */
export async function filledTemplate(client, rows) {
  const res = await fetch(`${client.base}${F}/declarations/template?type=standard&form=detailed`, { headers: { authorization: `Bearer ${client.token}` } });
  if (res.status !== 200) throw new Error(`template not read: ${res.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()));
  const ws = wb.worksheets[0];
  for (let i = 0; i < rows; i++) ws.addRow([String(10_000_000_000 + i), 'სახელი', 'გვარი', '1990-01-01', i % 2 ? 'male' : 'female', 1000 + (i % 500), 10, null, null, null, null, null, null, 0, 0]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * What every simulated employer shares: where to send, the step's bucket of figures (`current`), the file
 * of 500 rows, the accounts (for the probes of another organization's data) and what breaks.
 */
export class LoadContext {
  constructor({ url, accounts, file, pollMs, actionMs, fileEvery }) {
    Object.assign(this, { url, accounts, file, pollMs, actionMs, fileEvery, current: newBucket(), broken: [], brokenCount: 0, running: true });
  }

  /** A call's answer into the bucket of the step it ended in; `ok` lists the statuses it is meant to answer. */
  record(kind, res, ok = [200]) {
    const b = this.current;
    b.calls++;
    if (kind === 'upload') b.uploads.push(res.ms);
    else b.latencies.push(res.ms);
    if (ok.includes(res.status)) return true;
    b.errors++;
    if (OVERLOAD_STATUSES.has(res.status)) b.overload[res.status] = (b.overload[res.status] ?? 0) + 1;
    else this.breaks(`${kind}: unexpected ${res.status} ${res.error ?? JSON.stringify(res.json)?.slice(0, 200)}`);
    return false;
  }

  breaks(what) {
    this.brokenCount++;
    if (this.broken.length < 20) this.broken.push(what);
  }
}

export function newBucket() {
  return { calls: 0, errors: 0, overload: {}, latencies: [], uploads: [], filed: 0, probes: 0 };
}

/** A periods counter: each filing takes the next month from January 2021 (the seeded months are of 2020). */
function* periods() {
  for (let year = 2021; ; year++) for (let month = 1; month <= 12; month++) yield { year, month };
}

/** One employer at its desk on deadline day, its time compressed as the context says. */
export class SimEmployer {
  constructor(ctx, account, index) {
    Object.assign(this, { ctx, account, index, running: false, period: periods(), actions: 0 });
    // an address of its own (HAProxy adds it after this one; the portal trusts the proxy): sign-in limits are per address
    this.client = new Client(ctx.url, { headers: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` } });
  }

  start(delayMs) {
    this.running = true;
    this.done = this.loop(delayMs).catch((e) => this.ctx.breaks(`employer ${this.account.username}: ${e.stack ?? e.message}`));
  }

  async stop() {
    this.running = false;
    await this.done;
  }

  async pause(ms) {
    const end = Date.now() + ms;
    while (this.running && this.ctx.running && Date.now() < end) await sleep(Math.max(1, Math.min(250, end - Date.now())));
  }

  get live() {
    return this.running && this.ctx.running;
  }

  async loop(delayMs) {
    const { ctx } = this;
    await this.pause(delayMs);
    // signed in (a retry while the topology refuses: the user tries again)
    while (this.live && !this.client.token) {
      const res = await this.client.call('POST', '/api/user/v1/auth/application-user', { username: this.account.username, password: DEMO.password });
      if (ctx.record('sign-in', res) && res.json?.result?.isValid) {
        this.client.token = res.json.result.accessToken;
        this.client.userId = JSON.parse(Buffer.from(this.client.token.split('.')[1], 'base64url').toString()).sub;
      } else if (res.status === 200) ctx.breaks(`sign-in of ${this.account.username} not valid: ${JSON.stringify(res.json).slice(0, 200)}`);
      else await this.pause(1_000);
    }
    let nextPoll = Date.now();
    let nextAction = Date.now() + Math.random() * ctx.actionMs;
    while (this.live) {
      const now = Date.now();
      if (now >= nextPoll) {
        ctx.record('count', await this.client.call('GET', '/api/nbo/v1/letters/user/count'));
        nextPoll += ctx.pollMs;
      } else if (now >= nextAction) {
        await this.act();
        // a person's pace: about the interval, never all at once
        nextAction = Date.now() + ctx.actionMs * (0.5 + Math.random());
      } else await this.pause(Math.min(nextPoll, nextAction) - now);
    }
  }

  /** One thing done on the portal, turn by turn; every `fileEvery`-th on average a declaration filed. */
  async act() {
    const { ctx, account, client } = this;
    const n = this.actions++;
    if (Math.random() < 1 / ctx.fileEvery) return this.file();
    const own = account.declarations[n % account.declarations.length];
    switch (n % 5) {
      case 0: {
        const res = await client.call('GET', `${F}/fbo/declarations/monthly-decs?pageNumber=1&pageSize=10`);
        if (ctx.record('list', res)) {
          const items = res.json?.result?.items ?? [];
          const foreign = items.filter((d) => d.organizationId !== account.orgId);
          if (foreign.length) ctx.breaks(`cross-organization read: ${account.code}'s list holds declarations of ${[...new Set(foreign.map((d) => d.organizationId))].join(', ')}`);
          if (!items.length) ctx.breaks(`${account.code}'s list is empty: its seeded declarations are missing`);
        }
        return;
      }
      case 1: {
        const res = await client.call('GET', `${F}/fbo/declarations/monthly-decs/${own}?pageNumber=1&pageSize=20`);
        if (ctx.record('open', res) && res.json?.result?.declaration?.organizationId !== account.orgId) ctx.breaks(`cross-organization read: ${account.code} opened declaration ${own} of ${res.json?.result?.declaration?.organizationId}`);
        return;
      }
      case 2: {
        const res = await client.call('GET', `/api/user/v1/users/${client.userId}/detailed-balance`);
        ctx.record('balance', res);
        return;
      }
      case 3: {
        const res = await client.call('GET', `${F}/declarations/org-balance`);
        if (ctx.record('org-balance', res) && res.json?.result?.organizationCode !== account.code) ctx.breaks(`cross-organization read: ${account.code} read the balance of ${res.json?.result?.organizationCode}`);
        return;
      }
      default: {
        // every other turn, the rows of its own declaration; between them, a probe: another organization's
        // declaration must not open (404 or 403)
        if (n % 10 === 4) {
          const res = await client.call('POST', `${F}/declarations/details/filter`, { declarationId: own, pageNumber: 1, pageSize: 20, lastName: 'გვარი' });
          ctx.record('rows', res);
          return;
        }
        const other = ctx.accounts[(this.index + 1 + Math.floor(Math.random() * (ctx.accounts.length - 1))) % ctx.accounts.length];
        if (other.orgId === account.orgId) return;
        const res = await client.call('GET', `${F}/fbo/declarations/monthly-decs/${other.declarations[0]}?pageNumber=1&pageSize=20`);
        ctx.current.probes++;
        if (res.status === 200) ctx.breaks(`cross-organization read: ${account.code} opened ${other.code}'s declaration ${other.declarations[0]}`);
        ctx.record('probe', res, [403, 404]);
      }
    }
  }

  /** A declaration of the next month: created, its 500 rows uploaded, activated. */
  async file() {
    const { ctx, client } = this;
    const period = this.period.next().value;
    const made = await client.call('POST', `${W}/declarations`, { ...period, type: 'standard', form: 'detailed' });
    if (!ctx.record('create', made)) return;
    const id = made.json.result.id;
    const up = await client.upload(`${W}/declarations/${id}/upload?mode=replace`, ctx.file, 'declaration.xlsx', {}, { timeoutMs: 60_000 });
    if (!ctx.record('upload', up)) return;
    if (up.json?.result?.accepted !== 500) return ctx.breaks(`upload of ${this.account.code}: ${up.json?.result?.accepted} of 500 rows accepted, ${up.json?.result?.rejected} rejected`);
    const activated = await client.call('POST', `${W}/declarations/${id}/activate`);
    if (ctx.record('activate', activated)) ctx.current.filed++;
  }
}

/**
 * The employer of 20,000 employees: creates its declaration, uploads the 20,000 rows, views it (the
 * declaration with its first page, its errors and warnings), filters its rows three ways, exports it and
 * activates it. Answers each step's time, and the error that ended its work early; what breaks goes to the context.
 */
export async function bigEmployer(ctx, big, file) {
  const client = new Client(ctx.url, { headers: { 'x-forwarded-for': '10.255.255.254' } });
  const timings = [];
  const step = async (what, fn, check) => {
    const res = await fn();
    timings.push({ what, ms: res.ms, status: res.status });
    if (res.status !== 200) {
      const answer = `${res.status} ${res.error ?? JSON.stringify(res.json)?.slice(0, 200) ?? ''}`;
      // an overload's answer (none, 429, 502–504) ends its work as it would a person's: an error, not a defect
      if (!OVERLOAD_STATUSES.has(res.status)) ctx.breaks(`the employer of 20,000: ${what} answered ${answer}`);
      throw new Error(`${what}: ${answer}`);
    }
    const wrong = check?.(res);
    if (wrong) ctx.breaks(`the employer of 20,000: ${what}: ${wrong}`);
    return res;
  };
  const t0 = performance.now();
  try {
    await work();
  } catch (e) {
    return { timings, totalMs: performance.now() - t0, error: e.message };
  }
  return { timings, totalMs: performance.now() - t0 };

  async function work() {
  await client.signIn({ username: big.username, password: DEMO.password });
  const made = await step('create the declaration', () => client.call('POST', `${W}/declarations`, { year: 2019, month: 1, type: 'standard', form: 'detailed' }));
  const id = made.json.result.id;
  await step(`upload 20,000 rows (${(file.length / 1024).toFixed(0)} KiB)`, () => client.upload(`${W}/declarations/${id}/upload?mode=replace`, file, 'declaration.xlsx', {}, { timeoutMs: 300_000 }), (r) =>
    r.json?.result?.accepted === 20_000 ? undefined : `${r.json?.result?.accepted} accepted, ${r.json?.result?.rejected} rejected`,
  );
  const orgOf = (r) => (r.json?.result?.declaration?.organizationId === big.orgId ? undefined : `cross-organization read: declaration of ${r.json?.result?.declaration?.organizationId}`);
  await step('view: the declaration, first page of 20 rows', () => client.call('GET', `${F}/fbo/declarations/monthly-decs/${id}?pageNumber=1&pageSize=20`, undefined, { timeoutMs: 60_000 }), orgOf);
  await step('view: page 500 of 20 rows', () => client.call('GET', `${F}/fbo/declarations/monthly-decs/${id}?pageNumber=500&pageSize=20`, undefined, { timeoutMs: 60_000 }), orgOf);
  await step('view: errors and warnings', () => client.call('GET', `${F}/fbo/declarations/monthly-decs/${id}/val-errors`, undefined, { timeoutMs: 60_000 }));
  const filter = (body) => () => client.call('POST', `${F}/declarations/details/filter`, { declarationId: id, pageNumber: 1, pageSize: 20, ...body }, { timeoutMs: 60_000 });
  const found = (n) => (r) => (r.json?.result?.totalCount === n ? undefined : `found ${r.json?.result?.totalCount}, expected ${n}`);
  await step('filter: personal number starting 1000001', filter({ personalIdentificationNumber: '1000001' }), found(10_000));
  await step('filter: last name (every row), page 2', filter({ lastName: 'გვარი', pageNumber: 2 }), found(20_000));
  await step('filter: search one personal number', filter({ search: '10000019999' }), found(1));
  // 20,000 rows are written by a job (decision 0088): answered 202 with its id once the request's wait is
  // over, then asked for by its id every 2 s, as the screen does, until the file comes
  await step('export to .xlsx (asked again by its id until written)', async () => {
    const t = performance.now();
    const headers = { authorization: `Bearer ${client.token}`, 'x-forwarded-for': '10.255.255.254' };
    try {
      let res = await fetch(`${ctx.url}${F}/report-dec-details?declarationId=${id}`, { headers, signal: AbortSignal.timeout(300_000) });
      let asked = 0;
      while (res.status === 202 && performance.now() - t < 300_000) {
        const { result } = await res.json();
        await new Promise((r) => setTimeout(r, 2_000));
        res = await fetch(`${ctx.url}/api/user/v1/exports/${result.exportId}`, { headers, signal: AbortSignal.timeout(60_000) });
        asked++;
      }
      const body = Buffer.from(await res.arrayBuffer());
      const isXlsx = body.subarray(0, 2).toString('latin1') === 'PK';
      return { status: res.status, bytes: body.length, ms: performance.now() - t, asked, json: isXlsx ? undefined : body.toString('utf8').slice(0, 200) };
    } catch (e) {
      return { status: 0, error: e.message, ms: performance.now() - t };
    }
  }, (r) => (r.bytes > 100_000 ? undefined : `a file of ${r.bytes} bytes`));
  await step('activate', () => client.call('POST', `${W}/declarations/${id}/activate`, undefined, { timeoutMs: 120_000 }));
  }
}
