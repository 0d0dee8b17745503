// job-kill: an operator starts the month's processing of 100,000 rows (`npm run drill -- job-kill [ROWS]`, a
// multiple of 20); the server process running its job (found by the job's "job started" line in the processes'
// logs) is killed with SIGKILL in the middle. Promise: another process takes the job over within 30 s
// (decision 0073: a stale heartbeat after 10 s, supervision every 2 s), finishes it, and every row is booked
// exactly once: rows processed = rows of the month, one account row per declaration row, one contribution per
// row and source, the contributions' count and sum equal to the run's, no ledger movement added.
//
// `npm run drill -- job-kill statement [ENTRIES]`: the operator loads a camt.053 statement of 20,000 credit
// entries (decision 0083: a job of the `statement-load` queue); the process running its job is killed with
// SIGKILL while the booking's transaction is open. Promise: another process takes the job over within 30 s and
// books the statement, each payment exactly once; the upload's state is answered through the load balancer all
// along (by the processes still alive) and ends done with the load's answer.
//
// `npm run drill -- job-kill rs [ROWS]` (job-kill-rs.mjs): the same for a Revenue Service file; `npm run drill --
// job-kill send [ORGANIZATIONS]` (job-kill-send.mjs): a letter sent to every organization, its server killed
// between its batches; `npm run drill -- job-kill notif [ORGANIZATIONS]` the same for an obligatory notification.
// `npm run drill -- job-kill export [ROWS]`: a large export (decision 0088) killed while its workbook is written
// (job-kill-export.mjs).
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from './client.mjs';
import { runExport } from './job-kill-export.mjs';
import { poll, startsOf } from './job-starts.mjs';

export const servers = 3;
const PERIOD = { year: 2020, month: 6 };
const ROWS_EACH = 20;
const TAKEOVER_LIMIT_MS = 90_000;
/** A stale heartbeat after 10 s (refreshed every 5 s), a supervise pass every 2 s, a retry after 1 s, polls of 1 s. */
const TAKEOVER_PROMISE_MS = 30_000;
const RUN_LIMIT_MS = 10 * 60_000;

/**
 * The month: `rows / 20` organizations of their own, each with one activated declaration of 20 rows, paid in
 * full (the contributions due and the payment in the ledger), and the unit price of today — in bulk SQL, as
 * the processing bench makes its month (apps/server/bench/processing-setup.ts).
 */
async function setUpMonth(primary, rows) {
  const orgs = rows / ROWS_EACH;
  const { year, month } = PERIOD;
  const mine = `select o.id from generate_series(1, ${orgs}) g join organizations o on o.code = (600000000 + g)::text`;
  await primary.query(`insert into organizations (name, code, type_id) select 'Drill organization ' || g, (600000000 + g)::text, 1 from generate_series(1, ${orgs}) g`);
  await primary.query(`insert into declarations (organization_id, year, month, type, form, status, activation_date, row_count)
    select o.id, ${year}, ${month}, 'standard', 'simple', 'open', '2020-07-05T08:00:00Z'::timestamptz + (g * interval '1 second'), ${ROWS_EACH}
      from generate_series(1, ${orgs}) g join organizations o on o.code = (600000000 + g)::text`);
  await primary.query(`insert into declaration_details (declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender,
      gross_salary, employee_contribution, organization_contribution)
    select d.id, d.organization_id, r, lpad(((d.number * ${ROWS_EACH} + r) % 60000 + 10000000000)::text, 11, '0'), 'სახელი', 'გვარი',
           '1985-01-01'::date + ((r * 97) % 3650), case when r % 2 = 0 then 'male' else 'female' end,
           s.salary, round(s.salary * 0.02, 2), round(s.salary * 0.02, 2)
      from declarations d, generate_series(1, ${ROWS_EACH}) r,
           lateral (select (500 + ((d.number + r * 13) % 400) * 10)::numeric(14, 2) as salary) s
     where d.year = ${year} and d.month = ${month} and d.organization_id in (${mine})`);
  await primary.query(`update declarations d set total_base = t.base, total_employee_contribution = t.e, total_organization_contribution = t.o, total_amount = t.e + t.o
      from (select declaration_id, sum(gross_salary) base, sum(employee_contribution) e, sum(organization_contribution) o from declaration_details group by declaration_id) t
     where t.declaration_id = d.id and d.year = ${year} and d.month = ${month} and d.organization_id in (${mine})`);
  await primary.query(`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id)
    select organization_id, 'contribution_due', -total_amount, '2020-07-05', 'declaration', id from declarations
     where year = ${year} and month = ${month} and organization_id in (${mine})`);
  await primary.query(`insert into transactions (organization_id, number, paid_at, bank_name, account_number, amount, reason)
    select organization_id, 'TR-DRILL-' || number, '2020-07-10', 'საქართველოს ბანკი', 'GE29NB0000000101904917', total_amount, 'შენატანები'
      from declarations where year = ${year} and month = ${month} and organization_id in (${mine})`);
  await primary.query(`insert into ledger_movements (organization_id, kind, amount, value_date, source_kind, source_id)
    select organization_id, 'payment_received', amount, paid_at, 'transaction', id from transactions where number like 'TR-DRILL-%'`);
  await primary.query('insert into unit_prices (date, price) values (current_date, 1.234567), (current_date - 1, 1.230000) on conflict (date) do nothing');
}

const progressOf = async (topo, id) =>
  (await topo.primary.query('select status, processed_rows as "processedRows", total_rows as "totalRows", batches from processing_jobs where id = $1', [id]))[0];

export async function run(topo, args = []) {
  if (args[0] === 'statement') return runStatement(topo, args.slice(1));
  if (args[0] === 'rs') return (await import('./job-kill-rs.mjs')).run(topo, args.slice(1));
  if (args[0] === 'send') return (await import('./job-kill-send.mjs')).run(topo, args.slice(1), 'letter');
  if (args[0] === 'notif') return (await import('./job-kill-send.mjs')).run(topo, args.slice(1), 'notif');
  if (args[0] === 'export') return runExport(topo, args.slice(1), startsOf);
  const rows = Number(args[0] ?? process.env.JOB_KILL_ROWS ?? 100_000);
  if (!Number.isInteger(rows) || rows < ROWS_EACH * 10 || rows % ROWS_EACH) throw new Error(`rows: a whole multiple of ${ROWS_EACH}, at least ${ROWS_EACH * 10} (got ${args[0]})`);
  const t0 = Date.now();
  await setUpMonth(topo.primary, rows);
  const setUpMs = Date.now() - t0;
  const [{ n: ledgerBefore }] = await topo.primary.query('select count(*)::int as n from ledger_movements');
  console.log(`  a month of ${rows} rows across ${rows / ROWS_EACH} organizations set up in ${setUpMs} ms`);

  const operator = await new Client(topo.url).signInOperator();
  const startedAt = Date.now();
  const started = await operator.call('POST', '/api/operator/v1/processing', PERIOD, { timeoutMs: 120_000 });
  if (started.status !== 200) throw new Error(`the processing did not start: ${started.status} ${JSON.stringify(started.json)}`);
  const job = started.json.result;
  if (job.totalRows !== rows) throw new Error(`the run took ${job.totalRows} rows, not the month's ${rows}`);
  const [queued] = await topo.primary.query("select id::text from pgboss.job where name = 'processing' and data->>'processingJobId' = $1", [job.id]);
  if (!queued) throw new Error('no job of the processing queue for the run');

  // the process running it: its "job started" line (the logs are flushed about once a second)
  const first = await poll(() => startsOf(topo, queued.id)[0], 60_000);
  if (!first) throw new Error('no process logged the start of the job within 60 s');
  // in the middle: a tenth of the rows committed at least, and not half of them yet when it can be helped
  const before = await poll(async () => {
    const p = await progressOf(topo, job.id);
    return p.status !== 'running' || p.processedRows >= rows / 10 ? p : undefined;
  }, RUN_LIMIT_MS, 100) ?? (await progressOf(topo, job.id));
  if (before.status !== 'running') throw new Error(`the run ended (${before.status}) before it could be killed: make the month larger`);
  const victim = first.server;
  console.log(`  SIGKILL ${victim.name} (pid ${victim.proc.child.pid}), running the job, at ${before.processedRows} of ${rows} rows`);
  const killedAt = Date.now();
  await victim.kill();
  const atKill = await progressOf(topo, job.id);

  // takeover: another process logs the job's start again, and the run moves on from its cursor
  let takeover;
  let resumedAt;
  while (Date.now() - killedAt < TAKEOVER_LIMIT_MS && !(takeover && resumedAt)) {
    takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
    if (!resumedAt && (await progressOf(topo, job.id)).processedRows > atKill.processedRows) resumedAt = Date.now();
    await sleep(200);
  }
  // then the run's end (or the drill's limit)
  await poll(async () => (await progressOf(topo, job.id)).status !== 'running', Math.max(0, RUN_LIMIT_MS - (Date.now() - startedAt)), 500);
  const finishedAt = Date.now();

  const [effects] = await topo.primary.query(
    `select (select count(*)::int from participant_account_rows a join processing_job_declarations jd on jd.declaration_id = a.declaration_id and jd.job_id = $1) as "accountRows",
            (select count(distinct a.declaration_detail_id)::int from participant_account_rows a join processing_job_declarations jd on jd.declaration_id = a.declaration_id and jd.job_id = $1) as "distinctRows",
            (select count(*)::int from participant_contributions where job_id = $1) as contributions,
            (select count(distinct (declaration_detail_id, source))::int from participant_contributions where job_id = $1) as "distinctContributions",
            (select coalesce(sum(amount), 0)::text from participant_contributions where job_id = $1) as "contributionSum",
            (select count(*)::int from declaration_details dd join processing_job_declarations jd on jd.declaration_id = dd.declaration_id and jd.job_id = $1) as "monthRows",
            (select count(*)::int from declarations d join processing_job_declarations jd on jd.declaration_id = d.id and jd.job_id = $1 where d.processed_at is null or d.is_processing) as "declarationsLeft",
            (select count(*)::int from ledger_movements) as "ledgerAfter"`,
    [job.id],
  );
  const [run] = await topo.primary.query('select status, processed_rows as "processedRows", contribution_count as "contributionCount", amount::text from processing_jobs where id = $1', [job.id]);
  const [qj] = await topo.primary.query('select state::text, retry_count as "retryCount" from pgboss.job where id = $1', [queued.id]);
  const starts = startsOf(topo, queued.id);
  const takeoverMs = takeover ? takeover.time - killedAt : undefined;

  const broken = [];
  if (!takeover) broken.push(`no other process took the job over within ${TAKEOVER_LIMIT_MS / 1000} s`);
  else if (takeoverMs > TAKEOVER_PROMISE_MS) broken.push(`the job was taken over ${takeoverMs} ms after the kill (promise: ${TAKEOVER_PROMISE_MS / 1000} s)`);
  if (run.status !== 'done') broken.push(`the run is ${run.status}, not done, ${Math.round(RUN_LIMIT_MS / 60_000)} minutes after its start`);
  if (run.processedRows !== rows || effects.monthRows !== rows) broken.push(`rows processed ${run.processedRows}, rows of the month ${effects.monthRows}, expected ${rows}`);
  if (effects.accountRows !== rows || effects.distinctRows !== rows) broken.push(`account rows ${effects.accountRows} (${effects.distinctRows} distinct) for ${rows} rows`);
  if (effects.contributions !== effects.distinctContributions) broken.push(`${effects.contributions - effects.distinctContributions} contributions booked twice`);
  if (effects.contributions !== run.contributionCount) broken.push(`contributions booked ${effects.contributions}, the run counted ${run.contributionCount}`);
  if (Number(effects.contributionSum) !== Number(run.amount)) broken.push(`contributions sum to ${effects.contributionSum}, the run's amount is ${run.amount}`);
  if (effects.declarationsLeft) broken.push(`${effects.declarationsLeft} declarations of the run not marked processed or still locked`);
  if (effects.ledgerAfter !== ledgerBefore) broken.push(`ledger movements ${ledgerBefore} before the run, ${effects.ledgerAfter} after: the processing books none`);
  if (qj?.state !== 'completed') broken.push(`the queue's job is ${qj?.state}, not completed`);
  return {
    broken,
    figures: {
      'rows of the month (organizations)': `${rows} (${rows / ROWS_EACH})`,
      'month set up in (ms)': setUpMs,
      'started → running on': `${first.server.name}, ${first.time - startedAt} ms after the POST`,
      'rows committed when killed': `${atKill.processedRows} of ${rows} (${atKill.batches} batches)`,
      'killed → job started on another process (ms)': takeover ? `${takeoverMs} (${takeover.server.name}, attempt ${takeover.attempt})` : 'never',
      'killed → first batch after the kill committed (ms)': resumedAt ? resumedAt - killedAt : 'never',
      'killed → run done (ms)': run.status === 'done' ? finishedAt - killedAt : '—',
      'POST → run done (s)': ((finishedAt - startedAt) / 1000).toFixed(1),
      'rows processed / account rows (distinct)': `${run.processedRows} / ${effects.accountRows} (${effects.distinctRows})`,
      'contributions booked / distinct (row, source) / counted by the run': `${effects.contributions} / ${effects.distinctContributions} / ${run.contributionCount}`,
      'contributions sum / run amount (GEL)': `${effects.contributionSum} / ${run.amount}`,
      'ledger movements before / after': `${ledgerBefore} / ${effects.ledgerAfter}`,
      "queue job: state, tries, starts logged": `${qj?.state}, retry count ${qj?.retryCount}, ${starts.map((s) => s.server.name).join(' → ')}`,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The statement's load

const ORGS = 200;
const AGENCY_ACCOUNT = 'GE10NB0331100000000001';
/** An open transaction of the portal that has written statement rows (the statement's booking). */
const booking = async (topo) =>
  (await topo.primary.query("select count(*)::int as n from pg_stat_activity where application_name = 'pensia' and backend_xid is not null and query ilike '%bank_statement%'", [], 'postgres'))[0].n > 0;

async function runStatement(topo, args) {
  const entries = Number(args[0] ?? 20_000);
  if (!Number.isInteger(entries) || entries < ORGS) throw new Error(`entries: a whole number, at least ${ORGS} (got ${args[0]})`);
  const t0 = Date.now();
  const run = `DRILL-${Date.now().toString(36).toUpperCase()}`;
  await topo.primary.query(`insert into organizations (name, code, type_id) select 'Drill payer ' || g, (610000000 + g)::text, 1 from generate_series(1, ${ORGS}) g on conflict (code) do nothing`);
  const { camt053Xml } = await import('../../apps/server/src/modules/statements/camt053-writer.ts');
  const file = Buffer.from(
    camt053Xml({
      messageId: run,
      statementId: run,
      account: AGENCY_ACCOUNT,
      createdAt: new Date(),
      fromDate: '2026-11-20',
      toDate: '2026-11-20',
      entries: Array.from({ length: entries }, (_, i) => ({
        reference: `${run}-${i}`,
        amount: BigInt(1_000 + (i % 500) * 10),
        direction: 'CRDT',
        bookingDate: '2026-11-20',
        valueDate: '2026-11-19',
        payerCode: String(610000001 + (i % ORGS)),
        payerName: `Drill payer ${1 + (i % ORGS)}`,
      })),
    }),
  );
  const setUpMs = Date.now() - t0;
  console.log(`  a statement of ${entries} credits (${(file.length / 1024 / 1024).toFixed(1)} MB) to ${ORGS} organizations made in ${setUpMs} ms`);

  const operator = await new Client(topo.url).signInOperator();
  const startedAt = Date.now();
  // the request waits for its job (LOAD_WAIT_MS); its server may be the one killed: its answer is not awaited here
  const posted = operator.upload('/api/operator/v1/bank-statements', file, `${run}.xml`, {}, { timeoutMs: 180_000 });
  const upload = await poll(async () => (await topo.primary.query("select id::text from file_uploads where kind = 'statement' and file_name = $1", [`${run}.xml`]))[0], 60_000);
  if (!upload) throw new Error('no upload stored within 60 s');
  const queued = await poll(async () => (await topo.primary.query("select id::text from pgboss.job where name = 'statement-load' and data->>'uploadId' = $1", [upload.id]))[0], 30_000);
  if (!queued) throw new Error('no job of the statement-load queue for the upload');
  const first = await poll(() => startsOf(topo, queued.id)[0], 60_000);
  if (!first) throw new Error('no process logged the start of the job within 60 s');
  // in the middle: the booking's transaction open (the file parsed, its rows being written)
  const open = await poll(async () => {
    if (await booking(topo)) return true;
    const [u] = await topo.primary.query('select status from file_uploads where id = $1', [upload.id]);
    if (u.status === 'done' || u.status === 'failed') throw new Error(`the load ended (${u.status}) before it could be killed: make the statement larger`);
    return false;
  }, 120_000, 50);
  if (!open) throw new Error('the booking never started within 120 s');
  const victim = first.server;
  const [{ n: bookedAtKill }] = await topo.primary.query("select count(*)::int as n from bank_statement_entries where reference like $1", [`${run}-%`]);
  console.log(`  SIGKILL ${victim.name} (pid ${victim.proc.child.pid}), running the job, its booking open (${bookedAtKill} entries committed)`);
  const killedAt = Date.now();
  await victim.kill();

  // the upload's state through the load balancer, as the screen asks it, every 2 s until done or failed
  let state;
  let asks = 0;
  let unanswered = 0;
  let takeover;
  while (Date.now() - killedAt < RUN_LIMIT_MS) {
    takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
    const res = await operator.call('GET', `/api/operator/v1/bank-statements/uploads/${upload.id}`);
    asks += 1;
    if (res.status === 200) state = res.json.result;
    else unanswered += 1;
    if (state && (state.status === 'done' || state.status === 'failed') && takeover) break;
    await sleep(2_000);
  }
  const finishedAt = Date.now();
  takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
  const answer = await posted;

  const [effects] = await topo.primary.query(
    `select count(*)::int as entries, count(distinct reference)::int as "distinctEntries",
            count(*) filter (where status = 'matched')::int as matched,
            (select count(*)::int from ledger_movements m join bank_statement_entries e on e.transaction_id = m.source_id
              where e.reference like $1 and m.kind = 'payment_received') as payments,
            (select count(distinct m.source_id)::int from ledger_movements m join bank_statement_entries e on e.transaction_id = m.source_id
              where e.reference like $1 and m.kind = 'payment_received') as "distinctPayments",
            (select count(*)::int from transactions t join bank_statement_entries e on e.transaction_id = t.id where e.reference like $1) as transactions
       from bank_statement_entries where reference like $1`,
    [`${run}-%`],
  );
  const [u] = await topo.primary.query('select status, attempts, result from file_uploads where id = $1', [upload.id]);
  const [qj] = await topo.primary.query('select state::text, retry_count as "retryCount" from pgboss.job where id = $1', [queued.id]);
  const starts = startsOf(topo, queued.id);
  const takeoverMs = takeover ? takeover.time - killedAt : undefined;

  const broken = [];
  if (!takeover) broken.push(`no other process took the job over within ${RUN_LIMIT_MS / 60_000} minutes`);
  else if (takeoverMs > TAKEOVER_PROMISE_MS) broken.push(`the job was taken over ${takeoverMs} ms after the kill (promise: ${TAKEOVER_PROMISE_MS / 1000} s)`);
  if (u.status !== 'done') broken.push(`the upload is ${u.status}, not done`);
  if (state?.status !== 'done') broken.push(`the upload's state as answered through the load balancer: ${state?.status ?? 'never answered'}`);
  if (effects.entries !== entries || effects.distinctEntries !== entries) broken.push(`entries stored ${effects.entries} (${effects.distinctEntries} distinct) for ${entries}`);
  if (effects.matched !== entries) broken.push(`entries matched ${effects.matched} of ${entries}`);
  if (effects.payments !== entries || effects.distinctPayments !== entries || effects.transactions !== entries) {
    broken.push(`payments in the ledger ${effects.payments} (${effects.distinctPayments} distinct), transactions ${effects.transactions}, for ${entries} entries`);
  }
  if (u.result?.matched !== entries || u.result?.duplicates !== 0) broken.push(`the upload's answer: ${JSON.stringify(u.result)}`);
  if (qj?.state !== 'completed') broken.push(`the queue's job is ${qj?.state}, not completed`);
  return {
    broken,
    figures: {
      'statement: credits (organizations), size': `${entries} (${ORGS}), ${(file.length / 1024 / 1024).toFixed(1)} MB`,
      'started → running on': `${first.server.name}, ${first.time - startedAt} ms after the POST`,
      'entries committed when killed': bookedAtKill,
      'killed → job started on another process (ms)': takeover ? `${takeoverMs} (${takeover.server.name}, attempt ${takeover.attempt})` : 'never',
      'killed → upload done, as the screen asks (ms)': u.status === 'done' ? finishedAt - killedAt : '—',
      'POST → upload done (s)': ((finishedAt - startedAt) / 1000).toFixed(1),
      'the POST answered': answer.status ? `${answer.status} after ${Math.round(answer.ms)} ms` : `no answer (${answer.error})`,
      'states asked / not answered': `${asks} / ${unanswered}`,
      'entries / distinct / matched': `${effects.entries} / ${effects.distinctEntries} / ${effects.matched}`,
      'payments in the ledger / distinct / transactions': `${effects.payments} / ${effects.distinctPayments} / ${effects.transactions}`,
      'upload: status, tries': `${u.status}, ${u.attempts}`,
      'queue job: state, tries, starts logged': `${qj?.state}, retry count ${qj?.retryCount}, ${starts.map((s) => s.server.name).join(' → ')}`,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}
