import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * Upload of a 10,000-row detailed template (parsed, validated, stored) against a bare parse of the same file
 * with the same library (exceljs's streaming reader) in this process, and the count call's latency while
 * the upload runs. Figures only: nothing here fails.
 */
const ROWS = 10_000;

async function buildFile(base: string, token: string): Promise<Buffer> {
  const res = await fetch(`${base}/api/finance/v1/declarations/template?type=standard&form=detailed`, { headers: { authorization: `Bearer ${token}` } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0]!;
  for (let i = 0; i < ROWS; i++) {
    ws.addRow([String(10_000_000_000 + i), 'სახელი', 'გვარი', '1990-01-01', i % 2 ? 'male' : 'female', 1000 + (i % 500), 10, null, null, null, null, null, null, 0, 0]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function bareParse(file: Buffer): Promise<number> {
  const t = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) for await (const row of sheet) if (row) rows += 1;
  if (rows < ROWS) throw new Error(`bare parse read ${rows} rows`);
  return performance.now() - t;
}

function p99(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0;
}

/** The median of three or more samples. */
function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const ROUNDS = 3;

export async function measureDeclarationUpload(base: string, token: string) {
  const file = await buildFile(base, token);
  const auth = { authorization: `Bearer ${token}` };
  // periods no demo declaration uses: one declaration per upload, so that each stores into an empty one
  let month = 0;
  const declaration = async () => {
    month += 1;
    const created = await fetch(`${base}/api/finance-write/v1/declarations`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ year: 2019, month, type: 'standard', form: 'detailed' }),
    });
    return ((await created.json()) as { result: { id: string } }).result.id;
  };
  const upload = async (id: string) => {
    const form = new FormData();
    form.append('file', new Blob([file]), 'declaration.xlsx');
    const t = performance.now();
    const res = await fetch(`${base}/api/finance-write/v1/declarations/${id}/upload`, { method: 'POST', headers: auth, body: form });
    const body = (await res.json()) as { result?: { accepted: number; rejected: number } };
    return { ms: performance.now() - t, status: res.status, accepted: body.result?.accepted ?? 0, rejected: body.result?.rejected ?? 0 };
  };

  // warm-up: the server's workers and this process's library run warm, as they do in use
  await upload(await declaration());
  await bareParse(file);

  // bare parse and upload taken in turns, on a quiet server: the ratio compares like with like
  const bare: number[] = [];
  const quiet: Awaited<ReturnType<typeof upload>>[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    bare.push(await bareParse(file));
    quiet.push(await upload(await declaration()));
  }

  // one more upload while 10 clients poll the count call for as long as it runs
  const loadedId = await declaration();
  let running = true;
  const latencies: number[] = [];
  const poll = async () => {
    while (running) {
      const t = performance.now();
      const r = await fetch(`${base}/api/nbo/v1/letters/user/count`, { headers: { ...auth, 'x-background-request': '1' } });
      await r.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };
  const pollers = Array.from({ length: 10 }, poll);
  const loaded = await upload(loadedId);
  running = false;
  await Promise.all(pollers);

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
