import { DEMO } from '../../src/db/seed/demo-seed.ts';
import { timeCall, type TimedCall } from '../balance-history.ts';
import { filledTemplate, median, newDeclaration, p99, upload } from '../measure.ts';
import { employerToken, measured, type LoadFigure } from './loads.ts';

/**
 * Issue 29's big employer: a declaration of 20,000 employees uploaded (the portal's detailed template), its
 * rows viewed and filtered at the server, and exported to the file received (past 1,000 rows an export is a
 * job answering 202, decision 0088). The demo employer files it, for a month of 2019 (no other section's); the
 * largest national employer's count call and balance are polled meanwhile.
 */
export const BIG_EMPLOYER_ROWS = 20_000;
export const UPLOAD_TARGET_MS = 30_000;
export const VIEW_TARGET_MS = 200;
export const EXPORT_TARGET_MS = 10_000;
const ROUNDS = 30;

export interface BigEmployerFigures {
  upload: LoadFigure;
  accepted: number;
  rejected: number;
  calls: { title: string; serverMedianMs: number; serverP99Ms: number; clientP99Ms: number }[];
  export: LoadFigure;
  exportBytes: number;
  exportAnswer: number;
}

/** A new detailed declaration of the first free month of 2019 (a month filed already is refused). */
async function freeMonth(base: string, token: string): Promise<string> {
  for (let month = 1; month <= 12; month++) {
    const id = await newDeclaration(base, token, month, 2019).catch(() => null);
    if (id) return id;
  }
  throw new Error('no month of 2019 left for the big employer');
}

/** The export asked, and followed past a 202 to the file; answers its bytes and the first answer's status. */
async function exportToFile(base: string, token: string, id: string): Promise<{ bytes: number; first: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${base}/api/finance/v1/report-dec-details?declarationId=${id}`, { headers });
  if (res.status === 200) return { bytes: (await res.arrayBuffer()).byteLength, first: 200 };
  if (res.status !== 202) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  const exportId = ((await res.json()) as { result: { exportId: string } }).result.exportId;
  for (;;) {
    await new Promise((r) => setTimeout(r, 200));
    const file = await fetch(`${base}/api/user/v1/exports/${exportId}`, { headers });
    if (file.status === 200) return { bytes: (await file.arrayBuffer()).byteLength, first: 202 };
    await file.arrayBuffer();
    if (file.status !== 202) throw new Error(`export ${exportId}: HTTP ${file.status}`);
  }
}

/** The demo employer's declaration of 20,000 rows uploaded, for the screens (screens.ts); answers its id. */
export async function bigDeclaration(base: string): Promise<string> {
  const token = await employerToken(base, DEMO.employer.username);
  const file = await filledTemplate(base, token, (i) => `სახელი${i % 97}`, BIG_EMPLOYER_ROWS);
  const id = await freeMonth(base, token);
  const uploaded = await upload(base, token, id, file);
  if (uploaded.status !== 200) throw new Error(`big employer's upload: HTTP ${uploaded.status}`);
  return id;
}

export async function measureBigEmployer(base: string, logFile: string, pid: number): Promise<BigEmployerFigures> {
  const token = await employerToken(base, DEMO.employer.username);
  const watcher = await employerToken(base);
  const file = await filledTemplate(base, token, (i) => `სახელი${i % 97}`, BIG_EMPLOYER_ROWS);
  const id = await freeMonth(base, token);

  let uploaded = { ms: 0, status: 0, accepted: 0, rejected: 0 };
  const up = await measured('upload', BIG_EMPLOYER_ROWS, 1, pid, base, watcher, async () => {
    uploaded = await upload(base, token, id, file);
    return {};
  });
  if (uploaded.status !== 200) throw new Error(`big employer's upload: HTTP ${uploaded.status}`);

  const view = `/api/finance/v1/fbo/declarations/monthly-decs/${id}`;
  const viewRoute = '/api/finance/v1/fbo/declarations/monthly-decs/:id';
  const filter = '/api/finance/v1/declarations/details/filter';
  const calls: TimedCall[] = [
    { title: 'view: the declaration with its first page of rows', route: viewRoute, url: `${view}?pageNumber=1&pageSize=20` },
    { title: 'view: a page in the middle (page 500 of 20 rows)', route: viewRoute, url: `${view}?pageNumber=500&pageSize=20` },
    { title: 'view: a personal number', route: viewRoute, url: `${view}?pageNumber=1&pageSize=20&personalId=10000012345` },
    { title: 'filter: a name searched (matches 1 row in 97)', route: filter, url: filter, body: { declarationId: id, pageNumber: 1, pageSize: 20, search: 'სახელი42' } },
    { title: 'filter: the beginning of a personal number', route: filter, url: filter, body: { declarationId: id, pageNumber: 1, pageSize: 20, personalIdentificationNumber: '1000001' } },
    { title: 'filter: rows with a warning', route: filter, url: filter, body: { declarationId: id, pageNumber: 1, pageSize: 20, tier: 'warning' } },
  ];
  const figures: BigEmployerFigures['calls'] = [];
  for (const c of calls) {
    const { client, server } = await timeCall(base, logFile, { authorization: `Bearer ${token}` }, c, ROUNDS, 700);
    figures.push({ title: c.title, serverMedianMs: median(server), serverP99Ms: p99(server), clientP99Ms: p99(client) });
  }

  let exported = { bytes: 0, first: 0 };
  const ex = await measured('export', BIG_EMPLOYER_ROWS, 1, pid, base, watcher, async () => {
    exported = await exportToFile(base, token, id);
    return {};
  });
  return { upload: up, accepted: uploaded.accepted, rejected: uploaded.rejected, calls: figures, export: ex, exportBytes: exported.bytes, exportAnswer: exported.first };
}

export function printBigEmployer(f: BigEmployerFigures) {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(`\nAn employer of ${BIG_EMPLOYER_ROWS.toLocaleString('en')} employees (the demo employer's declaration of a month of 2019)\n`);
  console.log(`upload of ${BIG_EMPLOYER_ROWS.toLocaleString('en')} rows (detailed template, ${f.accepted.toLocaleString('en')} accepted, ${f.rejected} refused): ${(f.upload.ms / 1000).toFixed(2)} s (target: under ${UPLOAD_TARGET_MS / 1000} s) — ${verdict(f.upload.ms < UPLOAD_TARGET_MS)}`);
  console.log(`\n| call (${ROUNDS} each, one at a time) | median at the server | p99 at the server | p99 at the client |`);
  console.log('|---|---:|---:|---:|');
  for (const c of f.calls) console.log(`| ${c.title} | ${c.serverMedianMs.toFixed(1)} ms | ${c.serverP99Ms.toFixed(1)} ms | ${c.clientP99Ms.toFixed(1)} ms |`);
  const worst = Math.max(...f.calls.map((c) => c.serverP99Ms));
  console.log(`\nslowest p99 of the view and filters at the server: ${worst.toFixed(1)} ms (target: under ${VIEW_TARGET_MS} ms) — ${verdict(worst < VIEW_TARGET_MS)}; sort: the server offers none (rows come in their file's order), so none is measured`);
  console.log(`export of the ${BIG_EMPLOYER_ROWS.toLocaleString('en')} rows to the file received: ${(f.export.ms / 1000).toFixed(2)} s (first answer HTTP ${f.exportAnswer}, file ${(f.exportBytes / 1024 / 1024).toFixed(1)} MB; target: under ${EXPORT_TARGET_MS / 1000} s) — ${verdict(f.export.ms < EXPORT_TARGET_MS)}`);
}
