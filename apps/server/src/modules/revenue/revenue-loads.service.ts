import {
  periodOfInstant,
  REVENUE_LOAD_MONTHS_SHOWN,
  REVENUE_PREVIEW_MONTHS_SHOWN,
  type RevenueFilingRow,
  type RevenueLoadPreview,
  type RevenueLoadSummary,
} from '@pensia/domain';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import { fileParsers } from '../files/parse-workers.ts';
import { readLimited, RevenueRefusal, type ParsedRevenueFile } from './revenue-file.ts';
import './revenue.table.ts';

/** Organization months per statement (the preview's count, the load's delete). */
export const KEY_CHUNK = 5_000;

/** Organizations by code, for the codes of the file. */
async function organizationsByCodes(db: Executor, codes: string[]): Promise<Map<string, { id: string; name: string }>> {
  const out = new Map<string, { id: string; name: string }>();
  for (let i = 0; i < codes.length; i += KEY_CHUNK) {
    const rows = await db.selectFrom('organizations').select(['id', 'code', 'name']).where('code', 'in', codes.slice(i, i + KEY_CHUNK)).execute();
    for (const r of rows) out.set(r.code, { id: r.id, name: r.name });
  }
  return out;
}

/** An organization month of a file. */
export interface OrganizationMonth {
  organizationId: string;
  year: number;
  month: number;
}

/** A file read and checked, not stored: what the load stores and the preview tells. */
export interface ReadLoadFile {
  format: ParsedRevenueFile['format'];
  sha256: string;
  rows: RevenueFilingRow[];
  /** The file's organizations by code. */
  organizations: Map<string, { id: string; name: string }>;
  /** The file's organizations, each with its months (year * 100 + month), in a fixed order. */
  byOrganization: { organizationId: string; periods: Set<number> }[];
  /** The file's organization months in the same order. */
  keys: OrganizationMonth[];
  /** When reading started, the bytes were read, the file was parsed (performance.now()). */
  timing: [number, number, number];
}

/**
 * Reads a Revenue Service file as its load does, parsed in a worker thread: refused (an AppError) at the
 * first thing wrong, or an organization not registered in the scheme. Nothing is written.
 */
export async function readLoadFile(deps: Deps, source: AsyncIterable<Uint8Array>): Promise<ReadLoadFile> {
  const t0 = performance.now();
  let buffer: Buffer;
  try {
    buffer = await readLimited(source);
  } catch (e) {
    if (e instanceof RevenueRefusal) throw new AppError(e.code, { params: e.params });
    throw e;
  }
  const t1 = performance.now();
  const { items: rows, meta: parsed } = await fileParsers().parse<RevenueFilingRow, { format: ParsedRevenueFile['format']; sha256: string }>(
    buffer,
    { kind: 'revenue', today: periodOfInstant(deps.clock.now()) },
    'REVENUE_FILE_FORMAT',
  );
  const t2 = performance.now();
  const organizations = await organizationsByCodes(deps.db, [...new Set(rows.map((r) => r.organizationCode))]);
  const unknown = rows.find((r) => !organizations.has(r.organizationCode));
  if (unknown) throw new AppError('REVENUE_ORGANIZATION_UNKNOWN', { params: { row: unknown.line, column: 'organization_code', value: unknown.organizationCode } });

  const months = new Map<string, { organizationId: string; periods: Set<number> }>();
  for (const r of rows) {
    const organizationId = organizations.get(r.organizationCode)!.id;
    let m = months.get(organizationId);
    if (!m) months.set(organizationId, (m = { organizationId, periods: new Set() }));
    m.periods.add(r.year * 100 + r.month);
  }
  const byOrganization = [...months.values()].sort((a, b) => a.organizationId.localeCompare(b.organizationId));
  const keys = byOrganization.flatMap((m) => [...m.periods].sort((a, b) => a - b).map((p) => ({ organizationId: m.organizationId, year: Math.floor(p / 100), month: p % 100 })));
  return { format: parsed.format, sha256: parsed.sha256, rows, organizations, byOrganization, keys, timing: [t0, t1, t2] };
}

/**
 * What loading a file would do (docs/decisions/0081): the file read and checked as the load reads it, and
 * the stored rows of each of its organization months the load would replace. Nothing is written.
 */
export async function previewLoad(deps: Deps, source: AsyncIterable<Uint8Array>): Promise<RevenueLoadPreview> {
  const file = await readLoadFile(deps, source);
  const stored = new Map<string, number>();
  const keyOf = (organizationId: string, year: number, month: number) => `${organizationId}:${year * 100 + month}`;
  for (let i = 0; i < file.keys.length; i += KEY_CHUNK) {
    const slice = file.keys.slice(i, i + KEY_CHUNK);
    const { rows } = await sql<{ organizationId: string; year: number; month: number; rows: string }>`
      select f.organization_id as "organizationId", f.year, f.month, count(*)::text as rows
        from revenue_service_filings f
        join unnest(${slice.map((k) => k.organizationId)}::uuid[], ${slice.map((k) => k.year)}::int[], ${slice.map((k) => k.month)}::int[]) as k(organization_id, year, month)
          on f.organization_id = k.organization_id and f.year = k.year and f.month = k.month
       group by f.organization_id, f.year, f.month`.execute(deps.db);
    for (const r of rows) stored.set(keyOf(r.organizationId, r.year, r.month), Number(r.rows));
  }
  const inFile = new Map<string, number>();
  const names = new Map<string, { code: string; name: string }>();
  for (const [code, o] of file.organizations) names.set(o.id, { code, name: o.name });
  for (const r of file.rows) {
    const k = keyOf(file.organizations.get(r.organizationCode)!.id, r.year, r.month);
    inFile.set(k, (inFile.get(k) ?? 0) + 1);
  }
  const months = file.keys.map((k) => {
    const key = keyOf(k.organizationId, k.year, k.month);
    const o = names.get(k.organizationId)!;
    return { organizationCode: o.code, organizationName: o.name, year: k.year, month: k.month, storedRows: stored.get(key) ?? 0, fileRows: inFile.get(key) ?? 0 };
  });
  months.sort(
    (a, b) =>
      Number(b.storedRows > 0) - Number(a.storedRows > 0) ||
      b.year * 100 + b.month - (a.year * 100 + a.month) ||
      a.organizationCode.localeCompare(b.organizationCode),
  );
  const replacing = months.filter((m) => m.storedRows > 0);
  return {
    format: file.format,
    rows: file.rows.length,
    organizations: file.byOrganization.length,
    monthCount: months.length,
    replaced: replacing.reduce((n, m) => n + m.storedRows, 0),
    replacedMonths: replacing.length,
    months: months.slice(0, REVENUE_PREVIEW_MONTHS_SHOWN),
  };
}

/**
 * The operator's recent loads of the Revenue Service's filings (docs/decisions/0024): the newest loads, each
 * with the organization months it still holds. A month a later load replaced is no longer the earlier load's.
 */
export async function recentLoads(deps: Deps, limit: number): Promise<RevenueLoadSummary[]> {
  const loads = await deps.db
    .selectFrom('revenueServiceLoads')
    .select(['id', 'fileName', 'format', 'rowCount', 'organizationCount', 'loadedAt'])
    .orderBy('loadedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  if (loads.length === 0) return [];
  const months = await deps.db
    .selectFrom('revenueServiceFilings as f')
    .innerJoin('organizations as o', 'o.id', 'f.organizationId')
    .where('f.loadId', 'in', loads.map((l) => l.id))
    .groupBy(['f.loadId', 'o.code', 'o.name', 'f.year', 'f.month'])
    .select(['f.loadId', 'o.code as organizationCode', 'o.name as organizationName', 'f.year', 'f.month', sql<string>`count(*)`.as('rows')])
    .orderBy('f.loadId')
    .orderBy('f.year', 'desc')
    .orderBy('f.month', 'desc')
    .orderBy('o.code')
    .execute();
  const byLoad = new Map<string, RevenueLoadSummary['months']>();
  for (const m of months) {
    let list = byLoad.get(m.loadId);
    if (!list) byLoad.set(m.loadId, (list = []));
    list.push({ organizationCode: m.organizationCode, organizationName: m.organizationName, year: m.year, month: m.month, rows: Number(m.rows) });
  }
  return loads.map((l) => {
    const held = byLoad.get(l.id) ?? [];
    return {
      id: l.id,
      fileName: l.fileName,
      format: l.format,
      loadedAt: new Date(l.loadedAt).toISOString(),
      rows: l.rowCount,
      organizations: l.organizationCount,
      months: held.slice(0, REVENUE_LOAD_MONTHS_SHOWN),
      monthCount: held.length,
    };
  });
}
