import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { filledTemplate, median, newDeclaration, p99, pollCount, ROWS, upload } from './measure.ts';

/**
 * Upload of a 10,000-row detailed template (parsed, validated, stored) against a bare parse of the same file
 * with the same library (exceljs's streaming reader) in this process, and the count call's latency while
 * the upload runs. Figures only: nothing here fails.
 */
async function bareParse(file: Buffer): Promise<number> {
  const t = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) for await (const row of sheet) if (row) rows += 1;
  if (rows < ROWS) throw new Error(`bare parse read ${rows} rows`);
  return performance.now() - t;
}

const ROUNDS = 3;

export async function measureDeclarationUpload(base: string, token: string) {
  const file = await filledTemplate(base, token);
  // one declaration per upload, so that each stores into an empty one
  let month = 0;
  const declaration = () => newDeclaration(base, token, ++month);
  const timedUpload = async (id: string) => upload(base, token, id, file);

  // warm-up: the server's workers and this process's library run warm, as they do in use
  await timedUpload(await declaration());
  await bareParse(file);

  // bare parse and upload taken in turns, on a quiet server: the ratio compares like with like
  const bare: number[] = [];
  const quiet: Awaited<ReturnType<typeof timedUpload>>[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    bare.push(await bareParse(file));
    quiet.push(await timedUpload(await declaration()));
  }

  // one more upload while 10 clients poll the count call for as long as it runs
  const loadedId = await declaration();
  let running = true;
  const latencies: number[] = [];
  const pollers = pollCount(base, token, 10, latencies, () => running);
  const loaded = await timedUpload(loadedId);
  running = false;
  await pollers;

  const bareMs = median(bare);
  const uploadMs = median(quiet.map((q) => q.ms));
  const last = quiet[quiet.length - 1]!;
  return {
    fileBytes: file.length,
    rounds: ROUNDS,
    status: last.status,
    accepted: last.accepted,
    rejected: last.rejected,
    bareMs,
    uploadMs,
    ratio: uploadMs / bareMs,
    loadedMs: loaded.ms,
    loadedStatus: loaded.status,
    countP99Ms: p99(latencies),
    countCalls: latencies.length,
  };
}
