import ExcelJS from 'exceljs';

/**
 * Export of a 10,000-row declaration to .xlsx (rows read, workbook written in a worker thread), on a quiet
 * server and while 10 clients poll the count call, with the count call's latency without and with the
 * export running. Figures only: nothing here fails.
 */
const ROWS = 10_000;
const ROUNDS = 3;
const POLLERS = 10;
/** How long the count call is polled on a quiet server, for the latency the export is compared with. */
const QUIET_POLL_MS = 2_000;

function p99(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0;
}

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** A detailed declaration of a period no demo declaration (nor the upload section) uses, filled by an upload. */
async function filledDeclaration(base: string, token: string): Promise<string> {
  const auth = { authorization: `Bearer ${token}` };
  const res = await fetch(`${base}/api/finance/v1/declarations/template?type=standard&form=detailed`, { headers: auth });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0]!;
  for (let i = 0; i < ROWS; i++) {
    // every fourth name formula-like, so that the export neutralises text as it does in use
    const firstName = i % 4 === 0 ? `=A${i + 1}` : 'სახელი';
    ws.addRow([String(10_000_000_000 + i), firstName, 'გვარი', '1990-01-01', i % 2 ? 'male' : 'female', 1000 + (i % 500), 10, null, null, null, null, null, null, 0, 0]);
  }
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  const created = await fetch(`${base}/api/finance-write/v1/declarations`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ year: 2019, month: 12, type: 'standard', form: 'detailed' }),
  });
  if (!created.ok) throw new Error(`declaration for the export not created: HTTP ${created.status} ${await created.text()}`);
  const id = ((await created.json()) as { result: { id: string } }).result.id;
  const form = new FormData();
  form.append('file', new Blob([file]), 'declaration.xlsx');
  const uploaded = await fetch(`${base}/api/finance-write/v1/declarations/${id}/upload`, { method: 'POST', headers: auth, body: form });
  if (!uploaded.ok) throw new Error(`rows for the export not uploaded: HTTP ${uploaded.status} ${await uploaded.text()}`);
  await uploaded.arrayBuffer();
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

  const pollCount = (latencies: number[], running: () => boolean) => async () => {
    while (running()) {
      const t = performance.now();
      const r = await fetch(`${base}/api/nbo/v1/letters/user/count`, { headers: { ...auth, 'x-background-request': '1' } });
      await r.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };

  // the count call on a quiet server
  const idle: number[] = [];
  const idleUntil = performance.now() + QUIET_POLL_MS;
  await Promise.all(Array.from({ length: POLLERS }, pollCount(idle, () => performance.now() < idleUntil)));

  // one more export while the same clients poll for as long as it runs
  let running = true;
  const loaded: number[] = [];
  const pollers = Array.from({ length: POLLERS }, pollCount(loaded, () => running));
  const during = await exportOnce();
  running = false;
  await Promise.all(pollers);

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
