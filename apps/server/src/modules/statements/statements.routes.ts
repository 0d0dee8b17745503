import { STATEMENT_MAX_BYTES, statementApi, type StatementLoadResult } from '@pensia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { langOf } from '../../plugins/error-handler.ts';
import { uploadState, type UploadLoader } from '../files/file-uploads.ts';
import { closeFileParsers, fileParsers } from '../files/parse-workers.ts';
import { defineUploadQueue, loadAsJob } from '../files/upload-routes.ts';
import * as svc from './statements.service.ts';

/** The queue of statements' loads. */
export const STATEMENT_LOAD_QUEUE = 'statement-load';

/** The name of the uploaded file as kept: no path, no control characters. */
function fileNameOf(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'statement';
}

/**
 * Reads the multipart field `file` (at most STATEMENT_MAX_BYTES: a larger file is refused as it passes the
 * limit). What was not read is drained, so the answer is the refusal.
 */
async function fileFromRequest(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new AppError('STATEMENT_FILE_REQUIRED');
  const part = await request.file({ limits: { fileSize: STATEMENT_MAX_BYTES + 1, files: 1, fields: 5, parts: 8 } });
  if (!part || part.fieldname !== 'file') throw new AppError('STATEMENT_FILE_REQUIRED');
  const fileName = fileNameOf(part.filename);
  try {
    const bytes = await svc.readStatementUpload(part.file, fileName);
    if (part.file.truncated) throw new AppError('STATEMENT_TOO_LARGE', { params: { maxMb: STATEMENT_MAX_BYTES / (1024 * 1024), file: fileName } });
    return { bytes, fileName };
  } catch (e) {
    if (e instanceof AppError && !part.file.destroyed) {
      part.file.resume();
      await new Promise((resolve) => {
        part.file.once('end', resolve);
        part.file.once('error', resolve);
        part.file.once('close', resolve);
      });
    }
    throw e;
  }
}

/** The statement's load, a job of the durable queue (docs/decisions/0083). */
export const statementLoader: UploadLoader<StatementLoadResult> = { kind: 'statement', queue: STATEMENT_LOAD_QUEUE, prepare: svc.prepareStatement };

/** Bank statements in the back office (`/api/operator/v1/bank-statements`): operators only, writes audited. */
export function statementRoutes(app: FastifyInstance, deps: Deps) {
  // in production the parse workers load at start, so that the first statement does not wait seconds for them
  // to load (tests start many servers and leave them cold)
  if (deps.config.env === 'production') app.addHook('onReady', async () => fileParsers().warm());
  app.addHook('onClose', async () => closeFileParsers());
  // a statement is stored with its upload and loaded by a job of the durable queue, on any server (0083)
  defineUploadQueue(app, deps, statementLoader);
  route(app, statementApi.load, async ({ request }) => {
    const file = await fileFromRequest(request);
    return loadAsJob(app, deps, statementLoader, request, file, (r) => r.statementId);
  }, { audit: true, bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024 });
  route(app, statementApi.upload, ({ params, request }) => uploadState<StatementLoadResult>(deps, 'statement', params.id, langOf(request)));
  route(app, statementApi.unmatched, ({ query }) => svc.listUnmatched(deps, query));
  route(app, statementApi.statements, ({ query }) => svc.listStatements(deps, query));
  route(app, statementApi.debits, ({ query }) => svc.listDebits(deps, query));
  route(app, statementApi.match, async ({ actor, params, body, request }) => {
    const entry = await svc.matchByHand(deps, actor!, params.id, body);
    request.auditTarget = { targetId: entry.id };
    return entry;
  }, { audit: true });
  route(app, statementApi.matched, ({ query }) => svc.listMatched(deps, query));
  route(app, statementApi.unmatch, async ({ actor, params, body, request }) => {
    request.auditTarget = { targetId: params.id };
    return svc.unmatch(deps, actor!, params.id, body);
  }, { audit: true });
}
