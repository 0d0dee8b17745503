import ExcelJS from 'exceljs';

/** What the declaration sections of the benchmark share: figures of samples, the portal calls they make. */

export const ROWS = 10_000;

export function p99(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0;
}

export function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/**
 * Polls the count call from `clients` clients for as long as `running()` says, each as fast as it is
 * answered; the latencies go into `latencies`.
 */
export function pollCount(base: string, token: string, clients: number, latencies: number[], running: () => boolean): Promise<void[]> {
  return pollPath(base, token, '/api/nbo/v1/letters/user/count', clients, latencies, running);
}

/** The same for any GET `path` of the portal (the count call's background header sent with it). */
export function pollPath(base: string, token: string, path: string, clients: number, latencies: number[], running: () => boolean): Promise<void[]> {
  const headers = { authorization: `Bearer ${token}`, 'x-background-request': '1' };
  const poll = async () => {
    while (running()) {
      const t = performance.now();
      const r = await fetch(`${base}${path}`, { headers });
      await r.arrayBuffer();
      latencies.push(performance.now() - t);
    }
  };
  return Promise.all(Array.from({ length: clients }, poll));
}

/** The server's detailed standard template filled with `rows` (10,000) valid rows; `firstName` names row i. */
export async function filledTemplate(base: string, token: string, firstName: (i: number) => string = () => 'სახელი', rows = ROWS): Promise<Buffer> {
  const res = await fetch(`${base}/api/finance/v1/declarations/template?type=standard&form=detailed`, { headers: { authorization: `Bearer ${token}` } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0]!;
  for (let i = 0; i < rows; i++) {
    ws.addRow([String(10_000_000_000 + i), firstName(i), 'გვარი', '1990-01-01', i % 2 ? 'male' : 'female', 1000 + (i % 500), 10, null, null, null, null, null, null, 0, 0]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A new detailed standard declaration of a month of `year` (2019: no demo declaration uses that year). */
export async function newDeclaration(base: string, token: string, month: number, year = 2019): Promise<string> {
  const created = await fetch(`${base}/api/finance-write/v1/declarations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ year, month, type: 'standard', form: 'detailed' }),
  });
  if (!created.ok) throw new Error(`declaration not created: HTTP ${created.status} ${await created.text()}`);
  return ((await created.json()) as { result: { id: string } }).result.id;
}

/** Uploads a file into a declaration, timed. */
export async function upload(base: string, token: string, id: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([file]), 'declaration.xlsx');
  const t = performance.now();
  const res = await fetch(`${base}/api/finance-write/v1/declarations/${id}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { result?: { accepted: number; rejected: number } };
  return { ms: performance.now() - t, status: res.status, accepted: body.result?.accepted ?? 0, rejected: body.result?.rejected ?? 0 };
}
