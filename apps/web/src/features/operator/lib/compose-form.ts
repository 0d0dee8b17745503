import { z } from 'zod';
import { MAX_ATTACHMENTS, MAX_UPLOAD_BYTES, extensionOf } from '@pensia/domain/files/upload-limits';
import { vmsg } from '@pensia/domain/i18n/messages';
import { CORRESPONDENCE_TYPES } from '@pensia/domain/nbo/nbo.schema';
import { ALL_RECIPIENTS, MAX_SUBJECT_LENGTH, MAX_TEXT_LENGTH, parseRecipients } from '@pensia/domain/operator/operator.schema';

export type RecipientMode = 'one' | 'list' | 'all';

const GEORGIAN = /[\u10A0-\u10FF\u1C90-\u1CBF\u2D00-\u2D2F]/;
const CODE = /^(\d{9}|\d{11})$/;

/** Messages the form shows that the domain has no reference for: keys of the operator namespace. */
export const COMPOSE_MESSAGES = {
  georgian: 'compose.errors.georgianText',
  badCodes: 'compose.errors.badCodes',
} as const;

const optionalText = (max: number) => z.string().trim().max(max, vmsg('tooLong', { max }));

/** The composing form: what, to whom; the attachments are kept beside it. */
export const ComposeFormSchema = z
  .object({
    kind: z.enum(['letter', 'notification']),
    type: z.enum(CORRESPONDENCE_TYPES, { error: vmsg('required') }),
    subject: z.string().trim().min(1, vmsg('required')).max(MAX_SUBJECT_LENGTH, vmsg('tooLong', { max: MAX_SUBJECT_LENGTH })),
    text: z
      .string()
      .trim()
      .min(1, vmsg('required'))
      .max(MAX_TEXT_LENGTH, vmsg('tooLong', { max: MAX_TEXT_LENGTH }))
      .refine((v) => GEORGIAN.test(v), COMPOSE_MESSAGES.georgian),
    subjectEn: optionalText(MAX_SUBJECT_LENGTH),
    textEn: optionalText(MAX_TEXT_LENGTH),
    subjectRu: optionalText(MAX_SUBJECT_LENGTH),
    textRu: optionalText(MAX_TEXT_LENGTH),
    isObligatory: z.boolean(),
    recipientMode: z.enum(['one', 'list', 'all']),
    recipientCode: z.string().trim(),
    recipientList: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.recipientMode === 'one') {
      if (!v.recipientCode) ctx.addIssue({ code: 'custom', path: ['recipientCode'], message: vmsg('required') });
      else if (!CODE.test(v.recipientCode)) ctx.addIssue({ code: 'custom', path: ['recipientCode'], message: vmsg('organizationCodeFormat') });
    }
    if (v.recipientMode === 'list') {
      const codes = codesOf(v.recipientList);
      if (!codes.length) ctx.addIssue({ code: 'custom', path: ['recipientList'], message: vmsg('required') });
      else if (codes.some((c) => !CODE.test(c))) ctx.addIssue({ code: 'custom', path: ['recipientList'], message: COMPOSE_MESSAGES.badCodes });
    }
  });

export type ComposeFormValues = z.input<typeof ComposeFormSchema>;

export const EMPTY_COMPOSE: ComposeFormValues = {
  kind: 'notification',
  type: 'information',
  subject: '',
  text: '',
  subjectEn: '',
  textEn: '',
  subjectRu: '',
  textRu: '',
  isObligatory: false,
  recipientMode: 'one',
  recipientCode: '',
  recipientList: '',
};

/** Codes of a list typed or pasted: separated by commas, semicolons, spaces or lines. */
export function codesOf(list: string): string[] {
  const parsed = parseRecipients(list);
  return parsed === ALL_RECIPIENTS ? [] : parsed;
}

/** The `recipients` field of the send call. */
export function recipientsOf(v: Pick<ComposeFormValues, 'recipientMode' | 'recipientCode' | 'recipientList'>): string {
  if (v.recipientMode === 'all') return ALL_RECIPIENTS;
  if (v.recipientMode === 'one') return v.recipientCode.trim();
  return codesOf(v.recipientList).join(',');
}

/** The multipart body of `POST letters` or `POST notifs`. */
export function formDataOf(v: ComposeFormValues, files: readonly File[]): FormData {
  const form = new FormData();
  form.set('type', v.type);
  form.set('subject', v.subject.trim());
  form.set('text', v.text.trim());
  for (const key of ['subjectEn', 'textEn', 'subjectRu', 'textRu'] as const) {
    const value = v[key].trim();
    if (value) form.set(key, value);
  }
  if (v.kind === 'notification') form.set('isObligatory', v.isObligatory ? 'true' : 'false');
  form.set('recipients', recipientsOf(v));
  for (const f of files) form.append('attachments', f, f.name);
  return form;
}

export type FileProblem = 'type' | 'size' | 'empty' | 'count' | 'duplicate';

/** Checks a file before it is attached (the server checks the content again). */
export function fileProblem(file: File, attached: readonly File[]): FileProblem | null {
  if (!extensionOf(file.name)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  if (attached.some((f) => f.name === file.name && f.size === file.size)) return 'duplicate';
  if (attached.length >= MAX_ATTACHMENTS) return 'count';
  return null;
}
