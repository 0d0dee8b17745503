// upload-kill: an employer uploads a workbook of 10,000 rows into a declaration with an Idempotency-Key; the
// process storing it is killed with SIGKILL while the upload's transaction is open. Promise: no partial rows
// (the declaration holds none or all 10,000 of the upload's rows, whenever it is read), no declaration left
// locked, and the same upload sent again with the same key (through HAProxy, so to a live process) completes
// within a minute (the dead process's key taken over once stale, decision 0084), exactly once: a third send
// answers the same result and stores nothing more.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { Client } from './client.mjs';

export const servers = 2;
const ROWS = 10_000;
const RETRY_LIMIT_MS = 240_000;
/** The key of the dead process is stale 15 s after its last renewal (decision 0084); the rest is the machine's. */
const COMPLETED_PROMISE_MS = 60_000;
const W = '/api/finance-write/v1';

/** The detailed template the portal hands out, filled with `ROWS` rows (as the upload bench fills it). */
async function filledTemplate(c) {
  const res = await fetch(`${c.base}/api/finance/v1/declarations/template?type=standard&form=detailed`, { headers: { authorization: `Bearer ${c.token}` } });
  if (res.status !== 200) throw new Error(`template not read: ${res.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()));
  const ws = wb.worksheets[0];
  for (let i = 0; i < ROWS; i++) ws.addRow([String(10_000_000_000 + i), 'სახელი', 'გვარი', '1990-01-01', i % 2 ? 'male' : 'female', 1000 + (i % 500), 10, null, null, null, null, null, null, 0, 0]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function newDeclaration(c, month) {
  const made = await c.call('POST', `${W}/declarations`, { year: 2019, month, type: 'standard', form: 'detailed' });
  if (made.status !== 200) throw new Error(`declaration not created: ${made.status} ${JSON.stringify(made.json)}`);
  return made.json.result.id;
}

const rowsOf = async (topo, id) => (await topo.primary.query('select count(*)::int as n from declaration_details where declaration_id = $1', [id]))[0].n;
/** An open transaction of the portal's primary pools writing declaration rows (the upload storing its parts). */
const storing = async (topo) =>
  (await topo.primary.query("select count(*)::int as n from pg_stat_activity where application_name = 'pensia' and backend_xid is not null and query ilike '%declaration_details%'", [], 'postgres'))[0].n > 0;
/** A transaction that has written and is still open for more than a moment (its last statement may be another's). */
const openWriting = async (topo) =>
  (await topo.primary.query("select count(*)::int as n from pg_stat_activity where application_name = 'pensia' and backend_xid is not null and xact_start < now() - interval '100 milliseconds'", [], 'postgres'))[0].n > 0;

export async function run(topo) {
  const t0 = Date.now();
  const employer = await new Client(topo.url).signIn();
  const file = await filledTemplate(employer);
  const victim = topo.servers[1];
  const path = (id) => `${W}/declarations/${id}/upload?mode=replace`;

  // a first upload of the same file into another declaration, straight to the process to be killed: it warms
  // that process up, proves the file is taken whole, and tells how long an upload takes here
  const warmId = await newDeclaration(employer, 1);
  const warm = await employer.upload(path(warmId), file, 'declaration.xlsx', {}, { base: victim.url, timeoutMs: 180_000 });
  if (warm.status !== 200 || warm.json?.result?.accepted !== ROWS) throw new Error(`the first upload was not taken whole: ${warm.status} ${JSON.stringify(warm.json)?.slice(0, 300)}`);
  console.log(`  a first upload of ${ROWS} rows took ${warm.ms.toFixed(0)} ms on ${victim.name}`);

  // the upload, straight to the victim (so the drill knows which process stores it), killed half way
  const id = await newDeclaration(employer, 2);
  const key = `drill-${randomUUID()}`;
  const sentAt = Date.now();
  const first = employer.upload(path(id), file, 'declaration.xlsx', { 'idempotency-key': key }, { base: victim.url, timeoutMs: 180_000 });
  let seenStoring = false;
  while (Date.now() - sentAt < 120_000) {
    seenStoring ||= await storing(topo);
    if (seenStoring && Date.now() - sentAt >= warm.ms / 2) break;
    await sleep(50);
  }
  const openAtKill = await openWriting(topo);
  const killedAfterMs = Date.now() - sentAt;
  console.log(`  SIGKILL ${victim.name} (pid ${victim.proc.child.pid}) ${killedAfterMs} ms into the upload (transaction storing rows open: ${openAtKill ? 'yes' : 'no'})`);
  const killedAt = Date.now();
  await victim.kill();
  const cut = await first;
  const rowsAfterKill = await rowsOf(topo, id);
  const [keyAfterKill] = await topo.primary.query('select status from idempotency_keys where key = $1', [key]);

  // the employer sends it again with the same key until it is answered (409 while the key is held: Retry-After)
  const answers = {};
  const sentRows = [];
  let again;
  const retryFrom = Date.now();
  while (Date.now() - retryFrom < RETRY_LIMIT_MS) {
    again = await employer.upload(path(id), file, 'declaration.xlsx', { 'idempotency-key': key }, { timeoutMs: 180_000 });
    answers[again.status] = (answers[again.status] ?? 0) + 1;
    const n = await rowsOf(topo, id);
    sentRows.push(n);
    if (again.status === 200) break;
    await sleep(Math.min(5_000, Number(again.headers?.get('retry-after') ?? 1) * 1000 || 1000));
  }
  const completedMs = Date.now() - killedAt;
  const rowsAfterRetry = await rowsOf(topo, id);
  // and once more: the first answer again, nothing stored twice
  const third = await employer.upload(path(id), file, 'declaration.xlsx', { 'idempotency-key': key }, { timeoutMs: 180_000 });
  const rowsAtEnd = await rowsOf(topo, id);
  const [decl] = await topo.primary.query(
    `select d.row_count as "rowCount", d.is_processing as "isProcessing", d.status, count(dd.id)::int as details, count(distinct dd.row_number)::int as "rowNumbers",
            count(distinct dd.personal_number)::int as persons
       from declarations d left join declaration_details dd on dd.declaration_id = d.id where d.id = $1 group by d.id`,
    [id],
  );
  // the drill's declarations (the demo data has one under the month's processing on purpose)
  const [stuck] = await topo.primary.query('select count(*)::int as n from declarations where id = any($1) and is_processing', [[warmId, id]]);
  const [keyAtEnd] = await topo.primary.query('select status from idempotency_keys where key = $1', [key]);

  const partial = [rowsAfterKill, ...sentRows, rowsAfterRetry, rowsAtEnd].filter((n) => n !== 0 && n !== ROWS);
  const broken = [];
  if (!openAtKill) broken.push('the process was not killed while the upload stored its rows: the drill proves nothing');
  if (cut.status === 200) broken.push('the killed upload was answered 200: it finished before the kill');
  if (partial.length) broken.push(`the declaration held a part of the upload: ${partial.join(', ')} rows`);
  if (again?.status !== 200 || again.json?.result?.accepted !== ROWS) broken.push(`the upload sent again was not completed within ${RETRY_LIMIT_MS / 1000} s: ${again?.status} ${JSON.stringify(again?.json)?.slice(0, 200)}`);
  else if (completedMs > COMPLETED_PROMISE_MS) broken.push(`the upload sent again completed ${completedMs} ms after the kill (promise: ${COMPLETED_PROMISE_MS / 1000} s)`);
  if (third.status !== 200 || JSON.stringify(third.json?.result) !== JSON.stringify(again?.json?.result)) broken.push(`the third send did not answer the first answer again: ${third.status}`);
  if (decl.details !== ROWS || decl.rowNumbers !== ROWS || decl.persons !== ROWS || decl.rowCount !== ROWS) broken.push(`the declaration holds ${decl.details} rows (${decl.rowNumbers} row numbers, ${decl.persons} persons, row count ${decl.rowCount}), not ${ROWS} once`);
  if (stuck.n) broken.push(`${stuck.n} declarations left locked (is_processing)`);
  if (keyAtEnd?.status !== 'done') broken.push(`the key is ${keyAtEnd?.status ?? 'gone'}, not done`);
  return {
    broken,
    figures: {
      'rows in the upload (file size)': `${ROWS} (${(file.length / 1024).toFixed(0)} KiB)`,
      'a whole upload on that process (ms)': warm.ms.toFixed(0),
      'killed after (ms), transaction storing rows open': `${killedAfterMs}, ${openAtKill ? 'yes' : 'no'}`,
      'the cut upload answered': cut.status === 0 ? `nothing (${cut.error})` : cut.status,
      'rows in the declaration right after the kill': rowsAfterKill,
      'the key right after the kill': keyAfterKill?.status ?? 'released',
      'sent again (same key): answers': Object.entries(answers).map(([k, v]) => `${k === '0' ? 'none' : k}: ${v}`).join(', '),
      'rows seen after each send': runsOf(sentRows),
      'killed → the upload sent again completed (ms)': again?.status === 200 ? completedMs : 'never',
      'accepted / rejected in its answer': again?.json?.result ? `${again.json.result.accepted} / ${again.json.result.rejected}` : '—',
      'third send (same key): answer, rows after': `${third.status}${JSON.stringify(third.json?.result) === JSON.stringify(again?.json?.result) ? ' (the same answer)' : ''}, ${rowsAtEnd}`,
      'declaration: rows, row numbers, persons, row count': `${decl.details}, ${decl.rowNumbers}, ${decl.persons}, ${decl.rowCount}`,
      'declarations left locked (is_processing)': stuck.n,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}

/** 0, 0, 0, 10000 → "0 × 3, 10000". */
function runsOf(values) {
  const runs = [];
  for (const v of values) {
    const last = runs[runs.length - 1];
    if (last && last.v === v) last.n++;
    else runs.push({ v, n: 1 });
  }
  return runs.map((r) => (r.n > 1 ? `${r.v} × ${r.n}` : String(r.v))).join(', ');
}
