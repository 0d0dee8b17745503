import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/create-db.ts';
import type { Database } from '../../db/schema.ts';
import './bank-accounts.table.ts';

export type Executor = Db | Transaction<Database>;

const BANK_COLUMNS = ['banks.id', 'banks.code', 'banks.bic', 'banks.nameKa', 'banks.nameEn', 'banks.nameRu'] as const;

/** Banks employers may choose, by English name. */
export function listActiveBanks(db: Executor) {
  return db.selectFrom('banks').select(BANK_COLUMNS).where('isActive', '=', true).orderBy('nameEn').execute();
}

/** Every bank, with the number of accounts at each (back office). */
export function listAllBanks(db: Executor) {
  return db
    .selectFrom('banks')
    .leftJoin('bankAccounts', 'bankAccounts.bankId', 'banks.id')
    .select([...BANK_COLUMNS, 'banks.isActive', 'banks.updatedAt', sql<number>`count(bank_accounts.id)::int`.as('accountCount')])
    .groupBy('banks.id')
    .orderBy('banks.nameEn')
    .execute();
}

export function findBank(db: Executor, id: string) {
  return db.selectFrom('banks').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBankByCode(db: Executor, code: string) {
  return db.selectFrom('banks').select('id').where('code', '=', code).executeTakeFirst();
}

export function insertBank(db: Executor, values: { code: string; bic: string; nameKa: string; nameEn: string; nameRu: string; isActive: boolean }) {
  return db.insertInto('banks').values(values).returning('id').executeTakeFirstOrThrow();
}

export function updateBank(db: Executor, id: string, values: { bic: string; nameKa: string; nameEn: string; nameRu: string; isActive: boolean }, at: Date) {
  return db.updateTable('banks').set({ ...values, updatedAt: at }).where('id', '=', id).returning('id').executeTakeFirst();
}

/** An organization's accounts with their banks: the default first, then the oldest. */
export function listAccounts(db: Executor, organizationId: string) {
  return db
    .selectFrom('bankAccounts')
    .innerJoin('banks', 'banks.id', 'bankAccounts.bankId')
    .select([
      'bankAccounts.id',
      'bankAccounts.iban',
      'bankAccounts.isDefault',
      'bankAccounts.createdAt',
      'banks.id as bankId',
      'banks.code as bankCode',
      'banks.bic as bankBic',
      'banks.nameKa as bankNameKa',
      'banks.nameEn as bankNameEn',
      'banks.nameRu as bankNameRu',
    ])
    .where('bankAccounts.organizationId', '=', organizationId)
    .orderBy('bankAccounts.isDefault', 'desc')
    .orderBy('bankAccounts.createdAt')
    .orderBy('bankAccounts.id')
    .execute();
}

/**
 * Serialises the account writes of one organization (add, default, remove) until the transaction ends:
 * the organization's row is locked, so "the first account is the default" and "the default moves when it
 * is removed" hold under concurrent calls.
 */
export function lockOrganization(trx: Transaction<Database>, organizationId: string) {
  return trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().executeTakeFirst();
}

/** One account of an organization; another organization's id finds nothing. */
export function findAccount(db: Executor, organizationId: string, id: string) {
  return db.selectFrom('bankAccounts').selectAll().where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
}

export function findAccountByIban(db: Executor, organizationId: string, iban: string) {
  return db.selectFrom('bankAccounts').select('id').where('organizationId', '=', organizationId).where('iban', '=', iban).executeTakeFirst();
}

export async function countAccounts(db: Executor, organizationId: string): Promise<number> {
  const row = await db.selectFrom('bankAccounts').select(sql<number>`count(*)::int`.as('n')).where('organizationId', '=', organizationId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertAccount(db: Executor, values: { organizationId: string; bankId: string; iban: string; isDefault: boolean; createdBy: string | null }) {
  return db.insertInto('bankAccounts').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Makes one account the organization's only default (the other flags cleared first: one default at most). */
export async function setDefault(db: Executor, organizationId: string, id: string) {
  await db.updateTable('bankAccounts').set({ isDefault: false }).where('organizationId', '=', organizationId).where('isDefault', '=', true).where('id', '!=', id).execute();
  await db.updateTable('bankAccounts').set({ isDefault: true }).where('organizationId', '=', organizationId).where('id', '=', id).execute();
}

export function deleteAccount(db: Executor, organizationId: string, id: string) {
  return db.deleteFrom('bankAccounts').where('organizationId', '=', organizationId).where('id', '=', id).returning('isDefault').executeTakeFirst();
}

/** The oldest remaining account of an organization, to become its default when the default one goes. */
export function oldestAccount(db: Executor, organizationId: string) {
  return db.selectFrom('bankAccounts').select('id').where('organizationId', '=', organizationId).orderBy('createdAt').orderBy('id').limit(1).executeTakeFirst();
}
