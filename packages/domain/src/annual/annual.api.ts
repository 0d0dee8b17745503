import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../files/content-types.ts';
import { defineApi, defineContract } from '../http/contract.ts';
import { pageOf, resultEnvelope } from '../http/envelope.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { MoneySchema } from '../money/money.ts';
import { isBlankValue, parseAmount } from '../declarations/amounts.ts';
import { DeclarationTypeSchema, GenderSchema, NAME_MAX_LENGTH } from '../declarations/declaration.schema.ts';
import {
  correctionAmountsBodyShape,
  CorrectionDeletedSchema,
  correctionDocumentContracts,
  correctionRowContracts,
  correctionDetailPersonShape,
  CorrectionDocumentSchema,
  correctionPersonBodyShape,
  CorrectionSideSchema,
  IdSchema,
  PagingSchema,
  PersonalPrefixSchema,
  rowAmountSchema,
  versionEtag,
} from '../corrections/correction-row.api.ts';
import { ANNUAL_COMPARISON_KINDS, ANNUAL_STATES } from './annual.ts';
import { ExportAcceptedSchema } from '../http/exports.ts';

/**
 * Contracts of annual declarations (api-map.md: reads under finance, writes under finance-write; the
 * original portal's paths verbatim, the writes it leaves to us beside them). Writes on one annual declaration
 * take `If-Match` with the version its reads answer in `ETag`; create and close take an `Idempotency-Key`.
 */

const YearSchema = z.coerce.number({ error: vmsg('yearRequired') }).int(vmsg('yearRequired')).min(1900, vmsg('yearRequired')).max(9999, vmsg('yearRequired'));

/** The ETag of an annual declaration of a given version. */
export const annualEtag = versionEtag;

/** An amount of the year: the amount rules of a detail row (not negative, two decimals at most). Blank: not given. */
const AmountSchema = rowAmountSchema(parseAmount);

/**
 * A row of an annual declaration: the person (personal number and surname, which must agree with the year's
 * monthly declarations; first name, birth date and gender for a person declared in no month) and the
 * year's amounts. An amount not given stays as the months declared it.
 */
export const AnnualRowBodySchema = z.object({ ...correctionPersonBodyShape, ...correctionAmountsBodyShape(AmountSchema) });
export type AnnualRowBody = z.output<typeof AnnualRowBodySchema>;
export type AnnualRowBodyInput = z.input<typeof AnnualRowBodySchema>;

/** Create the annual declaration of a past year, with a row for every person the months declared (default) or none. */
export const CreateAnnualBodySchema = z.object({
  year: YearSchema,
  rows: z.enum(['declared', 'none'], { error: vmsg('invalidType') }).default('declared'),
});
export type CreateAnnualBody = z.infer<typeof CreateAnnualBodySchema>;

export const AnnualDocumentSchema = CorrectionDocumentSchema;
export type AnnualDocument = z.infer<typeof AnnualDocumentSchema>;

/** Amounts of an annual declaration or row: declared by the months and declared for the year; difference = annual − declared contributions. */
export const AnnualAmountsSchema = z.object({
  declaredBase: MoneySchema,
  annualBase: MoneySchema,
  declaredContribution: MoneySchema,
  annualContribution: MoneySchema,
  difference: MoneySchema,
});

export const AnnualDeclarationSchema = z.object({
  id: z.string(),
  annualDeclarationNumber: z.string(),
  year: z.number().int(),
  type: DeclarationTypeSchema,
  status: z.enum(ANNUAL_STATES),
  isOpen: z.boolean(),
  isClosed: z.boolean(),
  awaitingApproval: z
    .boolean()
    .describe('Submitted for a second user\'s approval and not yet decided: it cannot be changed until approved (then closed), sent back or withdrawn'),
  rowCount: z.number().int(),
  /** Rows whose year differs from the months (`differs` or `notDeclared`). */
  differenceCount: z.number().int(),
  totals: AnnualAmountsSchema,
  documents: z.array(AnnualDocumentSchema),
  createdOn: z.string(),
  closedOn: z.string().nullable(),
  lastModificationDate: z.string(),
  version: z.number().int(),
});
export type AnnualDeclaration = z.infer<typeof AnnualDeclarationSchema>;

/** A row; `isNew`: a person declared in no month of the year. */
export const AnnualDetailSchema = AnnualAmountsSchema.extend({
  ...correctionDetailPersonShape('annualDeclarationId'),
  /** Months of the year in which the person was declared. */
  months: z.number().int(),
  declared: CorrectionSideSchema,
  annual: CorrectionSideSchema,
});
export type AnnualDetail = z.infer<typeof AnnualDetailSchema>;

export const AnnualWithDetailsSchema = z.object({ annualDeclaration: AnnualDeclarationSchema, details: pageOf(AnnualDetailSchema) });
export type AnnualWithDetails = z.infer<typeof AnnualWithDetailsSchema>;
export const AnnualDetailResultSchema = z.object({ annualDeclaration: AnnualDeclarationSchema, detail: AnnualDetailSchema });
export const AnnualResultSchema = z.object({ annualDeclaration: AnnualDeclarationSchema });

/** A person of the year: the months against the annual declaration. */
export const AnnualComparisonRowSchema = z.object({
  personalIdentificationNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  months: z.number().int(),
  kind: z.enum(ANNUAL_COMPARISON_KINDS),
  declaredBase: MoneySchema,
  annualBase: MoneySchema,
  declaredContribution: MoneySchema,
  annualContribution: MoneySchema,
  difference: MoneySchema,
});
export type AnnualComparisonRow = z.infer<typeof AnnualComparisonRowSchema>;
export const AnnualComparisonSchema = pageOf(AnnualComparisonRowSchema).extend({
  counts: z.object({ same: z.number().int(), differs: z.number().int(), notDeclared: z.number().int(), notInAnnual: z.number().int() }),
});

/** A month of the year: what its filed declarations declared (of everyone, or of one person). */
export const AnnualMonthSchema = z.object({
  month: z.number().int(),
  declarationCount: z.number().int(),
  rowCount: z.number().int(),
  declaredBase: MoneySchema,
  declaredContribution: MoneySchema,
});
export const AnnualMonthsSchema = z.object({
  year: z.number().int(),
  personalIdentificationNumber: z.string().nullable(),
  months: z.array(AnnualMonthSchema),
  totals: AnnualAmountsSchema,
});
export type AnnualMonths = z.infer<typeof AnnualMonthsSchema>;

/** What the year's monthly declarations say of a person. */
export const AnnualParticipantSchema = z.object({
  year: z.number().int(),
  personalIdentificationNumber: z.string(),
  isDeclared: z.boolean(),
  /** Already a row of the year's annual declaration. */
  inAnnualDeclaration: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: GenderSchema.nullable(),
  months: z.number().int(),
  grossSalary: MoneySchema,
  additionalBenefits: MoneySchema,
  nonCashBenefits: MoneySchema,
  base: MoneySchema,
  contribution: MoneySchema,
});
export type AnnualParticipant = z.infer<typeof AnnualParticipantSchema>;

export const ANNUAL_LISTS = ['open', 'closed', 'all'] as const;
export const AnnualListQuerySchema = PagingSchema.extend({ status: z.enum(ANNUAL_LISTS, { error: vmsg('invalidType') }).default('all') });
export const AnnualGetQuerySchema = PagingSchema.extend({
  annualdecId: IdSchema,
  personalId: PersonalPrefixSchema,
  lastName: text().trim().max(NAME_MAX_LENGTH).optional(),
});
export const AnnualComparisonQuerySchema = PagingSchema.extend({
  annualdecId: IdSchema,
  kind: z.enum([...ANNUAL_COMPARISON_KINDS, 'differences', 'all'], { error: vmsg('invalidType') }).default('all'),
  personalId: PersonalPrefixSchema,
});
export const AnnualMonthsQuerySchema = z.object({
  annualdecId: IdSchema,
  personalId: z.preprocess((v) => (isBlankValue(v) ? undefined : v), PersonalNumberSchema.optional()),
});
export const AnnualCheckParticipantQuerySchema = z.object({ year: YearSchema, personalIdentificationNumber: PersonalNumberSchema });
export const AnnualReportQuerySchema = z.object({ year: YearSchema });
export const AnnualIdQuerySchema = z.object({ annualdecId: IdSchema });
export const AnnualCloseQuerySchema = z.object({ id: IdSchema });
export const AnnualDetailQuerySchema = z.object({ annualdecDetailId: IdSchema });
export const AnnualDocRefSchema = z.object({ annualdecId: IdSchema, docId: IdSchema });
export const AnnualDocsFieldsSchema = z.object({ annualdecId: IdSchema });
export const AnnualDeletedSchema = CorrectionDeletedSchema;

export const annualApi = defineApi('annual', {
  list: defineContract({
    method: 'GET', group: 'finance', path: 'get-annual-declaration-list', audience: 'user',
    summary: 'Annual declarations of the organization (open, closed or all), newest year first, with their documents',
    query: AnnualListQuerySchema, response: resultEnvelope(pageOf(AnnualDeclarationSchema)),
  }),
  checkParticipant: defineContract({
    method: 'GET', group: 'finance', path: 'check-participant-for-annual-declaration', audience: 'user',
    summary: "What the year's monthly declarations declared of a person (to add them to the annual declaration)",
    query: AnnualCheckParticipantQuerySchema, response: resultEnvelope(AnnualParticipantSchema),
  }),
  get: defineContract({
    method: 'GET', group: 'finance', path: 'get-annual-declaration-details', audience: 'user',
    summary: 'An annual declaration with a page of its rows (ETag: its version)',
    query: AnnualGetQuerySchema, response: resultEnvelope(AnnualWithDetailsSchema),
    errors: [404],
  }),
  comparison: defineContract({
    method: 'GET', group: 'finance', path: 'get-comparison-annual-declaration', audience: 'user',
    summary: "The annual declaration against the year's monthly declarations, person by person, with the kind of difference",
    query: AnnualComparisonQuerySchema, response: resultEnvelope(AnnualComparisonSchema),
    errors: [404],
  }),
  comparisonMonths: defineContract({
    method: 'GET', group: 'finance', path: 'get-comparison-month-annual-declaration', audience: 'user',
    summary: "The year's monthly declarations month by month (of everyone or of one person) against the annual declaration",
    query: AnnualMonthsQuerySchema, response: resultEnvelope(AnnualMonthsSchema),
    errors: [404],
  }),
  report: defineContract({
    method: 'GET', group: 'finance', path: 'report-ann-dec-details', audience: 'user',
    summary: "Export of the rows of a year's annual declaration (.xlsx, in the request's language)",
    query: AnnualReportQuerySchema, response: z.any(), isBlob: true, accepted: resultEnvelope(ExportAcceptedSchema),
    errors: [404], contentTypes: [XLSX_CONTENT_TYPE],
  }),
  create: defineContract({
    method: 'POST', group: 'financeWrite', path: 'create-annual-declaration', audience: 'user',
    summary: 'Create the annual declaration of a past year (one a year); Idempotency-Key accepted',
    body: CreateAnnualBodySchema, response: resultEnvelope(AnnualDeclarationSchema),
    idempotencyKey: true, errors: [409],
  }),
  ...correctionRowContracts({ path: 'annual-declarations/:id/details', what: "a person with the year's amounts", body: AnnualRowBodySchema, answer: AnnualDetailResultSchema }),
  deleteDetail: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'delete-annual-declaration-detail', audience: 'user',
    summary: 'Delete a row of an open annual declaration; If-Match',
    query: AnnualDetailQuerySchema, response: resultEnvelope(AnnualResultSchema),
    ifMatch: true, errors: [404, 409],
  }),
  close: defineContract({
    method: 'POST', group: 'financeWrite', path: 'close-annual-declaration', audience: 'user',
    summary: 'Close an annual declaration: its difference goes to the ledger; If-Match, Idempotency-Key accepted',
    query: AnnualCloseQuerySchema, response: resultEnvelope(AnnualDeclarationSchema),
    ifMatch: true, idempotencyKey: true, errors: [404, 409],
  }),
  remove: defineContract({
    method: 'DELETE', group: 'financeWrite', path: 'delete-annual-declaration', audience: 'user',
    summary: 'Delete an annual declaration not yet closed, with its rows and documents; If-Match',
    query: AnnualIdQuerySchema, response: resultEnvelope(AnnualDeletedSchema),
    ifMatch: true, errors: [404, 409],
  }),
  ...correctionDocumentContracts({
    paths: { create: 'annual-declarations/docs-create', download: 'annual-declarations/download-doc', remove: 'annual-declarations/doc-delete' },
    what: 'an annual declaration',
    idField: 'annualdecId',
    untilState: 'closed',
    fields: AnnualDocsFieldsSchema,
    ref: AnnualDocRefSchema,
    answer: AnnualDeclarationSchema,
  }),
} as const);
