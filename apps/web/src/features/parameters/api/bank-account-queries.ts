import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bankAccountApi } from '@pensia/domain/banking/banking.api';
import type { AddBankAccountBody } from '@pensia/domain/banking/banking.schema';
import { apiRequest } from '../../../common/lib/api-client';
import { currentLocale } from '../../../common/lib/i18n';

export const bankAccountKeys = {
  accounts: ['bank-accounts'] as const,
  banks: ['banks'] as const,
};

/** The organization's bank accounts (`org-acct-numbers`), the default first. */
export function useBankAccounts() {
  return useQuery({
    queryKey: bankAccountKeys.accounts,
    queryFn: ({ signal }) => apiRequest(bankAccountApi.list, { signal }),
  });
}

/** The banks to choose from (`banklist`); the list changes rarely. */
export function useBanks() {
  return useQuery({
    queryKey: bankAccountKeys.banks,
    queryFn: ({ signal }) => apiRequest(bankAccountApi.banks, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useAddBankAccount() {
  const client = useQueryClient();
  return useMutation({
    // this call is sent with a `culture` header: the language of its messages
    mutationFn: (body: AddBankAccountBody) => apiRequest(bankAccountApi.add, { body, headers: { culture: currentLocale() } }),
    onSuccess: () => {
      // every user of the organization is told of the new account, the one who added it too
      void client.invalidateQueries({ queryKey: ['user-notices'] });
      return client.invalidateQueries({ queryKey: bankAccountKeys.accounts });
    },
  });
}

export function useSetDefaultBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(bankAccountApi.setDefault, { params: { id } }),
    onSuccess: (accounts) => client.setQueryData(bankAccountKeys.accounts, accounts),
  });
}

export function useRemoveBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(bankAccountApi.remove, { params: { id } }),
    onSuccess: (accounts) => client.setQueryData(bankAccountKeys.accounts, accounts),
  });
}
