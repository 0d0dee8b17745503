import ExcelJS from 'exceljs';
import { camt053Xml } from '../src/modules/statements/camt053-writer.ts';
import { swollenWorkbook } from '../src/test/zip-archives.ts';
import { operatorToken } from '../src/test/operator-http.ts';
import { median } from './measure.ts';

/**
 * Bad files next to good ones (issue 24, point 5): a statement nested 100,000 deep and a workbook whose
 * worksheet inflates to 64 MB while it declares 200 KB. For each, the time to refuse it, and the time of a
 * good file sent right behind it (another organization's 2,000-row upload, for the workbook) against the same
 * good file on a quiet server: medians of three, taken in turns. Figures only: nothing here fails.
 */
const ROUNDS = 3;
const GOOD_ROWS = 2_000;

async function timed(url: string, token: string, file: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const t = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { code?: string; result?: { accepted?: number } };
  return { ms: performance.now() - t, status: res.status, code: body.code ?? 'OK', accepted: body.result?.accepted ?? 0 };
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/user/v1/auth/application-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo#2026pass' }),
  });
  return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
}

/** The simple standard template of `token`'s organization filled with `n` valid rows. */
async function template(base: string, token: string, n: number, first: number): Promise<Buffer> {
  const res = await fetch(`${base}/api/finance/v1/declarations/template?type=standard&form=simple`, { headers: { authorization: `Bearer ${token}` } });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const ws = wb.worksheets[0]!;
  for (let i = 0; i < n; i++) ws.addRow([String(first + i), 'ნინო', 'ბერიძე', '1990-01-01', 'female', 1000]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

let month = 0;
async function declaration(base: string, token: string): Promise<string> {
  month += 1;
  const res = await fetch(`${base}/api/finance-write/v1/declarations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ year: 2020 + Math.floor((month - 1) / 12), month: ((month - 1) % 12) + 1, type: 'standard', form: 'simple' }),
  });
  if (!res.ok) throw new Error(`declaration not created: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { id: string } }).result.id;
}

export async function measureBadFiles(base: string) {
  const operator = await operatorToken(base);
  const statements = `${base}/api/operator/v1/bank-statements`;
  let seq = 0;
  const goodStatement = () => {
    const id = `BAD-FILES-${Date.now().toString(36)}-${++seq}`;
    const entries = Array.from({ length: 10 }, (_, i) => ({ reference: `${id}-${i}`, amount: 1000n, direction: 'CRDT' as const, bookingDate: '2026-11-20' }));
    return Buffer.from(camt053Xml({ messageId: id, statementId: id, account: 'GE10NB0331100000000001', createdAt: new Date(), fromDate: '2026-11-20', toDate: '2026-11-20', entries }));
  };
  const depth = 100_000;
  const deep = Buffer.from(`<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>${'<Stmt>'.repeat(depth)}${'</Stmt>'.repeat(depth)}</BkToCstmrStmt></Document>`);

  const a = await signIn(base, 'demo-employer');
  const b = await signIn(base, 'demo-employer-2');
  const good = await template(base, b, GOOD_ROWS, 64_000_000_000);
  const bomb = await swollenWorkbook(await template(base, a, 2, 65_000_000_000), 64);
  const uploadUrl = (id: string) => `${base}/api/finance-write/v1/declarations/${id}/upload`;

  await timed(statements, operator, goodStatement(), 'statement.xml'); // warm-up
  await timed(uploadUrl(await declaration(base, b)), b, good, 'declaration.xlsx');
  const s = { quiet: [] as number[], bad: [] as number[], after: [] as number[], badCode: '' };
  const u = { quiet: [] as number[], bad: [] as number[], after: [] as number[], badCode: '', accepted: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    s.quiet.push((await timed(statements, operator, goodStatement(), 'statement.xml')).ms);
    const [bad, after] = await Promise.all([timed(statements, operator, deep, 'deep.xml'), timed(statements, operator, goodStatement(), 'statement.xml')]);
    s.bad.push(bad.ms);
    s.after.push(after.ms);
    s.badCode = `${bad.status} ${bad.code}`;

    u.quiet.push((await timed(uploadUrl(await declaration(base, b)), b, good, 'declaration.xlsx')).ms);
    const [badIds, goodId] = [await declaration(base, a), await declaration(base, b)];
    const badUpload = timed(uploadUrl(badIds), a, bomb, 'declaration.xlsx');
    const [bu, gu] = await Promise.all([badUpload, timed(uploadUrl(goodId), b, good, 'declaration.xlsx')]);
    u.bad.push(bu.ms);
    u.after.push(gu.ms);
    u.badCode = `${bu.status} ${bu.code}`;
    u.accepted = gu.accepted;
  }
  return {
    depth,
    deepBytes: deep.length,
    bombBytes: bomb.length,
    goodRows: GOOD_ROWS,
    statement: { quietMs: median(s.quiet), refusedMs: median(s.bad), afterMs: median(s.after), refusal: s.badCode },
    upload: { quietMs: median(u.quiet), refusedMs: median(u.bad), afterMs: median(u.after), refusal: u.badCode, accepted: u.accepted },
  };
}
