// `npm run drill -- job-kill rs [ROWS]`: the operator loads a Revenue Service file of 100,000 rows unless told
// (decision 0083: a job of the `revenue-load` queue); the process running its job is killed with SIGKILL while the
// load's transaction is open. Promise: another process takes the job over within 30 s and loads the file, every
// row exactly once (one load, its rows, none twice); the upload's state is answered through the load balancer
// all along and ends done with the load's answer.
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from './client.mjs';
import { poll, serverInTransaction, startsOf } from './job-starts.mjs';

const ORGS = 1_000;
const PERIOD = { year: 2025, month: 6 };
const TAKEOVER_PROMISE_MS = 30_000;
const RUN_LIMIT_MS = 10 * 60_000;
const money = (tetri) => `${Math.floor(tetri / 100)}.${String(tetri % 100).padStart(2, '0')}`;

/** `rows` rows of one month: the drill's organizations (codes 620000001…) in turn, each row its own person. */
function revenueCsv(rows) {
  const lines = ['organization_code,year,month,personal_number,last_name,gross_income,income_tax,pension_contribution'];
  for (let i = 0; i < rows; i++) {
    const income = (800 + (i % 1_700)) * 100;
    const contribution = Math.round(income * 0.02);
    lines.push(`${620_000_001 + (i % ORGS)},${PERIOD.year},${PERIOD.month},${String(31_000_000_000 + i)},გვარი,${money(income)},${money(Math.round((income - contribution) * 0.2))},${money(contribution)}`);
  }
  return Buffer.from(lines.join('\n'));
}

export async function run(topo, args) {
  const rows = Number(args[0] ?? 100_000);
  if (!Number.isInteger(rows) || rows < ORGS || rows > 200_000) throw new Error(`rows: a whole number from ${ORGS} to 200,000 (got ${args[0]})`);
  const t0 = Date.now();
  const name = `DRILL-${Date.now().toString(36).toUpperCase()}.csv`;
  await topo.primary.query(`insert into organizations (name, code, type_id) select 'Drill filer ' || g, (620000000 + g)::text, 1 from generate_series(1, ${ORGS}) g on conflict (code) do nothing`);
  const file = revenueCsv(rows);
  const mine = `select id from organizations where code::bigint between 620000001 and ${620_000_000 + ORGS}`;
  const setUpMs = Date.now() - t0;
  console.log(`  a Revenue Service file of ${rows} rows (${(file.length / 1024 / 1024).toFixed(1)} MB) for ${ORGS} organizations made in ${setUpMs} ms`);

  const operator = await new Client(topo.url).signInOperator();
  const startedAt = Date.now();
  // the request waits for its job (LOAD_WAIT_MS); its server may be the one killed: its answer is not awaited here
  const posted = operator.upload('/api/operator/v1/revenue-service/filings', file, name, {}, { timeoutMs: 180_000 });
  const upload = await poll(async () => (await topo.primary.query("select id::text from file_uploads where kind = 'revenue' and file_name = $1", [name]))[0], 60_000);
  if (!upload) throw new Error('no upload stored within 60 s');
  const queued = await poll(async () => (await topo.primary.query("select id::text from pgboss.job where name = 'revenue-load' and data->>'uploadId' = $1", [upload.id]))[0], 30_000);
  if (!queued) throw new Error('no job of the revenue-load queue for the upload');
  // in the middle: the load's transaction open (the file parsed, its rows being written), and the process holding it
  const victim = await poll(async () => {
    const [u] = await topo.primary.query('select status from file_uploads where id = $1', [upload.id]);
    if (u.status === 'done' || u.status === 'failed') throw new Error(`the load ended (${u.status}) before it could be killed: make the file larger`);
    return serverInTransaction(topo, '%revenue_service%');
  }, 120_000, 50);
  if (!victim) throw new Error('the load never started within 120 s');
  const first = startsOf(topo, queued.id)[0];
  console.log(`  SIGKILL ${victim.name} (pid ${victim.proc.child.pid}), its load's transaction open`);
  const killedAt = Date.now();
  await victim.kill();

  // the upload's state through the load balancer, as the screen asks it, every 2 s until done or failed
  let state;
  let asks = 0;
  let unanswered = 0;
  let takeover;
  while (Date.now() - killedAt < RUN_LIMIT_MS) {
    takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
    const res = await operator.call('GET', `/api/operator/v1/revenue-service/filings/uploads/${upload.id}`);
    asks += 1;
    if (res.status === 200) state = res.json.result;
    else unanswered += 1;
    if (state && (state.status === 'done' || state.status === 'failed') && takeover) break;
    await sleep(2_000);
  }
  const finishedAt = Date.now();
  takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
  const answer = await posted;

  const loads = await topo.primary.query('select id::text, row_count as "rowCount" from revenue_service_loads where file_name = $1', [name]);
  const [effects] = await topo.primary.query(
    `select count(*)::int as rows, count(distinct (organization_id, personal_number))::int as "distinctRows", count(distinct load_id)::int as loads,
            coalesce(sum(pension_contribution), 0)::text as contributions
       from revenue_service_filings where year = $1 and month = $2 and organization_id in (${mine})`,
    [PERIOD.year, PERIOD.month],
  );
  const expectedContributions = (() => {
    let tetri = 0;
    for (let i = 0; i < rows; i++) tetri += Math.round((800 + (i % 1_700)) * 100 * 0.02);
    return money(tetri);
  })();
  const [u] = await topo.primary.query('select status, attempts, result from file_uploads where id = $1', [upload.id]);
  const [qj] = await topo.primary.query('select state::text, retry_count as "retryCount" from pgboss.job where id = $1', [queued.id]);
  const starts = startsOf(topo, queued.id);
  const takeoverMs = takeover ? takeover.time - killedAt : undefined;

  const broken = [];
  if (first && first.server !== victim) broken.push(`the job was logged started on ${first.server.name}, the transaction held by ${victim.name}`);
  if (!takeover) broken.push(`no other process took the job over within ${RUN_LIMIT_MS / 60_000} minutes`);
  else if (takeoverMs > TAKEOVER_PROMISE_MS) broken.push(`the job was taken over ${takeoverMs} ms after the kill (promise: ${TAKEOVER_PROMISE_MS / 1000} s)`);
  if (u.status !== 'done') broken.push(`the upload is ${u.status}, not done`);
  if (state?.status !== 'done') broken.push(`the upload's state as answered through the load balancer: ${state?.status ?? 'never answered'}`);
  if (loads.length !== 1) broken.push(`${loads.length} loads of the file stored, not 1`);
  if (effects.rows !== rows || effects.distinctRows !== rows || effects.loads !== 1) broken.push(`rows stored ${effects.rows} (${effects.distinctRows} distinct, of ${effects.loads} loads) for ${rows}`);
  if (effects.contributions !== expectedContributions) broken.push(`pension contributions stored ${effects.contributions}, the file's ${expectedContributions}`);
  if (u.result?.rows !== rows || u.result?.loadId !== loads[0]?.id) broken.push(`the upload's answer: ${JSON.stringify(u.result)}`);
  if (qj?.state !== 'completed') broken.push(`the queue's job is ${qj?.state}, not completed`);
  return {
    broken,
    figures: {
      'file: rows (organizations), size': `${rows} (${ORGS}), ${(file.length / 1024 / 1024).toFixed(1)} MB`,
      'started → running on': first ? `${first.server.name}, ${first.time - startedAt} ms after the POST` : `${victim.name} (its start not logged before the kill)`,
      'POST → killed, its load transaction open (ms)': killedAt - startedAt,
      'killed → job started on another process (ms)': takeover ? `${takeoverMs} (${takeover.server.name}, attempt ${takeover.attempt})` : 'never',
      'killed → upload done, as the screen asks (ms)': u.status === 'done' ? finishedAt - killedAt : '—',
      'POST → upload done (s)': ((finishedAt - startedAt) / 1000).toFixed(1),
      'the POST answered': answer.status ? `${answer.status} after ${Math.round(answer.ms)} ms` : `no answer (${answer.error})`,
      'states asked / not answered': `${asks} / ${unanswered}`,
      'loads of the file / rows stored / distinct': `${loads.length} / ${effects.rows} / ${effects.distinctRows}`,
      'pension contributions stored / in the file (GEL)': `${effects.contributions} / ${expectedContributions}`,
      'upload: status, tries': `${u.status}, ${u.attempts}`,
      'queue job: state, tries, starts logged': `${qj?.state}, retry count ${qj?.retryCount}, ${starts.map((s) => s.server.name).join(' → ')}`,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}
