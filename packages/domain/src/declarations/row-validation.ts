import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../http/text.ts';
import { nameKey, nameOnRecordConflict, type NamesOnRecord } from './person-name.ts';
import { vmsg } from '../i18n/messages.ts';
import { formatMoneyPlain, type Tetri } from '../money/money.ts';
import { isBlankValue, parseAmount } from './amounts.ts';
import { computeDetailRow, withdrawalFor, type RowComputation, type WithdrawnPeople } from './contributions.ts';
import {
  DETAIL_FIELDS,
  isOwnIncomeType,
  NAME_MAX_LENGTH,
  type AmountField,
  type DeclarationForm,
  type DeclarationType,
  type DetailField,
  type Gender,
  type IsoDate,
  type NameChange,
  type OptIn,
  type Period,
  type RowIssue,
  type SuggestedValues,
} from './declaration.schema.ts';
import { parseDateCell, parseFlagCell, parseGenderCell, parsePersonalNumberCell } from './template-cells.ts';

/**
 * Validation of a declaration's detail rows in three tiers the user can tell apart:
 * - errors block activation (a missing or malformed value, a repeated personal number, a wrong contribution);
 * - warnings are shown and do not block (declared income tax or net amount differ from the computed ones:
 *   payrolls may have lawful exemptions, domain-rules.md);
 * - suggested values are what the portal computes (contributions, income tax, net amount).
 * Every message is a `vmsg` reference; the screens and the server translate it.
 */

/** The declaration a row belongs to, and what the rules need to know around it. */
export interface DetailRowContext {
  type: DeclarationType;
  form: DeclarationForm;
  /** Today (in Tbilisi): a birth date after it is refused. Without it only the lower bound is checked. */
  today?: IsoDate;
  /** In a declaration of own income, the declarant's personal number: the row must be theirs. */
  ownPersonalNumber?: string;
  /** Personal numbers of the declaration's other rows, when one row is added or edited on its own. */
  existingPersonalNumbers?: ReadonlySet<string>;
  /** The declaration's month: with `withdrawn`, a person withdrawn in or before it carries no contributions. */
  period?: Period;
  /** Persons withdrawn from the fund by a satisfied opt-out, each with the month of the withdrawal. */
  withdrawn?: WithdrawnPeople;
  /** The names the scheme knows the row's personal numbers by: another name is refused (person-name.ts). */
  namesOnRecord?: NamesOnRecord;
}

/**
 * A row as typed in a form or read from a template row (`readTemplateRow`): text, numbers (numeric cells),
 * Dates (date cells), booleans; blank is null, undefined or spaces.
 */
export type DetailRowDraft = Partial<Record<DetailField, unknown>> & {
  /** The employer's reason when it confirms that the person's name really changed (marriage etc.). */
  nameChangeReason?: string | null;
};

/** A row whose every field was read: what the server stores. Amounts in tetri. */
export interface DetailRowValues {
  personalIdentificationNumber: string;
  firstName: string;
  lastName: string;
  birthDate: IsoDate;
  gender: Gender;
  grossSalary: Tetri;
  additionalBenefits: Tetri;
  nonCashBenefits: Tetri;
  /** Detailed form only; null in a simple one. */
  otherWithHeldAmount: Tetri | null;
  incomeTax: Tetri | null;
  netAmount: Tetri | null;
  /** Declared, or the computed value when the field was left blank. */
  employeeContribution: Tetri;
  organizationContribution: Tetri;
  optIn: OptIn;
  hasWrittenRequest: boolean;
  /** A name that differs from the record, confirmed as changed with a reason; null otherwise. */
  nameChange: NameChange | null;
}

export interface DetailRowValidation {
  /** Block activation. */
  errors: RowIssue[];
  /** Shown; do not block. */
  warnings: RowIssue[];
  /** Computed values, when the amounts, birth date and gender could be read. */
  suggested: SuggestedValues | null;
  computed: RowComputation | null;
  /** Every field read (the row can be stored, even with rule errors); null when a field could not be read. */
  values: DetailRowValues | null;
  isValid: boolean;
}

/** The earliest birth date accepted. */
export const MIN_BIRTH_DATE: IsoDate = '1900-01-01';

/** An error of a row, on a field or (null) on the whole row. */
export const rowError = (field: DetailField | null, message: string): RowIssue => ({ tier: 'error', field, message });
const error = rowError;
const warning = (field: DetailField | null, message: string): RowIssue => ({ tier: 'warning', field, message });

function readText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Validates one detail row of a declaration of the given type and form. */
export function validateDetailRow(draft: DetailRowDraft, ctx: DetailRowContext): DetailRowValidation {
  const errors: RowIssue[] = [];
  const warnings: RowIssue[] = [];
  const detailed = ctx.form === 'detailed';
  const own = isOwnIncomeType(ctx.type);

  // personal number
  let personalNumber: string | undefined;
  const pn = parsePersonalNumberCell(isBlankValue(draft.personalIdentificationNumber) ? null : draft.personalIdentificationNumber);
  if (!pn.ok) errors.push(error('personalIdentificationNumber', pn.message));
  else {
    personalNumber = pn.value;
    if (ctx.existingPersonalNumbers?.has(personalNumber)) errors.push(error('personalIdentificationNumber', vmsg('personalNumberRepeated')));
    if (own && ctx.ownPersonalNumber !== undefined && personalNumber !== ctx.ownPersonalNumber)
      errors.push(error('personalIdentificationNumber', vmsg('ownIncomePersonalNumber')));
  }

  // names
  const names: Partial<Record<'firstName' | 'lastName', string>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const text = readText(draft[field]);
    if (text === '') errors.push(error(field, vmsg('required')));
    else if (hasControlCharacters(text)) errors.push(error(field, CONTROL_CHARACTERS_MESSAGE));
    else if (text.length > NAME_MAX_LENGTH) errors.push(error(field, vmsg('tooLong', { max: NAME_MAX_LENGTH })));
    else names[field] = text;
  }
  // a known person under another name: a typo in the personal number would credit someone else's account,
  // unless the employer confirms that the name really changed and says why (kept with the row)
  let nameChange: NameChange | null = null;
  if (personalNumber !== undefined && names.firstName !== undefined && names.lastName !== undefined) {
    const onRecord = nameOnRecordConflict(personalNumber, { firstName: names.firstName, lastName: names.lastName }, ctx.namesOnRecord);
    const reason = typeof draft.nameChangeReason === 'string' ? draft.nameChangeReason.trim() : '';
    if (onRecord && reason !== '') nameChange = { reason, nameOnRecord: `${onRecord.firstName} ${onRecord.lastName}` };
    else if (onRecord) {
      const message = vmsg('nameNotOnRecord', { name: `${onRecord.firstName} ${onRecord.lastName}` });
      for (const field of ['firstName', 'lastName'] as const)
        if (nameKey(names[field]!) !== nameKey(onRecord[field])) errors.push(error(field, message));
    }
  }

  // birth date
  let birthDate: IsoDate | undefined;
  if (isBlankValue(draft.birthDate)) errors.push(error('birthDate', vmsg('required')));
  else {
    const parsed = parseDateCell(draft.birthDate);
    if (!parsed.ok) errors.push(error('birthDate', parsed.message));
    else if (parsed.value < MIN_BIRTH_DATE || (ctx.today !== undefined && parsed.value > ctx.today))
      errors.push(error('birthDate', vmsg('birthDateRange')));
    else birthDate = parsed.value;
  }

  // gender
  let gender: Gender | undefined;
  const g = parseGenderCell(isBlankValue(draft.gender) ? '' : draft.gender);
  if (!g.ok) errors.push(error('gender', g.message));
  else gender = g.value;

  // amounts: gross salary required; benefits and other withheld blank = 0; the computed ones blank = computed
  const amounts: Partial<Record<AmountField, Tetri | null>> = {};
  let amountsRead = true;
  const readAmount = (field: AmountField, blank: 'required' | 'zero' | 'computed') => {
    const value = draft[field];
    if (isBlankValue(value)) {
      if (blank === 'required') {
        errors.push(error(field, vmsg('required')));
        amountsRead = false;
      } else amounts[field] = blank === 'zero' ? 0n : null;
      return;
    }
    const parsed = parseAmount(value);
    if (parsed.ok) amounts[field] = parsed.tetri;
    else {
      errors.push(error(field, parsed.message));
      amountsRead = false;
    }
  };
  readAmount('grossSalary', 'required');
  readAmount('additionalBenefits', 'zero');
  readAmount('nonCashBenefits', 'zero');
  if (detailed) {
    readAmount('otherWithHeldAmount', 'zero');
    readAmount('incomeTax', 'computed');
    readAmount('netAmount', 'computed');
  }
  readAmount('employeeContribution', 'computed');
  readAmount('organizationContribution', 'computed');

  // voluntary participation and its written request
  let optIn: OptIn | undefined;
  const o = parseFlagCell(draft.optIn ?? null);
  if (!o.ok) errors.push(error('optIn', o.message));
  else optIn = o.value;
  let hasWrittenRequest: boolean | undefined;
  const w = parseFlagCell(draft.hasWrittenRequest ?? null);
  if (!w.ok) errors.push(error('hasWrittenRequest', w.message));
  else hasWrittenRequest = w.value === 1;
  if (optIn === 1 && hasWrittenRequest === false) errors.push(error('hasWrittenRequest', vmsg('optInWrittenRequest')));

  // computation, contributions (errors), income tax and net amount (warnings)
  let computed: RowComputation | null = null;
  let suggested: SuggestedValues | null = null;
  if (amountsRead && birthDate !== undefined && gender !== undefined && optIn !== undefined) {
    computed = computeDetailRow({
      type: ctx.type,
      form: ctx.form,
      birthDate,
      gender,
      optIn,
      grossSalary: amounts.grossSalary!,
      additionalBenefits: amounts.additionalBenefits ?? 0n,
      nonCashBenefits: amounts.nonCashBenefits ?? 0n,
      otherWithHeldAmount: amounts.otherWithHeldAmount ?? 0n,
      withdrawnFrom: withdrawalFor(ctx.withdrawn, personalNumber, ctx.period),
    });
    suggested = {
      employeeContribution: formatMoneyPlain(computed.employeeContribution),
      organizationContribution: formatMoneyPlain(computed.organizationContribution),
      incomeTax: computed.incomeTax === null ? null : formatMoneyPlain(computed.incomeTax),
      netAmount: computed.netAmount === null ? null : formatMoneyPlain(computed.netAmount),
    };
    for (const field of ['employeeContribution', 'organizationContribution'] as const) {
      const declared = amounts[field];
      if (declared === null || declared === undefined || declared === computed[field]) continue;
      errors.push(error(field, contributionIssue(computed, field)));
    }
    if (detailed) {
      for (const [field, key] of [
        ['incomeTax', 'incomeTaxDiffers'],
        ['netAmount', 'netAmountDiffers'],
      ] as const) {
        const declared = amounts[field];
        const expected = computed[field];
        if (declared === null || declared === undefined || expected === null || declared === expected) continue;
        warnings.push(warning(field, vmsg(key, { expected: formatMoneyPlain(expected) })));
      }
    }
  }

  const fieldsRead =
    computed !== null && personalNumber !== undefined && names.firstName !== undefined && names.lastName !== undefined && hasWrittenRequest !== undefined;
  const values: DetailRowValues | null =
    fieldsRead && computed
      ? {
          personalIdentificationNumber: personalNumber!,
          firstName: names.firstName!,
          lastName: names.lastName!,
          birthDate: birthDate!,
          gender: gender!,
          grossSalary: amounts.grossSalary!,
          additionalBenefits: amounts.additionalBenefits ?? 0n,
          nonCashBenefits: amounts.nonCashBenefits ?? 0n,
          otherWithHeldAmount: detailed ? (amounts.otherWithHeldAmount ?? 0n) : null,
          incomeTax: detailed ? (amounts.incomeTax ?? computed.incomeTax) : null,
          netAmount: detailed ? (amounts.netAmount ?? computed.netAmount) : null,
          employeeContribution: amounts.employeeContribution ?? computed.employeeContribution,
          organizationContribution: amounts.organizationContribution ?? computed.organizationContribution,
          optIn: optIn!,
          hasWrittenRequest: hasWrittenRequest!,
          nameChange,
        }
      : null;

  sortByField(errors);
  sortByField(warnings);
  return { errors, warnings, suggested, computed, values, isValid: errors.length === 0 };
}

/** Why a declared contribution is wrong: not the computed one, or none is due (withdrawn, not a participant). */
function contributionIssue(computed: RowComputation, field: 'employeeContribution' | 'organizationContribution'): string {
  if (computed.isContributing) return vmsg('contributionMismatch', { expected: formatMoneyPlain(computed[field]) });
  const w = computed.withdrawnFrom;
  if (w) return vmsg('contributionWithdrawn', { month: `${String(w.month).padStart(2, '0')}.${w.year}` });
  return vmsg('contributionNotDue');
}

const FIELD_ORDER = new Map<DetailField | null, number>(DETAIL_FIELDS.map((f, i) => [f, i]));
/** Issues in the order of the row's fields (the row's own, then each field's). */
export function sortByField<T extends Pick<RowIssue, 'field'>>(issues: T[]): T[] {
  return issues.sort((a, b) => (FIELD_ORDER.get(a.field) ?? -1) - (FIELD_ORDER.get(b.field) ?? -1));
}

/** Errors then warnings of a row, as a stored row carries them (`DeclarationDetail.issues`). */
export function rowIssues(result: Pick<DetailRowValidation, 'errors' | 'warnings'>): RowIssue[] {
  return [...result.errors, ...result.warnings];
}

/** The amounts of a row's values as the API carries them: two-decimal strings (null stays null). */
export function formatDetailAmounts(values: DetailRowValues): Record<AmountField, string | null> {
  const money = (t: Tetri | null) => (t === null ? null : formatMoneyPlain(t));
  return {
    grossSalary: money(values.grossSalary),
    additionalBenefits: money(values.additionalBenefits),
    nonCashBenefits: money(values.nonCashBenefits),
    otherWithHeldAmount: money(values.otherWithHeldAmount),
    incomeTax: money(values.incomeTax),
    netAmount: money(values.netAmount),
    employeeContribution: money(values.employeeContribution),
    organizationContribution: money(values.organizationContribution),
  };
}
