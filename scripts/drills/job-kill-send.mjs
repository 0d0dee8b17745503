// `npm run drill -- job-kill send [ORGANIZATIONS]`: the operator sends a letter to every organization, 200,000 of
// them unless told (decision 0087: a job of the `correspondence-send` queue adding its recipients in batches, each
// with the letter's cursor); the process running the send is killed with SIGKILL in the middle, a batch's
// transaction open. Promise: another process takes the send over within 30 s and ends it `sent`, every
// organization a recipient exactly once (none lost, none twice), its recipient count theirs; the letter's state
// is answered through the load balancer all along.
// `npm run drill -- job-kill notif [ORGANIZATIONS]`: the same for an obligatory notification (its own tables and
// routes, the same send job).
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from './client.mjs';
import { poll, serverInTransaction, startsOf } from './job-starts.mjs';

const TAKEOVER_PROMISE_MS = 30_000;
const RUN_LIMIT_MS = 10 * 60_000;

/** What is sent: a letter, or an obligatory notification; its tables, its route and the fields of its form. */
const KINDS = {
  letter: { table: 'letters', recipients: 'letter_recipients', key: 'letter_id', noun: 'letter', route: 'letters', fields: { type: 'information' } },
  notif: { table: 'notifications', recipients: 'notification_recipients', key: 'notification_id', noun: 'notification', route: 'notifs', fields: { type: 'obligatory', isObligatory: 'true' } },
};

const stateOf = async (topo, kind, id) =>
  (await topo.primary.query(
    `select dispatch_status as status, send_cursor::text as cursor, recipient_count as "recipientCount",
            (select count(*)::int from ${kind.recipients} r where r.${kind.key} = l.id) as recipients
       from ${kind.table} l where id = $1`,
    [id],
  ))[0];

export async function run(topo, args, kindName = 'letter') {
  const kind = KINDS[kindName];
  const wanted = Number(args[0] ?? 200_000);
  if (!Number.isInteger(wanted) || wanted < 20_000 || wanted > 1_000_000) throw new Error(`organizations: a whole number from 20,000 to 1,000,000 (got ${args[0]})`);
  const t0 = Date.now();
  const [{ n: before }] = await topo.primary.query('select count(*)::int as n from organizations');
  if (before < wanted) {
    await topo.primary.query(`insert into organizations (name, code, type_id) select 'Drill addressee ' || g, (630000000 + g)::text, 1 from generate_series(1, ${wanted - before}) g on conflict (code) do nothing`);
  }
  const [{ n: organizations }] = await topo.primary.query('select count(*)::int as n from organizations');
  const setUpMs = Date.now() - t0;
  console.log(`  ${organizations} organizations (${organizations - before} the drill's) set up in ${setUpMs} ms`);

  const subject = `საცდელი წერილი ${Date.now().toString(36)}`;
  const operator = await new Client(topo.url).signInOperator();
  const startedAt = Date.now();
  // the request waits for its job (LOAD_WAIT_MS); its server may be the one killed: its answer is not awaited here
  const posted = operator.sendFields(`/api/operator/v1/${kind.route}`, { ...kind.fields, subject, text: 'გთხოვთ, გაეცნოთ.', recipients: 'all' }, { timeoutMs: 180_000 });
  const letter = await poll(async () => (await topo.primary.query(`select id::text from ${kind.table} where subject_ka = $1`, [subject]))[0], 60_000);
  if (!letter) throw new Error(`no ${kind.noun} stored within 60 s`);
  const queued = await poll(async () => (await topo.primary.query("select id::text from pgboss.job where name = 'correspondence-send' and data->>'itemId' = $1", [letter.id]))[0], 30_000);
  if (!queued) throw new Error(`no job of the correspondence-send queue for the ${kind.noun}`);
  // in the middle: a batch committed at least, the next one's transaction open, and the process holding it
  const victim = await poll(async () => {
    const s = await stateOf(topo, kind, letter.id);
    if (s.status !== 'sending') throw new Error(`the send ended (${s.status}) before it could be killed: send to more organizations`);
    return s.cursor ? serverInTransaction(topo, `%${kind.recipients}%`) : undefined;
  }, 120_000, 20);
  if (!victim) throw new Error('the send never got under way within 120 s');
  const first = startsOf(topo, queued.id)[0];
  const killedAt = Date.now();
  await victim.kill();
  const atKill = await stateOf(topo, kind, letter.id);
  console.log(`  SIGKILL ${victim.name} (pid ${victim.proc.child.pid}), sending, ${atKill.recipients} of ${organizations} recipients committed`);

  // the letter's state through the load balancer, as its page asks it, every 2 s until sent
  let item;
  let asks = 0;
  let unanswered = 0;
  let takeover;
  while (Date.now() - killedAt < RUN_LIMIT_MS) {
    takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
    const res = await operator.call('GET', `/api/operator/v1/${kind.route}/${letter.id}`);
    asks += 1;
    if (res.status === 200) item = res.json.result;
    else unanswered += 1;
    if (item && item.status !== 'sending' && takeover) break;
    await sleep(2_000);
  }
  const finishedAt = Date.now();
  takeover ??= startsOf(topo, queued.id).find((s) => s.server !== victim && s.time >= killedAt);
  const answer = await posted;

  const [effects] = await topo.primary.query(
    `select count(*)::int as recipients, count(distinct organization_id)::int as "distinctRecipients",
            (select count(*)::int from organizations o where not exists (select 1 from ${kind.recipients} r where r.${kind.key} = $1 and r.organization_id = o.id)) as missed
       from ${kind.recipients} where ${kind.key} = $1`,
    [letter.id],
  );
  const done = await stateOf(topo, kind, letter.id);
  const [qj] = await topo.primary.query('select state::text, retry_count as "retryCount" from pgboss.job where id = $1', [queued.id]);
  const starts = startsOf(topo, queued.id);
  const takeoverMs = takeover ? takeover.time - killedAt : undefined;

  const broken = [];
  if (first && first.server !== victim) broken.push(`the send was logged started on ${first.server.name}, the batch held by ${victim.name}`);
  if (!takeover) broken.push(`no other process took the send over within ${RUN_LIMIT_MS / 60_000} minutes`);
  else if (takeoverMs > TAKEOVER_PROMISE_MS) broken.push(`the send was taken over ${takeoverMs} ms after the kill (promise: ${TAKEOVER_PROMISE_MS / 1000} s)`);
  if (done.status !== 'sent') broken.push(`the ${kind.noun} is ${done.status}, not sent`);
  if (item?.status !== 'sent') broken.push(`the ${kind.noun}'s state as answered through the load balancer: ${item?.status ?? 'never answered'}`);
  if (effects.recipients !== organizations || effects.distinctRecipients !== organizations || effects.missed) {
    broken.push(`recipients ${effects.recipients} (${effects.distinctRecipients} distinct, ${effects.missed} organizations missed) for ${organizations} organizations`);
  }
  if (done.recipientCount !== organizations || item?.recipientCount !== organizations) broken.push(`recipient count stored ${done.recipientCount}, answered ${item?.recipientCount}, for ${organizations}`);
  if (qj?.state !== 'completed') broken.push(`the queue's job is ${qj?.state}, not completed`);
  return {
    broken,
    figures: {
      'organizations (the drill\'s)': `${organizations} (${organizations - before})`,
      'organizations set up in (ms)': setUpMs,
      'started → running on': first ? `${first.server.name}, ${first.time - startedAt} ms after the POST` : `${victim.name} (its start not logged before the kill)`,
      'recipients committed when killed': `${atKill.recipients} of ${organizations}`,
      'killed → send started on another process (ms)': takeover ? `${takeoverMs} (${takeover.server.name}, attempt ${takeover.attempt})` : 'never',
      [`killed → ${kind.noun} sent, as its page asks (ms)`]: done.status === 'sent' ? finishedAt - killedAt : '—',
      [`POST → ${kind.noun} sent (s)`]: ((finishedAt - startedAt) / 1000).toFixed(1),
      'the POST answered': answer.status ? `${answer.status} after ${Math.round(answer.ms)} ms` : `no answer (${answer.error})`,
      'states asked / not answered': `${asks} / ${unanswered}`,
      'recipients / distinct / organizations missed': `${effects.recipients} / ${effects.distinctRecipients} / ${effects.missed}`,
      'recipient count stored / answered': `${done.recipientCount} / ${item?.recipientCount}`,
      'queue job: state, tries, starts logged': `${qj?.state}, retry count ${qj?.retryCount}, ${starts.map((s) => s.server.name).join(' → ')}`,
      'drill time (s)': ((Date.now() - t0) / 1000).toFixed(0),
    },
  };
}
