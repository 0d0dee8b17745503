import { contentDisposition } from '../../lib/download.ts';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_ATTACHMENTS, MAX_UPLOAD_BYTES } from '@pensia/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/create-db.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { inspectUpload } from './file-kind.ts';
import type { NewFile, StoredFile } from './file-storage.ts';

/** An uploaded file as it arrived: the name the client gave and its bytes. */
export interface Upload {
  fieldName: string;
  fileName: string;
  bytes: Buffer;
}

/** An upload that passed the checks, ready to be stored. */
export type AcceptedUpload = Omit<NewFile, 'createdBy'>;

const MAX_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * Checks one upload (size, type by content, extension agreeing with the content) and hashes it. Every
 * upload of the portal goes through here; a refusal names the file.
 */
export function acceptUpload(upload: Pick<Upload, 'fileName' | 'bytes'>): AcceptedUpload {
  const verdict = inspectUpload(upload.fileName, upload.bytes);
  if (!verdict.ok) {
    const params = { name: verdict.name, maxMb: MAX_MB };
    switch (verdict.reason) {
      case 'empty': throw new AppError('FILE_EMPTY', { params });
      case 'tooLarge': throw new AppError('FILE_TOO_LARGE', { params });
      case 'notAllowed': throw new AppError('FILE_TYPE_NOT_ALLOWED', { params });
      case 'mismatch': throw new AppError('FILE_CONTENT_MISMATCH', { params });
    }
  }
  return {
    name: verdict.name,
    contentType: verdict.contentType,
    kind: verdict.kind,
    sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    content: upload.bytes,
  };
}

/** Stores an accepted upload with the executor given (a transaction, when the file belongs to a record). */
export function storeUpload(deps: Deps, db: Db, upload: AcceptedUpload, createdBy: string | null): Promise<StoredFile> {
  return deps.storage.put(db, { ...upload, createdBy });
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Upload[];
}

/**
 * Reads a multipart request: text fields, and files of the field given (at most `maxFiles`, each at most
 * 7 MB — a larger one is refused by name as soon as it passes the limit, without reading the rest).
 */
export async function readMultipart(request: FastifyRequest, opts: { fileField: string; maxFiles?: number }): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const maxFiles = opts.maxFiles ?? MAX_ATTACHMENTS;
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles, fields: 50, fieldSize: 2 * 1024 * 1024, parts: maxFiles + 50 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== opts.fileField) throw new AppError('VALIDATION_FAILED', { fields: { [part.fieldname]: 'unknownField' } });
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (e) {
          if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('FILE_TOO_LARGE', { params: { name: part.filename, maxMb: MAX_MB } });
          }
          throw e;
        }
        form.files.push({ fieldName: part.fieldname, fileName: part.filename, bytes });
      } else {
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new AppError('TOO_MANY_FILES', { params: { max: maxFiles } });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('PAYLOAD_TOO_LARGE');
    throw e;
  }
  return form;
}

/** Answers a stored file as a download, streamed. */
export function sendFile(reply: FastifyReply, file: StoredFile, body: Readable) {
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-file-sha256', file.sha256);
  return reply.send(body);
}

/** Streams a stored file, or refuses with 404. */
export async function downloadFile(deps: Deps, reply: FastifyReply, fileId: string) {
  const found = await deps.storage.stream(deps.db, fileId);
  if (!found) throw new AppError('RECORD_NOT_FOUND');
  return sendFile(reply, found.file, found.body);
}
