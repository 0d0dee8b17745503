import {
  SendLetterFieldsSchema,
  SendNotificationFieldsSchema,
  parseRecipients,
  vmsg,
  type ErrorCode,
  type RecipientStatus,
  type SendResult,
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
import { invalidateCounts } from './nbo.service.ts';

const TABLES: Record<Kind, CorrespondenceTables> = { letter: LETTERS, notification: NOTIFICATIONS };
/**
 * On the embedded database a send to 10,000 organizations would hold the event loop for a few hundred
 * milliseconds at once; in batches of 250 with a pause of 4 times what each took, polls keep at least half their
 * throughput while sends run back to back, and a send still ends within a few seconds (npm run bench).
 */
const EMBEDDED_PACING: repo.Pacing = { batchSize: 250, pauseRatio: 4 };
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
 * Sends a letter or a notification: texts, attachments (each checked by content and stored once) and its
 * recipients — all of them or none, in one transaction. An unknown organization code refuses the whole send
 * and names the code. The counts of the recipients are dropped so that their next poll sees the new item.
 */
export async function sendCorrespondence(deps: Deps, actor: Actor, kind: Kind, form: MultipartForm): Promise<SendResult> {
  const parsed = (kind === 'letter' ? SendLetterFieldsSchema : SendNotificationFieldsSchema).safeParse(form.fields);
  if (!parsed.success) refuseFields(parsed.error.issues);
  const fields = parsed.data;
  if (!GEORGIAN.test(fields.text)) throw new AppError('GEORGIAN_TEXT_REQUIRED', { fields: { text: 'required' } });
  const recipients = parseRecipients(fields.recipients);
  if (recipients !== 'all' && !recipients.length) throw new AppError('RECIPIENTS_REQUIRED', { fields: { recipients: 'required' } });
  const uploads = form.files.map((f) => acceptUpload(f));

  const t = TABLES[kind];
  const now = deps.clock.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    if (recipients !== 'all') {
      const unknown = await repo.findUnknownCodes(trx, recipients);
      if (unknown.length) {
        const shown = unknown.length > 20 ? `${unknown.slice(0, 20).join(', ')} … (+${unknown.length - 20})` : unknown.join(', ');
        throw new AppError('UNKNOWN_RECIPIENTS', { params: { codes: shown }, fields: { recipients: 'required' } });
      }
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
    });
    const files = [];
    for (const upload of uploads) files.push(await storeUpload(deps, trx, upload, actor.userId));
    await repo.linkAttachments(trx, t, id, files.map((f) => f.id));
    const reached = await repo.insertRecipients(trx, t, id, recipients, now, deps.databaseInProcess ? EMBEDDED_PACING : undefined);
    if (!reached.count) throw new AppError('RECIPIENTS_REQUIRED', { fields: { recipients: 'required' } });
    return { id, reached };
  });
  invalidateCounts(result.reached.organizationIds);
  return { _id: result.id, recipientCount: result.reached.count };
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
