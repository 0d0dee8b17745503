import { errorMessage, LANGS, parseMoney } from '@pensia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { expectResultError, resultOf } from '../../test/expect.ts';
import { multipart, operatorLogin } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { camt053Xml, type Camt053Entry } from '../statements/camt053-writer.ts';
import { FileParsePool, parseTimeoutOf } from './parse-workers.ts';
import { XML_LIMITS } from './xml-limits.ts';

const AGENCY = 'GE10NB0331100000000001';
let seq = 0;

const credit = (reference: string, amount = '10.00'): Camt053Entry => ({ reference, amount: parseMoney(amount)!, direction: 'CRDT', bookingDate: '2026-11-20' });
const statement = (entries: Camt053Entry[], messageId = `LIMITS-${++seq}`) =>
  camt053Xml({ messageId, statementId: messageId, account: AGENCY, createdAt: new Date('2026-11-20T18:00:00Z'), fromDate: '2026-11-20', toDate: '2026-11-20', entries });
const deep = (depth: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>${'<Stmt>'.repeat(depth)}${'</Stmt>'.repeat(depth)}</BkToCstmrStmt></Document>`;

/** What a parse came to: its items' count, or the code of its refusal. */
async function outcome(pool: FileParsePool, file: string) {
  try {
    const { items } = await pool.parse(Buffer.from(file), { kind: 'statement' }, 'STATEMENT_FORMAT_UNKNOWN');
    return { items: items.length };
  } catch (e) {
    if (e instanceof AppError) return { code: e.code };
    throw e;
  }
}

describe('the parse workers', () => {
  it('give a file a time limit that grows with its size, never above two minutes', () => {
    expect(parseTimeoutOf(0)).toBe(10_000);
    expect(parseTimeoutOf(1024 * 1024)).toBe(13_000);
    expect(parseTimeoutOf(32 * 1024 * 1024)).toBe(106_000);
    expect(parseTimeoutOf(1024 * 1024 * 1024)).toBe(120_000);
  });

  it('refuse a statement nested 100,000 deep at once: the good file sent after it is read while its limit is far off', async () => {
    // one worker; the bad file's own limit (60 s) far beyond how long the good one may wait for the worker (5 s)
    const pool = new FileParsePool({ size: 1, timeoutOf: () => 60_000, queueTimeoutMs: 5_000 });
    try {
      pool.warm();
      const bad = outcome(pool, deep(100_000));
      const good = outcome(pool, statement([credit('GOOD-1'), credit('GOOD-2')]));
      expect(await bad).toEqual({ code: 'STATEMENT_XML_TOO_DEEP' });
      expect(await good).toEqual({ items: 2 });
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('end a worker that passes its time limit and read the next file with a new worker', async () => {
    const big = statement(Array.from({ length: 20_000 }, (_, i) => credit(`SLOW-${i}`)));
    // the large file gets 1 ms, the small ones a minute
    const pool = new FileParsePool({ size: 1, timeoutOf: (bytes) => (bytes > 1024 * 1024 ? 1 : 60_000), queueTimeoutMs: 20_000 });
    try {
      pool.warm();
      const slow = outcome(pool, big);
      const next = outcome(pool, statement([credit('NEXT-1')]));
      expect(await slow).toEqual({ code: 'STATEMENT_FORMAT_UNKNOWN' });
      expect(await next).toEqual({ items: 1 });
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('loading a statement past the limits', () => {
  let ctx: TestContext;
  let operator: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    operator = (await operatorLogin(ctx)).accessToken;
  }, 120_000);
  afterAll(async () => ctx?.close());

  const load = (file: string, lang = 'en') => {
    const body = multipart({}, [{ field: 'file', name: 'statement.xml', content: file, contentType: 'application/xml' }]);
    return ctx.inject({ method: 'POST', url: '/api/operator/v1/bank-statements', token: operator, payload: body.payload, headers: { ...body.headers, 'accept-language': lang } });
  };

  it('is refused in the operator’s language, keeps nothing, and the next statement loads', async () => {
    const before = await ctx.db.selectFrom('bankStatements').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    for (const lang of LANGS) {
      const res = await load(deep(100_000), lang);
      expectResultError(res, 400, 'STATEMENT_XML_TOO_DEEP');
      expect(res.json().message).toBe(errorMessage(lang, 'STATEMENT_XML_TOO_DEEP', { file: 'statement.xml', max: XML_LIMITS.maxDepth, line: 2 }));
    }
    const after = await ctx.db.selectFrom('bankStatements').select((e) => e.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const loaded = resultOf<{ entries: number }>(await load(statement([credit('AFTER-DEEP-1', '25.00')])));
    expect(loaded.entries).toBe(1);
  }, 60_000);
});
