import { ibanCheckDigits } from '@pensia/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import '../../modules/bank-accounts/bank-accounts.table.ts';

/** A Georgian IBAN for a bank code and a 16-digit account identifier, its check digits computed. */
export function demoIban(bankCode: string, account: string): string {
  return `GE${ibanCheckDigits('GE', bankCode + account)}${bankCode}${account}`;
}

/** Two accounts of each demo organization, the first its default (bank codes from the seeded bank list). */
export const DEMO_BANK_ACCOUNTS = {
  employer: [demoIban('BG', '0000000204567891'), demoIban('TB', '7204567891000001')],
  employer2: [demoIban('LB', '0405112233000001'), demoIban('PC', '0405112233000002')],
  self: [demoIban('TB', '7101024055867001'), demoIban('BS', '0000001024055867')],
} as const;

export async function seedDemoBankAccounts(trx: Transaction<Database>, organizations: Record<keyof typeof DEMO_BANK_ACCOUNTS, string>) {
  const banks = new Map((await trx.selectFrom('banks').select(['id', 'code']).execute()).map((b) => [b.code, b.id]));
  const rows = Object.entries(DEMO_BANK_ACCOUNTS).flatMap(([who, ibans]) =>
    ibans.map((iban, i) => ({
      organizationId: organizations[who as keyof typeof DEMO_BANK_ACCOUNTS],
      bankId: banks.get(iban.slice(4, 6))!,
      iban,
      isDefault: i === 0,
      createdBy: null,
    })),
  );
  await trx.insertInto('bankAccounts').values(rows).execute();
}
