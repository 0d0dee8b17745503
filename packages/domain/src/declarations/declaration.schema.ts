import { z } from 'zod';
import { multilineText, text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { formatMoneyPlain, MoneySchema } from '../money/money.ts';
import { isBlankValue, parseAmount } from './amounts.ts';
import { comparePeriods, FIRST_DECLARATION_PERIOD, isFuturePeriod, isIsoDate, type Period } from './period.ts';

/**
 * Monthly declarations (glossary: declaration, declaration row; docs/domain-rules.md).
 * Codes are stable: they are stored in the database and sent in URLs, never translated.
 */

/** What the document says of a row's voluntary participation and its written request (every form of a row). */
export const OPT_IN_DESCRIPTION =
  "1: the person joins the scheme voluntarily (someone of pension age on 6 August 2018, who takes part only at their written request); 0: participation as the person's age and gender set it. Blank in a body: 0.";
export const WRITTEN_REQUEST_DESCRIPTION = "The employer confirms that the person's written request to join voluntarily exists; required (true) when optIn is 1.";

/**
 * Declaration types: `standard` (an employer for its employees), `self` (an individual
 * entrepreneur for their own income), `selfEmployed` (a self-employed physical person for their own income),
 * `opening` (an employer's opening declaration; its rows are those of a standard one).
 */
export const DECLARATION_TYPES = ['standard', 'self', 'selfEmployed', 'opening'] as const;
export type DeclarationType = (typeof DECLARATION_TYPES)[number];
export const DeclarationTypeSchema = z.enum(DECLARATION_TYPES, { error: vmsg('declarationType') });

/**
 * Types in which a person declares their own income: 4% of it, shown as 2% + 2% in the employee and employer
 * columns so that every declaration has one shape (domain-rules.md).
 */
export const OWN_INCOME_TYPES: readonly DeclarationType[] = ['self', 'selfEmployed'];

export function isOwnIncomeType(type: DeclarationType): boolean {
  return OWN_INCOME_TYPES.includes(type);
}

/** Forms: simple (amounts and contributions) and detailed (adds other withheld amount, income tax, net). */
export const DECLARATION_FORMS = ['simple', 'detailed'] as const;
export type DeclarationForm = (typeof DECLARATION_FORMS)[number];
export const DeclarationFormSchema = z.enum(DECLARATION_FORMS, { error: vmsg('declarationForm') });

/** States of section 4: draft → saved → open (activated once valid) → closed. */
export const DECLARATION_STATES = ['draft', 'saved', 'open', 'closed'] as const;
export type DeclarationState = (typeof DECLARATION_STATES)[number];
export const DeclarationStateSchema = z.enum(DECLARATION_STATES);

/** What a user does to a declaration. `editRows` covers adding, editing and deleting rows and uploads. */
export const DECLARATION_ACTIONS = ['editRows', 'save', 'activate', 'close', 'delete'] as const;
export type DeclarationAction = (typeof DECLARATION_ACTIONS)[number];

/** The states in which each action is allowed, and the state it leads to. */
export const DECLARATION_TRANSITIONS: Record<DeclarationAction, { from: readonly DeclarationState[]; to?: DeclarationState }> = {
  editRows: { from: ['draft', 'saved'] },
  save: { from: ['draft', 'saved'], to: 'saved' },
  activate: { from: ['draft', 'saved'], to: 'open' },
  close: { from: ['open'], to: 'closed' },
  delete: { from: ['draft', 'saved'] },
};

/**
 * Why an action is refused, or undefined when it is allowed. A declaration being processed refuses every
 * action ("Failed to delete, add or edit. The declaration is being processed!", section 8); otherwise the
 * state decides. Whether the rows are valid (for `activate`) is checked separately.
 */
export function declarationActionRefusal(
  state: DeclarationState,
  isProcessing: boolean,
  action: DeclarationAction,
): 'processing' | 'wrongState' | undefined {
  if (isProcessing) return 'processing';
  return DECLARATION_TRANSITIONS[action].from.includes(state) ? undefined : 'wrongState';
}

/** The state after an allowed action (the same state for actions that do not move it). */
export function stateAfter(state: DeclarationState, action: DeclarationAction): DeclarationState {
  return DECLARATION_TRANSITIONS[action].to ?? state;
}

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GenderSchema = z.enum(GENDERS, { error: vmsg('genderValue') });

/** Voluntary participation of a person already of pension age (domain-rules.md): 1 only with a written request. */
export type OptIn = 0 | 1;

/** Longest first or last name accepted. */
export const NAME_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------------------
// Dates and periods

export { isCalendarDate, isIsoDate, isoDate, GEORGIA_UTC_OFFSET_MINUTES, FIRST_DECLARATION_PERIOD, periodOfInstant, dateOfInstant, comparePeriods, isFuturePeriod } from './period.ts';
export type { IsoDate, Period } from './period.ts';

export const IsoDateSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .refine(isIsoDate, vmsg('dateCellFormat'));

// ---------------------------------------------------------------------------------------------------------
// Create a declaration

const YearSchema = z.coerce
  .number({ error: vmsg('required') })
  .int(vmsg('invalidType'))
  .min(FIRST_DECLARATION_PERIOD.year, vmsg('periodBeforeScheme'))
  .max(9999, vmsg('invalidType'));
const MonthSchema = z.coerce
  .number({ error: vmsg('required') })
  .int(vmsg('monthRange'))
  .min(1, vmsg('monthRange'))
  .max(12, vmsg('monthRange'));

/** Body of `POST declarations`: the month and year of salary payment, type and form. */
export const CreateDeclarationBodySchema = z.object({
  year: YearSchema,
  month: MonthSchema,
  type: DeclarationTypeSchema,
  form: DeclarationFormSchema,
});
export type CreateDeclarationBody = z.infer<typeof CreateDeclarationBodySchema>;

/**
 * The create body with the rules that need today's month: not in the future, not before the scheme.
 * `current` comes from the server's clock (`periodOfInstant(clock.now())`) or the browser's date.
 */
export function createDeclarationBodySchema(current: Period) {
  return CreateDeclarationBodySchema.superRefine((body, ctx) => {
    // zod runs this even when a field failed: a month or year already refused is not checked again
    if (!Number.isInteger(body.month) || body.month < 1 || body.month > 12 || body.year < FIRST_DECLARATION_PERIOD.year) return;
    if (isFuturePeriod(body, current)) ctx.addIssue({ code: 'custom', path: ['month'], message: vmsg('periodInFuture') });
    else if (comparePeriods(body, FIRST_DECLARATION_PERIOD) < 0)
      ctx.addIssue({ code: 'custom', path: ['month'], message: vmsg('periodBeforeScheme') });
  });
}

// ---------------------------------------------------------------------------------------------------------
// The declaration as the API carries it

const DateTimeSchema = z.string();

/** Sums of a declaration's rows; each a sum of rounded rows (domain-rules.md, Money). */
export const DeclarationTotalsSchema = z.object({
  rowCount: z.number().int(),
  contributionBase: MoneySchema,
  employeeContribution: MoneySchema,
  organizationContribution: MoneySchema,
  /** Employee plus employer contributions: what the declaration makes due. */
  totalContribution: MoneySchema,
});
export type DeclarationTotalsDto = z.infer<typeof DeclarationTotalsSchema>;

/** A monthly declaration (section 3) with the month, type, form and state this portal adds. */
export const DeclarationSchema = z.object({
  id: z.string(),
  declarationNumber: z.string().nullable(),
  organizationId: z.string(),
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  type: DeclarationTypeSchema,
  form: DeclarationFormSchema,
  isSimple: z.boolean(),
  declarationStatus: DeclarationStateSchema,
  isDraft: z.boolean(),
  isOpen: z.boolean(),
  isClosed: z.boolean(),
  /** Set while the agency processes the declaration: no edit, add or delete (section 4). */
  isProcessing: z.boolean(),
  awaitingApproval: z
    .boolean()
    .describe('Submitted for a second user\'s approval and not yet decided: it cannot be changed until approved (then activated), sent back or withdrawn'),
  isPublicAgencyDeclaration: z.boolean(),
  governmentContributionOrderId: z.string().nullable(),
  /** A reversing declaration exists for this one. */
  hasReversal: z.boolean(),
  /** Its reversing declarations: one not yet completed (`open`), all completed (`closed`), none (null). */
  reversalStatus: z.enum(['open', 'closed']).nullable(),
  /** Total contributions declared (employee + employer). */
  totalAmount: MoneySchema,
  /** Correcting amount of a reversal, when there is one. */
  sumAmount: MoneySchema.nullable(),
  totals: DeclarationTotalsSchema,
  /** Rows with an error (activation is refused while above 0) and with a warning. */
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  activationDate: DateTimeSchema.nullable(),
  closingDate: DateTimeSchema.nullable(),
  lastModificationDate: DateTimeSchema.nullable(),
  createdOn: DateTimeSchema,
  modifiedOn: DateTimeSchema,
  /** Increases with every change; the ETag of reads and the If-Match of writes. */
  version: z.number().int(),
});
export type Declaration = z.infer<typeof DeclarationSchema>;

/** The boolean flags of the API, derived from the state. */
export function stateFlags(state: DeclarationState): { isDraft: boolean; isOpen: boolean; isClosed: boolean } {
  return { isDraft: state === 'draft', isOpen: state === 'open', isClosed: state === 'closed' };
}

// ---------------------------------------------------------------------------------------------------------
// Detail rows

/** The fields of a detail row that hold money. */
export const AMOUNT_FIELDS = [
  'grossSalary',
  'additionalBenefits',
  'nonCashBenefits',
  'otherWithHeldAmount',
  'incomeTax',
  'netAmount',
  'employeeContribution',
  'organizationContribution',
] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

/** Amounts only the detailed form has. */
export const DETAILED_ONLY_FIELDS = ['otherWithHeldAmount', 'incomeTax', 'netAmount'] as const satisfies readonly AmountField[];

/** Every field of a detail row a user fills in (a form field, a template column). */
export const DETAIL_FIELDS = [
  'personalIdentificationNumber',
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  ...AMOUNT_FIELDS,
  'optIn',
  'hasWrittenRequest',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** Tiers of a row message: an error blocks activation; a warning is shown and does not. */
export const ISSUE_TIERS = ['error', 'warning'] as const;
export type IssueTier = (typeof ISSUE_TIERS)[number];

export const RowIssueSchema = z.object({
  tier: z.enum(ISSUE_TIERS),
  /** The field (template column) concerned; null for the row as a whole. */
  field: z.enum(DETAIL_FIELDS).nullable(),
  /** A `vmsg` reference (`contributionMismatch?expected=12.00`), translated by the screen. */
  message: z.string(),
});
export type RowIssue = z.infer<typeof RowIssueSchema>;

/** Values the portal computes for a row, offered to the user next to what was declared. */
export const SuggestedValuesSchema = z.object({
  employeeContribution: MoneySchema,
  organizationContribution: MoneySchema,
  incomeTax: MoneySchema.nullable(),
  netAmount: MoneySchema.nullable(),
});
export type SuggestedValues = z.infer<typeof SuggestedValuesSchema>;

/** The longest reason of a confirmed name change. */
export const NAME_CHANGE_REASON_MAX_LENGTH = 500;

/** A row's name confirmed as changed by the employer (marriage etc.), kept with the row and shown to the operator. */
export const NameChangeSchema = z.object({
  reason: z.string(),
  /** The name on record for the personal number when the change was confirmed. */
  nameOnRecord: z.string(),
});
export type NameChange = z.infer<typeof NameChangeSchema>;

/** A stored detail row as the API answers it (section 3, "Declaration detail row"). */
export const DeclarationDetailSchema = z.object({
  id: z.string(),
  declarationId: z.string(),
  personalIdentificationNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  gender: GenderSchema,
  grossSalary: MoneySchema,
  additionalBenefits: MoneySchema,
  nonCashBenefits: MoneySchema,
  /** Detailed form only; null in a simple one. */
  otherWithHeldAmount: MoneySchema.nullable(),
  incomeTax: MoneySchema.nullable(),
  netAmount: MoneySchema.nullable(),
  employeeContribution: MoneySchema,
  organizationContribution: MoneySchema,
  optIn: z.union([z.literal(0), z.literal(1)]).meta({ description: OPT_IN_DESCRIPTION }),
  hasWrittenRequest: z.boolean().meta({ description: WRITTEN_REQUEST_DESCRIPTION }),
  issues: z.array(RowIssueSchema),
  suggested: SuggestedValuesSchema,
  /** A name confirmed as changed: the employer's reason and the name the scheme knew the person by then. */
  nameChange: NameChangeSchema.nullable().optional(),
});
export type DeclarationDetail = z.infer<typeof DeclarationDetailSchema>;

/**
 * An amount typed by a user or sent by a client: text ("1234,5") or a JSON number, answered as the canonical
 * two-decimal string ("1234.50"). Errors are `vmsg` keys: required, numeric, notNegative, twoDecimals,
 * amountTooLarge.
 */
export const AmountInputSchema = z.union([text(), z.number()], { error: vmsg('numeric') }).transform((value, ctx) => {
  const parsed = parseAmount(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return formatMoneyPlain(parsed.tetri);
});

/** An amount that may be left blank (null, undefined or spaces): answered as undefined then. */
export const OptionalAmountInputSchema = z.preprocess(
  (value) => (isBlankValue(value) ? undefined : value),
  AmountInputSchema.optional(),
);

const NameSchema = text({ error: vmsg('required') })
  .trim()
  .min(1, vmsg('required'))
  .max(NAME_MAX_LENGTH, vmsg('tooLong', { max: NAME_MAX_LENGTH }));

const OptInSchema = z.preprocess(
  (value) => (isBlankValue(value) ? 0 : typeof value === 'string' ? Number(value.trim()) : typeof value === 'boolean' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1)], { error: vmsg('optInValue') }),
);

/**
 * Body of adding or editing a detail row (`POST/PUT declarations/{id}/details`). It checks each field's
 * format; the rules across fields and rows (contributions, duplicates, the three tiers) are those of
 * `validateDetailRow`. Blank benefits and other withheld amount mean 0; blank contributions, income tax and
 * net amount are filled in with the computed values.
 */
export const DetailRowBodySchema = z
  .object({
    personalIdentificationNumber: PersonalNumberSchema,
    firstName: NameSchema,
    lastName: NameSchema,
    birthDate: IsoDateSchema,
    gender: GenderSchema,
    grossSalary: AmountInputSchema,
    additionalBenefits: OptionalAmountInputSchema,
    nonCashBenefits: OptionalAmountInputSchema,
    otherWithHeldAmount: OptionalAmountInputSchema,
    incomeTax: OptionalAmountInputSchema,
    netAmount: OptionalAmountInputSchema,
    employeeContribution: OptionalAmountInputSchema,
    organizationContribution: OptionalAmountInputSchema,
    optIn: OptInSchema.meta({ description: OPT_IN_DESCRIPTION }),
    /** The user confirms the employee's written request for voluntary participation exists. */
    hasWrittenRequest: z.boolean({ error: vmsg('invalidType') }).default(false).meta({ description: WRITTEN_REQUEST_DESCRIPTION }),
    /**
     * The employer confirms that the person's name really changed (marriage, a court decision) and says why: a
     * row whose name differs from the scheme's record for its personal number is then accepted (person-name.ts).
     */
    nameChangeReason: z.preprocess(
      (value) => (isBlankValue(value) ? undefined : value),
      multilineText({ error: vmsg('invalidType') }).trim().max(NAME_CHANGE_REASON_MAX_LENGTH, vmsg('tooLong', { max: NAME_CHANGE_REASON_MAX_LENGTH })).optional(),
    ),
  })
  .superRefine((row, ctx) => {
    if (row.optIn === 1 && !row.hasWrittenRequest)
      ctx.addIssue({ code: 'custom', path: ['hasWrittenRequest'], message: vmsg('optInWrittenRequest') });
  });
export type DetailRowBody = z.output<typeof DetailRowBodySchema>;
export type DetailRowBodyInput = z.input<typeof DetailRowBodySchema>;
