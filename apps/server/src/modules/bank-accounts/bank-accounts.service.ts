import type { AddBankAccountBodySchema, Bank, BankAccount, CreateBankBodySchema, OperatorBank, UpdateBankBodySchema } from '@pensia/domain';
import { checkGeorgianIban, ibanRefusal } from '@pensia/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Actor, Deps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/ids.ts';
import { noticeBankAccountAdded } from '../user/notices.service.ts';
import * as repo from './bank-accounts.repository.ts';

function organizationOf(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN');
  return actor.organizationId;
}

function pgCode(e: unknown): string | undefined {
  return (e as { code?: string }).code;
}

type AccountRow = Awaited<ReturnType<typeof repo.listAccounts>>[number];

function toAccount(r: AccountRow): BankAccount {
  return {
    id: r.id,
    accountNumber: r.iban,
    bank: { id: r.bankId, code: r.bankCode, bic: r.bankBic, nameKa: r.bankNameKa, nameEn: r.bankNameEn, nameRu: r.bankNameRu },
    isDefault: r.isDefault,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** `GET banklist`: the banks employers may choose. */
export function listBanks(deps: Deps): Promise<Bank[]> {
  return repo.listActiveBanks(deps.readDb);
}

/** `GET org-acct-numbers`: the caller organization's accounts, the default first. */
export async function listAccounts(deps: Deps, actor: Actor): Promise<BankAccount[]> {
  return (await repo.listAccounts(deps.db, organizationOf(actor))).map(toAccount);
}

/**
 * `POST org-acct-numbers`: adds an account of the caller's organization. The IBAN has passed the shared
 * rule (the body schema); here it must also be of the bank chosen from the list, and new to the
 * organization. The first account becomes the default; `isDefault` makes a later one the default.
 */
export async function addAccount(deps: Deps, actor: Actor, body: z.output<typeof AddBankAccountBodySchema>): Promise<BankAccount> {
  const organizationId = organizationOf(actor);
  const check = checkGeorgianIban(body.accountNumber);
  if (!check.ok) throw new AppError('VALIDATION_FAILED', { fields: { accountNumber: ibanRefusal(body.accountNumber)! } });
  const bank = isUuid(body.bankId) ? await repo.findBank(deps.db, body.bankId) : undefined;
  if (!bank || !bank.isActive) throw new AppError('VALIDATION_FAILED', { fields: { bankId: 'bankRequired' } });
  if (bank.code !== check.bankCode) throw new AppError('ACCOUNT_BANK_MISMATCH', { fields: { accountNumber: 'accountBankMismatch' } });
  let id: string;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      await repo.lockOrganization(trx, organizationId);
      if (await repo.findAccountByIban(trx, organizationId, check.iban)) throw new AppError('ACCOUNT_ALREADY_ADDED', { fields: { accountNumber: 'ACCOUNT_ALREADY_ADDED' } });
      const isFirst = (await repo.countAccounts(trx, organizationId)) === 0;
      const row = await repo.insertAccount(trx, { organizationId, bankId: bank.id, iban: check.iban, isDefault: false, createdBy: actor.userId });
      if (isFirst || body.isDefault) await repo.setDefault(trx, organizationId, row.id);
      // every user of the organization is told, so that an account added with a stolen password is seen
      await noticeBankAccountAdded(trx, actor, organizationId, check.iban, deps.clock.now());
      return row.id;
    });
  } catch (e) {
    // the unique index is the last word on duplicates, whatever the order of concurrent writes
    if (pgCode(e) === '23505') throw new AppError('ACCOUNT_ALREADY_ADDED', { fields: { accountNumber: 'ACCOUNT_ALREADY_ADDED' } });
    throw e;
  }
  const account = (await repo.listAccounts(deps.db, organizationId)).find((a) => a.id === id);
  return toAccount(account!);
}

/** `PUT org-acct-numbers/{id}/default`: the account becomes the organization's only default. */
export async function setDefaultAccount(deps: Deps, actor: Actor, id: string): Promise<BankAccount[]> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockOrganization(trx, organizationId);
    if (!(await repo.findAccount(trx, organizationId, id))) throw new AppError('RECORD_NOT_FOUND');
    await repo.setDefault(trx, organizationId, id);
  });
  return listAccounts(deps, actor);
}

/**
 * `DELETE org-acct-numbers/{id}`: removes an account no refund request names (a request refers to its
 * account by a foreign key, so the database refuses the removal of one in use). When the default goes,
 * the oldest remaining account becomes the default.
 */
export async function removeAccount(deps: Deps, actor: Actor, id: string): Promise<BankAccount[]> {
  const organizationId = organizationOf(actor);
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.lockOrganization(trx, organizationId);
      const removed = await repo.deleteAccount(trx, organizationId, id);
      if (!removed) throw new AppError('RECORD_NOT_FOUND');
      if (removed.isDefault) {
        const next = await repo.oldestAccount(trx, organizationId);
        if (next) await repo.setDefault(trx, organizationId, next.id);
      }
    });
  } catch (e) {
    if (pgCode(e) === '23503') throw new AppError('ACCOUNT_IN_USE');
    throw e;
  }
  return listAccounts(deps, actor);
}

// ── back office ────────────────────────────────────────────────────────────────────────────────────────

async function operatorBank(deps: Deps, id: string): Promise<OperatorBank> {
  const row = (await repo.listAllBanks(deps.db)).find((b) => b.id === id);
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return { ...row, accountCount: Number(row.accountCount), updatedAt: new Date(row.updatedAt).toISOString() };
}

/** `GET banks` (operator): every bank, with the number of accounts at each. */
export async function listAllBanks(deps: Deps): Promise<OperatorBank[]> {
  return (await repo.listAllBanks(deps.db)).map((b) => ({ ...b, accountCount: Number(b.accountCount), updatedAt: new Date(b.updatedAt).toISOString() }));
}

/** `POST banks` (operator): a new bank; its code must be new to the list. */
export async function createBank(deps: Deps, body: z.output<typeof CreateBankBodySchema>): Promise<OperatorBank> {
  if (await repo.findBankByCode(deps.db, body.code)) throw new AppError('BANK_CODE_TAKEN', { fields: { code: 'BANK_CODE_TAKEN' } });
  let id: string;
  try {
    id = (await repo.insertBank(deps.db, body)).id;
  } catch (e) {
    if (pgCode(e) === '23505') throw new AppError('BANK_CODE_TAKEN', { fields: { code: 'BANK_CODE_TAKEN' } });
    throw e;
  }
  return operatorBank(deps, id);
}

/** `PUT banks/{id}` (operator): BIC, names, and whether employers can choose it. */
export async function updateBank(deps: Deps, id: string, body: z.output<typeof UpdateBankBodySchema>): Promise<OperatorBank> {
  if (!isUuid(id)) throw new AppError('RECORD_NOT_FOUND');
  const updated = await repo.updateBank(deps.db, id, body, deps.clock.now());
  if (!updated) throw new AppError('RECORD_NOT_FOUND');
  return operatorBank(deps, id);
}
