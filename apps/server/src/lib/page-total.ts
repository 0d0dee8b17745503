/**
 * A page of a listing and the listing's total. The page's query counts the whole listing beside its rows
 * (`(count(*) over ())::int as "total"`); a page past the end has no row to carry that count, so `count` asks
 * for it again then only.
 */
export async function withPageTotal<R extends { total: number }>(rows: R[], offset: number, count: () => Promise<number>): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const total = rows.length || offset === 0 ? (rows[0]?.total ?? 0) : await count();
  return { rows: rows.map(({ total: _t, ...r }) => r), total };
}
