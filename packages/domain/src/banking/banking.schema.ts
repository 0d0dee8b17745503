import { z } from 'zod';
import { text } from '../http/text.ts';
import { vmsg } from '../i18n/messages.ts';
import { BANK_CODE_PATTERN, BIC_PATTERN, GeorgianIbanSchema } from './iban.ts';

/** A Georgian commercial bank: its IBAN code (National Bank of Georgia), SWIFT BIC and names. */
export const BankSchema = z.object({
  id: z.string(),
  code: z.string(),
  bic: z.string(),
  nameKa: z.string(),
  nameEn: z.string(),
  nameRu: z.string(),
});
export type Bank = z.infer<typeof BankSchema>;

/** A bank as the back office keeps it: a bank taken off the list stays for the accounts already at it. */
export const OperatorBankSchema = BankSchema.extend({
  isActive: z.boolean(),
  accountCount: z.number().int(),
  updatedAt: z.string(),
});
export type OperatorBank = z.infer<typeof OperatorBankSchema>;

/** An organization's bank account (`org-acct-numbers`): the IBAN, its bank, and whether it is the default. */
export const BankAccountSchema = z.object({
  id: z.string(),
  accountNumber: z.string(),
  bank: BankSchema,
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const BankAccountListSchema = z.array(BankAccountSchema);

const bankId = text({ error: vmsg('bankRequired') }).trim().min(1, vmsg('bankRequired')).max(64, vmsg('bankRequired'));

/**
 * `POST org-acct-numbers`: the bank chosen from `banklist` and the account's IBAN (spaces tolerated);
 * the IBAN's bank code must be the chosen bank's. The first account of an organization is its default.
 */
export const AddBankAccountBodySchema = z.object({
  bankId,
  accountNumber: GeorgianIbanSchema,
  isDefault: z.boolean().optional(),
});
export type AddBankAccountBody = z.input<typeof AddBankAccountBodySchema>;

export const BankAccountParamsSchema = z.object({ id: text().trim().min(1).max(64) });

const name = text({ error: vmsg('required') }).trim().min(1, vmsg('required')).max(200, vmsg('tooLong', { max: 200 }));
const bic = text({ error: vmsg('required') })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(BIC_PATTERN, vmsg('bicFormat')));

/** `PUT banks/{id}` (back office): what may change of a bank. Its IBAN code never does: accounts carry it. */
export const UpdateBankBodySchema = z.object({
  bic,
  nameKa: name,
  nameEn: name,
  nameRu: name,
  isActive: z.boolean(),
});
export type UpdateBankBody = z.input<typeof UpdateBankBodySchema>;

/** `POST banks` (back office): a new bank with the code the National Bank of Georgia gave it. */
export const CreateBankBodySchema = UpdateBankBodySchema.extend({
  code: text({ error: vmsg('required') })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(BANK_CODE_PATTERN, vmsg('bankCodeFormat'))),
  isActive: z.boolean().default(true),
});
export type CreateBankBody = z.input<typeof CreateBankBodySchema>;

export const BankParamsSchema = z.object({ id: text().trim().min(1).max(64) });
