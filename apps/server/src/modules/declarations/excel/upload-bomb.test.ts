import { errorMessage } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeclaration, filledTemplate, injector, LANGS, periods, uploadRequest, type CellInput } from '../../../test/declarations.ts';
import { expectResultError, resultOf } from '../../../test/expect.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/test-app.ts';
import { swollenWorkbook } from '../../../test/zip-archives.ts';
import { inspectZip } from './zip-inspect.ts';

/**
 * A workbook whose central directory says its worksheet unpacks to 200 KB, while it inflates to 64 MB of
 * rows, against another organization's 2,000-row upload sent while it is read. One upload worker; the
 * second upload may wait for it 3 s, far less than the 20 s the bad file could hold it: the good upload is
 * stored only if the bad file is stopped while it is inflated. Nothing here measures time.
 */

const nextPeriod = periods(2022);
const simple = (pn: string): CellInput[] => [pn, 'ნინო', 'ბერიძე', '1990-01-01', 'female', 1000];
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => simple(String(from + i)));
const MB = 1024 * 1024;

describe('a workbook that inflates beyond what it declares', () => {
  let ctx: TestContext;
  let a: { token: string };
  let b: { token: string };
  let bomb: Buffer;
  let good: Buffer;

  beforeAll(async () => {
    ctx = await createTestContext({
      env: { UPLOAD_WORKERS: '1', UPLOAD_QUEUE_WAIT_MS: '3000', UPLOAD_JOB_TIMEOUT_MS: '20000' },
    });
    a = { token: (await ctx.login()).accessToken };
    b = { token: (await ctx.login(DEMO.employer2.username, DEMO.employer2.password)).accessToken };
    bomb = await swollenWorkbook(await filledTemplate(ctx, a.token, 'standard', 'simple', rows(62_000_000_000, 2)), 64);
    good = await filledTemplate(ctx, b.token, 'standard', 'simple', rows(63_000_000_000, 2_000));
    ctx.app.uploadWorkers.warm();
  }, 180_000);
  afterAll(async () => ctx?.close());

  it('passes the archive’s own figures: only inflating it shows what it is', () => {
    expect(inspectZip(bomb)).toMatchObject({ ok: true });
    expect(bomb.length).toBeLessThan(MB);
  });

  it('is refused while inflated, storing nothing, and another organization’s 2,000-row upload sent meanwhile is stored', async () => {
    const inj = injector(ctx);
    for (const lang of LANGS) {
      const bad = await createDeclaration(ctx, a.token, { ...nextPeriod(), type: 'standard', form: 'simple' });
      const other = await createDeclaration(ctx, b.token, { ...nextPeriod(), type: 'standard', form: 'simple' });
      const refused = inj(uploadRequest(a.token, bad.id, bomb), lang);
      // the other upload is sent once the bad file has the only worker
      for (let i = 0; i < 3_000 && ctx.app.uploadWorkers.load().running === 0; i++) await new Promise((r) => setTimeout(r, 5));
      const stored = inj(uploadRequest(b.token, other.id, good), lang);
      expectResultError(await refused, 400, 'SPREADSHEET_UNSAFE', errorMessage(lang, 'SPREADSHEET_UNSAFE'));
      const details = await ctx.db.selectFrom('declarationDetails').select('id').where('declarationId', '=', bad.id).execute();
      expect(details).toEqual([]);
      const res = await stored;
      expect(res.statusCode, res.body).toBe(200);
      expect(resultOf<{ accepted: number; rejected: number }>(res)).toMatchObject({ accepted: 2_000, rejected: 0 });
    }
  }, 180_000);
});
