import { vmsg } from '../i18n/messages.ts';
import type { Lang } from '../i18n/languages.ts';
import {
  DECLARATION_FORMS,
  DECLARATION_TYPES,
  isOwnIncomeType,
  type DeclarationForm,
  type DeclarationType,
  type DetailField,
  type Gender,
  type IsoDate,
} from './declaration.schema.ts';
import { parseDateCell, parseFlagCell, parseGenderCell, unwrapCell, type CellValue } from './template-cells.ts';

/**
 * The Excel template of a declaration's rows: one definition of its columns per type and form, shared by the
 * server's template generator and its upload parser, and the cell readers both use.
 */

/**
 * How a column's cells are read. `optIn` is a 0/1 flag: the voluntary participation and the acknowledgement
 * that the employee's written request exists.
 */
export type TemplateColumnKind = 'text' | 'personalNumber' | 'date' | 'gender' | 'money' | 'optIn';

export interface TemplateColumn {
  key: DetailField;
  header: Readonly<Record<Lang, string>>;
  /** A blank cell is an error. Blank optional amounts are 0 (benefits, other withheld) or computed. */
  required: boolean;
  kind: TemplateColumnKind;
  /** Width in characters, for the generator. */
  width: number;
}

/** Uploaded files at most 7 MB (docs/domain-rules.md). */
export const TEMPLATE_MAX_BYTES = 7 * 1024 * 1024;
/** The header is the first row of the first sheet; rows are read from the second. */
export const TEMPLATE_HEADER_ROW = 1;
export const TEMPLATE_FIRST_DATA_ROW = 2;

type Headers = Readonly<Record<Lang, string>>;

const H = {
  personalIdentificationNumber: { ka: 'პირადი ნომერი', en: 'Personal number', ru: 'Личный номер' },
  firstName: { ka: 'სახელი', en: 'First name', ru: 'Имя' },
  lastName: { ka: 'გვარი', en: 'Last name', ru: 'Фамилия' },
  birthDate: { ka: 'დაბადების თარიღი', en: 'Date of birth', ru: 'Дата рождения' },
  gender: { ka: 'სქესი', en: 'Gender', ru: 'Пол' },
  grossSalary: { ka: 'დარიცხული ხელფასი', en: 'Gross salary', ru: 'Начисленная зарплата' },
  ownIncome: { ka: 'შემოსავალი', en: 'Income', ru: 'Доход' },
  additionalBenefits: { ka: 'დამატებითი სარგებელი', en: 'Additional benefits', ru: 'Дополнительные выплаты' },
  nonCashBenefits: { ka: 'არაფულადი სარგებელი', en: 'Non-cash benefits', ru: 'Неденежные выплаты' },
  otherWithHeldAmount: { ka: 'სხვა დაკავებული თანხა', en: 'Other withheld amount', ru: 'Прочие удержания' },
  incomeTax: { ka: 'საშემოსავლო გადასახადი', en: 'Income tax', ru: 'Подоходный налог' },
  netAmount: { ka: 'ხელზე ასაღები თანხა', en: 'Net amount', ru: 'Сумма на руки' },
  employeeContribution: { ka: 'დასაქმებულის შენატანი', en: 'Employee contribution', ru: 'Взнос работника' },
  organizationContribution: { ka: 'დამსაქმებლის შენატანი', en: 'Employer contribution', ru: 'Взнос работодателя' },
  ownEmployeePart: { ka: 'შენატანი 2% (დასაქმებულის წილი)', en: 'Contribution 2% (employee part)', ru: 'Взнос 2% (доля работника)' },
  ownEmployerPart: { ka: 'შენატანი 2% (დამსაქმებლის წილი)', en: 'Contribution 2% (employer part)', ru: 'Взнос 2% (доля работодателя)' },
  optIn: { ka: 'ნებაყოფლობითი მონაწილეობა (1/0)', en: 'Voluntary participation (1/0)', ru: 'Добровольное участие (1/0)' },
  hasWrittenRequest: {
    ka: 'დასაქმებულის წერილობითი მოთხოვნა (1/0)',
    en: 'Written request of the employee (1/0)',
    ru: 'Письменное заявление работника (1/0)',
  },
  ownWrittenRequest: { ka: 'წერილობითი მოთხოვნა (1/0)', en: 'Written request (1/0)', ru: 'Письменное заявление (1/0)' },
} as const satisfies Record<string, Headers>;

function col(key: DetailField, header: Headers, kind: TemplateColumnKind, required: boolean, width = 16): TemplateColumn {
  return { key, header, kind, required, width };
}

function buildColumns(type: DeclarationType, form: DeclarationForm): readonly TemplateColumn[] {
  const own = isOwnIncomeType(type);
  const columns: TemplateColumn[] = [
    col('personalIdentificationNumber', H.personalIdentificationNumber, 'personalNumber', true, 16),
    col('firstName', H.firstName, 'text', true, 20),
    col('lastName', H.lastName, 'text', true, 24),
    col('birthDate', H.birthDate, 'date', true, 14),
    col('gender', H.gender, 'gender', true, 12),
    col('grossSalary', own ? H.ownIncome : H.grossSalary, 'money', true),
  ];
  // a person declaring own income has no employer's benefits
  if (!own) columns.push(col('additionalBenefits', H.additionalBenefits, 'money', false), col('nonCashBenefits', H.nonCashBenefits, 'money', false));
  if (form === 'detailed')
    columns.push(
      col('otherWithHeldAmount', H.otherWithHeldAmount, 'money', false),
      col('incomeTax', H.incomeTax, 'money', false),
      col('netAmount', H.netAmount, 'money', false),
    );
  columns.push(
    col('employeeContribution', own ? H.ownEmployeePart : H.employeeContribution, 'money', false, 18),
    col('organizationContribution', own ? H.ownEmployerPart : H.organizationContribution, 'money', false, 18),
    col('optIn', H.optIn, 'optIn', false, 14),
    col('hasWrittenRequest', own ? H.ownWrittenRequest : H.hasWrittenRequest, 'optIn', false, 18),
  );
  return Object.freeze(columns);
}

const COLUMNS = new Map<string, readonly TemplateColumn[]>();
for (const type of DECLARATION_TYPES) for (const form of DECLARATION_FORMS) COLUMNS.set(`${type}:${form}`, buildColumns(type, form));

/** The template's columns of a declaration type and form, in their order in the sheet. */
export function templateColumns(type: DeclarationType, form: DeclarationForm): readonly TemplateColumn[] {
  return COLUMNS.get(`${type}:${form}`)!;
}

/** Header texts of the template in a language. */
export function templateHeaders(type: DeclarationType, form: DeclarationForm, lang: Lang): string[] {
  return templateColumns(type, form).map((c) => c.header[lang]);
}

/** Spreadsheet column letters of a 0-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/**
 * A marker the generator writes into the workbook (a document property or a hidden cell) so that an upload
 * can be matched to the declaration's type and form even before its columns are compared.
 */
export function templateMarker(type: DeclarationType, form: DeclarationForm): string {
  return `pensia-declaration:${type}:${form}`;
}

export function parseTemplateMarker(text: unknown): { type: DeclarationType; form: DeclarationForm } | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^pensia-declaration:([A-Za-z]+):([a-z]+)$/.exec(text.trim());
  if (!m) return undefined;
  const type = DECLARATION_TYPES.find((t) => t === m[1]);
  const form = DECLARATION_FORMS.find((f) => f === m[2]);
  return type && form ? { type, form } : undefined;
}

function normalizeHeader(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[\s\u00A0]+/g, ' ').trim();
}

export type HeaderMatch =
  | { ok: true; columns: readonly { column: TemplateColumn; index: number }[] }
  | { ok: false; message: string; missing: DetailField[]; unexpected: string[] };

/**
 * Matches the header row of an upload against the template of the declaration's type and form. Headers may be
 * in any of the three languages (a file downloaded in Georgian may be uploaded from the English screen) or be
 * the column keys; their order does not matter; empty header cells at the end are ignored. A missing column
 * or a column of another template means the file does not match the declaration ("templateMismatch").
 */
export function matchTemplateHeaders(headerCells: readonly unknown[], type: DeclarationType, form: DeclarationForm): HeaderMatch {
  const expected = templateColumns(type, form);
  const byText = new Map<string, TemplateColumn>();
  for (const column of expected) {
    byText.set(normalizeHeader(column.key), column);
    for (const text of Object.values(column.header)) byText.set(normalizeHeader(text), column);
  }
  const found: { column: TemplateColumn; index: number }[] = [];
  const seen = new Set<DetailField>();
  const unexpected: string[] = [];
  headerCells.forEach((cell, index) => {
    const unwrapped = unwrapCell(cell);
    const text = unwrapped.ok && unwrapped.value !== null ? String(unwrapped.value) : '';
    if (normalizeHeader(text) === '') return;
    const column = byText.get(normalizeHeader(text));
    if (!column || seen.has(column.key)) unexpected.push(text);
    else {
      seen.add(column.key);
      found.push({ column, index });
    }
  });
  const missing = expected.filter((c) => !seen.has(c.key)).map((c) => c.key);
  if (missing.length > 0 || unexpected.length > 0) return { ok: false, message: vmsg('templateMismatch'), missing, unexpected };
  return { ok: true, columns: found };
}

// ---------------------------------------------------------------------------------------------------------
// Cells

/** A row of cells as read from a sheet: the raw values by template column key. */
export type TemplateRowCells = Partial<Record<DetailField, unknown>>;

/** What a template row gives the row validation: plain values by field, and the cells that could not be read. */
export interface TemplateRowRead {
  values: Partial<Record<DetailField, CellValue>>;
  cellErrors: { field: DetailField; message: string }[];
  /** Every cell of the row is blank: the row is skipped, not rejected. */
  isEmpty: boolean;
}

/**
 * Unwraps the cells of one template row (formulas, rich text, error values). Field values are then read and
 * checked by `validateDetailRow`, which accepts the same plain values a form gives.
 */
export function readTemplateRow(cells: TemplateRowCells, columns: readonly TemplateColumn[]): TemplateRowRead {
  const values: Partial<Record<DetailField, CellValue>> = {};
  const cellErrors: { field: DetailField; message: string }[] = [];
  let isEmpty = true;
  for (const column of columns) {
    const raw = cells[column.key];
    const unwrapped = unwrapCell(raw);
    if (!unwrapped.ok) {
      cellErrors.push({ field: column.key, message: unwrapped.message });
      isEmpty = false;
      continue;
    }
    const value = unwrapped.value;
    if (value !== null && !(typeof value === 'string' && value.trim() === '')) isEmpty = false;
    values[column.key] = value;
  }
  return { values, cellErrors, isEmpty };
}

/** A row the upload rejected, as kept: the text of each of its cells by template column key (see upload-parts). */
export type KeptRowCells = Readonly<Record<string, string | null | undefined>>;

/** What a rejected row's cells give a form: the values read as the upload read them, blank where unreadable. */
export interface KeptRowValues {
  personalIdentificationNumber: string;
  firstName: string;
  lastName: string;
  birthDate: IsoDate | '';
  gender: Gender | '';
  grossSalary: string;
  additionalBenefits: string;
  nonCashBenefits: string;
  otherWithHeldAmount: string;
  incomeTax: string;
  netAmount: string;
  employeeContribution: string;
  organizationContribution: string;
  optIn: 0 | 1;
  hasWrittenRequest: 0 | 1;
}

/**
 * The kept text of a cell as the value the upload had read: a number cell is kept as its digits ('27395',
 * an Excel date serial), a boolean cell as 'true'/'false'; every other cell is text or a date already ISO.
 */
function keptCellValue(text: string | null | undefined): CellValue {
  if (text === null || text === undefined) return null;
  const trimmed = text.trim();
  if (/^-?\d+(\.\d+)?$/.test(trimmed) && !/^0\d/.test(trimmed)) return Number(trimmed);
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  return text;
}

/**
 * A rejected upload row read back for its fix form, with the readers the upload uses: a date in any form the
 * upload takes (Excel serial, 'YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY'), the gender words of all three
 * languages, 0/1 flags. What can't be read starts blank (the form's check then says why); text stays as the file had it.
 */
export function readKeptRow(cells: KeptRowCells): KeptRowValues {
  const text = (k: string) => cells[k] ?? '';
  const date = parseDateCell(keptCellValue(cells.birthDate));
  const gender = parseGenderCell(text('gender'));
  const flag = (k: string) => {
    const read = parseFlagCell(keptCellValue(cells[k]));
    return read.ok ? read.value : 0;
  };
  return {
    personalIdentificationNumber: text('personalIdentificationNumber'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate: date.ok ? date.value : '',
    gender: gender.ok ? gender.value : '',
    grossSalary: text('grossSalary'),
    additionalBenefits: text('additionalBenefits'),
    nonCashBenefits: text('nonCashBenefits'),
    otherWithHeldAmount: text('otherWithHeldAmount'),
    incomeTax: text('incomeTax'),
    netAmount: text('netAmount'),
    employeeContribution: text('employeeContribution'),
    organizationContribution: text('organizationContribution'),
    optIn: flag('optIn'),
    hasWrittenRequest: flag('hasWrittenRequest'),
  };
}
