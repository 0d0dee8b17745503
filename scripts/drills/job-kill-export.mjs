// `npm run drill -- job-kill export [ROWS]` (50,000 unless told, the payments export's cap): the demo employer
// asks for the export of that many payments of its own (decision 0088: more than EXPORT_JOB_ROWS rows, a job of
// the `export-write` queue); the process writing its workbook is killed with SIGKILL in the middle. Promise:
// another process takes the job over within 30 s and writes the file whole; the export's file is had through the
// load balancer by its id, as the screen asks, and is complete (every payment once, the sums) and the same bytes
// each time it is asked for; the queue's job completed.
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { Client } from './client.mjs';
import { poll } from './job-starts.mjs';

const DEMO_CODE = '204567891';
const TAKEOVER_PROMISE_MS = 30_000;
const RUN_LIMIT_MS = 10 * 60_000;
const XLSX = 'spreadsheetml';

/** A GET of the portal answering bytes: the file, or the JSON of a state or an error. */
async function getFile(base, token, path, timeoutMs = 30_000) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' }, signal: AbortSignal.timeout(timeoutMs) });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, type: res.headers.get('content-type') ?? '', disposition: res.headers.get('content-disposition') ?? '', bytes, ms: performance.now() - t0 };
  } catch (e) {
    return { status: 0, error: e.message, ms: performance.now() - t0 };
  }
}

export async function runExport(topo, args, startsOf) {
  const rows = Number(args[0] ?? 50_000);
  if (!Number.isInteger(rows) || rows < 2_000 || rows > 50_000) throw new Error(`rows: a whole number from 2,000 to 50,000 (got ${args[0]})`);
  const t0 = Date.now();
  const run = `EXDRILL${Date.now().toString(36).toUpperCase()}`;
  const bank = `Drill bank ${run}`;
  // the payments of a bank of the drill's own, so that the export's filter takes exactly these
  await topo.primary.query(
    `insert into transactions (organization_id, number, paid_at, bank_name, account_number, amount, reason)
     select o.id, '${run}-' || g, date '2019-01-01' + (g % 365), $1, 'GE29NB0000000101904917', 100 + (g % 1000), 'შენატანები'
       from generate_series(1, ${rows}) g, organizations o where o.code = '${DEMO_CODE}'`,
    [bank],
  );
  const setUpMs = Date.now() - t0;
  console.log(`  ${rows} payments of the demo employer made in ${setUpMs} ms`);

  const employer = await new Client(topo.url).signIn();
  const path = `/api/finance/v1/declarations/org-transactions-list/export?bankName=${encodeURIComponent(bank)}`;
  const startedAt = Date.now();
  // the request waits for its job (LOAD_WAIT_MS); its server may be the one killed: its answer is not awaited here
  const asked = getFile(topo.url, employer.token, path, 180_000);
  const kept = await poll(async () => (await topo.primary.query('select id::text from export_files where requested_by = $1 and row_count >= $2 order by created_at desc limit 1', [employer.userId, rows]))[0], 120_000);
  if (!kept) throw new Error('no export kept within 120 s');
  const queued = await poll(async () => (await topo.primary.query("select id::text from pgboss.job where name = 'export-write' and data->>'exportId' = $1", [kept.id]))[0], 30_000);
  if (!queued) throw new Error('no job of the export-write queue for the export');
  const first = await poll(() => startsOf(topo, queued.id)[0], 60_000);
  if (!first) throw new Error('no process logged the start of the job within 60 s');
  // in the middle: the export taken (`running`, its workbook being written in the process's worker)
  const before = await poll(async () => {
    const [b] = await topo.primary.query('select status from export_files where id = $1', [kept.id]);
    if (b.status === 'done' || b.status === 'failed') throw new Error(`the export ended (${b.status}) before it could be killed: ask for more rows`);
    return b.status === 'running' ? b : undefined;
  }, 60_000, 50);
  if (!before) throw new Error('the export was not taken within 60 s of its job\'s start');
  const victim = first.server;
  console.log(`  SIGKILL ${victim.name} (pid ${victim.proc.child.pid}), writing the export (${before.status})`);
  const killedAt = Date.now();
  await victim.kill();

  // the export by its id through the load balancer, as the screen asks it, every 2 s until its file
  let file;
  let asks = 0;
  let unanswered = 0;
  let takeover;
  while (Date.now() - killedAt < RUN_LIMIT_MS) {
    takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
    const res = await getFile(topo.url, employer.token, `/api/user/v1/exports/${kept.id}`);
    asks += 1;
    if (res.status === 200 && res.type.includes(XLSX)) file = res;
    else if (res.status !== 202) unanswered += 1;
    if (file && takeover) break;
    await sleep(2_000);
  }
  const finishedAt = Date.now();
  takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
  const answer = await asked;
  const again = await getFile(topo.url, employer.token, `/api/user/v1/exports/${kept.id}`);

  let sheetRows = 0;
  let distinct = 0;
  if (file) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.bytes);
    const numbers = new Set();
    book.worksheets[0].eachRow((row) => {
      sheetRows += 1;
      const v = row.getCell(1).value;
      if (typeof v === 'string' && v.startsWith(`${run}-`)) numbers.add(v);
    });
    distinct = numbers.size;
  }
  const [e] = await topo.primary.query('select status, attempts, size_bytes as "sizeBytes", input is null as "inputDropped" from export_files where id = $1', [kept.id]);
  const [qj] = await topo.primary.query('select state::text, retry_count as "retryCount" from pgboss.job where id = $1', [queued.id]);
  const starts = startsOf(topo, queued.id);
  const takeoverMs = takeover ? takeover.time - killedAt : undefined;

  const broken = [];
  if (!takeover) broken.push(`no other process took the job over within ${RUN_LIMIT_MS / 60_000} minutes`);
  else if (takeoverMs > TAKEOVER_PROMISE_MS) broken.push(`the job was taken over ${takeoverMs} ms after the kill (promise: ${TAKEOVER_PROMISE_MS / 1000} s)`);
  if (!file) broken.push('the export\'s file was never answered through the load balancer');
  if (e.status !== 'done' || !e.inputDropped) broken.push(`the export is ${e.status} (input dropped: ${e.inputDropped}), not done`);
  // the header, every payment, an empty row (not counted), the two sums
  if (distinct !== rows || sheetRows !== rows + 3) broken.push(`the workbook has ${sheetRows} rows, ${distinct} distinct payments, for ${rows}`);
  if (file && e.sizeBytes !== file.bytes.length) broken.push(`the file answered has ${file.bytes.length} bytes, the export ${e.sizeBytes}`);
  if (file && !(again.status === 200 && again.bytes.equals(file.bytes))) broken.push('the file asked for again was not the same bytes');
  if (qj?.state !== 'completed') broken.push(`the queue's job is ${qj?.state}, not completed`);
  return {
    broken,
    figures: {
      'export: payments': rows,
      'started → running on': `${first.server.name}, ${first.time - startedAt} ms after the GET`,
      'killed → job started on another process (ms)': takeover ? `${takeoverMs} (${takeover.server.name}, attempt ${takeover.attempt})` : 'never',
      'killed → file answered, as the screen asks (ms)': file ? finishedAt - killedAt : '—',
      'GET → file answered (s)': ((finishedAt - startedAt) / 1000).toFixed(1),
      'the export\'s own GET answered': answer.status ? `${answer.status} after ${Math.round(answer.ms)} ms` : `no answer (${answer.error})`,
      'asks by id / not answered': `${asks} / ${unanswered}`,
      'workbook: rows / distinct payments / bytes': file ? `${sheetRows} / ${distinct} / ${file.bytes.length}` : '—',
      'export: status, tries': `${e.status}, ${e.attempts}`,
      'queue job: state, tries, starts logged': `${qj?.state}, retry count ${qj?.retryCount}, ${starts.map((s) => s.server.name).join(' → ')}`,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}
