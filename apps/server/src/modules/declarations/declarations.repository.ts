import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database, DeclarationDetailsTable, DeclarationsTable } from '../../db/schema.ts';
import { columnsOf, type DetailColumns, type NewDetail } from './stored-detail.ts';

export type DeclarationRow = Selectable<DeclarationsTable>;
export type DetailRow = Selectable<DeclarationDetailsTable>;
export type Executor = Db | Transaction<Database>;
export type { NewDetail } from './stored-detail.ts';

/** One declaration of an organization; another organization's id finds nothing. */
export function findDeclaration(db: Executor, organizationId: string, id: string) {
  return db.selectFrom('declarations').selectAll().where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
}

/** The same, locked until the transaction ends: writes on one declaration are serialised. */
export function lockDeclaration(trx: Transaction<Database>, organizationId: string, id: string) {
  return trx.selectFrom('declarations').selectAll().where('id', '=', id).where('organizationId', '=', organizationId).forUpdate().executeTakeFirst();
}

export async function listDeclarations(db: Executor, organizationId: string, statuses: readonly string[] | null, offset: number, limit: number) {
  let q = db.selectFrom('declarations').where('organizationId', '=', organizationId);
  if (statuses) q = q.where('status', 'in', statuses as DeclarationRow['status'][]);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('year', 'desc').orderBy('month', 'desc').orderBy('number', 'desc').offset(offset).limit(limit).execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findOpenPeriod(db: Executor, organizationId: string, year: number, month: number, type: string) {
  return db
    .selectFrom('declarations')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where('year', '=', year)
    .where('month', '=', month)
    .where('type', '=', type)
    .where('status', '!=', 'closed')
    .executeTakeFirst();
}

export function insertDeclaration(db: Executor, values: { organizationId: string; year: number; month: number; type: string; form: 'simple' | 'detailed'; createdBy: string; now: Date }) {
  return db
    .insertInto('declarations')
    .values({ organizationId: values.organizationId, year: values.year, month: values.month, type: values.type, form: values.form, createdBy: values.createdBy, createdAt: values.now, modifiedAt: values.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface DetailSearch {
  personalNumberPrefix?: string;
  firstName?: string;
  lastName?: string;
  /** Any of the three. */
  search?: string;
  tier?: 'error' | 'warning';
}

/** A declaration as the repository reaches it: always through its organization as well as its id. */
export interface DeclarationRef {
  id: string;
  organizationId: string;
}

const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of a declaration's rows in their order, with the filters of `details/filter`. */
export async function pageDetails(db: Executor, d: DeclarationRef, search: DetailSearch, offset: number, limit: number) {
  let q = db.selectFrom('declarationDetails').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id);
  if (search.personalNumberPrefix) q = q.where('personalNumber', 'like', likePrefix(search.personalNumberPrefix));
  if (search.firstName) q = q.where(sql`lower(first_name)`, 'like', likePrefix(search.firstName));
  if (search.lastName) q = q.where(sql`lower(last_name)`, 'like', likePrefix(search.lastName));
  if (search.search) {
    const p = likePrefix(search.search);
    q = q.where((eb) => eb.or([eb('personalNumber', 'like', p), eb(sql`lower(first_name)`, 'like', p), eb(sql`lower(last_name)`, 'like', p)]));
  }
  if (search.tier === 'error') q = q.where('hasError', '=', true);
  if (search.tier === 'warning') q = q.where('hasWarning', '=', true);
  // the page is chosen on the narrow (id, row number) and only its rows are read whole: PostgreSQL estimates a
  // declaration's rows from the average (about 30), so for a large one it sorts every row it read, whole rows
  // of 20,000 spilling to disk for a page in the middle, where the narrow sort stays in memory
  const page = q.select(['id', 'rowNumber']).orderBy('rowNumber').offset(offset).limit(limit).as('p');
  const [rows, count] = await Promise.all([
    db.selectFrom(page).innerJoin('declarationDetails as d', 'd.id', 'p.id').selectAll('d').orderBy('p.rowNumber').execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Every row of a declaration in order, read a page at a time by row number: the embedded database runs on
 * the server's own thread, and between pages other requests are answered.
 */
export async function allDetails(db: Executor, d: DeclarationRef, pageSize = 2_000): Promise<DetailRow[]> {
  const all: DetailRow[] = [];
  let after: DetailRow | undefined;
  for (;;) {
    let q = db.selectFrom('declarationDetails').selectAll().where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id);
    if (after) q = q.where(sql<boolean>`(row_number, id) > (${after.rowNumber}, ${after.id}::uuid)`);
    const page = await q.orderBy('rowNumber').orderBy('id').limit(pageSize).execute();
    all.push(...page);
    if (page.length < pageSize) return all;
    after = page[page.length - 1]!;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export function findDetail(db: Executor, d: DeclarationRef, detailId: string) {
  return db.selectFrom('declarationDetails').selectAll().where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).where('id', '=', detailId).executeTakeFirst();
}

export async function personalNumbersOf(db: Executor, d: DeclarationRef, exceptDetailId?: string): Promise<Set<string>> {
  let q = db.selectFrom('declarationDetails').select('personalNumber').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id);
  if (exceptDetailId) q = q.where('id', '!=', exceptDetailId);
  return new Set((await q.execute()).map((r) => r.personalNumber));
}

/**
 * Persons withdrawn from the fund by a satisfied opt-out in or before the declaration's month, with the
 * month of the withdrawal (decision 0027): their rows of that month carry no contributions. A withdrawal
 * is the person's, whichever organization declared them; only `personalNumbers` when given.
 */
export async function withdrawnPeople(db: Executor, d: Pick<DeclarationRow, 'year' | 'month'>, personalNumbers?: readonly string[]): Promise<Map<string, { year: number; month: number }>> {
  if (personalNumbers && personalNumbers.length === 0) return new Map();
  let q = db
    .selectFrom('schemeWithdrawals')
    .select(['personalNumber', 'year', 'month'])
    .where(sql<boolean>`year * 12 + month <= ${d.year * 12 + d.month}`);
  if (personalNumbers) q = q.where('personalNumber', 'in', [...new Set(personalNumbers)]);
  return new Map((await q.execute()).map((w) => [w.personalNumber, { year: w.year, month: w.month }]));
}

/**
 * The names the scheme knows persons by, of `personalNumbers`: the participants' registry (a participant's
 * account, one per personal number). A person not in it is not checked.
 */
export async function namesOnRecord(db: Executor, personalNumbers: readonly string[]): Promise<Map<string, { firstName: string; lastName: string }>> {
  if (personalNumbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['personalNumber', 'firstName', 'lastName'])
    .where('role', '=', 'participant')
    .where('personalNumber', 'in', [...new Set(personalNumbers)])
    .execute();
  return new Map(rows.filter((r) => r.personalNumber && r.firstName && r.lastName).map((r) => [r.personalNumber!, { firstName: r.firstName!, lastName: r.lastName! }]));
}

/** The row number after the declaration's last row. */
export async function nextRowNumber(db: Executor, d: DeclarationRef): Promise<number> {
  const r = await db
    .selectFrom('declarationDetails')
    .select(sql<number>`coalesce(max(row_number), 0)::int`.as('n'))
    .where('organizationId', '=', d.organizationId)
    .where('declarationId', '=', d.id)
    .executeTakeFirstOrThrow();
  return Number(r.n) + 1;
}

/**
 * Rows per statement. The embedded database runs on the server's own thread: a statement of 500 rows holds
 * it for a few tens of milliseconds, and between statements other requests are answered.
 */
const BATCH = 500;

export async function insertDetails(db: Executor, declaration: DeclarationRef, rows: readonly NewDetail[], now: Date): Promise<string[]> {
  const ids: string[] = [];
  const first = await nextRowNumber(db, declaration);
  for (let i = 0; i < rows.length; i += BATCH) {
    ids.push(...(await insertDetailColumns(db, declaration, columnsOf(rows.slice(i, i + BATCH)), first + i, now)));
    if (i + BATCH < rows.length) await new Promise((resolve) => setImmediate(resolve));
  }
  return ids;
}

/**
 * Inserts rows, given as one array per column, numbered from `first` (`nextRowNumber`), in one statement: the
 * database unpacks the arrays (`unnest`) — twenty bound parameters instead of twenty per row, and arrays of
 * plain values parse faster than JSON on the embedded database (measured: a 10,000-row upload, npm run
 * bench). Amounts stay decimal strings into NUMERIC. Rows carry their own row numbers, so the insert needs
 * no sort.
 */
export async function insertDetailColumns(db: Executor, declaration: DeclarationRef, c: DetailColumns, first: number, now: Date): Promise<string[]> {
  const rowNumbers = c.personalNumber.map((_, i) => first + i);
  const { rows: inserted } = await sql<{ id: string }>`
    insert into declaration_details (
      declaration_id, organization_id, row_number, personal_number, first_name, last_name, birth_date, gender,
      gross_salary, additional_benefits, non_cash_benefits, other_withheld_amount, income_tax, net_amount,
      employee_contribution, organization_contribution, opt_in, has_written_request, issues, has_error, has_warning,
      name_change_reason, name_on_record, created_at, modified_at)
    select ${declaration.id}::uuid, ${declaration.organizationId}::uuid, x.*, ${now}::timestamptz, ${now}::timestamptz
      from unnest(
        ${rowNumbers}::int[], ${c.personalNumber}::text[], ${c.firstName}::text[], ${c.lastName}::text[], ${c.birthDate}::date[],
        ${c.gender}::text[], ${c.grossSalary}::numeric[], ${c.additionalBenefits}::numeric[], ${c.nonCashBenefits}::numeric[],
        ${c.otherWithheldAmount}::numeric[], ${c.incomeTax}::numeric[], ${c.netAmount}::numeric[], ${c.employeeContribution}::numeric[],
        ${c.organizationContribution}::numeric[], ${c.optIn}::boolean[], ${c.hasWrittenRequest}::boolean[], ${c.issues}::jsonb[],
        ${c.hasError}::boolean[], ${c.hasWarning}::boolean[], ${c.nameChangeReason}::text[], ${c.nameOnRecord}::text[]) as x
    returning id
  `.execute(db);
  return inserted.map((r) => r.id);
}

export function updateDetail(db: Executor, d: DeclarationRef, detailId: string, row: NewDetail, now: Date) {
  return db
    .updateTable('declarationDetails')
    .set({ ...row, issues: JSON.stringify(row.issues), modifiedAt: now })
    .where('organizationId', '=', d.organizationId)
    .where('declarationId', '=', d.id)
    .where('id', '=', detailId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteDetail(db: Executor, d: DeclarationRef, detailId: string): Promise<boolean> {
  const r = await db.deleteFrom('declarationDetails').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).where('id', '=', detailId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Deletes the rows of the given personal numbers (an upload's rows that a later row repeated). */
export async function deleteDetailsOfPersonalNumbers(db: Executor, d: DeclarationRef, personalNumbers: readonly string[]): Promise<void> {
  if (personalNumbers.length === 0) return;
  await db
    .deleteFrom('declarationDetails')
    .where('organizationId', '=', d.organizationId)
    .where('declarationId', '=', d.id)
    .where(sql<boolean>`personal_number = any(${[...personalNumbers]}::text[])`)
    .execute();
}

export async function deleteAllDetails(db: Executor, d: DeclarationRef): Promise<void> {
  await db.deleteFrom('declarationDetails').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).execute();
}

/** Recomputes the declaration's totals from its rows (exact NUMERIC sums of rounded rows) and counts its rows with errors and warnings. */
export async function recomputeTotals(db: Executor, d: DeclarationRef): Promise<void> {
  await sql`
    update declarations d set
      row_count = s.cnt,
      total_base = s.base,
      total_employee_contribution = s.emp,
      total_organization_contribution = s.org,
      total_amount = s.emp + s.org,
      error_count = s.errs,
      warning_count = s.warns
    from (
      select count(*)::int as cnt,
             coalesce(sum(gross_salary + additional_benefits + non_cash_benefits), 0) as base,
             coalesce(sum(employee_contribution), 0) as emp,
             coalesce(sum(organization_contribution), 0) as org,
             (count(*) filter (where has_error))::int as errs,
             (count(*) filter (where has_warning))::int as warns
        from declaration_details where organization_id = ${d.organizationId} and declaration_id = ${d.id}
    ) s
    where d.id = ${d.id} and d.organization_id = ${d.organizationId}
  `.execute(db);
}

/**
 * Recomputes the declaration's totals from its rows (`recomputeTotals`) and moves the version on: every change
 * of rows is a new version.
 */
export async function refreshDeclaration(db: Executor, d: DeclarationRef, now: Date, patch: Partial<Pick<DeclarationRow, 'status' | 'activationDate' | 'closingDate' | 'awaitingApproval'>> = {}): Promise<DeclarationRow> {
  await recomputeTotals(db, d);
  return bumpVersion(db, d, now, patch);
}

export function bumpVersion(db: Executor, d: DeclarationRef, now: Date, patch: Partial<Pick<DeclarationRow, 'status' | 'activationDate' | 'closingDate' | 'awaitingApproval'>> = {}) {
  return db
    .updateTable('declarations')
    .set((eb) => ({ ...patch, version: eb('version', '+', 1), modifiedAt: now }))
    .where('organizationId', '=', d.organizationId)
    .where('id', '=', d.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteDeclaration(db: Executor, d: DeclarationRef): Promise<void> {
  await db.deleteFrom('declarations').where('organizationId', '=', d.organizationId).where('id', '=', d.id).execute();
}

/** Rows with an error or a warning, in row order, a page at a time. */
export async function pageIssues(db: Executor, d: DeclarationRef, offset: number, limit: number) {
  const q = db.selectFrom('declarationDetails').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).where((eb) => eb.or([eb('hasError', '=', true), eb('hasWarning', '=', true)]));
  // the page is chosen on the narrow (id, row number) and only its rows are read whole: PostgreSQL estimates a
  // declaration's rows from the average (about 30), so for a large one it sorts every row it read, whole rows
  // of 20,000 spilling to disk for a page in the middle, where the narrow sort stays in memory
  const page = q.select(['id', 'rowNumber']).orderBy('rowNumber').offset(offset).limit(limit).as('p');
  const [rows, count] = await Promise.all([
    db.selectFrom(page).innerJoin('declarationDetails as d', 'd.id', 'p.id').selectAll('d').orderBy('p.rowNumber').execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function organizationCodeOf(db: Executor, organizationId: string) {
  return db.selectFrom('organizations').select(['code', 'isSelfEmployed']).where('id', '=', organizationId).executeTakeFirst();
}

/** Rows of the year's activated declarations, for the employee statistics. */
export async function yearStatistic(db: Executor, organizationId: string, year: number, personalNumberPrefix: string | undefined) {
  const pn = personalNumberPrefix ? sql`and dd.personal_number like ${`${personalNumberPrefix}%`}` : sql``;
  const months = await sql<{ month: number; employees: number; base: string; emp: string; org: string }>`
    select d.month::int as month, count(distinct dd.personal_number)::int as employees,
           sum(dd.gross_salary + dd.additional_benefits + dd.non_cash_benefits)::text as base,
           sum(dd.employee_contribution)::text as emp, sum(dd.organization_contribution)::text as org
      from declaration_details dd join declarations d on d.id = dd.declaration_id
     where d.organization_id = ${organizationId} and d.year = ${year} and d.status in ('open', 'closed') ${pn}
     group by d.month order by d.month
  `.execute(db);
  const people = await sql<{ personalNumber: string; birthDate: string; gender: 'male' | 'female'; optIn: boolean }>`
    select distinct on (dd.personal_number) dd.personal_number as "personalNumber", dd.birth_date::text as "birthDate", dd.gender, dd.opt_in as "optIn"
      from declaration_details dd join declarations d on d.id = dd.declaration_id
     where d.organization_id = ${organizationId} and d.year = ${year} and d.status in ('open', 'closed') ${pn}
     order by dd.personal_number, d.month desc
  `.execute(db);
  return { months: months.rows, people: people.rows };
}

// ---------------------------------------------------------------------------------------------------------
// The last upload's report: its counts and the rows it rejected

export interface NewRejectedRow {
  rowNumber: number;
  values: Record<string, string | null>;
  issues: { field: string | null; message: string }[];
}

/** Puts the report of an upload in place of the declaration's last one (its rejected rows go with it). */
export async function replaceUploadReport(
  db: Executor,
  d: DeclarationRef,
  report: { fileName: string; accepted: number; rejected: number; uploadedBy: string | null; uploadedAt: Date },
  rows: readonly NewRejectedRow[],
): Promise<void> {
  await db.deleteFrom('uploadReports').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).execute();
  await db
    .insertInto('uploadReports')
    .values({ declarationId: d.id, organizationId: d.organizationId, ...report })
    .execute();
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await sql`
      insert into upload_rejected_rows (declaration_id, organization_id, row_number, cell_values, issues)
      select ${d.id}::uuid, ${d.organizationId}::uuid, x.*
        from unnest(${batch.map((r) => r.rowNumber)}::int[], ${batch.map((r) => JSON.stringify(r.values))}::jsonb[], ${batch.map((r) => JSON.stringify(r.issues))}::jsonb[]) as x
    `.execute(db);
    if (i + BATCH < rows.length) await new Promise((resolve) => setImmediate(resolve));
  }
}

export function findUploadReport(db: Executor, d: DeclarationRef) {
  return db.selectFrom('uploadReports').selectAll().where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).executeTakeFirst();
}

/** A page of the rejected rows still waiting, in the order of the spreadsheet. */
export async function pageRejectedRows(db: Executor, d: DeclarationRef, offset: number, limit: number) {
  const base = db.selectFrom('uploadRejectedRows').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('rowNumber').orderBy('id').offset(offset).limit(limit).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function deleteUploadReport(db: Executor, d: DeclarationRef): Promise<boolean> {
  const r = await db.deleteFrom('uploadReports').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

export async function deleteRejectedRow(db: Executor, d: DeclarationRef, rowId: string): Promise<boolean> {
  const r = await db.deleteFrom('uploadRejectedRows').where('organizationId', '=', d.organizationId).where('declarationId', '=', d.id).where('id', '=', rowId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
