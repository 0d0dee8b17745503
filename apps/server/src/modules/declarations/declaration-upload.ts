import { dateOfInstant, MAX_UPLOAD_ROWS, TEMPLATE_MAX_BYTES, uploadRejections, validationMessage } from '@pensia/domain';
import type { DeclarationType, Lang, UploadAnswer, UploadReport } from '@pensia/domain';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { completeIdempotent, requestHash, withIdempotency, type IdempotencyClaim } from '../../lib/idempotency.ts';
import { guard, mustFind, organizationOf, write, type WriteOptions } from './declaration-access.ts';
import { ownPersonalNumberOf } from './declaration-rows.ts';
import { iso, toDeclaration } from './declaration-view.ts';
import * as repo from './declarations.repository.ts';
import { emitWebhookEvent } from '../webhooks/webhook-outbox.ts';
import { readUpload, type UploadRead } from './excel/upload-reader.ts';
import type { UploadSummary } from './excel/upload-protocol.ts';
import type { UploadWorkerPool } from './excel/upload-workers.ts';

/** Uploads of a filled template into a declaration, and the last upload's report of rejected rows until each is fixed or let go. */

/** What an upload brings besides its file. */
export interface UploadOptions extends WriteOptions {
  idempotencyKey?: string;
  lang: Lang;
  fileName: string;
  /** The app's upload workers (their queue and limits). */
  workers: UploadWorkerPool;
  /** Aborted when the client is gone: the upload stops and stores nothing, since no one would hear the answer. */
  signal?: AbortSignal;
}

/**
 * Upload of a filled template. A file that can't be taken as a whole (not an .xlsx, unsafe, another
 * template, wrong columns, empty, too many rows, over 7 MB) is refused and changes nothing. Otherwise each
 * row is validated: rows with an error are rejected (row, column, message, and what the file held, so they
 * can be fixed in place); the other rows are stored in one transaction, replacing the declaration's rows
 * (`replace`) or after them (`append`). When no row is accepted the declaration is left as it was.
 *
 * The file is read, validated and stored a part at a time: the worker parses the next part while this one
 * is stored, and a refusal found at the end rolls the transaction back. An organization has a bounded
 * number of uploads in flight (429 beyond it); an upload waits for a worker in a bounded, fair queue
 * (503 with Retry-After when it is full or the wait is too long), before its transaction opens.
 */
export async function uploadDetails(deps: Deps, actor: Actor, id: string, file: Buffer, mode: 'replace' | 'append', opts: UploadOptions): Promise<UploadAnswer> {
  const organizationId = organizationOf(actor);
  const before = await mustFind(deps.db, organizationId, id);
  guard(before, 'editRows', opts);
  if (file.length > TEMPLATE_MAX_BYTES) throw new AppError('SPREADSHEET_TOO_LARGE', { params: { maxMb: 7 } });
  const hash = requestHash([`POST declarations/${id}/upload`, mode, file]);
  // the persons withdrawn from the fund by the declaration's month go to the worker with the file
  const withdrawn = await repo.withdrawnPeople(deps.db, before);
  // a self-employed person's file holds their own row: another person's is rejected as the form refuses it
  const ownPersonalNumber = await ownPersonalNumberOf(deps.db, before);
  return withIdempotency(deps, { organizationId }, opts.idempotencyKey, hash, (claim) =>
    storeUpload(
      deps,
      actor,
      id,
      readUpload(opts.workers, organizationId, file, before.type as DeclarationType, before.form, MAX_UPLOAD_ROWS, dateOfInstant(deps.clock.now()), {
        period: { year: before.year, month: before.month },
        withdrawn,
        ownPersonalNumber,
      }),
      mode,
      opts,
      claim,
    ),
  );
}

/** The client went away: what was read is not stored, since no answer could say so. */
function stopIfGone(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new AppError('SERVICE_UNAVAILABLE');
}

async function storeUpload(
  deps: Deps,
  actor: Actor,
  id: string,
  read: UploadRead,
  mode: 'replace' | 'append',
  opts: UploadOptions,
  claim: IdempotencyClaim | null,
): Promise<UploadAnswer> {
  try {
    // no transaction (nor connection, nor lock) while the file waits for a worker: a wait refused stores nothing
    await read.started;
    stopIfGone(opts.signal);
    return await write(deps, actor, id, 'editRows', opts, async (trx, row, now) => {
      // the worker asks, part by part, which persons of the file the scheme knows under which name
      read.begin(mode === 'append' ? await repo.personalNumbersOf(trx, row) : new Set<string>(), (personalNumbers) => repo.namesOnRecord(trx, personalNumbers));
      // the declaration as it was, should no row be accepted
      await sql`savepoint upload_rows`.execute(trx);
      // the number of the next row stored: known once the declaration's rows are cleared (replace) or not
      let next: number | null = null;
      const parts = read.parts();
      let summary: UploadSummary;
      for (;;) {
        const part = await parts.next();
        if (part.done) {
          summary = part.value;
          break;
        }
        if (next === null) {
          if (mode === 'replace') await repo.deleteAllDetails(trx, row);
          next = await repo.nextRowNumber(trx, row);
        }
        stopIfGone(opts.signal);
        await repo.insertDetailColumns(trx, row, part.value.columns, next, now);
        next += part.value.count;
        // the embedded database answers without leaving the event loop: let other requests in between parts
        await new Promise((resolve) => setImmediate(resolve));
      }
      let declaration = row;
      if (summary.accepted > 0) {
        await repo.deleteDetailsOfPersonalNumbers(trx, row, summary.repeated);
        declaration = await repo.refreshDeclaration(trx, row, now);
      } else {
        await sql`rollback to savepoint upload_rows`.execute(trx);
      }
      // kept until each rejected row is fixed in place or let go, in place of the last upload's report
      await repo.replaceUploadReport(
        trx,
        row,
        { fileName: opts.fileName, accepted: summary.accepted, rejected: summary.rejected.length, uploadedBy: actor.userId, uploadedAt: now },
        summary.rejected.map((r) => ({ rowNumber: r.row, values: r.raw, issues: r.issues })),
      );
      await emitWebhookEvent(trx, row.organizationId, 'declaration.rows_checked', { declarationId: row.id, year: row.year, month: row.month, fileName: opts.fileName ?? null, accepted: summary.accepted, rejected: summary.rejected.length });
      const answer: UploadAnswer = {
        accepted: summary.accepted,
        rejected: summary.rejected.length,
        rows: summary.rejected.flatMap((r) => uploadRejections(r.row, r.issues, opts.lang)),
        rejectedRows: summary.rejected.map((r) => ({ row: r.row, values: r.raw })),
        declaration: toDeclaration(declaration),
      };
      await completeIdempotent(trx, claim, answer, now);
      stopIfGone(opts.signal);
      return answer;
    });
  } finally {
    read.cancel();
  }
}

/** The last upload of a declaration and a page of its rejected rows still waiting; null when there is none. */
export async function uploadReport(deps: Deps, actor: Actor, id: string, pageNumber: number, pageSize: number, lang: Lang): Promise<UploadReport | null> {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const report = await repo.findUploadReport(deps.db, row);
  if (!report) return null;
  const page = await repo.pageRejectedRows(deps.db, row, (pageNumber - 1) * pageSize, pageSize);
  return {
    fileName: report.fileName,
    uploadedAt: iso(report.uploadedAt)!,
    accepted: report.accepted,
    rejected: report.rejected,
    pending: {
      items: page.rows.map((r) => ({
        id: r.id,
        row: r.rowNumber,
        values: r.cellValues,
        issues: r.issues.map((i) => ({ column: i.field, messageKey: i.message, message: validationMessage(lang, i.message) })),
      })),
      totalCount: page.total,
      pageNumber,
      pageSize,
    },
  };
}

/** Lets the last upload's rejected rows go. The declaration itself does not change: no version, any state. */
export async function dismissUploadReport(deps: Deps, actor: Actor, id: string) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  return { deleted: await repo.deleteUploadReport(deps.db, row) };
}

export async function dismissRejectedRow(deps: Deps, actor: Actor, id: string, rowId: string) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  if (!(await repo.deleteRejectedRow(deps.db, row, rowId))) throw new AppError('RECORD_NOT_FOUND');
  return { deleted: true };
}
