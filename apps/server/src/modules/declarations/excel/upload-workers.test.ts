import { templateHeaders } from '@pensia/domain';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { zipOf } from '../../../test/declarations.ts';
import { afterAll, describe, expect, it } from 'vitest';
import type { UploadEvent, UploadHandle } from './upload-workers.ts';
import { UploadWorkerError, UploadWorkerPool } from './upload-workers.ts';

const pool = new UploadWorkerPool({ size: 1 });
afterAll(() => pool.close());

/** A simple standard template of `n` valid rows (the first one repeated by the last when `repeat`). */
async function file(n: number, repeat = false): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Declaration');
  ws.addRow(templateHeaders('standard', 'simple', 'en'));
  for (let i = 0; i < n; i++) ws.addRow([String(10_000_000_000 + (repeat && i === n - 1 ? 0 : i)), 'Nino', 'Beridze', '1990-01-01', 'female', 1000, 0, 0, 20, 20, 0, 0]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const request = { type: 'standard', form: 'simple', maxRows: 20_000, partRows: 500, today: '2026-11-23' } as const;

/** Every event of an upload; the worker's questions of names on record are answered: none known. */
async function all(handle: Pick<UploadHandle, 'events' | 'names'>) {
  const out: UploadEvent[] = [];
  for await (const e of handle.events) {
    out.push(e);
    if (e.kind === 'askNames') handle.names([]);
  }
  return out;
}

describe('upload workers', () => {
  it('read, validate and send the accepted rows in parts, then the summary; the main event loop keeps turning', async () => {
    const data = await file(5_000, true);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const before = performance.eventLoopUtilization();
    const handle = pool.read(data, request);
    handle.context(new Set());
    const events = await all(handle).finally(() => clearInterval(timer));
    // the loop's own work while the workers read, not the wall clock: a busy machine does not change it
    const used = performance.eventLoopUtilization(before);
    const parts = events.filter((e) => e.kind === 'part');
    expect(parts.length).toBe(10);
    // before each part it asks which of its persons the scheme knows (the names on record)
    const asked = events.filter((e) => e.kind === 'askNames');
    expect(asked.length).toBe(10);
    expect(asked[0]!.kind === 'askNames' && asked[0]!.personalNumbers.length).toBe(500);
    expect(parts.reduce((n, p) => n + (p.kind === 'part' ? p.count : 0), 0)).toBe(5_000 - 1); // the last row repeats the first
    const done = events.at(-1)!;
    expect(done.kind).toBe('done');
    if (done.kind !== 'done') return;
    expect(done.summary.accepted).toBe(4_998);
    expect(done.summary.repeated).toEqual(['10000000000']);
    expect(done.summary.rejected.map((r) => [r.row, r.issues.map((i) => i.message)])).toEqual([
      [2, ['personalNumberRepeated']],
      [5_001, ['personalNumberRepeated']],
    ]);
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(used.utilization).toBeLessThan(0.5);
  });

  it('waits for the personal numbers the declaration has before validating, and refuses a row that repeats one', async () => {
    const handle = pool.read(await file(3), request);
    setTimeout(() => handle.context(new Set(['10000000001'])), 50);
    const events = await all(handle);
    const done = events.at(-1)!;
    expect(done.kind === 'done' && done.summary.rejected.map((r) => r.row)).toEqual([3]);
  });

  it('stops a read given up, and serves the next one', async () => {
    const given = pool.read(await file(2_000), request);
    given.cancel();
    const events = await all(given).catch((e: unknown) => e);
    expect(Array.isArray(events) ? events.at(-1)?.kind : (events as Error).name).toMatch(/error|UploadWorkerError/);
    const next = pool.read(await file(1), request);
    next.context(new Set());
    expect((await all(next)).at(-1)).toMatchObject({ kind: 'done', summary: { accepted: 1 } });
  });

  it('reads a workbook whose worksheet comes before the workbook part, which the streaming reader fails on', async () => {
    const zip = await JSZip.loadAsync(await file(600));
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    // shared strings and relations first, then the worksheet, the workbook's own part last: exceljs's streaming
    // reader fails on this order ("reading 'sheets'") on the first worksheet
    const late = (n: string) => n.startsWith('xl/worksheets/') || n === 'xl/workbook.xml';
    const ordered = [...names.filter((n) => !late(n)), ...names.filter((n) => n.startsWith('xl/worksheets/')), 'xl/workbook.xml'];
    const reordered = zipOf(await Promise.all(ordered.map(async (name) => ({ name, data: await zip.file(name)!.async('nodebuffer') }))));
    const handle = pool.read(reordered, request);
    handle.context(new Set());
    const events = await all(handle);
    expect(events.at(-1)).toMatchObject({ kind: 'done', summary: { accepted: 600, rejected: [] } });
    expect(events.filter((e) => e.kind === 'part').length).toBe(2);
  });

  it('ends the reads of a closed pool with a clean error', async () => {
    const closing = new UploadWorkerPool({ size: 1 });
    const handle = closing.read(await file(10), request);
    await closing.close();
    await expect(all(handle)).rejects.toBeInstanceOf(UploadWorkerError);
    await expect(all(closing.read(await file(1), request))).rejects.toBeInstanceOf(UploadWorkerError);
  });
});
