import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import './optout.table.ts';
import type { OptOutDocTypeColumn, OptOutStatusColumn } from './optout.table.ts';

export type Executor = Db | Transaction<Database>;

function requestsQuery(db: Executor) {
  return db
    .selectFrom('optoutRequests as r')
    .innerJoin('organizations as o', 'o.id', 'r.organizationId')
    .select([
      'r.id',
      'r.number',
      'r.organizationId',
      'r.personalNumber',
      'r.firstName',
      'r.lastName',
      sql<string>`r.birth_date::text`.as('birthDate'),
      'r.gender',
      'r.joinedYear',
      'r.joinedMonth',
      sql<string>`r.window_opens::text`.as('windowOpens'),
      sql<string>`r.window_closes::text`.as('windowCloses'),
      'r.comment',
      'r.status',
      'r.decisionReason',
      'r.decidedAt',
      'r.createdAt',
      'r.updatedAt',
      'o.code as organizationCode',
      'o.name as organizationName',
    ]);
}
export type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsQuery>['executeTakeFirstOrThrow']>>;

/** A request; `organizationId` given: only that organization's (another's id finds nothing). */
export function findRequest(db: Executor, id: string, organizationId?: string) {
  let q = requestsQuery(db).where('r.id', '=', id);
  if (organizationId) q = q.where('r.organizationId', '=', organizationId);
  return q.executeTakeFirst();
}

export async function listRequests(
  db: Executor,
  f: { organizationId?: string; status?: OptOutStatusColumn; personalNumber?: string },
  page: { offset: number; limit: number; order: 'newest' | 'oldest' },
) {
  let q = requestsQuery(db);
  let c = db.selectFrom('optoutRequests as r');
  if (f.organizationId) {
    q = q.where('r.organizationId', '=', f.organizationId);
    c = c.where('r.organizationId', '=', f.organizationId);
  }
  if (f.status) {
    q = q.where('r.status', '=', f.status);
    c = c.where('r.status', '=', f.status);
  }
  if (f.personalNumber) {
    q = q.where('r.personalNumber', '=', f.personalNumber);
    c = c.where('r.personalNumber', '=', f.personalNumber);
  }
  const dir = page.order === 'newest' ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    q.orderBy('r.createdAt', dir).orderBy('r.number', dir).offset(page.offset).limit(page.limit).execute(),
    c.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function documentsOf(db: Executor, requestIds: string[]) {
  if (!requestIds.length) return Promise.resolve([]);
  return db
    .selectFrom('optoutDocuments as d')
    .innerJoin('files as f', 'f.id', 'd.fileId')
    .select(['d.requestId', 'd.fileId', 'd.docType', 'f.name', 'f.contentType', 'f.sizeBytes', 'f.createdAt'])
    .where('d.requestId', 'in', requestIds)
    .orderBy('d.seq')
    .execute();
}

/** The file of a document, when the document is of this request (and, given, of this organization). */
export async function documentFile(db: Executor, requestId: string, fileId: string, organizationId?: string) {
  let q = db
    .selectFrom('optoutDocuments as d')
    .innerJoin('optoutRequests as r', 'r.id', 'd.requestId')
    .select('d.fileId')
    .where('d.requestId', '=', requestId)
    .where('d.fileId', '=', fileId);
  if (organizationId) q = q.where('r.organizationId', '=', organizationId);
  return (await q.executeTakeFirst())?.fileId;
}

/** A request locked for a change or a decision. */
export function lockRequest(trx: Transaction<Database>, id: string, organizationId?: string) {
  let q = trx.selectFrom('optoutRequests').select(['id', 'organizationId', 'personalNumber', 'number', 'status']).where('id', '=', id);
  if (organizationId) q = q.where('organizationId', '=', organizationId);
  return q.forUpdate().executeTakeFirst();
}

/**
 * The month of a running processing job that holds a declaration with a row of this person, if any: the run may
 * not have reached that row yet. A declaration marked as being processed without a running job (its run was
 * stopped, and it resumes at the next start) converts nothing meanwhile, and does not hold the decision.
 */
export async function processingHolding(trx: Transaction<Database>, personalNumber: string) {
  const { rows } = await sql<{ year: number; month: number }>`
    select j.year, j.month from processing_jobs j
      join processing_job_declarations jd on jd.job_id = j.id
      join declarations dc on dc.id = jd.declaration_id
     where j.status = 'running' and dc.is_processing
       and exists (select 1 from declaration_details d where d.declaration_id = dc.id and d.personal_number = ${personalNumber})
     limit 1`.execute(trx);
  return rows[0] ?? null;
}

export function insertDocuments(db: Executor, rows: { requestId: string; fileId: string; docType: OptOutDocTypeColumn }[]) {
  if (!rows.length) return Promise.resolve();
  return db.insertInto('optoutDocuments').values(rows).execute();
}

export async function removeDocuments(db: Executor, requestId: string, fileIds: string[]) {
  if (!fileIds.length) return [];
  const rows = await db.deleteFrom('optoutDocuments').where('requestId', '=', requestId).where('fileId', 'in', fileIds).returning('fileId').execute();
  return rows.map((r) => r.fileId);
}

/** How many documents of each type a request carries. */
export async function documentTypesOf(db: Executor, requestId: string) {
  return db.selectFrom('optoutDocuments').select('docType').where('requestId', '=', requestId).execute();
}

export function deleteFiles(db: Executor, ids: string[]) {
  if (!ids.length) return Promise.resolve();
  return db.deleteFrom('files').where('id', 'in', ids).execute();
}

export interface PersonFacts {
  person: { firstName: string; lastName: string; birthDate: string; gender: 'male' | 'female' } | null;
  /** Months since year 0 (year × 12 + month − 1) of the first contribution. */
  joinedIndex: number | null;
  withdrawn: boolean;
  pending: boolean;
}

/**
 * What the organization's activated declarations, the participants' accounts and the requests say about
 * each person: their details as the organization last declared them, the month of their first contribution
 * (the organization's own rows, and every employer's rows processed into the accounts), whether they are
 * withdrawn and whether a request for them is new.
 */
export async function personFacts(db: Executor, organizationId: string, personalNumbers: string[], exceptRequestId?: string): Promise<Map<string, PersonFacts>> {
  const out = new Map<string, PersonFacts>();
  for (const pn of personalNumbers) out.set(pn, { person: null, joinedIndex: null, withdrawn: false, pending: false });
  if (!personalNumbers.length) return out;
  const { rows: own } = await sql<{ personalNumber: string; firstName: string; lastName: string; birthDate: string; gender: 'male' | 'female'; joinedIndex: number | null }>`
    select distinct on (d.personal_number) d.personal_number as "personalNumber", d.first_name as "firstName", d.last_name as "lastName",
           d.birth_date::text as "birthDate", d.gender,
           min(case when d.employee_contribution + d.organization_contribution > 0 then dc.year * 12 + dc.month - 1 end)
             over (partition by d.personal_number) as "joinedIndex"
      from declarations dc join declaration_details d on d.declaration_id = dc.id
     where dc.organization_id = ${organizationId}::uuid and dc.status in ('open', 'closed') and d.personal_number = any(${personalNumbers}::text[])
     order by d.personal_number, dc.year desc, dc.month desc, d.row_number`.execute(db);
  for (const r of own) {
    const f = out.get(r.personalNumber)!;
    f.person = { firstName: r.firstName, lastName: r.lastName, birthDate: r.birthDate, gender: r.gender };
    f.joinedIndex = r.joinedIndex === null ? null : Number(r.joinedIndex);
  }
  const { rows: accounts } = await sql<{ personalNumber: string; joinedIndex: number }>`
    select personal_number as "personalNumber", min(year * 12 + month - 1) as "joinedIndex" from participant_account_rows
     where personal_number = any(${personalNumbers}::text[]) and contributing group by personal_number`.execute(db);
  for (const r of accounts) {
    const f = out.get(r.personalNumber)!;
    const j = Number(r.joinedIndex);
    f.joinedIndex = f.joinedIndex === null ? j : Math.min(f.joinedIndex, j);
  }
  const withdrawn = await db.selectFrom('schemeWithdrawals').select('personalNumber').where('personalNumber', 'in', personalNumbers).execute();
  for (const w of withdrawn) out.get(w.personalNumber)!.withdrawn = true;
  let pq = db.selectFrom('optoutRequests').select('personalNumber').where('status', '=', 'new').where('personalNumber', 'in', personalNumbers);
  if (exceptRequestId) pq = pq.where('id', '!=', exceptRequestId);
  for (const p of await pq.execute()) out.get(p.personalNumber)!.pending = true;
  return out;
}

/** The person's contributions not given back yet, by source and organization. */
export async function contributionsToReturn(db: Executor, personalNumber: string) {
  const { rows } = await sql<{ declarationDetailId: string; source: 'employee' | 'organization' | 'state'; organizationId: string; amount: string; units: string | null }>`
    select c.declaration_detail_id as "declarationDetailId", c.source, c.organization_id as "organizationId", c.amount::text as amount, c.units::text as units
      from participant_contributions c
     where c.personal_number = ${personalNumber}
       and not exists (select 1 from optout_returned_contributions r where r.declaration_detail_id = c.declaration_detail_id and r.source = c.source)
     order by c.contribution_date, c.declaration_detail_id, c.source
     for update of c`.execute(db);
  return rows;
}

/** What satisfied requests gave back, by request, source and organization. */
export async function returnedOf(db: Executor, requestIds: string[]) {
  if (!requestIds.length) return [];
  const { rows } = await sql<{ requestId: string; source: 'employee' | 'organization' | 'state'; organizationId: string; organizationCode: string; organizationName: string; amount: string }>`
    select r.optout_request_id as "requestId", r.source, r.organization_id as "organizationId", o.code as "organizationCode", o.name as "organizationName", sum(r.amount)::text as amount
      from optout_returned_contributions r join organizations o on o.id = r.organization_id
     where r.optout_request_id = any(${requestIds}::uuid[])
     group by r.optout_request_id, r.source, r.organization_id, o.code, o.name
     order by o.code`.execute(db);
  return rows;
}

/** A new request of an organization's employee, with the person and the window as assessed; answers its id. */
export function insertRequest(
  trx: Executor,
  r: {
    organizationId: string; personalNumber: string; firstName: string; lastName: string; birthDate: string; gender: 'male' | 'female'; joinedYear: number; joinedMonth: number;
    windowOpens: string; windowCloses: string; comment: string | null; createdBy: string; createdAt: Date; updatedAt: Date;
  },
): Promise<{ id: string }> {
  return trx
    .insertInto('optoutRequests')
    .values({
      organizationId: r.organizationId,
      personalNumber: r.personalNumber,
      firstName: r.firstName,
      lastName: r.lastName,
      birthDate: r.birthDate,
      gender: r.gender,
      joinedYear: r.joinedYear,
      joinedMonth: r.joinedMonth,
      windowOpens: r.windowOpens,
      windowCloses: r.windowCloses,
      comment: r.comment,
      createdBy: r.createdBy,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A request's comment, changed at `now`. */
export async function setRequestComment(trx: Executor, id: string, comment: string | null, now: Date): Promise<void> {
  await trx.updateTable('optoutRequests').set({ comment, updatedAt: now }).where('id', '=', id).execute();
}

/** Notes that a request changed at `now` (its documents). */
export async function touchRequest(trx: Executor, id: string, now: Date): Promise<void> {
  await trx.updateTable('optoutRequests').set({ updatedAt: now }).where('id', '=', id).execute();
}

/** Deletes a request (its documents' rows with it). */
export async function deleteRequest(trx: Executor, id: string): Promise<void> {
  await trx.deleteFrom('optoutRequests').where('id', '=', id).execute();
}

/** A request decided at `now`: satisfied or rejected, with the reason and who decided. */
export async function decideRequest(trx: Executor, id: string, d: { status: 'satisfied' | 'rejected'; reason: string | null; decidedBy: string; now: Date }): Promise<void> {
  await trx.updateTable('optoutRequests').set({ status: d.status, decisionReason: d.reason, decidedBy: d.decidedBy, decidedAt: d.now, updatedAt: d.now }).where('id', '=', id).execute();
}

/** Waits, until the transaction ends, for the processing's lock (no run starts while a request is satisfied). */
export async function lockProcessing(trx: Executor, lock: number, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${lock}::int, ${key}::int)`.execute(trx);
}

/** The contributions a satisfied request gives back, each once (its key). */
export async function insertReturnedContributions(
  trx: Executor,
  requestId: string,
  contributions: readonly { declarationDetailId: string; source: 'employee' | 'organization' | 'state'; organizationId: string; amount: string; units: string | null }[],
): Promise<void> {
  await trx
    .insertInto('optoutReturnedContributions')
    .values(contributions.map((c) => ({ declarationDetailId: c.declarationDetailId, source: c.source, optoutRequestId: requestId, organizationId: c.organizationId, amount: c.amount, units: c.units })))
    .execute();
}

/** The person withdrawn from the scheme from a month on, by a satisfied request. */
export async function insertWithdrawal(trx: Executor, w: { personalNumber: string; optoutRequestId: string; year: number; month: number; withdrawnAt: Date }): Promise<void> {
  await trx.insertInto('schemeWithdrawals').values({ personalNumber: w.personalNumber, optoutRequestId: w.optoutRequestId, year: w.year, month: w.month, withdrawnAt: w.withdrawnAt }).execute();
}
