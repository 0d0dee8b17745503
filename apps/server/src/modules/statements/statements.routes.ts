import { STATEMENT_MAX_BYTES, statementApi } from '@pensia/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { closeFileParsers, fileParsers } from '../files/parse-workers.ts';
import * as svc from './statements.service.ts';

/** The name of the uploaded file as kept: no path, no control characters. */
function fileNameOf(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'statement';
}

/**
 * Streams the multipart field `file` into the statement loader (at most STATEMENT_MAX_BYTES: a larger file is
 * refused as it passes the limit). What the loader did not read is drained, so the answer is the refusal.
 */
async function loadFromRequest(deps: Deps, request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('STATEMENT_FILE_REQUIRED');
  const part = await request.file({ limits: { fileSize: STATEMENT_MAX_BYTES + 1, files: 1, fields: 5, parts: 8 } });
  if (!part || part.fieldname !== 'file') throw new AppError('STATEMENT_FILE_REQUIRED');
  try {
    const result = await svc.loadStatement(deps, request.actor!, part.file, fileNameOf(part.filename));
    if (part.file.truncated) throw new AppError('STATEMENT_TOO_LARGE', { params: { maxMb: STATEMENT_MAX_BYTES / (1024 * 1024), file: fileNameOf(part.filename) } });
    return result;
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

/** Bank statements in the back office (`/api/operator/v1/bank-statements`): operators only, writes audited. */
export function statementRoutes(app: FastifyInstance, deps: Deps) {
  // in production the parse workers load at start, so that the first statement does not wait seconds for them
  // to load (tests start many servers and leave them cold)
  if (deps.config.env === 'production') app.addHook('onReady', async () => fileParsers().warm());
  app.addHook('onClose', async () => closeFileParsers());
  route(app, statementApi.load, async ({ request }) => {
    const result = await loadFromRequest(deps, request);
    request.auditTarget = { targetId: result.statementId };
    return result;
  }, { audit: true, bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024 });
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
