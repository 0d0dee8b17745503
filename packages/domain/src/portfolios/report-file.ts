import { parseDecimalText } from '../money/decimal-text.ts';
import type { ValidationKey } from '../i18n/messages.ts';
import { formatMicro, parseUnitPrice } from '../participants/units.ts';
import { isIsoDay } from '../participants/processing.schema.ts';

/**
 * A portfolio's monthly report as an operator loads it (docs/portfolio-report-layout.md): a CSV or the first
 * sheet of a workbook with the header `section,code,value` and one line per figure. Read as a whole: the
 * first thing wrong refuses the file, naming its line and column (docs/decisions/0070).
 */

export const ASSET_CLASSES = ['deposits', 'bonds', 'equities', 'other'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];
export const REPORT_COLUMNS = ['section', 'code', 'value'] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];
const SINGLE = ['portfolio', 'date', 'unit_price', 'net_assets', 'management_fee'] as const;
const LISTS = ['asset_class', 'currency', 'holding'] as const;
/** At most this many largest holdings in a report. */
export const MAX_HOLDINGS = 10;
/** A list of shares may miss 100% by this much (hundredths of a percent × 100: 0.10%), the rounding of a published report. */
const SHARE_TOLERANCE = 1_000n;
const HUNDRED = 1_000_000n;

export interface ReportShare {
  code: string;
  /** Percent with 4 decimals ("18.2500"). */
  share: string;
}

export interface PortfolioReportFile {
  portfolioId: string;
  asOf: string;
  year: number;
  month: number;
  unitPrice: string;
  netAssets: string;
  managementFee: string;
  assetClasses: ReportShare[];
  currencies: ReportShare[];
  holdings: ReportShare[];
}

export type ReportReading = { ok: true; report: PortfolioReportFile; lines: number } | { ok: false; line: number; column: ReportColumn; key: ValidationKey };

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * A workbook's date cell as its day: a workbook read without its styles gives a date as its serial number, the
 * days since 30 December 1899 (both Excel's and LibreOffice's count for dates after February 1900).
 */
function dayOfCell(v: unknown): string {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 2_958_465) return text(v);
  return new Date(Date.UTC(1899, 11, 30) + v * 86_400_000).toISOString().slice(0, 10);
}

/** A decimal with at most `decimals` places, not negative, as an integer scaled by 10^decimals; undefined otherwise. */
function scaled(value: string, decimals: number): bigint | undefined {
  const r = parseDecimalText(value);
  if (!r.ok || r.negative || r.fraction.length > decimals || r.whole.length > 14) return undefined;
  return BigInt(r.whole) * 10n ** BigInt(decimals) + BigInt(r.fraction.padEnd(decimals, '0') || '0');
}

const fixed = (v: bigint, decimals: number) => `${v / 10n ** BigInt(decimals)}.${(v % 10n ** BigInt(decimals)).toString().padStart(decimals, '0')}`;

/**
 * Reads the lines of a report (the header first; blank lines already left out). `portfolios` are the ids
 * that exist; `today` (`YYYY-MM-DD`) bounds the report's date.
 */
export function readPortfolioReport(lines: readonly { line: number; cells: readonly unknown[] }[], portfolios: ReadonlySet<string>, today: string): ReportReading {
  const bad = (line: number, column: ReportColumn, key: ValidationKey): ReportReading => ({ ok: false, line, column, key });
  const [header, ...body] = lines;
  if (!header) return bad(1, 'section', 'required');
  const names = header.cells.map((c) => text(c).toLowerCase());
  for (const [i, name] of REPORT_COLUMNS.entries()) if (names[i] !== name) return bad(header.line, name, 'reportColumns');
  if (names.slice(3).some((n) => n !== '')) return bad(header.line, 'value', 'reportColumns');

  const single = new Map<string, string>();
  const lists = { asset_class: [] as ReportShare[], currency: [] as ReportShare[], holding: [] as ReportShare[] };
  const sums = { asset_class: 0n, currency: 0n, holding: 0n };
  let lastLine = header.line;
  for (const l of body) {
    lastLine = l.line;
    const [section, code, value] = [0, 1, 2].map((i) => text(l.cells[i]));
    if (l.cells.slice(3).some((c) => text(c) !== '')) return bad(l.line, 'value', 'reportColumns');
    if ((SINGLE as readonly string[]).includes(section!)) {
      if (single.has(section!)) return bad(l.line, 'section', 'reportRepeated');
      const v = section === 'portfolio' ? code! : section === 'date' ? dayOfCell(l.cells[2]) : value!;
      const column: ReportColumn = section === 'portfolio' ? 'code' : 'value';
      if (v === '') return bad(l.line, column, 'required');
      if (section === 'portfolio' && !portfolios.has(v)) return bad(l.line, 'code', 'reportPortfolioUnknown');
      if (section === 'date' && (!isIsoDay(v) || v > today)) return bad(l.line, 'value', 'reportDate');
      if (section === 'unit_price' && parseUnitPrice(v) === undefined) return bad(l.line, 'value', 'unitPriceFormat');
      if (section === 'net_assets' && scaled(v, 2) === undefined) return bad(l.line, 'value', 'reportAmount');
      if (section === 'management_fee' && (scaled(v, 4) ?? HUNDRED) >= HUNDRED) return bad(l.line, 'value', 'reportShare');
      single.set(section!, v);
      continue;
    }
    if (!(LISTS as readonly string[]).includes(section!)) return bad(l.line, 'section', 'reportSection');
    const list = section as (typeof LISTS)[number];
    if (list === 'asset_class' && !(ASSET_CLASSES as readonly string[]).includes(code!)) return bad(l.line, 'code', 'reportAssetClass');
    if (list === 'currency' && !/^[A-Z]{3}$/.test(code!)) return bad(l.line, 'code', 'reportCurrency');
    if (list === 'holding' && (code === '' || code!.length > 120)) return bad(l.line, 'code', code === '' ? 'required' : 'reportHoldingName');
    if (lists[list].some((s) => s.code === code)) return bad(l.line, 'code', 'reportRepeated');
    if (list === 'holding' && lists.holding.length >= MAX_HOLDINGS) return bad(l.line, 'section', 'reportTooManyHoldings');
    const share = scaled(value!, 4);
    if (share === undefined || share > HUNDRED) return bad(l.line, 'value', 'reportShare');
    sums[list] += share;
    if (sums[list] > HUNDRED + SHARE_TOLERANCE) return bad(l.line, 'value', 'reportSharesTotal');
    lists[list].push({ code: code!, share: fixed(share, 4) });
  }
  const after = lastLine + 1;
  for (const s of SINGLE) if (!single.has(s)) return bad(after, s === 'portfolio' ? 'code' : 'section', 'reportMissing');
  for (const list of ['asset_class', 'currency'] as const) {
    if (sums[list] < HUNDRED - SHARE_TOLERANCE) return bad(after, 'value', list === 'asset_class' ? 'reportAssetClassesTotal' : 'reportCurrenciesTotal');
  }
  const asOf = single.get('date')!;
  return {
    ok: true,
    lines: body.length,
    report: {
      portfolioId: single.get('portfolio')!,
      asOf,
      year: Number(asOf.slice(0, 4)),
      month: Number(asOf.slice(5, 7)),
      unitPrice: formatMicro(parseUnitPrice(single.get('unit_price')!)!),
      netAssets: fixed(scaled(single.get('net_assets')!, 2)!, 2),
      managementFee: fixed(scaled(single.get('management_fee')!, 4)!, 4),
      assetClasses: ASSET_CLASSES.map((code) => lists.asset_class.find((s) => s.code === code) ?? { code, share: '0.0000' }),
      currencies: lists.currency,
      holdings: lists.holding,
    },
  };
}
