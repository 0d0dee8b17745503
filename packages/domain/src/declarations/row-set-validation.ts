import type { Lang } from '../i18n/languages.ts';
import { validationMessage } from '../i18n/catalogue.ts';
import { vmsg } from '../i18n/messages.ts';
import { isBlankValue } from './amounts.ts';
import { isOwnIncomeType, type DetailField, type RowIssue } from './declaration.schema.ts';
import { type UploadRejection } from './declaration-lists.schema.ts';
import { rowError, sortByField, validateDetailRow, type DetailRowContext, type DetailRowDraft, type DetailRowValidation } from './row-validation.ts';
import { parsePersonalNumberCell } from './template-cells.ts';
import type { TemplateRowRead } from './template.ts';

/**
 * The rules across the rows of one declaration (an upload, or a declaration before activation), over the
 * rules of each row (row-validation.ts): a personal number given twice, a declaration of own income of more
 * than one row, the cells an upload could not read, whether the declaration may be activated.
 */

/** Personal numbers that occur more than once, with the 0-based positions of every occurrence. */
export function findDuplicatePersonalNumbers(personalNumbers: readonly (string | null | undefined)[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  personalNumbers.forEach((pn, index) => {
    if (!pn) return;
    const list = positions.get(pn);
    if (list) list.push(index);
    else positions.set(pn, [index]);
  });
  for (const [pn, list] of positions) if (list.length < 2) positions.delete(pn);
  return positions;
}

/**
 * Validates a whole set of rows (an upload, or a declaration before activation): each row on its own, then
 * across rows — every occurrence of a repeated personal number is an error ("Private number is repeated."),
 * and a declaration of own income has a single row.
 */
export function validateDetailRows(drafts: readonly DetailRowDraft[], ctx: DetailRowContext): DetailRowValidation[] {
  const results = drafts.map((draft) => validateDetailRow(draft, ctx));
  const personalNumbers = results.map((r, i) => r.values?.personalIdentificationNumber ?? personalNumberOf(drafts[i]!));
  for (const positions of findDuplicatePersonalNumbers(personalNumbers).values())
    for (const index of positions) addError(results[index]!, rowError('personalIdentificationNumber', vmsg('personalNumberRepeated')));
  if (isOwnIncomeType(ctx.type)) for (let i = 1; i < results.length; i++) addError(results[i]!, rowError(null, vmsg('ownIncomeSingleRow')));
  return results;
}

/**
 * `validateDetailRows` over rows that arrive a part at a time (an upload, stored as it is read): each part's
 * results are final as they are given, except that a personal number repeated by a later part makes its
 * earlier rows errors too. `repeatedLater()` names those earlier rows once the last part is in; each of them
 * gains `repeatedPersonalNumberIssue()`. Together, the results are those of `validateDetailRows` over every row.
 */
export class DetailRowsValidator {
  readonly #ctx: DetailRowContext;
  /** Each personal number seen, with the position of its first row and whether that row is flagged yet. */
  readonly #seen = new Map<string, { first: number; flagged: boolean }>();
  readonly #late: number[] = [];
  #count = 0;

  constructor(ctx: DetailRowContext) {
    this.#ctx = ctx;
  }

  /** Validates the next rows; positions go on from the previous part. */
  add(drafts: readonly DetailRowDraft[]): DetailRowValidation[] {
    const offset = this.#count;
    this.#count += drafts.length;
    const results = validateDetailRows(drafts, this.#ctx);
    results.forEach((result, i) => {
      const pn = result.values?.personalIdentificationNumber ?? personalNumberOf(drafts[i]!);
      if (!pn) return;
      const seen = this.#seen.get(pn);
      if (!seen) {
        // repeated within this part: every occurrence is flagged already
        this.#seen.set(pn, { first: offset + i, flagged: !result.isValid && result.errors.some(isRepeated) });
        return;
      }
      if (seen.first >= offset) return; // first seen in this part: flagged by validateDetailRows
      addError(result, repeatedPersonalNumberIssue());
      if (!seen.flagged) {
        seen.flagged = true;
        this.#late.push(seen.first);
      }
    });
    if (isOwnIncomeType(this.#ctx.type) && offset > 0) for (const result of results) addError(result, rowError(null, vmsg('ownIncomeSingleRow')));
    return results;
  }

  /** Positions of rows given earlier whose personal number a later row repeated, in the order found. */
  repeatedLater(): readonly number[] {
    return this.#late;
  }
}

/** The error of a row whose personal number another row of the declaration has too. */
export function repeatedPersonalNumberIssue(): RowIssue {
  return rowError('personalIdentificationNumber', vmsg('personalNumberRepeated'));
}

const isRepeated = (issue: Pick<RowIssue, 'field' | 'message'>) => issue.field === 'personalIdentificationNumber' && issue.message === vmsg('personalNumberRepeated');

/** Issues with the repeated-personal-number error added (once), in the order of the fields. */
export function withRepeatedPersonalNumber<T extends Pick<RowIssue, 'field' | 'message'>>(issues: readonly T[]): (T | RowIssue)[] {
  if (issues.some(isRepeated)) return [...issues];
  return sortByField<T | RowIssue>([...issues, repeatedPersonalNumberIssue()]);
}

function personalNumberOf(draft: DetailRowDraft): string | undefined {
  const pn = parsePersonalNumberCell(isBlankValue(draft.personalIdentificationNumber) ? null : draft.personalIdentificationNumber);
  return pn.ok ? pn.value : undefined;
}

function addError(result: DetailRowValidation, issue: RowIssue): void {
  if (result.errors.some((e) => e.field === issue.field && e.message === issue.message)) return;
  result.errors.push(issue);
  sortByField(result.errors);
  result.isValid = false;
}

/**
 * Validates the rows read from an uploaded template (`readTemplateRow`) as `validateDetailRows` does, with
 * each unreadable cell's own message (a formula without a value, an error value) in place of the field's
 * other messages. Blank rows are skipped: their result is null.
 */
export function validateTemplateRows(reads: readonly TemplateRowRead[], ctx: DetailRowContext): (DetailRowValidation | null)[] {
  const filled = reads.map((read, index) => ({ read, index })).filter(({ read }) => !read.isEmpty);
  const results = validateDetailRows(
    filled.map(({ read }) => read.values),
    ctx,
  );
  const answer: (DetailRowValidation | null)[] = reads.map(() => null);
  filled.forEach(({ read, index }, i) => {
    const result = results[i]!;
    if (read.cellErrors.length > 0) {
      const fields = new Set(read.cellErrors.map((e) => e.field));
      result.errors = [...result.errors.filter((e) => e.field === null || !fields.has(e.field)), ...read.cellErrors.map((e) => rowError(e.field, e.message))];
      sortByField(result.errors);
      result.values = null;
      result.isValid = false;
    }
    answer[index] = result;
  });
  return answer;
}

/** Whether a declaration may be activated: it has rows and none has an error. */
export function canActivate(results: readonly Pick<DetailRowValidation, 'isValid'>[]): boolean {
  return results.length > 0 && results.every((r) => r.isValid);
}

/**
 * The rejections of one uploaded row in the user's language: cell errors (`readTemplateRow`) and the row's
 * errors, each with its spreadsheet row number and column key. Warnings never reject a row.
 */
export function uploadRejections(
  rowNumber: number,
  issues: readonly { field: DetailField | null; message: string }[],
  lang: Lang,
): UploadRejection[] {
  return issues.map((issue) => ({ row: rowNumber, column: issue.field, message: validationMessage(lang, issue.message) }));
}
