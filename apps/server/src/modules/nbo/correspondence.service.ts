import type { AllLettersSchema, LetterFilters, Lang, Letter, Notification, OpenResult, ReadResult } from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { downloadFile } from '../files/files.service.ts';
import * as repo from './correspondence.repository.ts';
import { invalidateCounts } from './nbo.service.ts';

export type Kind = 'letter' | 'notification';
const TABLES: Record<Kind, repo.CorrespondenceTables> = { letter: repo.LETTERS, notification: repo.NOTIFICATIONS };

/** Georgia's time (UTC+4, no daylight saving): the registry's dates are the reader's calendar days. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+04:00`);
const nextDayStart = (date: string) => new Date(dayStart(date).getTime() + 86_400_000);

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

function filtersOf(f: LetterFilters): repo.ItemFilters {
  return {
    newOnly: f.onlyNew === true,
    unreadOnly: f.isRead === false,
    readOnly: f.isRead === true,
    obligatoryOnly: f.onlyObligatory === true,
    type: f.type || undefined,
    receivedFrom: f.receivedFrom ? dayStart(f.receivedFrom) : undefined,
    receivedBefore: f.receivedTo ? nextDayStart(f.receivedTo) : undefined,
  };
}

type Item = Letter & Pick<Notification, 'isObligatory' | 'unread'>;

async function itemsOf(deps: Deps, kind: Kind, rows: repo.ItemRow[]): Promise<Item[]> {
  const attachments = await repo.listAttachments(deps.db, TABLES[kind], rows.map((r) => r.id));
  const byItem = new Map<string, Item['attachments']>();
  for (const a of attachments) {
    const list = byItem.get(a.itemId) ?? [];
    list.push({ attachmentId: a.fileId, name: a.name, type: a.kind, size: Number(a.sizeBytes) });
    byItem.set(a.itemId, list);
  }
  return rows.map((r) => ({
    _id: r.id,
    type: r.type,
    subject: r.subject,
    text: r.text,
    receiveDate: new Date(r.receivedAt).toISOString(),
    readDate: r.readAt ? new Date(r.readAt).toISOString() : null,
    isRead: r.readAt !== null,
    isNew: r.openedAt === null,
    openedDate: r.openedAt ? new Date(r.openedAt).toISOString() : null,
    unread: r.readAt === null,
    isObligatory: Boolean(r.isObligatory),
    attachments: byItem.get(r.id) ?? [],
  }));
}

/**
 * A page of the caller's organization's letters or notifications, newest first. Read from the primary: an
 * item just sent or just read must show as such.
 */
export async function listCorrespondence(
  deps: Deps,
  actor: Actor,
  kind: Kind,
  lang: Lang,
  query: LetterFilters & { pageNumber: number; pageSize: number },
) {
  const organizationId = organizationOf(actor);
  const { rows, total } = await repo.listItems(deps.db, TABLES[kind], organizationId, lang, filtersOf(query), {
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  });
  return { items: await itemsOf(deps, kind, rows), total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** Every letter or notification of the caller's organization. */
export async function listAllCorrespondence(deps: Deps, actor: Actor, kind: Kind, lang: Lang): Promise<{ items: Item[]; total: z.infer<typeof AllLettersSchema>['total'] }> {
  const { rows, total } = await repo.listItems(deps.db, TABLES[kind], organizationOf(actor), lang, {});
  return { items: await itemsOf(deps, kind, rows), total };
}

/**
 * "I have read": idempotent, the first read's date stays. Only the organization's own users confirm
 * reading — an operator acting on its behalf can open items but not confirm them for it.
 */
export async function readCorrespondence(deps: Deps, actor: Actor, kind: Kind, id: string): Promise<ReadResult> {
  const organizationId = organizationOf(actor);
  if (actor.actingOrganizationId) throw new AppError('READ_BY_ORGANIZATION_ONLY');
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const readAt = await repo.markRead(deps.db, TABLES[kind], organizationId, id, deps.clock.now());
  if (!readAt) throw new AppError('RECORD_NOT_FOUND');
  invalidateCounts([organizationId]);
  return { _id: id, isRead: true, readDate: new Date(readAt).toISOString() };
}

/**
 * Opening an item: it is no longer new, the first opening's date stays. An operator acting for the
 * organization sees the item as the organization does but leaves it new: the organization has not seen it.
 */
export async function openCorrespondence(deps: Deps, actor: Actor, kind: Kind, id: string): Promise<OpenResult> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const openedAt = actor.actingOrganizationId
    ? await repo.findOpened(deps.db, TABLES[kind], organizationId, id)
    : await repo.markOpened(deps.db, TABLES[kind], organizationId, id, deps.clock.now());
  if (openedAt === undefined) throw new AppError('RECORD_NOT_FOUND');
  if (!actor.actingOrganizationId) invalidateCounts([organizationId]);
  return { _id: id, isNew: openedAt === null, openedDate: openedAt ? new Date(openedAt).toISOString() : null };
}

/** Streams an attachment of an item addressed to the caller's organization; anything else is 404. */
export async function downloadAttachment(deps: Deps, actor: Actor, kind: Kind, reply: FastifyReply, itemId: string, attachmentId: string) {
  const organizationId = organizationOf(actor);
  if (!isUuid(itemId) || !isUuid(attachmentId)) throw new AppError('RECORD_NOT_FOUND');
  const fileId = await repo.findRecipientAttachment(deps.db, TABLES[kind], organizationId, itemId, attachmentId);
  if (!fileId) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, fileId);
}
