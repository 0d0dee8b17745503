import { dateOfInstant, errorMessage, readPortfolioReport, REVENUE_FILE_MAX_BYTES, validationMessage, type ErrorCode, type Lang, type PortfolioReportLoad } from '@pensia/domain';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isZip, tableLines } from '../../lib/table-file.ts';
import type { Executor } from '../finance/ledger.repository.ts';
import {
  deleteReport, insertRefusedLoad, insertReport, insertReportLines, insertReportLoad, isDefaultPortfolio, loadsPage, lockReportMonth, portfolioIds, portfolioNames,
  upsertPortfolioPrice, upsertUnitPrice, usernameOf, type LoadRow,
} from './portfolio-reports.repository.ts';

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
      await insertRefusedLoad(deps.db, { fileName: file.fileName.slice(0, 255), format, kind, code: e.code, params: { ...e.options.params, ...(field ? { key: field } : {}) }, loadedBy: actor.userId });
    }
    throw e;
  }
}

export async function loadPortfolioReport(deps: Deps, actor: Actor, file: LoadFile): Promise<PortfolioReportLoad> {
  return loadTableFile(deps, actor, 'report', file, (lines, format) => keepReport(deps, actor, file!, lines, format));
}

async function keepReport(deps: Deps, actor: Actor, file: { fileName: string }, lines: { line: number; cells: unknown[] }[], format: 'csv' | 'xlsx'): Promise<PortfolioReportLoad> {
  const known = await portfolioIds(deps.db);
  const reading = readPortfolioReport(lines, new Set(known.map((k) => k.id)), dateOfInstant(deps.clock.now()));
  if (!reading.ok) {
    throw new AppError('PORTFOLIO_REPORT_INVALID', { params: { line: reading.line, column: reading.column }, fields: { [`line ${reading.line}: ${reading.column}`]: reading.key } });
  }
  const r = reading.report;
  return deps.db.transaction().execute(async (trx) => {
    // one load of a portfolio's month at a time: the second waits and then replaces the first
    await lockReportMonth(trx, r.portfolioId, r.year, r.month);
    const replaced = await deleteReport(trx, r.portfolioId, r.year, r.month);
    const load = await insertReportLoad(trx, {
      fileName: file.fileName.slice(0, 255), format, portfolioId: r.portfolioId, year: r.year, month: r.month, lines: reading.lines, replaced, loadedBy: actor.userId,
    });
    const loadId = load.id;
    await insertReport(trx, r, loadId);
    const shares = [
      ...r.assetClasses.map((s, i) => ({ kind: 'asset_class', ordinal: i + 1, ...s })),
      ...r.currencies.map((s, i) => ({ kind: 'currency', ordinal: i + 1, ...s })),
      ...r.holdings.map((s, i) => ({ kind: 'holding', ordinal: i + 1, ...s })),
    ];
    await insertReportLines(trx, r.portfolioId, r.year, r.month, shares);
    await writePrice(trx, r.portfolioId, r.asOf, r.unitPrice, actor.userId);
    const loadedBy = await usernameOf(trx, actor.userId);
    const portfolioName = await portfolioNames(trx, r.portfolioId);
    return {
      id: loadId, fileName: file.fileName, format, kind: 'report', status: 'loaded', portfolioId: r.portfolioId, portfolioName, year: r.year, month: r.month, firstMonth: null,
      lines: reading.lines, replaced, refusal: null, loadedAt: new Date(load.loadedAt).toISOString(), loadedBy,
    };
  });
}

/** The report's unit price as its portfolio's price of the day: the agency's unit price for the default portfolio. */
async function writePrice(trx: Executor, portfolioId: string, date: string, price: string, by: string) {
  if (await isDefaultPortfolio(trx, portfolioId)) {
    await upsertUnitPrice(trx, date, price, by);
  } else {
    await upsertPortfolioPrice(trx, portfolioId, date, price);
  }
}

/** Why a load was refused, in the reader's language: the error, and what is wrong in the cell it names. */
function refusalText(lang: Lang, code: ErrorCode, params: Record<string, string | number> | null): string {
  const { key, ...rest } = params ?? {};
  const message = errorMessage(lang, code, rest);
  return typeof key === 'string' ? `${message} ${validationMessage(lang, key)}` : message;
}

/** The loads of the portfolio screen, loaded or refused, newest first. */
export async function listReportLoads(deps: Deps, q: { pageNumber: number; pageSize: number }, lang: Lang) {
  const { rows, total } = await loadsPage(deps.readDb, q);
  const items: PortfolioReportLoad[] = rows.map(({ refusalCode, refusalParams, ...r }: LoadRow) => ({
    ...r,
    refusal: refusalCode ? refusalText(lang, refusalCode, refusalParams) : null,
    loadedAt: new Date(r.loadedAt).toISOString(),
  }));
  return { items, totalCount: total, pageNumber: q.pageNumber, pageSize: q.pageSize };
}
