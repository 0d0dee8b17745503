import { z } from 'zod';
import { defineApi, defineContract } from '../http/contract.ts';
import { resultEnvelope } from '../http/envelope.ts';
import * as S from './banking.schema.ts';

/**
 * The organization's bank accounts and the bank list (parameters service, `/api/parameters/v1`,
 * api-map.md). Every call answers for the caller's organization only.
 */
export const bankAccountApi = defineApi('bankAccount', {
  list: defineContract({
    method: 'GET', group: 'parameters', path: 'org-acct-numbers', audience: 'user',
    summary: "The organization's bank accounts, the default first",
    response: resultEnvelope(S.BankAccountListSchema),
  }),
  banks: defineContract({
    method: 'GET', group: 'parameters', path: 'banklist', audience: 'user',
    summary: 'Georgian commercial banks: IBAN bank code, SWIFT BIC, names in ka, en and ru',
    response: resultEnvelope(z.array(S.BankSchema)),
  }),
  add: defineContract({
    method: 'POST', group: 'parameters', path: 'org-acct-numbers', audience: 'user', permission: 'administer', stepUp: true,
    summary: "Add a bank account (messages in the language of the `culture` header, else Accept-Language)",
    body: S.AddBankAccountBodySchema, response: resultEnvelope(S.BankAccountSchema), errors: [409],
  }),
  setDefault: defineContract({
    method: 'PUT', group: 'parameters', path: 'org-acct-numbers/:id/default', audience: 'user', permission: 'administer', stepUp: true,
    summary: 'Make an account the default one; answers the accounts',
    params: S.BankAccountParamsSchema, response: resultEnvelope(S.BankAccountListSchema),
  }),
  remove: defineContract({
    method: 'DELETE', group: 'parameters', path: 'org-acct-numbers/:id', audience: 'user', permission: 'administer', stepUp: true,
    summary: 'Remove an account no refund request uses; answers the accounts',
    params: S.BankAccountParamsSchema, response: resultEnvelope(S.BankAccountListSchema), errors: [409],
  }),
});

/** The bank list as the agency keeps it (`/api/operator/v1`): operators only. */
export const bankAdminApi = defineApi('bankAdmin', {
  list: defineContract({
    method: 'GET', group: 'operator', path: 'banks', audience: 'operator',
    summary: 'Every bank, those taken off the list too, with the number of accounts at each',
    response: resultEnvelope(z.array(S.OperatorBankSchema)),
  }),
  create: defineContract({
    method: 'POST', group: 'operator', path: 'banks', audience: 'operator',
    summary: 'Add a bank with its IBAN code and SWIFT BIC',
    body: S.CreateBankBodySchema, response: resultEnvelope(S.OperatorBankSchema), errors: [409],
  }),
  update: defineContract({
    method: 'PUT', group: 'operator', path: 'banks/:id', audience: 'operator',
    summary: "Change a bank's BIC, names, or whether employers can choose it (its IBAN code stays)",
    params: S.BankParamsSchema, body: S.UpdateBankBodySchema, response: resultEnvelope(S.OperatorBankSchema),
  }),
});
