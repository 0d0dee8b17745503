import { periodOfInstant, type Lang, type ProcessingJob } from '@pensia/domain';
import { sql } from 'kysely';
import { DEMO_OPTOUT_PEOPLE } from '../db/seed/demo-optouts.ts';
import { resultOf } from './expect.ts';
import { PDF, type FilePart } from './multipart.ts';
import { ctx, employer, operator, postForm, refusedIn, twoEmployersSuite, type RefusalArgs } from './two-employers.ts';
import { recordContributionDue, recordPayment } from '../modules/finance/ledger.service.ts';
import { runSettled } from './processing-runs.ts';

export const F = '/api/finance/v1';
export const W = '/api/finance-write/v1';
export const OP = '/api/operator/v1';
export const TABLES = [
  'optoutRequests',
  'optoutDocuments',
  'files',
  'ledgerMovements',
  'schemeWithdrawals',
  'optoutReturnedContributions',
] as const;
export const GEL = (t: bigint) =>
  `${t < 0n ? '-' : ''}${(t < 0n ? -t : t) / 100n}.${String((t < 0n ? -t : t) % 100n).padStart(2, '0')}`;

/** The month two months before now: people first declared then are in their window today. */
export let joined: { year: number; month: number };
/** A demo person who may opt out and has no request. */
export const FREE = DEMO_OPTOUT_PEOPLE[2];

/** The set-up of the opt-out test files: the two employers' (./two-employers.ts), and the month people joined. */
export function optoutSuite() {
  twoEmployersSuite(() => {
    const now = periodOfInstant(ctx.clock.now());
    const i = now.year * 12 + now.month - 1 - 2;
    joined = { year: Math.floor(i / 12), month: (i % 12) + 1 };
  });
}

export const doc = (name = 'request.pdf', content: Buffer | string = PDF): FilePart => ({
  name,
  content,
  contentType: 'application/pdf',
  field: 'documents',
});
export const form = (path: string, fields: Record<string, string>, files: FilePart[], token = employer, lang: Lang = 'en') => postForm(`${W}/${path}`, fields, files, token, lang);
export const file = (
  personalNumber: string,
  files: FilePart[] = [doc()],
  token = employer,
  lang: Lang = 'en',
  extra: Record<string, string> = {},
) =>
  form(
    'add-voluntaryOptout-request',
    {
      personalNumber,
      documentTypes: files.map((_, i) => (i === 0 ? 'employee_request' : 'other')).join(','),
      ...extra,
    },
    files,
    token,
    lang,
  );
export const get = (path: string, token = employer, lang: Lang = 'en') =>
  ctx.inject({ method: 'GET', url: `${F}/${path}`, token, headers: { 'accept-language': lang } });
export const decide = (id: string, payload: Record<string, unknown>, token = operator, lang: Lang = 'en') =>
  ctx.inject({
    method: 'POST',
    url: `${OP}/optout-requests/${id}/decision`,
    token,
    payload,
    headers: { 'accept-language': lang },
  });
export const balance = async (token = employer) =>
  resultOf<{ totalBalance: string }>(await ctx.inject({ method: 'GET', url: `${F}/declarations/org-balance`, token }))
    .totalBalance;

/** A refusal in every language, with the message of the code (and field messages), that changes nothing. */
export const refused = (...args: RefusalArgs) => refusedIn([...TABLES], ...args);

export const pad = (n: number) => String(n).padStart(2, '0');
export const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
export function windowOf(j: { year: number; month: number }) {
  const a = j.year * 12 + j.month - 1 + 2;
  const b = j.year * 12 + j.month - 1 + 4;
  const [oy, om] = [Math.floor(a / 12), (a % 12) + 1];
  const [cy, cm] = [Math.floor(b / 12), (b % 12) + 1];
  return { opens: `${oy}-${pad(om)}-01`, closes: `${cy}-${pad(cm)}-${pad(lastDay(cy, cm))}` };
}

/** An activated, paid declaration of a month with one row per person (2% + 2%), as the processing tests build them. */
export async function paidDeclaration(
  organizationId: string,
  period: { year: number; month: number },
  people: { personalNumber: string; birthDate: string; gender: 'male' | 'female'; base: bigint }[],
) {
  const activatedAt = ctx.clock.now();
  const rows = people.map((p, i) => ({ ...p, rowNumber: i + 1, c: (p.base * 2n + 50n) / 100n }));
  const total = rows.reduce((s, r) => s + 2n * r.c, 0n);
  const { rows: d } = await sql<{ id: string }>`
    insert into declarations (organization_id, year, month, type, form, status, activation_date, row_count, total_base, total_employee_contribution, total_organization_contribution, total_amount)
    values (${organizationId}, ${period.year}, ${period.month}, 'standard', 'simple', 'open', ${activatedAt}, ${rows.length}, ${GEL(rows.reduce((s, r) => s + r.base, 0n))}, ${GEL(total / 2n)}, ${GEL(total / 2n)}, ${GEL(total)})
    returning id`.execute(ctx.db);
  const id = d[0]!.id;
  for (const r of rows) {
    await sql`insert into declaration_details (declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender, gross_salary, employee_contribution, organization_contribution, opt_in)
      values (${id}, ${organizationId}, ${r.rowNumber}, ${r.personalNumber}, 'ლევან', 'ბაღდავაძე', ${r.birthDate}, ${r.gender}, ${GEL(r.base)}, ${GEL(r.c)}, ${GEL(r.c)}, false)`.execute(
      ctx.db,
    );
  }
  await recordContributionDue(ctx.db, {
    organizationId,
    declarationId: id,
    totalAmount: GEL(total),
    activatedAt,
    createdBy: null,
  });
  // enough to settle everything the organization owes, this declaration included
  await recordPayment(ctx.db, activatedAt, {
    organizationId,
    number: `TR-OPT-${id.slice(0, 8)}`,
    paidAt: activatedAt.toISOString().slice(0, 10),
    bankName: 'საქართველოს ბანკი',
    accountNumber: 'GE29NB0000000101904917',
    amount: total + 100_000_000n,
    reason: 'შენატანები',
  });
  return id;
}

export async function processMonth(period: { year: number; month: number }) {
  const today = new Date(ctx.clock.now().getTime() + 4 * 3600_000).toISOString().slice(0, 10);
  resultOf(
    await ctx.inject({
      method: 'PUT',
      url: `${OP}/unit-prices/${today}`,
      token: operator,
      payload: { price: '1.250000' },
    }),
  );
  const job = resultOf<ProcessingJob>(
    await ctx.inject({ method: 'POST', url: `${OP}/processing`, token: operator, payload: period }),
  );
  await runSettled(ctx.db, job.id);
  return resultOf<ProcessingJob>(
    await ctx.inject({ method: 'GET', url: `${OP}/processing/${job.id}`, token: operator }),
  );
}
