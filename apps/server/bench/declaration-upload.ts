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

export async function measureDeclarationUpload(base: string, token: string) {
  const file = await buildFile(base, token);
  const auth = { authorization: `Bearer ${token}` };
  // a period no demo declaration uses
  const created = await fetch(`${base}/api/finance-write/v1/declarations`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ year: 2019, month: 6, type: 'standard', form: 'detailed' }),
  });
  const id = ((await created.json()) as { result: { id: string } }).result.id;
  // warm-up: one untimed upload of the same file (the server's worker, like this process, runs warm)
  const warm = await fetch(`${base}/api/finance-write/v1/declarations`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ year: 2019, month: 7, type: 'standard', form: 'detailed' }),
  });
  const warmId = ((await warm.json()) as { result: { id: string } }).result.id;
  const warmForm = new FormData();
  warmForm.append('file', new Blob([file]), 'declaration.xlsx');
  await (await fetch(`${base}/api/finance-write/v1/declarations/${warmId}/upload`, { method: 'POST', headers: auth, body: warmForm })).arrayBuffer();

  await bareParse(file); // warm-up of the library in this process
  const bare = await bareParse(file);

  // the count call, polled by 10 concurrent clients for as long as the upload runs
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

  const form = new FormData();
  form.append('file', new Blob([file]), 'declaration.xlsx');
  const t = performance.now();
  const res = await fetch(`${base}/api/finance-write/v1/declarations/${id}/upload`, { method: 'POST', headers: auth, body: form });
  const body = (await res.json()) as { result?: { accepted: number; rejected: number } };
  const upload = performance.now() - t;
  running = false;
  await Promise.all(pollers);

  return {
    fileBytes: file.length,
    status: res.status,
    accepted: body.result?.accepted ?? 0,
    rejected: body.result?.rejected ?? 0,
    bareMs: bare,
    uploadMs: upload,
    ratio: upload / bare,
    countP99Ms: p99(latencies),
    countCalls: latencies.length,
  };
}
