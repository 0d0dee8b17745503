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
}

export async function insertItem(db: Db, t: CorrespondenceTables, item: NewItem): Promise<string> {
  const { isObligatory, ...common } = item;
  const row = t.hasObligatory
    ? await db.insertInto('notifications').values({ ...common, isObligatory }).returning('id').executeTakeFirstOrThrow()
    : await db.insertInto('letters').values(common).returning('id').executeTakeFirstOrThrow();
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

/** How a bulk insert shares the thread: rows per statement and the pause after each, relative to its time. */
export interface Pacing {
  batchSize: number;
  pauseRatio: number;
}

/**
 * Addresses an item to every organization, or to those of the codes given, with INSERT … SELECT: a send to
 * 10,000 organizations is one statement on PostgreSQL, not 10,000. Without pacing, one statement; with it
 * (an embedded database, whose statements run on the event loop), statements of `batchSize` organizations
 * with a pause after each, so that polls are answered while a large send runs. Answers the organizations
 * reached, or only their number when every organization is.
 */
export async function insertRecipients(
  db: Db,
  t: CorrespondenceTables,
  itemId: string,
  recipients: 'all' | readonly string[],
  receivedAt: Date,
  pacing?: Pacing,
): Promise<{ count: number; organizationIds: string[] | 'all' }> {
  const pause = async (since: number) => {
    if (pacing) await new Promise((r) => setTimeout(r, Math.ceil((performance.now() - since) * pacing.pauseRatio)));
  };
  if (recipients === 'all') {
    let count = 0;
    let last: string | null = null;
    for (;;) {
      const started = performance.now();
      const result: { rows: { count: number; last: string | null }[] } = await sql<{ count: number; last: string | null }>`
        with batch as (
          select o.id from organizations o
           ${last ? sql`where o.id > ${last}::uuid` : sql``}
           order by o.id ${pacing ? sql`limit ${pacing.batchSize}` : sql``}
        ), inserted as (
          insert into ${sql.table(t.recipients)} (${sql.ref(t.itemId)}, organization_id, received_at)
          select ${itemId}::uuid, b.id, ${receivedAt} from batch b
          returning 1
        ) select (select count(*)::int from inserted) as "count", (select b.id::text from batch b order by b.id desc limit 1) as "last"`.execute(db);
      const batch: { count: number; last: string | null } = result.rows[0] ?? { count: 0, last: null };
      count += batch.count;
      if (!pacing || !batch.last || batch.count < pacing.batchSize) break;
      last = batch.last;
      await pause(started);
    }
    return { count, organizationIds: 'all' };
  }
  const organizationIds: string[] = [];
  const size = pacing?.batchSize ?? Math.max(1, recipients.length);
  for (let i = 0; i < recipients.length; i += size) {
    const started = performance.now();
    const { rows } = await sql<{ organizationId: string }>`
      insert into ${sql.table(t.recipients)} (${sql.ref(t.itemId)}, organization_id, received_at)
      select ${itemId}::uuid, o.id, ${receivedAt} from organizations o where o.code = any(${recipients.slice(i, i + size)}::text[])
      returning organization_id as "organizationId"`.execute(db);
    organizationIds.push(...rows.map((r) => r.organizationId));
    if (i + size < recipients.length) await pause(started);
  }
  return { count: organizationIds.length, organizationIds };
}

export interface SentRow {
  id: string;
  type: string;
  subject: string;
  isObligatory: boolean;
  sentAt: Date;
  sentBy: string | null;
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
           x.sent_at as "sentAt", u.username as "sentBy",
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
