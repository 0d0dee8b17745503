import { z } from 'zod';
import { text } from '../http/text.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { XLSX_CONTENT_TYPE } from '../files/content-types.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from '../http/paging.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { MoneySchema } from '../money/money.ts';
import {
  CreateDeclarationBodySchema,
  DeclarationDetailSchema,
  DeclarationSchema,
  DeclarationStateSchema,
  DetailRowBodySchema,
  GenderSchema,
  IsoDateSchema,
  ISSUE_TIERS,
  NAME_MAX_LENGTH,
} from '../declarations/declaration.schema.ts';
import {
  DetailFilterSchema,
  MonthlyDeclarationsQuerySchema,
  TemplateQuerySchema,
  UploadResultSchema,
} from '../declarations/declaration-lists.schema.ts';
import { ExportAcceptedSchema } from '../http/exports.ts';

/**
 * Contracts of the monthly declarations and of employees (api-map.md: reads under finance, writes under
 * finance-write). Writes on one declaration take `If-Match` with the version its reads answer in `ETag`
 * (a stale version is refused with 412); create and upload take an `Idempotency-Key`.
 */

// the header names of optimistic concurrency and of retried writes, and a declaration's ETag, live beside the
// endpoints, which the screens load without this module's schemas
export { declarationEtag, ETAG_HEADER, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../http/headers.ts';

/** Most rows one uploaded file may carry (the editor pages on the server, so this is about file size). */
export const MAX_UPLOAD_ROWS = 20_000;

const PageNumberSchema = z.coerce.number().int().min(1).default(FIRST_PAGE);
const PageSizeSchema = z.coerce.number().int().min(1).default(DEFAULT_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE));
const PagingSchema = z.object({ pageNumber: PageNumberSchema, pageSize: PageSizeSchema });

export const DeclarationIdParamsSchema = z.object({ id: z.uuid({ error: vmsg('invalidType') }) });
export const DetailIdParamsSchema = z.object({ id: z.uuid({ error: vmsg('invalidType') }), detailId: z.uuid({ error: vmsg('invalidType') }) });

/** Which declarations `GET declarations/organization/{type}` lists: `new` = draft, saved and open (the home screen). */
export const DECLARATION_LISTS = ['new', 'draft', 'saved', 'open', 'closed', 'all'] as const;
export type DeclarationList = (typeof DECLARATION_LISTS)[number];
export const DeclarationListParamsSchema = z.object({ type: z.enum(DECLARATION_LISTS) });

export const MonthlyDecsListQuerySchema = PagingSchema.extend({ status: DeclarationStateSchema.optional() });

/** One declaration with a page of its rows (`GET fbo/declarations/monthly-decs/{id}`). */
export const DeclarationWithDetailsSchema = z.object({
  declaration: DeclarationSchema,
  details: pageOf(DeclarationDetailSchema),
});
export type DeclarationWithDetails = z.infer<typeof DeclarationWithDetailsSchema>;

/** A row problem as `val-errors` lists it: the message already in the request's language. */
export const ValidationIssueSchema = z.object({
  detailId: z.string(),
  rowNumber: z.number().int(),
  personalIdentificationNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tier: z.enum(ISSUE_TIERS),
  field: z.string().nullable(),
  /** The message reference (`contributionMismatch?expected=12.00`), for screens that translate themselves. */
  messageKey: z.string(),
  message: z.string(),
});
export const ValErrorsSchema = z.object({
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  /** True when activation is allowed by the rows (no error, at least one row). */
  canActivate: z.boolean(),
  issues: pageOf(ValidationIssueSchema),
});
export type ValErrors = z.infer<typeof ValErrorsSchema>;

/** A fine of a declaration: paid or payable as the ledger settles it (null: canceled or under appeal, nothing asked). */
export const FineSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: MoneySchema,
  date: z.string(),
  status: z.enum(['valid', 'canceled', 'appealed']),
  paymentType: z.enum(['paid', 'payable']).nullable(),
  reason: z.string().nullable(),
});
/** Deadline and fines of a declaration: due by the 15th of the following month (domain-rules.md). */
export const PenaltyDetailsSchema = z.object({
  dueDate: z.string(),
  activationDate: z.string().nullable(),
  isLate: z.boolean(),
  daysLate: z.number().int(),
  fines: z.array(FineSchema),
  totalFines: MoneySchema,
});
export type PenaltyDetails = z.infer<typeof PenaltyDetailsSchema>;

export const OrgBalanceQuerySchema = z.object({ organizationId: text().max(64).optional(), organizationCode: text().max(20).optional() });
/** Balance = payments − contributions − fines in force − refunds paid + contributions given back: the sum of the ledger (domain-rules.md). */
export const OrgBalanceSchema = z.object({
  organizationCode: z.string(),
  payments: MoneySchema,
  contributions: MoneySchema,
  fines: MoneySchema,
  refunds: MoneySchema,
  returned: MoneySchema,
  totalBalance: MoneySchema,
});
export type OrgBalance = z.infer<typeof OrgBalanceSchema>;

export const EmployeeStatisticBodySchema = z.object({
  year: z.coerce.number().int().min(2019).max(9999).optional(),
  personalIdentificationNumber: text().trim().regex(/^\d{0,11}$/, vmsg('personalNumberDigits')).optional(),
});
export const EmployeeStatisticSchema = z.object({
  year: z.number().int(),
  /** Different people declared in the year's open and closed declarations. */
  employeeCount: z.number().int(),
  participation: z.object({ mandatory: z.number().int(), mayOptOut: z.number().int(), pensionAge: z.number().int(), optIn: z.number().int().meta({ description: 'How many of them joined voluntarily (rows with optIn 1): people of pension age on 6 August 2018 who asked in writing' }) }),
  months: z.array(
    z.object({
      month: z.number().int(),
      employeeCount: z.number().int(),
      contributionBase: MoneySchema,
      employeeContribution: MoneySchema,
      organizationContribution: MoneySchema,
    }),
  ),
});
export type EmployeeStatistic = z.infer<typeof EmployeeStatisticSchema>;

export const ReportQuerySchema = z.object({ declarationId: z.uuid({ error: vmsg('invalidType') }) });

/** Upload: `mode=replace` (default) puts the file's rows in place of the declaration's; `append` adds them. */
export const UploadQuerySchema = z.object({ mode: z.enum(['replace', 'append']).default('replace') });
/** A rejected row with what the file held, so the screen can offer it for correction in place. */
export const RejectedRowSchema = z.object({ row: z.number().int(), values: z.record(z.string(), z.string().nullable()) });
export const UploadAnswerSchema = UploadResultSchema.extend({
  rejectedRows: z.array(RejectedRowSchema),
  declaration: DeclarationSchema,
});
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

/**
 * The last upload of a declaration, kept on the server with the rows it rejected, so that they can be
 * fixed in place from any browser until each is fixed (added as a row) or let go.
 */
export const KeptRejectedRowSchema = z.object({
  id: z.uuid(),
  /** The row number in the spreadsheet. */
  row: z.number().int(),
  /** What the file held, as text, by template column key. */
  values: z.record(z.string(), z.string().nullable()),
  issues: z.array(z.object({ column: z.string().nullable(), messageKey: z.string(), message: z.string() })),
});
export type KeptRejectedRow = z.infer<typeof KeptRejectedRowSchema>;
export const UploadReportSchema = z.object({
  fileName: z.string(),
  uploadedAt: z.string(),
  accepted: z.number().int().min(0),
  rejected: z.number().int().min(0),
  /** The rejected rows still waiting, a page of them. */
  pending: pageOf(KeptRejectedRowSchema),
});
export type UploadReport = z.infer<typeof UploadReportSchema>;
export const RejectedRowParamsSchema = z.object({ id: z.uuid({ error: vmsg('invalidType') }), rowId: z.uuid({ error: vmsg('invalidType') }) });
/** A row added from the last upload's report names the rejected row it fixes: that one is then done. */
export const AddDetailQuerySchema = z.object({ fixes: z.uuid({ error: vmsg('invalidType') }).optional() });

export const DetailWriteResultSchema = z.object({ declaration: DeclarationSchema, detail: DeclarationDetailSchema });
export const DeclarationResultSchema = z.object({ declaration: DeclarationSchema });
export const DeletedSchema = z.object({ deleted: z.boolean() });

// ---------------------------------------------------------------------------------------------------------
// Employees

const NameSchema = text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(NAME_MAX_LENGTH, vmsg('tooLong', { max: NAME_MAX_LENGTH }));

export const EmployeeBodySchema = z.object({
  personalIdentificationNumber: PersonalNumberSchema,
  firstName: NameSchema,
  lastName: NameSchema,
  birthDate: IsoDateSchema,
  gender: GenderSchema,
});
export type EmployeeBody = z.infer<typeof EmployeeBodySchema>;
export const EmployeeUpdateBodySchema = EmployeeBodySchema.omit({ personalIdentificationNumber: true });
export const EmployeeParamsSchema = z.object({ personalNumber: text().regex(/^\d{11}$/, vmsg('personalNumberLength')) });

export const EmployeeSearchQuerySchema = PagingSchema.extend({
  /** The beginning of a personal number, or of a first or last name. */
  search: text().trim().max(NAME_MAX_LENGTH).optional().transform((v) => (v ? v : undefined)),
});

export const EmployeeSchema = z.object({
  personalIdentificationNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  gender: GenderSchema.nullable(),
  /** Registered in the organization's employee list (rather than known only from declarations). */
  isRegistered: z.boolean(),
  declaredMonths: z.number().int(),
  lastDeclared: z.object({ year: z.number().int(), month: z.number().int() }).nullable(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeeMonthSchema = z.object({
  declarationId: z.string(),
  declarationNumber: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  declarationStatus: DeclarationStateSchema,
  grossSalary: MoneySchema,
  contributionBase: MoneySchema,
  employeeContribution: MoneySchema,
  organizationContribution: MoneySchema,
});
export const EmployeeDetailsSchema = z.object({
  employee: EmployeeSchema,
  months: z.array(EmployeeMonthSchema),
  totals: z.object({ employeeContribution: MoneySchema, organizationContribution: MoneySchema }),
});
export type EmployeeDetails = z.infer<typeof EmployeeDetailsSchema>;

/** A person looked up for a row of a declaration: the personal number the row form has. */
export const WithdrawalQuerySchema = z.object({ personalIdentificationNumber: PersonalNumberSchema });
/**
 * Whether a person is withdrawn from the fund by a satisfied opt-out (decision 0027) for the declaration's
 * month: `withdrawnFrom` is the month of the withdrawal when it is that month or earlier, else null. The
 * person's rows of the declaration then carry no contributions.
 */
export const WithdrawalSchema = z.object({
  personalIdentificationNumber: z.string(),
  withdrawnFrom: z.object({ year: z.number().int(), month: z.number().int() }).nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const declarationApi = defineApi('declaration', {
  list: defineContract({
    method: 'GET', group: 'finance', path: 'fbo/declarations/monthly-decs', audience: 'user',
    summary: 'Monthly declarations of the organization, newest month first',
    query: MonthlyDecsListQuerySchema, response: resultEnvelope(pageOf(DeclarationSchema)),
  }),
  get: defineContract({
    method: 'GET', group: 'finance', path: 'fbo/declarations/monthly-decs/:id', audience: 'user',
    summary: 'A declaration with a page of its rows (ETag: its version)',
    params: DeclarationIdParamsSchema, query: MonthlyDeclarationsQuerySchema, response: resultEnvelope(DeclarationWithDetailsSchema),
  }),
  valErrors: defineContract({
    method: 'GET', group: 'finance', path: 'fbo/declarations/monthly-decs/:id/val-errors', audience: 'user',
    summary: 'Errors (blocking activation) and warnings of a declaration\'s rows',
    params: DeclarationIdParamsSchema, query: PagingSchema, response: resultEnvelope(ValErrorsSchema),
  }),
  penaltyDetails: defineContract({
    method: 'GET', group: 'finance', path: 'fbo/declarations/monthly-decs/:id/penalty-details', audience: 'user',
    summary: 'Deadline, lateness and fines of a declaration',
    params: DeclarationIdParamsSchema, response: resultEnvelope(PenaltyDetailsSchema),
  }),
  withdrawal: defineContract({
    method: 'GET', group: 'finance', path: 'fbo/declarations/monthly-decs/:id/withdrawal', audience: 'user',
    summary: 'Whether a person is withdrawn from the fund (a satisfied opt-out) by the declaration\'s month: their rows then carry no contributions',
    params: DeclarationIdParamsSchema, query: WithdrawalQuerySchema, response: resultEnvelope(WithdrawalSchema),
  }),
  byList: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/organization/:type', audience: 'user',
    summary: 'Declarations of the organization by list: new (draft, saved, open), draft, saved, open, closed, all',
    params: DeclarationListParamsSchema, query: PagingSchema, response: resultEnvelope(pageOf(DeclarationSchema)),
  }),
  filterDetails: defineContract({
    method: 'POST', group: 'finance', path: 'declarations/details/filter', audience: 'user', permission: 'read',
    summary: 'A page of a declaration\'s rows, filtered by personal number, first or last name',
    body: DetailFilterSchema, response: resultEnvelope(pageOf(DeclarationDetailSchema)),
    errors: [404],
  }),
  report: defineContract({
    method: 'GET', group: 'finance', path: 'report-dec-details', audience: 'user',
    summary: 'Export of a declaration\'s rows (.xlsx)',
    query: ReportQuerySchema, response: z.any(), isBlob: true, accepted: resultEnvelope(ExportAcceptedSchema),
    errors: [404], contentTypes: [XLSX_CONTENT_TYPE],
  }),
  template: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/template', audience: 'user',
    summary: 'The Excel template of a declaration type and form, headers in the request\'s language',
    query: TemplateQuerySchema, response: z.any(), isBlob: true,
    contentTypes: [XLSX_CONTENT_TYPE],
  }),
  orgBalance: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/org-balance', audience: 'user',
    summary: 'Balance of the organization, the sum of its ledger: payments − contributions − fines − refunds paid + contributions given back',
    query: OrgBalanceQuerySchema, response: resultEnvelope(OrgBalanceSchema), errors: [404], keyScope: 'finance:read',
  }),
  employeeStatistic: defineContract({
    method: 'POST', group: 'finance', path: 'declarations/employee-statistic', audience: 'user', permission: 'read',
    summary: 'Employees declared in a year, by month and by participation',
    body: EmployeeStatisticBodySchema, response: resultEnvelope(EmployeeStatisticSchema),
  }),

  create: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations', audience: 'user',
    summary: 'Create a declaration (draft) for a month of salary payment; Idempotency-Key accepted',
    body: CreateDeclarationBodySchema, response: resultEnvelope(DeclarationSchema),
    idempotencyKey: true, errors: [409],
  }),
  save: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/:id/save', audience: 'user',
    summary: 'Save the draft (draft → saved); If-Match',
    params: DeclarationIdParamsSchema, response: resultEnvelope(DeclarationSchema),
    ifMatch: true, errors: [409],
  }),
  upload: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/:id/upload', audience: 'user',
    summary: 'Upload a filled template (multipart field `file`, .xlsx, at most 7 MB); If-Match, Idempotency-Key',
    params: DeclarationIdParamsSchema, query: UploadQuerySchema, response: resultEnvelope(UploadAnswerSchema), isMultipart: true,
    ifMatch: true, idempotencyKey: true, errors: [409, 429],
  }),
  addDetail: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/:id/details', audience: 'user',
    summary: 'Add a row (`fixes`: the rejected upload row it replaces); If-Match',
    params: DeclarationIdParamsSchema, query: AddDetailQuerySchema, body: DetailRowBodySchema, response: resultEnvelope(DetailWriteResultSchema),
    ifMatch: true, errors: [409],
  }),
  uploadReport: defineContract({
    method: 'GET', group: 'finance', path: 'declarations/:id/upload-report', audience: 'user',
    summary: 'The last upload: counts, and a page of the rejected rows not yet fixed or let go (null: none)',
    params: DeclarationIdParamsSchema, query: PagingSchema, response: resultEnvelope(UploadReportSchema.nullable()),
  }),
  dismissUploadReport: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'declarations/:id/upload-report', audience: 'user',
    summary: 'Let the last upload\'s rejected rows go, all of them',
    params: DeclarationIdParamsSchema, response: resultEnvelope(DeletedSchema),
  }),
  dismissRejectedRow: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'declarations/:id/upload-report/rows/:rowId', audience: 'user',
    summary: 'Let one rejected row of the last upload go',
    params: RejectedRowParamsSchema, response: resultEnvelope(DeletedSchema),
  }),
  updateDetail: defineContract({
    method: 'PUT', group: 'financeWrite', path: 'declarations/:id/details/:detailId', audience: 'user',
    summary: 'Edit a row; If-Match',
    params: DetailIdParamsSchema, body: DetailRowBodySchema, response: resultEnvelope(DetailWriteResultSchema),
    ifMatch: true, errors: [409],
  }),
  deleteDetail: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'declarations/:id/details/:detailId', audience: 'user',
    summary: 'Delete a row; If-Match',
    params: DetailIdParamsSchema, response: resultEnvelope(DeclarationResultSchema),
    ifMatch: true, errors: [409],
  }),
  activate: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/:id/activate', audience: 'user',
    summary: 'Submit (activate) a declaration whose every row is valid; If-Match',
    params: DeclarationIdParamsSchema, response: resultEnvelope(DeclarationSchema),
    ifMatch: true, errors: [409],
  }),
  close: defineContract({
    method: 'POST', group: 'financeWrite', path: 'declarations/:id/close', audience: 'user',
    summary: 'Close an open declaration; If-Match',
    params: DeclarationIdParamsSchema, response: resultEnvelope(DeclarationSchema),
    ifMatch: true, errors: [409],
  }),
  remove: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'declarations/:id', audience: 'user',
    summary: 'Delete a draft or saved declaration; If-Match',
    params: DeclarationIdParamsSchema, response: resultEnvelope(DeletedSchema),
    ifMatch: true, errors: [409],
  }),
} as const, { keyScopes: { read: 'declarations:read', prepare: 'declarations:write' } });

export const employeeApi = defineApi('employee', {
  search: defineContract({
    method: 'GET', group: 'finance', path: 'employees', audience: 'user',
    summary: 'Employees of the organization (registered or declared), by personal number or name',
    query: EmployeeSearchQuerySchema, response: resultEnvelope(pageOf(EmployeeSchema)),
  }),
  get: defineContract({
    method: 'GET', group: 'finance', path: 'employees/:personalNumber', audience: 'user',
    summary: 'An employee with the months declared and the contributions',
    params: EmployeeParamsSchema, response: resultEnvelope(EmployeeDetailsSchema),
  }),
  register: defineContract({
    method: 'POST', group: 'financeWrite', path: 'employees', audience: 'user',
    summary: 'Register an employee',
    body: EmployeeBodySchema, response: resultEnvelope(EmployeeSchema),
    errors: [409],
  }),
  update: defineContract({
    method: 'PUT', group: 'financeWrite', path: 'employees/:personalNumber', audience: 'user',
    summary: 'Update an employee\'s name, birth date or gender',
    params: EmployeeParamsSchema, body: EmployeeUpdateBodySchema, response: resultEnvelope(EmployeeSchema),
  }),
} as const);
