import { z } from 'zod';
import { MAX_ATTACHMENTS } from '../files/upload-limits.ts';
import { defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import { CappedPagingSchema } from '../http/paging.ts';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { PersonalNumberSchema } from '../identity/personal-number.ts';
import { MoneySchema, type Tetri } from '../money/money.ts';
import { isBlankValue, type AmountResult } from '../declarations/amounts.ts';
import { GenderSchema, IsoDateSchema, NAME_MAX_LENGTH, OPT_IN_DESCRIPTION } from '../declarations/declaration.schema.ts';

/**
 * What the contracts of the two corrections of filed declarations share — reversing declarations (one month
 * corrected) and annual declarations (the year's income against the months): the paging of their reads, a
 * row's person and amounts, the two sides of a stored row, their documents and their versions.
 */

export const PagingSchema = CappedPagingSchema;
export const IdSchema = z.uuid({ error: vmsg('invalidType') });
/** The path parameters of one correction (`…/:id`) and of one of its rows (`…/:id/details/:detailId`). */
export const CorrectionIdParamsSchema = z.object({ id: IdSchema });
export const CorrectionDetailParamsSchema = z.object({ id: IdSchema, detailId: IdSchema });
/** The start of a personal number, to find rows by (digits only, at most 11). */
export const PersonalPrefixSchema = text().trim().regex(/^\d{0,11}$/, vmsg('personalNumberDigits')).optional();

/** The ETag of a correction of a given version. */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

/** An amount of a row, read by `parse` (the amount rules of a detail row: two decimals at most). Blank: not given. */
export function rowAmountSchema(parse: (value: unknown) => AmountResult) {
  return z.preprocess(
    (value) => (isBlankValue(value) ? undefined : value),
    z
      .union([text(), z.number()], { error: vmsg('numeric') })
      .transform((value, ctx): Tetri => {
        const parsed = parse(value);
        if (!parsed.ok) {
          ctx.addIssue({ code: 'custom', message: parsed.message });
          return z.NEVER;
        }
        return parsed.tetri;
      })
      .optional(),
  );
}

const NameSchema = text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(NAME_MAX_LENGTH, vmsg('tooLong', { max: NAME_MAX_LENGTH }));
const OptionalNameSchema = z.preprocess((v) => (isBlankValue(v) ? undefined : v), NameSchema.optional());
const OptInSchema = z.preprocess(
  (value) => (isBlankValue(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : typeof value === 'boolean' ? Number(value) : value),
  z.union([z.literal(0), z.literal(1)], { error: vmsg('optInValue') }).optional(),
);

/**
 * The person of a row: personal number and surname, which must agree with what was declared; first name,
 * birth date, gender and opt-in for a person not declared.
 */
export const correctionPersonBodyShape = {
  personalIdentificationNumber: PersonalNumberSchema,
  lastName: NameSchema,
  firstName: OptionalNameSchema,
  birthDate: z.preprocess((v) => (isBlankValue(v) ? undefined : v), IsoDateSchema.optional()),
  gender: z.preprocess((v) => (isBlankValue(v) ? undefined : v), GenderSchema.optional()),
  optIn: OptInSchema.meta({ description: OPT_IN_DESCRIPTION }),
};

/** The three amounts of a row, each read by `amount`. */
export function correctionAmountsBodyShape<A extends z.ZodType>(amount: A) {
  return { grossSalary: amount, additionalBenefits: amount, nonCashBenefits: amount };
}

export const CorrectionDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  createdOn: z.string(),
});

/** One side of a stored row: the income and the contributions computed of it. */
export const CorrectionSideSchema = z.object({
  grossSalary: MoneySchema,
  additionalBenefits: MoneySchema,
  nonCashBenefits: MoneySchema,
  base: MoneySchema,
  employeeContribution: MoneySchema,
  organizationContribution: MoneySchema,
});

/**
 * The person of a stored row, after its id and the id of its correction (named `parentKey`); `isNew`: a
 * person the corrected declarations did not declare.
 */
export function correctionDetailPersonShape<K extends string>(parentKey: K) {
  return {
    id: z.string(),
    ...({ [parentKey]: z.string() } as Record<K, z.ZodString>),
    rowNumber: z.number().int(),
    personalIdentificationNumber: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    gender: GenderSchema,
    optIn: z.union([z.literal(0), z.literal(1)]).meta({ description: OPT_IN_DESCRIPTION }),
    isNew: z.boolean(),
  };
}

export const CorrectionDeletedSchema = z.object({ deleted: z.boolean() });

/**
 * The three contracts of a correction's documents — attach (multipart, files in `files`), download, delete —
 * alike for the annual and the reversing declarations but for their paths, the field naming the correction,
 * the words naming it and the state after which its documents no longer change.
 */
export function correctionDocumentContracts<Fields extends z.ZodObject, Ref extends z.ZodObject, Answer extends z.ZodType>(o: {
  paths: { create: string; download: string; remove: string };
  /** The correction in words, with its article: "an annual declaration". */
  what: string;
  idField: string;
  /** Its last state, after which no document is attached or deleted: "closed". */
  untilState: string;
  fields: Fields;
  ref: Ref;
  answer: Answer;
}) {
  return {
    docsCreate: defineContract({
      method: 'POST', group: 'financeWrite', path: o.paths.create, audience: 'user', isMultipart: true,
      summary: `Attach documents to ${o.what} (multipart: \`${o.idField}\`, files in \`files\`)`,
      response: resultEnvelope(o.answer),
      form: { fileField: 'files', maxFiles: MAX_ATTACHMENTS, fields: o.fields },
      errors: [404, 409],
    }),
    downloadDoc: defineContract({
      method: 'POST', group: 'financeWrite', path: o.paths.download, audience: 'user', permission: 'read',
      summary: `Download a document of ${o.what} (the file, with its name)`,
      body: o.ref, response: z.unknown(), isBlob: true,
      errors: [404],
    }),
    docDelete: defineContract({
      method: 'DELETE', group: 'financeWrite', path: o.paths.remove, audience: 'user',
      summary: `Delete a document of ${o.what} not yet ${o.untilState}`,
      query: o.ref, response: resultEnvelope(o.answer),
      errors: [404, 409],
    }),
  };
}

/**
 * The two contracts that add a row to a correction and edit one (`<path>`, `<path>/:detailId`, both with
 * If-Match), alike for the annual and the reversing declarations but for their path, what a row holds and
 * what answers it.
 */
export function correctionRowContracts<Body extends z.ZodType, Answer extends z.ZodType>(o: {
  /** The rows of one correction: `…/:id/details`. */
  path: string;
  /** What the added row is, in words: "a person with the year's amounts". */
  what: string;
  body: Body;
  answer: Answer;
}) {
  const row = { group: 'financeWrite', audience: 'user', body: o.body, response: resultEnvelope(o.answer), ifMatch: true, errors: [404, 409] } as const;
  return {
    addDetail: defineContract({ ...row, method: 'POST', path: o.path, summary: `Add a row (${o.what}); If-Match`, params: CorrectionIdParamsSchema }),
    updateDetail: defineContract({ ...row, method: 'PUT', path: `${o.path}/:detailId`, summary: 'Edit a row; If-Match', params: CorrectionDetailParamsSchema }),
  };
}
