import ExcelJS from 'exceljs';
import { filledTemplate, median, newDeclaration, p99, pollCount, upload } from './measure.ts';

/**
 * Export of a 10,000-row declaration to .xlsx (rows read, workbook written in a worker thread), on a quiet
 * server and while 10 clients poll the count call, with the count call's latency without and with the
 * export running. Figures only: nothing here fails.
 */
const ROUNDS = 3;
const POLLERS = 10;
/** How long the count call is polled on a quiet server, for the latency the export is compared with. */
const QUIET_POLL_MS = 2_000;

/** A detailed declaration of a period no demo declaration (nor the upload section) uses, filled by an upload. */
async function filledDeclaration(base: string, token: string): Promise<string> {
  // every fourth name formula-like, so that the export neutralises text as it does in use
  const file = await filledTemplate(base, token, (i) => (i % 4 === 0 ? `=A${i + 1}` : 'სახელი'));
  const id = await newDeclaration(base, token, 12);
  const uploaded = await upload(base, token, id, file);
  if (uploaded.status !== 200) throw new Error(`rows for the export not uploaded: HTTP ${uploaded.status}`);
  return id;
}

/**
 * Measures `GET report-dec-details` of `declarationId` (by default a declaration of 10,000 rows made here
 * first): the median time of a few exports on a quiet server, then one more export while the count call is
 * polled, with that call's p99 and longest latency beside the same on the quiet server. The longest call
 * is the figure a stalled event loop shows in: clients held by a stall send few calls, often too few to
 * reach the p99.
 */
export async function measureDeclarationExport(base: string, token: string, declarationId?: string) {
  const auth = { authorization: `Bearer ${token}` };
  const id = declarationId ?? (await filledDeclaration(base, token));

  const exportOnce = async () => {
    const t = performance.now();
    const res = await fetch(`${base}/api/finance/v1/report-dec-details?declarationId=${id}`, { headers: auth });
    const body = Buffer.from(await res.arrayBuffer());
    return { ms: performance.now() - t, status: res.status, body };
  };

  // warm-up: the server's workers run warm, as they do in use; the file tells how many rows an export has
  const first = await exportOnce();
  let rows = 0;
  if (first.status === 200) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(first.body as never);
    rows = Math.max(0, (wb.worksheets[0]?.actualRowCount ?? 1) - 1);
  }

  const quiet: number[] = [];
  for (let i = 0; i < ROUNDS; i++) quiet.push((await exportOnce()).ms);

  // the count call on a quiet server
  const idle: number[] = [];
  const idleUntil = performance.now() + QUIET_POLL_MS;
  await pollCount(base, token, POLLERS, idle, () => performance.now() < idleUntil);

  // one more export while the same clients poll for as long as it runs
  let running = true;
  const loaded: number[] = [];
  const pollers = pollCount(base, token, POLLERS, loaded, () => running);
  const during = await exportOnce();
  running = false;
  await pollers;

  return {
    declarationId: id,
    rows,
    fileBytes: first.body.length,
    status: during.status,
    rounds: ROUNDS,
    exportMs: median(quiet),
    loadedExportMs: during.ms,
    idleCountP99Ms: p99(idle),
    idleCountMaxMs: Math.max(0, ...idle),
    idleCountCalls: idle.length,
    countP99Ms: p99(loaded),
    countMaxMs: Math.max(0, ...loaded),
    countCalls: loaded.length,
  };
}
