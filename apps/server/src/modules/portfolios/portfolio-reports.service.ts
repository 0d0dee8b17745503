import { dateOfInstant, errorMessage, readPortfolioReport, REVENUE_FILE_MAX_BYTES, validationMessage, type ErrorCode, type Lang, type PortfolioReportLoad } from '@pensia/domain';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isZip, tableLines } from '../../lib/table-file.ts';
import type { Executor } from '../finance/ledger.repository.ts';

/**
 * The operator's loads of a portfolio's monthly report (docs/portfolio-report-layout.md, docs/decisions/0070):
 * read whole, refused at the first thing wrong with its line and column; kept with its allocation, holdings
 * and unit price, replacing a report of the same portfolio and month. The unit price becomes the portfolio's
 * price of the report's date (the agency's unit price for the default portfolio).
 */

const REFUSALS = {
  format: () => new AppError('PORTFOLIO_REPORT_FILE_FORMAT'),
  malformed: (line: number) => new AppError('PORTFOLIO_REPORT_CSV_MALFORMED', { params: { line } }),
};

const blank = (cells: unknown[]) => cells.every((c) => c === null || c === undefined || String(c).trim() === '');

export type LoadKind = 'report' | 'inflation';
export type LoadFile = { fileName: string; bytes: Buffer } | undefined;

/**
 * Reads a loaded file's lines (blank ones left out) and hands them to `load`; a file refused for any reason is
 * written in the loads' history with its reason (decision 0080) and the refusal answered as it was.
 */
export async function loadTableFile<T>(deps: Deps, actor: Actor, kind: LoadKind, file: LoadFile, load: (lines: { line: number; cells: unknown[] }[], format: 'csv' | 'xlsx') => Promise<T>): Promise<T> {
  if (!file || file.bytes.length === 0) throw new AppError('FILE_EMPTY', { params: { name: 'file' } });
  const format = isZip(file.bytes) ? 'xlsx' : 'csv';
  try {
    if (file.bytes.length > REVENUE_FILE_MAX_BYTES) throw new AppError('PORTFOLIO_REPORT_FILE_TOO_LARGE', { params: { maxMb: REVENUE_FILE_MAX_BYTES / (1024 * 1024) } });
    const lines: { line: number; cells: unknown[] }[] = [];
    for await (const l of tableLines(file.bytes, format, REFUSALS)) if (!blank(l.cells)) lines.push(l);
    return await load(lines, format);
  } catch (e) {
    if (e instanceof AppError && e.status < 500) {
      const field = e.options.fields ? Object.values(e.options.fields)[0] : undefined;
      await sql`insert into portfolio_report_loads (file_name, file_kind, kind, status, refusal_code, refusal_params, loaded_by)
        values (${file.fileName.slice(0, 255)}, ${format}, ${kind}, 'refused', ${e.code}, ${JSON.stringify({ ...e.options.params, ...(field ? { key: field } : {}) })}::jsonb, ${actor.userId}::uuid)`.execute(deps.db);
    }
    throw e;
  }
}

export async function loadPortfolioReport(deps: Deps, actor: Actor, file: LoadFile): Promise<PortfolioReportLoad> {
  return loadTableFile(deps, actor, 'report', file, (lines, format) => keepReport(deps, actor, file!, lines, format));
}

async function keepReport(deps: Deps, actor: Actor, file: { fileName: string }, lines: { line: number; cells: unknown[] }[], format: 'csv' | 'xlsx'): Promise<PortfolioReportLoad> {
  const { rows: known } = await sql<{ id: string }>`select id from portfolios`.execute(deps.db);
  const reading = readPortfolioReport(lines, new Set(known.map((k) => k.id)), dateOfInstant(deps.clock.now()));
  if (!reading.ok) {
    throw new AppError('PORTFOLIO_REPORT_INVALID', { params: { line: reading.line, column: reading.column }, fields: { [`line ${reading.line}: ${reading.column}`]: reading.key } });
  }
  const r = reading.report;
  return deps.db.transaction().execute(async (trx) => {
    // one load of a portfolio's month at a time: the second waits and then replaces the first
    await sql`select pg_advisory_xact_lock(hashtext(${`portfolio-report:${r.portfolioId}`}), ${r.year * 100 + r.month}::int)`.execute(trx);
    const { rows: removed } = await sql`delete from portfolio_reports where portfolio_id = ${r.portfolioId} and year = ${r.year} and month = ${r.month} returning 1`.execute(trx);
    const { rows: load } = await sql<{ id: string; loadedAt: Date }>`
      insert into portfolio_report_loads (file_name, file_kind, portfolio_id, year, month, line_count, replaced, loaded_by)
      values (${file.fileName.slice(0, 255)}, ${format}, ${r.portfolioId}, ${r.year}, ${r.month}, ${reading.lines}, ${removed.length > 0}, ${actor.userId}::uuid)
      returning id, loaded_at as "loadedAt"`.execute(trx);
    const loadId = load[0]!.id;
    await sql`insert into portfolio_reports (portfolio_id, year, month, as_of, unit_price, net_assets, management_fee, load_id)
      values (${r.portfolioId}, ${r.year}, ${r.month}, ${r.asOf}::date, ${r.unitPrice}::numeric, ${r.netAssets}::numeric, ${r.managementFee}::numeric, ${loadId}::uuid)`.execute(trx);
    const shares = [
      ...r.assetClasses.map((s, i) => ({ kind: 'asset_class', ordinal: i + 1, ...s })),
      ...r.currencies.map((s, i) => ({ kind: 'currency', ordinal: i + 1, ...s })),
      ...r.holdings.map((s, i) => ({ kind: 'holding', ordinal: i + 1, ...s })),
    ];
    await sql`insert into portfolio_report_lines (portfolio_id, year, month, kind, ordinal, code, share)
      select ${r.portfolioId}, ${r.year}, ${r.month}, s.kind, s.ordinal, s.code, s.share
        from jsonb_to_recordset(${JSON.stringify(shares)}::jsonb) as s(kind text, ordinal smallint, code text, share numeric)`.execute(trx);
    await writePrice(trx, r.portfolioId, r.asOf, r.unitPrice, actor.userId);
    const { rows: by } = await sql<{ username: string }>`select username from users where id = ${actor.userId}::uuid`.execute(trx);
    const { rows: named } = await sql<{ ka: string; en: string; ru: string }>`select name_ka as ka, name_en as en, name_ru as ru from portfolios where id = ${r.portfolioId}`.execute(trx);
    return {
      id: loadId, fileName: file.fileName, format, kind: 'report', status: 'loaded', portfolioId: r.portfolioId, portfolioName: named[0]!, year: r.year, month: r.month, firstMonth: null,
      lines: reading.lines, replaced: removed.length > 0, refusal: null, loadedAt: new Date(load[0]!.loadedAt).toISOString(), loadedBy: by[0]?.username ?? null,
    };
  });
}

/** The report's unit price as its portfolio's price of the day: the agency's unit price for the default portfolio. */
async function writePrice(trx: Executor, portfolioId: string, date: string, price: string, by: string) {
  const { rows } = await sql<{ isDefault: boolean }>`select is_default as "isDefault" from portfolios where id = ${portfolioId}`.execute(trx);
  if (rows[0]?.isDefault) {
    await sql`insert into unit_prices (date, price, updated_by) values (${date}::date, ${price}::numeric, ${by}::uuid)
      on conflict (date) do update set price = excluded.price, updated_by = excluded.updated_by, updated_at = now()`.execute(trx);
  } else {
    await sql`insert into portfolio_prices (portfolio_id, date, price) values (${portfolioId}, ${date}::date, ${price}::numeric)
      on conflict (portfolio_id, date) do update set price = excluded.price`.execute(trx);
  }
}

type LoadRow = Omit<PortfolioReportLoad, 'loadedAt' | 'refusal'> & { loadedAt: Date; refusalCode: ErrorCode | null; refusalParams: Record<string, string | number> | null };

/** Why a load was refused, in the reader's language: the error, and what is wrong in the cell it names. */
function refusalText(lang: Lang, code: ErrorCode, params: Record<string, string | number> | null): string {
  const { key, ...rest } = params ?? {};
  const message = errorMessage(lang, code, rest);
  return typeof key === 'string' ? `${message} ${validationMessage(lang, key)}` : message;
}

/** The loads of the portfolio screen, loaded or refused, newest first. */
export async function listReportLoads(deps: Deps, q: { pageNumber: number; pageSize: number }, lang: Lang) {
  const offset = (q.pageNumber - 1) * q.pageSize;
  const [{ rows }, { rows: count }] = await Promise.all([
    sql<LoadRow>`
      select l.id, l.file_name as "fileName", l.file_kind as format, l.kind, l.status, l.portfolio_id as "portfolioId", l.year, l.month, l.first_month as "firstMonth",
             l.line_count as lines, l.replaced, l.refusal_code as "refusalCode", l.refusal_params as "refusalParams", l.loaded_at as "loadedAt", u.username as "loadedBy",
             case when p.id is null then null else json_build_object('ka', p.name_ka, 'en', p.name_en, 'ru', p.name_ru) end as "portfolioName"
        from portfolio_report_loads l left join portfolios p on p.id = l.portfolio_id left join users u on u.id = l.loaded_by
       order by l.loaded_at desc, l.id desc limit ${q.pageSize} offset ${offset}`.execute(deps.readDb),
    sql<{ n: number }>`select count(*)::int as n from portfolio_report_loads`.execute(deps.readDb),
  ]);
  const items: PortfolioReportLoad[] = rows.map(({ refusalCode, refusalParams, ...r }) => ({
    ...r,
    refusal: refusalCode ? refusalText(lang, refusalCode, refusalParams) : null,
    loadedAt: new Date(r.loadedAt).toISOString(),
  }));
  return { items, totalCount: count[0]?.n ?? 0, pageNumber: q.pageNumber, pageSize: q.pageSize };
}
