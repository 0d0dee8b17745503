import type { FileKind } from '@pensia/domain';
import { sql, type RawBuilder } from 'kysely';
import { withPageTotal } from '../../lib/page-total.ts';
import type { Db } from '../../db/create-db.ts';
import type { CorrespondenceTables } from './correspondence.repository.ts';

export interface NewItem {
  type: string;
  subjectKa: string;
  textKa: string;
  subjectEn: string | null;
  textEn: string | null;
  subjectRu: string | null;
  textRu: string | null;
  isObligatory: boolean;
  sentAt: Date;
  sentBy: string;
  /** The codes it is sent to; null: every organization. */
  recipientCodes: string[] | null;
}

/** Stores an item `sending`: its recipients are added by its job (docs/decisions/0087). */
export async function insertItem(db: Db, t: CorrespondenceTables, item: NewItem): Promise<string> {
  const { isObligatory, ...common } = item;
  const values = { ...common, dispatchStatus: 'sending' as const };
  const row = t.hasObligatory
    ? await db.insertInto('notifications').values({ ...values, isObligatory }).returning('id').executeTakeFirstOrThrow()
    : await db.insertInto('letters').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Links stored files to an item, once each, in one statement. */
export async function linkAttachments(db: Db, t: CorrespondenceTables, itemId: string, fileIds: readonly string[]) {
  if (!fileIds.length) return;
  const values = fileIds.map((fileId, position) => sql`(${itemId}::uuid, ${fileId}::uuid, ${position}::smallint)`);
  await sql`insert into ${sql.table(t.attachments)} (${sql.ref(t.itemId)}, file_id, position) values ${sql.join(values)}`.execute(db);
}

/** Codes of the list that no organization has. */
export async function findUnknownCodes(db: Db, codes: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ code: string }>`
    select c.code as "code" from unnest(${[...codes]}::text[]) with ordinality as c(code, n)
     where not exists (select 1 from organizations o where o.code = c.code)
     order by c.n`.execute(db);
  return rows.map((r) => r.code);
}

/** True when at least one organization is there to be sent to. */
export async function anyOrganization(db: Db): Promise<boolean> {
  const { rows } = await sql<{ any: boolean }>`select exists (select 1 from organizations) as "any"`.execute(db);
  return Boolean(rows[0]?.any);
}

/** Where a send stands: its status, what it is sent to, how far its job has gone. */
export interface SendState {
  status: 'sending' | 'sent' | 'failed';
  recipientCodes: string[] | null;
  cursor: string | null;
  sentAt: Date;
  recipientCount: number | null;
}

/** The send's state, its row locked to the end of the transaction when `lock` (one batch of one job at a time). */
export async function findSendState(db: Db, t: CorrespondenceTables, itemId: string, lock = false): Promise<SendState | undefined> {
  const { rows } = await sql<SendState>`
    select dispatch_status as "status", recipient_codes as "recipientCodes", send_cursor::text as "cursor",
           sent_at as "sentAt", recipient_count as "recipientCount"
      from ${sql.table(t.items)} where id = ${itemId}::uuid ${lock ? sql`for update` : sql``}`.execute(db);
  return rows[0];
}

/**
 * Addresses the item to the next `limit` organizations after the cursor, by id, of those it is sent to, with
 * INSERT … SELECT, and moves the cursor to the last of them. A recipient already there (a run before this one)
 * is left as it is (the key of (organization, item)). Answers how many organizations the batch took: fewer than
 * `limit`, the last batch.
 */
export async function addressBatch(db: Db, t: CorrespondenceTables, itemId: string, send: SendState, limit: number): Promise<number> {
  const { rows } = await sql<{ taken: number; last: string | null }>`
    with batch as (
      select o.id from organizations o
       where true ${send.recipientCodes ? sql`and o.code = any(${send.recipientCodes}::text[])` : sql``}
             ${send.cursor ? sql`and o.id > ${send.cursor}::uuid` : sql``}
       order by o.id limit ${limit}
    ), inserted as (
      insert into ${sql.table(t.recipients)} (${sql.ref(t.itemId)}, organization_id, received_at)
      select ${itemId}::uuid, b.id, ${send.sentAt} from batch b
      on conflict do nothing
      returning 1
    ) select (select count(*)::int from batch) as "taken", (select b.id::text from batch b order by b.id desc limit 1) as "last",
             (select count(*)::int from inserted) as "inserted"`.execute(db);
  const batch = rows[0] ?? { taken: 0, last: null };
  if (batch.last) await sql`update ${sql.table(t.items)} set send_cursor = ${batch.last}::uuid where id = ${itemId}::uuid`.execute(db);
  return batch.taken;
}

/** Ends a send: `sent`, with its number of recipients. Answers that number. */
export async function markSent(db: Db, t: CorrespondenceTables, itemId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    update ${sql.table(t.items)} x set dispatch_status = 'sent',
           recipient_count = (select count(*)::int from ${sql.table(t.recipients)} r where r.${sql.ref(t.itemId)} = x.id)
     where x.id = ${itemId}::uuid returning x.recipient_count as "count"`.execute(db);
  return rows[0]?.count ?? 0;
}

/**
 * Ends a send whose job ran out of tries: `failed`, its recipients so far kept (still unseen by them) and its
 * cursor too, so a send again goes on from there. Only a send still `sending`; answers whether it was.
 */
export async function markFailed(db: Db, t: CorrespondenceTables, itemId: string): Promise<boolean> {
  const { rows } = await sql`update ${sql.table(t.items)} set dispatch_status = 'failed' where id = ${itemId}::uuid and dispatch_status = 'sending' returning id`.execute(db);
  return rows.length > 0;
}

/** A failed send made `sending` again (the operator's send again). Answers false when it was not `failed`. */
export async function markSendingAgain(db: Db, t: CorrespondenceTables, itemId: string): Promise<boolean> {
  const { rows } = await sql`update ${sql.table(t.items)} set dispatch_status = 'sending' where id = ${itemId}::uuid and dispatch_status = 'failed' returning id`.execute(db);
  return rows.length > 0;
}

/** The organizations an item is addressed to. */
export async function recipientIds(db: Db, t: CorrespondenceTables, itemId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select organization_id::text as "id" from ${sql.table(t.recipients)} where ${sql.ref(t.itemId)} = ${itemId}::uuid`.execute(db);
  return rows.map((r) => r.id);
}

/** Items left `sending` (their job gone: its server died before queueing it, or its tries ran out). */
export async function sendingIds(db: Db, t: CorrespondenceTables): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id::text as "id" from ${sql.table(t.items)} where dispatch_status = 'sending'`.execute(db);
  return rows.map((r) => r.id);
}

export interface SentRow {
  id: string;
  type: string;
  subject: string;
  isObligatory: boolean;
  sentAt: Date;
  sentBy: string | null;
  status: 'sending' | 'sent' | 'failed';
  recipientCount: number;
  readCount: number;
  attachmentCount: number;
}

export interface SentDetailRow extends SentRow {
  text: string;
  subjectEn: string | null;
  textEn: string | null;
  subjectRu: string | null;
  textRu: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function sentSelect(t: CorrespondenceTables, extra: RawBuilder<unknown> = sql``) {
  return sql`
    select x.id as "id", x.type as "type", x.subject_ka as "subject",
           ${t.hasObligatory ? sql`x.is_obligatory` : sql`false`} as "isObligatory",
           x.sent_at as "sentAt", u.username as "sentBy", x.dispatch_status as "status",
           c.recipients as "recipientCount", c.read as "readCount",
           (select count(*)::int from ${sql.table(t.attachments)} a where a.${sql.ref(t.itemId)} = x.id) as "attachmentCount"
           ${extra}
      from ${sql.table(t.items)} x
      left join users u on u.id = x.sent_by
      cross join lateral (
        select count(*)::int as recipients, count(r.read_at)::int as read
          from ${sql.table(t.recipients)} r where r.${sql.ref(t.itemId)} = x.id
      ) c`;
}

/** Sent items, newest first, with delivery and read counts. */
export async function listSent(db: Db, t: CorrespondenceTables, query: string | undefined, page: { limit: number; offset: number }) {
  const where = query ? sql`where x.subject_ka ilike ${`%${escapeLike(query)}%`} or x.subject_en ilike ${`%${escapeLike(query)}%`} or x.subject_ru ilike ${`%${escapeLike(query)}%`}` : sql``;
  const { rows } = await sql<SentRow & { total: number }>`
    ${sentSelect(t, sql`, (count(*) over ())::int as "total"`)}
    ${where}
    order by x.sent_at desc, x.id desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return withPageTotal(rows, page.offset, async () => (await sql<{ total: number }>`select count(*)::int as "total" from ${sql.table(t.items)} x ${where}`.execute(db)).rows[0]?.total ?? 0);
}

export async function findSent(db: Db, t: CorrespondenceTables, id: string): Promise<SentDetailRow | undefined> {
  const { rows } = await sql<SentDetailRow>`
    ${sentSelect(t, sql`, x.text_ka as "text", x.subject_en as "subjectEn", x.text_en as "textEn", x.subject_ru as "subjectRu", x.text_ru as "textRu"`)}
    where x.id = ${id}`.execute(db);
  return rows[0];
}

export interface RecipientRow {
  organizationId: string;
  organizationCode: string;
  organizationName: string;
  receivedAt: Date;
  readAt: Date | null;
}

/** Recipients of an item: read ones first (latest read first), then the unread by name. */
export async function listRecipients(
  db: Db,
  t: CorrespondenceTables,
  itemId: string,
  filters: { isRead?: boolean; query?: string },
  page: { limit: number; offset: number },
) {
  const parts: RawBuilder<unknown>[] = [sql`r.${sql.ref(t.itemId)} = ${itemId}`];
  if (filters.isRead === true) parts.push(sql`r.read_at is not null`);
  if (filters.isRead === false) parts.push(sql`r.read_at is null`);
  if (filters.query) parts.push(sql`(o.name ilike ${`%${escapeLike(filters.query)}%`} or o.code like ${`${escapeLike(filters.query)}%`})`);
  const where = sql.join(parts, sql` and `);
  const { rows } = await sql<RecipientRow & { total: number }>`
    select o.id as "organizationId", o.code as "organizationCode", o.name as "organizationName",
           r.received_at as "receivedAt", r.read_at as "readAt", (count(*) over ())::int as "total"
      from ${sql.table(t.recipients)} r join organizations o on o.id = r.organization_id
     where ${where}
     order by r.read_at desc nulls last, o.name, o.code
     limit ${page.limit} offset ${page.offset}`.execute(db);
  return withPageTotal(rows, page.offset, async () => (await sql<{ total: number }>`
      select count(*)::int as "total" from ${sql.table(t.recipients)} r join organizations o on o.id = r.organization_id where ${where}`.execute(db)).rows[0]?.total ?? 0);
}

export interface ItemAttachmentRow {
  fileId: string;
  name: string;
  kind: FileKind;
  sizeBytes: number;
}

export async function findItemAttachment(db: Db, t: CorrespondenceTables, itemId: string, fileId: string): Promise<string | undefined> {
  const { rows } = await sql<{ fileId: string }>`
    select a.file_id as "fileId" from ${sql.table(t.attachments)} a where a.${sql.ref(t.itemId)} = ${itemId} and a.file_id = ${fileId}`.execute(db);
  return rows[0]?.fileId;
}
