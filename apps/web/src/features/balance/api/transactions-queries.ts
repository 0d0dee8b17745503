import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { detailedBalanceExportApi, transactionsApi, type TransactionsFilter } from '@pensia/domain/finance/transactions.api';
import { apiBlob, apiRequest } from '../../../common/lib/api-client';
import { saveBlob } from '../../../common/lib/save-file';
import { useSession } from '../../../common/session/session-store';

export const transactionKeys = {
  all: ['transactions'] as const,
  page: (filter: TransactionsFilter, pageNumber: number, pageSize: number) => ['transactions', filter, pageNumber, pageSize] as const,
};

/** A page of the organization's payments for a filter, with the sums of the filter. */
export function useTransactions(filter: TransactionsFilter, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: transactionKeys.page(filter, pageNumber, pageSize),
    queryFn: ({ signal }) => apiRequest(transactionsApi.list, { query: { ...filter, pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the workbook of the filter's payments (in the user's language). */
export function useTransactionsExport() {
  return useMutation({
    mutationFn: async (filter: TransactionsFilter) => {
      const { blob, filename } = await apiBlob(transactionsApi.export, { query: filter });
      saveBlob(blob, filename);
    },
  });
}

/** Saves the workbook of the detailed balance, month by month. */
export function useDetailedBalanceExport() {
  const user = useSession((s) => s.user);
  return useMutation({
    mutationFn: async () => {
      const { blob, filename } = await apiBlob(detailedBalanceExportApi.export, {
        params: { id: user!.id },
        query: { organizationCode: user!.organizationCode ?? undefined },
      });
      saveBlob(blob, filename);
    },
  });
}
