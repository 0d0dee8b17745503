import type { FileKind, Lang } from '@pensia/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/create-db.ts';

/** Letters and notifications share their shape; these are the tables of each. */
export interface CorrespondenceTables {
  items: 'letters' | 'notifications';
  recipients: 'letter_recipients' | 'notification_recipients';
  attachments: 'letter_attachments' | 'notification_attachments';
  itemId: 'letter_id' | 'notification_id';
  hasObligatory: boolean;
}

export const LETTERS: CorrespondenceTables = {
  items: 'letters',
  recipients: 'letter_recipients',
  attachments: 'letter_attachments',
  itemId: 'letter_id',
  hasObligatory: false,
};

export const NOTIFICATIONS: CorrespondenceTables = {
  items: 'notifications',
  recipients: 'notification_recipients',
  attachments: 'notification_attachments',
  itemId: 'notification_id',
  hasObligatory: true,
};

export interface ItemRow {
  id: string;
  type: string;
  subject: string;
  text: string;
  isObligatory: boolean;
  receivedAt: Date;
  openedAt: Date | null;
  readAt: Date | null;
}

export interface AttachmentRow {
  itemId: string;
  fileId: string;
  name: string;
  kind: FileKind;
  sizeBytes: number;
}

export interface ItemFilters {
  /** Not opened yet: new (docs/decisions/0054). */
  newOnly?: boolean;
  unreadOnly?: boolean;
  obligatoryOnly?: boolean;
  readOnly?: boolean;
  type?: string;
  receivedFrom?: Date;
  receivedBefore?: Date;
}

/**
 * The recipient row's item is sent (docs/decisions/0087): an item still `sending` (or `failed`, 0089) is seen by none of its
 * recipients, nor read, opened or downloaded by them, until every recipient has it.
 */
function itemSent(t: CorrespondenceTables, recipients?: string): RawBuilder<unknown> {
  const itemId = sql.ref(recipients ? `${recipients}.${t.itemId}` : t.itemId);
  return sql`not exists (select 1 from ${sql.table(t.items)} s where s.id = ${itemId} and s.dispatch_status <> 'sent')`;
}

/** Subject and text in the reader's language, Georgian where that language has none. */
function localized(column: 'subject' | 'text', lang: Lang): RawBuilder<string> {
  const ka = sql.ref(`x.${column}_ka`);
  if (lang === 'ka') return sql<string>`${ka}`;
  return sql<string>`coalesce(nullif(${sql.ref(`x.${column}_${lang}`)}, ''), ${ka})`;
}

function whereOf(t: CorrespondenceTables, filters: ItemFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (filters.obligatoryOnly) parts.push(t.hasObligatory ? sql`x.is_obligatory` : sql`false`);
  if (filters.newOnly) parts.push(sql`r.opened_at is null`);
  if (filters.unreadOnly) parts.push(sql`r.read_at is null`);
  if (filters.readOnly) parts.push(sql`r.read_at is not null`);
  if (filters.type) parts.push(sql`x.type = ${filters.type}`);
  if (filters.receivedFrom) parts.push(sql`r.received_at >= ${filters.receivedFrom}`);
  if (filters.receivedBefore) parts.push(sql`r.received_at < ${filters.receivedBefore}`);
  return parts.length ? sql`and ${sql.join(parts, sql` and `)}` : sql``;
}

/**
 * Items addressed to one organization, newest first, with the total matching the filters. Without a page,
 * every matching item.
 */
export async function listItems(
  db: Db,
  t: CorrespondenceTables,
  organizationId: string,
  lang: Lang,
  filters: ItemFilters,
  page?: { limit: number; offset: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  const { rows } = await sql<ItemRow & { total: number }>`
    select x.id as "id", x.type as "type", ${localized('subject', lang)} as "subject", ${localized('text', lang)} as "text",
           ${t.hasObligatory ? sql`x.is_obligatory` : sql`false`} as "isObligatory",
           r.received_at as "receivedAt", r.opened_at as "openedAt", r.read_at as "readAt", (count(*) over ())::int as "total"
      from ${sql.table(t.recipients)} r
      join ${sql.table(t.items)} x on x.id = r.${sql.ref(t.itemId)}
     where r.organization_id = ${organizationId} and x.dispatch_status = 'sent' ${whereOf(t, filters)}
     order by r.received_at desc, x.id desc
     ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}
  `.execute(db);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page && page.offset > 0) {
    // a page past the end: the total still matters to the pager
    const { rows: c } = await sql<{ total: number }>`
      select count(*)::int as "total" from ${sql.table(t.recipients)} r join ${sql.table(t.items)} x on x.id = r.${sql.ref(t.itemId)}
       where r.organization_id = ${organizationId} and x.dispatch_status = 'sent' ${whereOf(t, filters)}`.execute(db);
    total = c[0]?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Attachments of the items given, in their order. */
export async function listAttachments(db: Db, t: CorrespondenceTables, itemIds: readonly string[]): Promise<AttachmentRow[]> {
  if (!itemIds.length) return [];
  const { rows } = await sql<AttachmentRow>`
    select a.${sql.ref(t.itemId)} as "itemId", f.id as "fileId", f.name as "name", f.kind as "kind", f.size_bytes as "sizeBytes"
      from ${sql.table(t.attachments)} a join files f on f.id = a.file_id
     where a.${sql.ref(t.itemId)} in (${sql.join(itemIds)})
     order by a.position, f.name`.execute(db);
  return rows;
}

/**
 * Marks an item read for one organization (and opened, if it was not). The first read's date stays: reading
 * again changes nothing. Answers the read date, or undefined when the item is not addressed to this organization.
 */
export async function markRead(db: Db, t: CorrespondenceTables, organizationId: string, itemId: string, now: Date): Promise<Date | undefined> {
  const { rows } = await sql<{ readAt: Date }>`
    update ${sql.table(t.recipients)} set read_at = coalesce(read_at, ${now}), opened_at = coalesce(opened_at, ${now})
     where organization_id = ${organizationId} and ${sql.ref(t.itemId)} = ${itemId} and ${itemSent(t)}
     returning read_at as "readAt"`.execute(db);
  return rows[0]?.readAt;
}

/**
 * Marks an item opened for one organization: it is no longer new. The first opening's date stays. Answers
 * that date, or undefined when the item is not addressed to this organization.
 */
export async function markOpened(db: Db, t: CorrespondenceTables, organizationId: string, itemId: string, now: Date): Promise<Date | undefined> {
  const { rows } = await sql<{ openedAt: Date }>`
    update ${sql.table(t.recipients)} set opened_at = coalesce(opened_at, ${now})
     where organization_id = ${organizationId} and ${sql.ref(t.itemId)} = ${itemId} and ${itemSent(t)}
     returning opened_at as "openedAt"`.execute(db);
  return rows[0]?.openedAt;
}

/** When an item addressed to this organization was opened (null: not yet), or undefined when it is not addressed to it. */
export async function findOpened(db: Db, t: CorrespondenceTables, organizationId: string, itemId: string): Promise<Date | null | undefined> {
  const { rows } = await sql<{ openedAt: Date | null }>`
    select opened_at as "openedAt" from ${sql.table(t.recipients)}
     where organization_id = ${organizationId} and ${sql.ref(t.itemId)} = ${itemId} and ${itemSent(t)}`.execute(db);
  return rows[0] ? rows[0].openedAt : undefined;
}

/** The file of an attachment, when the item is addressed to this organization and the file is attached to it. */
export async function findRecipientAttachment(db: Db, t: CorrespondenceTables, organizationId: string, itemId: string, fileId: string): Promise<string | undefined> {
  const { rows } = await sql<{ fileId: string }>`
    select a.file_id as "fileId"
      from ${sql.table(t.recipients)} r
      join ${sql.table(t.attachments)} a on a.${sql.ref(t.itemId)} = r.${sql.ref(t.itemId)}
     where r.organization_id = ${organizationId} and r.${sql.ref(t.itemId)} = ${itemId} and a.file_id = ${fileId} and ${itemSent(t, 'r')}`.execute(db);
  return rows[0]?.fileId;
}
