import { templateHeaders } from '@pensia/domain';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { ExportWriterPool, ExportWriteError, SHEET_TITLE_MAX, type CellValue } from './export-writer.ts';
import { buildExport, closeExportWriters, workbookLayout, type ExportRow } from './workbooks.ts';

const ROWS = 10_000;

function exportRows(n: number): ExportRow[] {
  return Array.from({ length: n }, (_, i) => ({
    personalIdentificationNumber: String(10_000_000_000 + i),
    firstName: i === 0 ? '=HYPERLINK("http://x")' : 'სახელი',
    lastName: 'გვარი',
    birthDate: '1990-01-01',
    gender: i % 2 ? 'male' : 'female',
    grossSalary: '1000.00',
    additionalBenefits: '0.00',
    nonCashBenefits: null,
    employeeContribution: '20.00',
    organizationContribution: '20.00',
    optIn: 0,
    hasWrittenRequest: '1',
  }));
}

/** The same rows as cells in the detailed standard layout's column order. */
function cellRows(n: number): CellValue[][] {
  return Array.from({ length: n }, (_, i) => [
    String(10_000_000_000 + i),
    'Name',
    'Surname',
    '1990-01-01',
    'male',
    1000,
    0,
    0,
    null,
    null,
    null,
    20,
    20,
    0,
    1,
  ]);
}

const layout = workbookLayout('standard', 'detailed', 'en');

async function sheetsOf(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as never);
  return wb.worksheets;
}

afterAll(() => closeExportWriters());

describe('export writer', () => {
  it('writes a 10,000-row export in a worker thread: the main event loop keeps turning meanwhile', async () => {
    const rows = exportRows(ROWS);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const before = performance.eventLoopUtilization();
    let file: Buffer;
    try {
      file = await buildExport('standard', 'detailed', 'ka', rows);
    } finally {
      clearInterval(timer);
    }
    // the loop turned while the workbook was written, and spent most of that time waiting rather than working:
    // utilisation counts the loop's own work, not the wall clock, so a busy machine does not change it
    const used = performance.eventLoopUtilization(before);
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(used.utilization).toBeLessThan(0.5);

    const [data, marker] = await sheetsOf(file);
    expect((data!.getRow(1).values as string[]).slice(1)).toEqual(templateHeaders('standard', 'detailed', 'ka'));
    expect(data!.actualRowCount).toBe(ROWS + 1);
    expect(data!.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(data!.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://x")`);
    expect(data!.getRow(2).getCell(1).numFmt).toBe('@');
    expect(data!.getRow(2).getCell(6).value).toBe(1000);
    expect(data!.getRow(2).getCell(6).numFmt).toBe('0.00');
    expect(data!.getRow(2).getCell(15).value).toBe(1);
    expect(data!.getRow(ROWS + 1).getCell(1).value).toBe(String(10_000_000_000 + ROWS - 1));
    expect(marker!.name).toBe('pensia');
    expect(marker!.state).toBe('veryHidden');
    expect(marker!.getCell('A1').value).toBe('pensia-declaration:standard:detailed');
  });

  it('a workbook the library refuses fails with a clean error; the same worker writes the next one', async () => {
    const pool = new ExportWriterPool({ size: 1 });
    try {
      // a sheet title with a character no spreadsheet allows
      const refused = await pool.write({ ...layout, title: 'a/b' }, cellRows(1)).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ExportWriteError);
      expect(refused).toMatchObject({ reason: 'failed', code: 'INTERNAL', status: 500 });
      expect(String((refused as Error).cause)).toMatch(/cannot include/);
      const [data] = await sheetsOf(await pool.write(layout, cellRows(3)));
      expect(data!.actualRowCount).toBe(4);
    } finally {
      await pool.close();
    }
  });

  it('refuses a sheet title longer than Excel takes rather than cutting it mid-word', async () => {
    const pool = new ExportWriterPool({ size: 1 });
    try {
      const long = 'შედარება შემოსავლების სამსახურთან';
      expect(long.length).toBeGreaterThan(SHEET_TITLE_MAX);
      await expect(pool.write({ ...layout, title: long }, cellRows(1))).rejects.toThrow(/longer than 31/);
      const [data] = await sheetsOf(await pool.write({ ...layout, title: long.slice(0, SHEET_TITLE_MAX) }, cellRows(1)));
      expect(data!.name).toBe(long.slice(0, SHEET_TITLE_MAX));
    } finally {
      await pool.close();
    }
  });

  it('a worker running past the timeout fails its export with a clean error and is replaced', async () => {
    // a worker's start is not counted: an empty workbook takes a few milliseconds, 100,000 rows about 2 s quiet
    const pool = new ExportWriterPool({ size: 1, timeoutMs: 100, msPerRow: 0 });
    try {
      const slow = await pool.write(layout, cellRows(10 * ROWS)).catch((e: unknown) => e);
      expect(slow).toBeInstanceOf(ExportWriteError);
      // the server busy, not broken: 503 with the wait before asking again
      expect(slow).toMatchObject({ reason: 'timeout', code: 'SERVICE_UNAVAILABLE', status: 503, options: { headers: { 'retry-after': '10' } } });
      // the next export is answered by a new worker, not queued behind the one given up
      const [data] = await sheetsOf(await pool.write(layout, []));
      expect(data!.actualRowCount).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it("an export too large for its worker's memory is refused by the worker before it runs out", async () => {
    // a worker really running out can take the whole process with it (nodejs/node#47224): the guard is tried
    // with a share of the heap the library's own start already passes
    const pool = new ExportWriterPool({ size: 1, heapShare: 0.01 });
    try {
      const tooLarge = await pool.write(layout, cellRows(ROWS)).catch((e: unknown) => e);
      expect(tooLarge).toBeInstanceOf(ExportWriteError);
      expect(tooLarge).toMatchObject({ reason: 'failed' });
      expect(String((tooLarge as Error).cause)).toMatch(/too large for the worker's memory/);
    } finally {
      await pool.close();
    }
    // the refusal was the worker's own answer (it is alive); with the usual share the same rows are written
    const usual = new ExportWriterPool({ size: 1 });
    try {
      const [data] = await sheetsOf(await usual.write(layout, cellRows(ROWS)));
      expect(data!.actualRowCount).toBe(ROWS + 1);
    } finally {
      await usual.close();
    }
  });

  it('a closed pool refuses what waits and what comes', async () => {
    const pool = new ExportWriterPool({ size: 1 });
    const running = pool.write(layout, cellRows(ROWS)).catch((e: unknown) => e);
    const waiting = pool.write(layout, []).catch((e: unknown) => e);
    await pool.close();
    expect(await running).toMatchObject({ reason: 'closed' });
    expect(await waiting).toMatchObject({ reason: 'closed' });
    await expect(pool.write(layout, [])).rejects.toMatchObject({ reason: 'closed' });
  });
});
