import type { FastifyReply } from 'fastify';

/** RFC 5987 value: UTF-8, percent-encoded, with the characters encodeURIComponent leaves that it must not. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment` with an ASCII fallback name and the real name as `filename*` (RFC 6266, RFC 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

/**
 * Answers a file written for this request (an export, a statement, a template) as a download under its name,
 * never kept by a cache on the way.
 */
export function sendDownload(reply: FastifyReply, contentType: string, fileName: string, file: Buffer): Buffer {
  reply.header('content-type', contentType);
  reply.header('content-disposition', contentDisposition(fileName));
  reply.header('cache-control', 'no-store');
  return file;
}
