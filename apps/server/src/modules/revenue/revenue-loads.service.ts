import { REVENUE_LOAD_MONTHS_SHOWN, type RevenueLoadSummary } from '@pensia/domain';
import { sql } from 'kysely';
import type { Deps } from '../../lib/deps.ts';
import './revenue.table.ts';

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
