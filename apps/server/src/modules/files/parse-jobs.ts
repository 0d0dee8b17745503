import { createHash } from 'node:crypto';
import type { MessagePort } from 'node:worker_threads';
import type { DeclarationType } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import { readCommentsSheet } from '../revenue/revenue-comments-sheet.ts';
import { parseRevenueFile, RevenueRefusal } from '../revenue/revenue-file.ts';
import { readReversalSheet } from '../reversals/reversal-sheet.ts';
import { parseStatement, StatementRefusal } from '../statements/statement-parser.ts';
import { checkWorkbookParts } from '../declarations/excel/zip-unpack.ts';
import { camt053Xml } from '../statements/camt053-writer.ts';
import { checkXmlLimits } from './xml-limits.ts';

/**
 * The work of a file-parsing worker thread (loaded by parse.worker.mjs): a bank statement (camt.053 or CSV),
 * a Revenue Service file, the rows workbook of a reversing declaration or the comments workbook of the
 * differences with the Revenue Service, parsed off the server's own thread so that other requests keep being
 * answered while a large file is read. The parsed items go back in parts, each small enough for the server
 * to take without holding its thread long.
 *
 * In:  { id, kind: 'statement', buffer } | { id, kind: 'revenue', buffer, today: { year, month } }
 *      | { id, kind: 'reversal', buffer, type } | { id, kind: 'revenueComments', buffer }
 * Out: { id, kind: 'part', items }…, then { id, kind: 'done', meta } (what the file says beside its items),
 *      or { id, kind: 'refused', code, params } (the file is refused: nothing of it is kept),
 *      or { id, kind: 'error', error }.
 */

export type ParseRequest =
  | { id: number; kind: 'statement'; buffer: ArrayBuffer }
  | { id: number; kind: 'revenue'; buffer: ArrayBuffer; today: { year: number; month: number } }
  | { id: number; kind: 'reversal'; buffer: ArrayBuffer; type: DeclarationType }
  | { id: number; kind: 'revenueComments'; buffer: ArrayBuffer };

export type ParseAnswer =
  | { id: number; kind: 'part'; items: unknown[] }
  | { id: number; kind: 'done'; meta: Record<string, unknown> }
  | { id: number; kind: 'refused'; code: string; params: Record<string, string | number> }
  | { id: number; kind: 'error'; error: string };

/** Items per message: a part is taken by the server's thread in a few milliseconds. */
export const PART_ITEMS = 2_000;

function sendItems(port: MessagePort, id: number, items: readonly unknown[]) {
  for (let i = 0; i < items.length; i += PART_ITEMS)
    port.postMessage({ id, kind: 'part', items: items.slice(i, i + PART_ITEMS) } satisfies ParseAnswer);
}

async function parse(port: MessagePort, m: ParseRequest) {
  const bytes = Buffer.from(m.buffer);
  if (m.kind !== 'statement') checkWorkbookParts(bytes); // a workbook's parts inflate within what they declare
  if (m.kind === 'statement') {
    checkXmlLimits(bytes); // depth, elements, attributes and size, before any parser sees the file
    const { credits, ...meta } = await parseStatement(bytes);
    sendItems(port, m.id, credits);
    port.postMessage({ id: m.id, kind: 'done', meta } satisfies ParseAnswer);
  } else if (m.kind === 'revenue') {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const { rows, format } = await parseRevenueFile(bytes, m.today);
    sendItems(port, m.id, rows);
    port.postMessage({ id: m.id, kind: 'done', meta: { format, sha256 } } satisfies ParseAnswer);
  } else if (m.kind === 'reversal') {
    const { rows, columns } = await readReversalSheet(bytes, m.type);
    sendItems(port, m.id, rows);
    port.postMessage({ id: m.id, kind: 'done', meta: { columns } } satisfies ParseAnswer);
  } else {
    const { lines } = await readCommentsSheet(bytes);
    sendItems(port, m.id, lines);
    port.postMessage({ id: m.id, kind: 'done', meta: {} } satisfies ParseAnswer);
  }
}

/** A refusal of the file: its code and parameters, answered in the request's language by the server. */
function refusalOf(e: unknown): { code: string; params: Record<string, string | number> } | null {
  if (e instanceof StatementRefusal || e instanceof RevenueRefusal) return { code: e.code, params: e.params };
  if (e instanceof AppError) return { code: e.code, params: e.options.params ?? {} };
  return null;
}

/**
 * A small statement of each format read a few times by a worker that has nothing else to do yet (started
 * ahead of the first file, as in production): the reader's code is compiled then, not while the first real
 * file waits. Stops as soon as `busy()` says a file has come (it warms the code itself).
 */
export async function warmUp(busy: () => boolean = () => false): Promise<void> {
  const entries = Array.from({ length: 20 }, (_, i) => ({
    reference: `WARM-${i}`, amount: 100n + BigInt(i), direction: 'CRDT' as const, bookingDate: '2026-01-05', payerCode: '200000001',
    payerName: 'Warm-up', payerAccount: 'GE29NB0000000101904917', payerBic: 'BAGAGE22', remittance: `საპენსიო შენატანები ${i}`,
  }));
  const xml = Buffer.from(camt053Xml({ messageId: 'WARM', statementId: 'WARM', account: 'GE10NB0331100000000001', createdAt: new Date(0), fromDate: '2026-01-05', toDate: '2026-01-05', entries }));
  for (let round = 0; round < 3 && !busy(); round++) {
    checkXmlLimits(xml);
    await parseStatement(xml);
  }
  if (!busy()) await parseStatement(Buffer.from('account,reference,booking_date,amount,currency,direction\nGE10NB0331100000000001,W1,2026-01-05,1.00,GEL,CRDT\n'));
}

export function serveParses(port: MessagePort | null) {
  if (!port) throw new Error('parse-jobs runs in a worker thread');
  let served = false;
  port.on('message', (m: ParseRequest) => {
    served = true;
    parse(port, m).catch((e: unknown) => {
      const refusal = refusalOf(e);
      if (refusal) port.postMessage({ id: m.id, kind: 'refused', ...refusal } satisfies ParseAnswer);
      else
        port.postMessage({
          id: m.id,
          kind: 'error',
          error: String(e instanceof Error ? e.message : e),
        } satisfies ParseAnswer);
    });
  });
  port.postMessage({ kind: 'ready' });
  // after `ready`, so a worker's start is never the longer for it; a warm-up that fails costs nothing
  setTimeout(() => void warmUp(() => served).catch(() => undefined), 0);
}
