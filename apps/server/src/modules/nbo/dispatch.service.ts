import {
  SendLetterFieldsSchema,
  SendNotificationFieldsSchema,
  parseRecipients,
  vmsg,
  type ErrorCode,
  type RecipientStatus,
  type SentItem,
  type SentItemDetail,
} from '@pensia/domain';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { acceptUpload, downloadFile, storeUpload, type MultipartForm } from '../files/files.service.ts';
import { LETTERS, NOTIFICATIONS, listAttachments, type CorrespondenceTables } from './correspondence.repository.ts';
import type { Kind } from './correspondence.service.ts';
import * as repo from './dispatch.repository.ts';

export const TABLES: Record<Kind, CorrespondenceTables> = { letter: LETTERS, notification: NOTIFICATIONS };
/** Georgian script (Mkhedruli, Asomtavruli, Nuskhuri, Mtavruli). */
const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/;

function refuseFields(issues: readonly { path: PropertyKey[]; message: string }[]): never {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  // "enter the Georgian subject and text" only when one is missing; a wrong character or length is told by its field
  const missing = (key: string) => fields[key] === vmsg('required');
  let code: ErrorCode = 'VALIDATION_FAILED';
  if (missing('subject') || missing('text')) code = 'GEORGIAN_TEXT_REQUIRED';
  else if (missing('recipients')) code = 'RECIPIENTS_REQUIRED';
  throw new AppError(code, { fields });
}

/**
 * Accepts a letter or a notification: its texts, attachments (each checked by content and stored once) and what
 * it is sent to (every organization, or the codes given), stored `sending` in one transaction; its recipients are
 * then added by a job of the durable queue (dispatch.jobs.ts, docs/decisions/0087), all of them before any sees
 * it. An unknown organization code refuses the whole send and names the code. Answers the item's id.
 */
export async function acceptCorrespondence(deps: Deps, actor: Actor, kind: Kind, form: MultipartForm): Promise<string> {
  const parsed = (kind === 'letter' ? SendLetterFieldsSchema : SendNotificationFieldsSchema).safeParse(form.fields);
  if (!parsed.success) refuseFields(parsed.error.issues);
  const fields = parsed.data;
  if (!GEORGIAN.test(fields.text)) throw new AppError('GEORGIAN_TEXT_REQUIRED', { fields: { text: 'required' } });
  const recipients = parseRecipients(fields.recipients);
  if (recipients !== 'all' && !recipients.length) throw new AppError('RECIPIENTS_REQUIRED', { fields: { recipients: 'required' } });
  const uploads = form.files.map((f) => acceptUpload(f));

  const t = TABLES[kind];
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    if (recipients !== 'all') {
      const unknown = await repo.findUnknownCodes(trx, recipients);
      if (unknown.length) {
        const shown = unknown.length > 20 ? `${unknown.slice(0, 20).join(', ')} … (+${unknown.length - 20})` : unknown.join(', ');
        throw new AppError('UNKNOWN_RECIPIENTS', { params: { codes: shown }, fields: { recipients: 'required' } });
      }
    } else if (!(await repo.anyOrganization(trx))) {
      throw new AppError('RECIPIENTS_REQUIRED', { fields: { recipients: 'required' } });
    }
    const id = await repo.insertItem(trx, t, {
      type: fields.type,
      subjectKa: fields.subject,
      textKa: fields.text,
      subjectEn: fields.subjectEn ?? null,
      textEn: fields.textEn ?? null,
      subjectRu: fields.subjectRu ?? null,
      textRu: fields.textRu ?? null,
      isObligatory: 'isObligatory' in fields && fields.isObligatory === true,
      sentAt: now,
      sentBy: actor.userId,
      recipientCodes: recipients === 'all' ? null : recipients,
    });
    const files = [];
    for (const upload of uploads) files.push(await storeUpload(deps, trx, upload, actor.userId));
    await repo.linkAttachments(trx, t, id, files.map((f) => f.id));
    return id;
  });
}

const iso = (d: Date | string) => new Date(d).toISOString();

function sentItemOf(kind: Kind, r: repo.SentRow): SentItem {
  return {
    _id: r.id,
    kind,
    type: r.type,
    subject: r.subject,
    isObligatory: Boolean(r.isObligatory),
    sentAt: iso(r.sentAt),
    sentBy: r.sentBy,
    status: r.status,
    recipientCount: Number(r.recipientCount),
    readCount: Number(r.readCount),
    attachmentCount: Number(r.attachmentCount),
  };
}

export async function listSent(deps: Deps, kind: Kind, q: { query?: string; pageNumber: number; pageSize: number }) {
  const { rows, total } = await repo.listSent(deps.db, TABLES[kind], q.query || undefined, { limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize });
  return { items: rows.map((r) => sentItemOf(kind, r)), totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function getSent(deps: Deps, kind: Kind, id: string): Promise<SentItemDetail> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const row = await repo.findSent(deps.db, TABLES[kind], id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  const attachments = await listAttachments(deps.db, TABLES[kind], [id]);
  return {
    ...sentItemOf(kind, row),
    text: row.text,
    subjectEn: row.subjectEn,
    textEn: row.textEn,
    subjectRu: row.subjectRu,
    textRu: row.textRu,
    attachments: attachments.map((a) => ({ attachmentId: a.fileId, name: a.name, type: a.kind, size: Number(a.sizeBytes) })),
  };
}

/** Per recipient: who has read the item and when. */
export async function listRecipients(
  deps: Deps,
  kind: Kind,
  id: string,
  q: { isRead?: boolean; query?: string; pageNumber: number; pageSize: number },
) {
  if (!isUuid(id) || !(await repo.findSent(deps.db, TABLES[kind], id))) throw new AppError('RECORD_NOT_FOUND');
  const { rows, total } = await repo.listRecipients(deps.db, TABLES[kind], id, { isRead: q.isRead, query: q.query || undefined }, {
    limit: q.pageSize,
    offset: (q.pageNumber - 1) * q.pageSize,
  });
  const items: RecipientStatus[] = rows.map((r) => ({
    organizationId: r.organizationId,
    organizationCode: r.organizationCode,
    organizationName: r.organizationName,
    receiveDate: iso(r.receivedAt),
    readDate: r.readAt ? iso(r.readAt) : null,
    isRead: r.readAt !== null,
  }));
  return { items, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

export async function downloadSentAttachment(deps: Deps, kind: Kind, reply: FastifyReply, id: string, attachmentId: string) {
  if (!isUuid(id) || !isUuid(attachmentId)) throw new AppError('RECORD_NOT_FOUND');
  const fileId = await repo.findItemAttachment(deps.db, TABLES[kind], id, attachmentId);
  if (!fileId) throw new AppError('RECORD_NOT_FOUND');
  return downloadFile(deps, reply, fileId);
}

/**
 * Makes a failed send `sending` again (docs/decisions/0089); its job goes on from the send's cursor, and the key
 * of (organization, item) keeps any recipient once. Unknown: 404; not failed (sending or sent): 409.
 */
export async function sendAgain(deps: Deps, kind: Kind, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const t = TABLES[kind];
  if (await repo.markSendingAgain(deps.db, t, id)) return;
  if (!(await repo.findSendState(deps.db, t, id))) throw new AppError('RECORD_NOT_FOUND');
  throw new AppError('SEND_NOT_FAILED');
}
