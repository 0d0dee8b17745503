import { isoDateToExcelSerial, type Lang, type ReversalDetail } from '@pensia/domain';
import type { Actor, Deps } from '../../lib/deps.ts';
import { organizationOf } from '../declarations/declaration-access.ts';
import type { CellValue, WorkbookLayout } from '../declarations/excel/export-writer.ts';
import { exportWriters, neutralizeCellText } from '../declarations/excel/workbooks.ts';
import * as repo from './reversals.repository.ts';
import { mustFind, toDetail } from './reversals.service.ts';

/** A reversing declaration's rows as a workbook, in the reader's language. */
const SHEET_TITLE: Record<Lang, string> = { ka: 'შემასწორებელი დეკლარაცია', en: 'Reversing declaration', ru: 'Корректирующая декларация' };

type ExportKey = 'personalNumber' | 'firstName' | 'lastName' | 'birthDate' | 'basis' | 'sum' | 'grossSalary' | 'additionalBenefits' | 'nonCashBenefits' | 'profit' | 'employeeContribution' | 'organizationContribution' | 'reversalsWithProfit' | 'difference' | 'isNew';
type ExportKind = 'text' | 'date' | 'money';

/** Columns of the export, headers in each language (the glossary's words; basis, profit, sum and reversals with profit as the portal's calls name them). */
export const EXPORT_COLUMNS: readonly { key: ExportKey; kind: ExportKind; width: number; header: Record<Lang, string> }[] = [
  { key: 'personalNumber', kind: 'text', width: 14, header: { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' } },
  { key: 'firstName', kind: 'text', width: 16, header: { ka: 'სახელი', en: 'First name', ru: 'Имя' } },
  { key: 'lastName', kind: 'text', width: 18, header: { ka: 'გვარი', en: 'Last name', ru: 'Фамилия' } },
  { key: 'birthDate', kind: 'date', width: 14, header: { ka: 'დაბადების თარიღი', en: 'Date of birth', ru: 'Дата рождения' } },
  { key: 'basis', kind: 'money', width: 14, header: { ka: 'ბაზა', en: 'Basis', ru: 'База' } },
  { key: 'sum', kind: 'money', width: 14, header: { ka: 'თანხა', en: 'Sum', ru: 'Сумма' } },
  { key: 'grossSalary', kind: 'money', width: 16, header: { ka: 'დარიცხული ხელფასი', en: 'Gross salary', ru: 'Начисленная зарплата' } },
  { key: 'additionalBenefits', kind: 'money', width: 16, header: { ka: 'დამატებითი სარგებელი', en: 'Additional benefits', ru: 'Дополнительные выплаты' } },
  { key: 'nonCashBenefits', kind: 'money', width: 16, header: { ka: 'არაფულადი სარგებელი', en: 'Non-cash benefits', ru: 'Неденежные выплаты' } },
  { key: 'profit', kind: 'money', width: 14, header: { ka: 'შემოსავალი', en: 'Profit', ru: 'Доход' } },
  { key: 'employeeContribution', kind: 'money', width: 18, header: { ka: 'დასაქმებულის შენატანი', en: 'Employee contribution', ru: 'Взнос работника' } },
  { key: 'organizationContribution', kind: 'money', width: 18, header: { ka: 'დამსაქმებლის შენატანი', en: 'Employer contribution', ru: 'Взнос работодателя' } },
  { key: 'reversalsWithProfit', kind: 'money', width: 20, header: { ka: 'კორექტირება შემოსავლით', en: 'Reversal with profit', ru: 'Корректировка с доходом' } },
  { key: 'difference', kind: 'money', width: 14, header: { ka: 'სხვაობა', en: 'Difference', ru: 'Разница' } },
  { key: 'isNew', kind: 'text', width: 12, header: { ka: 'ახალი ჩანაწერი', en: 'New row', ru: 'Новая строка' } },
];
const YES_NO: Record<Lang, [string, string]> = { ka: ['კი', 'არა'], en: ['Yes', 'No'], ru: ['Да', 'Нет'] };
const NUM_FMT: Record<ExportKind, string> = { text: '@', date: 'dd.mm.yyyy', money: '0.00' };

export function exportLayout(lang: Lang): WorkbookLayout {
  return {
    creator: 'Pensia',
    title: SHEET_TITLE[lang],
    headerRow: 1,
    markerSheet: 'pensia',
    marker: 'reversal',
    columns: EXPORT_COLUMNS.map((c) => ({ key: c.key, header: c.header[lang], width: Math.max(c.width, c.header[lang].length + 2), numFmt: NUM_FMT[c.kind] })),
  };
}

/** A row's cells: a real spreadsheet date, money as a number from its exact decimal string, text neutralised. */
export function exportCells(d: ReversalDetail, lang: Lang): CellValue[] {
  const v: Record<ExportKey, string | number> = {
    personalNumber: d.personalIdentificationNumber,
    firstName: d.firstName,
    lastName: d.lastName,
    birthDate: isoDateToExcelSerial(d.birthDate),
    basis: d.basis,
    sum: d.sum,
    grossSalary: d.corrected.grossSalary,
    additionalBenefits: d.corrected.additionalBenefits,
    nonCashBenefits: d.corrected.nonCashBenefits,
    profit: d.profit,
    employeeContribution: d.corrected.employeeContribution,
    organizationContribution: d.corrected.organizationContribution,
    reversalsWithProfit: d.reversalsWithProfit,
    difference: d.difference,
    isNew: YES_NO[lang][d.isNew ? 0 : 1],
  };
  return EXPORT_COLUMNS.map((c) => {
    const x = v[c.key];
    if (c.kind === 'money') return Number(x);
    if (c.kind === 'date') return x;
    return neutralizeCellText(String(x));
  });
}

export async function exportDetails(deps: Deps, actor: Actor, id: string, lang: Lang) {
  const r = await mustFind(deps.db, organizationOf(actor), id);
  const rows = await repo.allDetails(deps.db, r);
  const file = await exportWriters().write(exportLayout(lang), rows.map((d) => exportCells(toDetail(d), lang)));
  return { file, fileName: `reversal-${r.number}-${r.year}-${String(r.month).padStart(2, '0')}.xlsx` };
}

