import { useQuery } from '@tanstack/react-query';
import { userApi } from '@pensia/domain/user/user.api';
import { apiRequest } from '../../../common/lib/api-client';
import { useSession } from '../../../common/session/session-store';
import { detailedBalanceMonthApi } from '@pensia/domain/finance/balance-month.api';

export const balanceKeys = {
  all: ['balance'] as const,
  detailed: (userId: string, month: string | null) => ['balance', 'detailed', userId, month] as const,
  month: (userId: string, month: string) => ['balance', 'month', userId, month] as const,
};

/** The organization's balance month by month; with `month`, that month's movements too. */
export function useDetailedBalance(month: string | null = null) {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: balanceKeys.detailed(user?.id ?? '', month),
    enabled: !!user?.organizationCode,
    queryFn: ({ signal }) =>
      apiRequest(userApi.detailedBalance, {
        params: { id: user!.id },
        query: { organizationCode: user!.organizationCode ?? undefined, ...(month ? { month } : {}) },
        signal,
      }),
  });
}

/** One month of the balance: its figures and its movements (read from that month alone). */
export function useBalanceMonth(month: string | null) {
  const user = useSession((s) => s.user);
  return useQuery({
    queryKey: balanceKeys.month(user?.id ?? '', month ?? ''),
    enabled: !!user?.organizationCode && !!month,
    queryFn: ({ signal }) =>
      apiRequest(detailedBalanceMonthApi.month, {
        params: { id: user!.id, month: month! },
        query: { organizationCode: user!.organizationCode ?? undefined },
        signal,
      }),
  });
}
