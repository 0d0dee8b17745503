import { formatMoneyPlain, type ComparedPerson, type DifferenceKind, type Lang, type Tetri } from '@pensia/domain';
import type { Actor, Deps } from '../../lib/deps.ts';
import { organizationOf } from '../declarations/declaration-access.ts';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { exportWriters, neutralizeCellText } from '../declarations/excel/workbooks.ts';
import { yearLines } from './revenue.repository.ts';
import { filtered, type Filters } from './revenue.service.ts';

/** The Revenue Service comparison as a workbook: the lines a list shows, with the same filters, in the reader's language. */

const money = (t: Tetri) => formatMoneyPlain(t);

const SHEET_TITLE: Record<Lang, string> = { ka: 'შედარება (შემოსავლების სამს.)', en: 'Revenue Service comparison', ru: 'Сравнение со Службой доходов' };
const KIND_LABEL: Record<DifferenceKind, Record<Lang, string>> = {
  missingInDeclaration: { ka: 'არ არის დეკლარაციაში', en: 'Missing in the declaration', ru: 'Нет в декларации' },
  missingAtRevenueService: { ka: 'არ არის შემოსავლების სამსახურში', en: 'Missing at the Revenue Service', ru: 'Нет в Службе доходов' },
  amountsDiffer: { ka: 'თანხები განსხვავდება', en: 'Amounts differ', ru: 'Суммы различаются' },
  same: { ka: 'ემთხვევა', en: 'Same', ru: 'Совпадает' },
};
type ExportKey = 'month' | 'personalNumber' | 'lastName' | 'firstName' | 'kind' | 'declaredIncome' | 'revenueIncome' | 'incomeDifference' | 'declaredContribution' | 'revenueContribution' | 'contributionDifference' | 'declaredIncomeTax' | 'revenueIncomeTax';
const EXPORT_COLUMNS: readonly { key: ExportKey; money: boolean; width: number; header: Record<Lang, string> }[] = [
  { key: 'month', money: false, width: 10, header: { ka: 'თვე', en: 'Month', ru: 'Месяц' } },
  { key: 'personalNumber', money: false, width: 14, header: { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' } },
  { key: 'lastName', money: false, width: 18, header: { ka: 'გვარი', en: 'Last name', ru: 'Фамилия' } },
  { key: 'firstName', money: false, width: 16, header: { ka: 'სახელი', en: 'First name', ru: 'Имя' } },
  { key: 'kind', money: false, width: 28, header: { ka: 'სხვაობის სახე', en: 'Kind of difference', ru: 'Вид расхождения' } },
  { key: 'declaredIncome', money: true, width: 16, header: { ka: 'დეკლარირებული შემოსავალი', en: 'Declared income', ru: 'Задекларированный доход' } },
  { key: 'revenueIncome', money: true, width: 16, header: { ka: 'შემოსავალი (შემოსავლების სამსახური)', en: 'Income (Revenue Service)', ru: 'Доход (Служба доходов)' } },
  { key: 'incomeDifference', money: true, width: 16, header: { ka: 'შემოსავლის სხვაობა', en: 'Income difference', ru: 'Разница дохода' } },
  { key: 'declaredContribution', money: true, width: 16, header: { ka: 'დეკლარირებული შენატანი', en: 'Declared contribution', ru: 'Задекларированный взнос' } },
  { key: 'revenueContribution', money: true, width: 16, header: { ka: 'შენატანი (შემოსავლების სამსახური)', en: 'Contribution (Revenue Service)', ru: 'Взнос (Служба доходов)' } },
  { key: 'contributionDifference', money: true, width: 16, header: { ka: 'შენატანის სხვაობა', en: 'Contribution difference', ru: 'Разница взноса' } },
  { key: 'declaredIncomeTax', money: true, width: 16, header: { ka: 'დეკლარირებული საშემოსავლო გადასახადი', en: 'Declared income tax', ru: 'Задекларированный подоходный налог' } },
  { key: 'revenueIncomeTax', money: true, width: 16, header: { ka: 'საშემოსავლო გადასახადი (შემოსავლების სამსახური)', en: 'Income tax (Revenue Service)', ru: 'Подоходный налог (Служба доходов)' } },
];

function exportLayout(lang: Lang): WorkbookLayout {
  return {
    creator: 'Pensia',
    title: SHEET_TITLE[lang],
    headerRow: 1,
    markerSheet: 'pensia',
    marker: 'revenue-comparison',
    columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header[lang], width: Math.max(c.width, Math.min(c.header[lang].length + 2, 40)), numFmt: c.money ? '0.00' : '@' })),
  };
}

function exportCells(year: number, l: ComparedPerson, lang: Lang): CellValue[] {
  const v: Record<ExportKey, string | Tetri | null> = {
    month: `${year}-${String(l.month).padStart(2, '0')}`,
    personalNumber: l.personalNumber,
    lastName: l.lastName,
    firstName: l.firstName ?? '',
    kind: KIND_LABEL[l.kind][lang],
    declaredIncome: l.declared?.income ?? null,
    revenueIncome: l.revenue?.income ?? null,
    incomeDifference: l.incomeDifference,
    declaredContribution: l.declared?.contribution ?? null,
    revenueContribution: l.revenue?.contribution ?? null,
    contributionDifference: l.contributionDifference,
    declaredIncomeTax: l.declared?.incomeTax ?? null,
    revenueIncomeTax: l.revenue?.incomeTax ?? null,
  };
  return EXPORT_COLUMNS.map((c) => {
    const x = v[c.key];
    if (x === null) return null;
    if (typeof x === 'bigint') return Number(money(x));
    return neutralizeCellText(x);
  });
}

export async function exportComparison(deps: Deps, actor: Actor, f: Filters, lang: Lang) {
  const organizationId = organizationOf(actor);
  const lines = await yearLines(deps.readDb, organizationId, f.year, f.month, f.kind);
  const file = await exportWriters().write(exportLayout(lang), filtered(lines, f).map((l) => exportCells(f.year, l, lang)));
  return { file, fileName: `revenue-service-comparison-${f.year}${f.month ? `-${String(f.month).padStart(2, '0')}` : ''}.xlsx` };
}

/** The kind of a difference in a language, as the export names it. */
export const differenceKindLabel = (kind: DifferenceKind, lang: Lang): string => KIND_LABEL[kind][lang];
