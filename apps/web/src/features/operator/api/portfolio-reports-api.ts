import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioApi } from '@pensia/domain/portfolios/portfolio.api';
import { portfolioSwitchApi } from '@pensia/domain/portfolios/switch.api';
import type { SwitchStatus } from '@pensia/domain/portfolios/switch';
import { apiRequest } from '../../../common/lib/api-client';

export const portfolioReportKeys = {
  loads: ['operator', 'portfolio-reports', 'loads'] as const,
};

/**
 * Loads a portfolio's monthly report, or a file of inflation figures; the loads are read again afterwards,
 * a refused one too (it is in the loads with its reason).
 */
export function useLoadPortfolioReport(kind: 'report' | 'inflation' = 'report') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return apiRequest(kind === 'report' ? portfolioApi.loadReport : portfolioApi.loadInflation, { body: form });
    },
    onSettled: () => client.invalidateQueries({ queryKey: portfolioReportKeys.loads }),
  });
}

/** The latest loads of portfolio reports and inflation figures, loaded or refused, newest first. */
export function usePortfolioReportLoads() {
  return useQuery({
    queryKey: portfolioReportKeys.loads,
    queryFn: ({ signal }) => apiRequest(portfolioApi.reportLoads, { query: { pageNumber: 1, pageSize: 20 }, signal }),
    staleTime: 0,
  });
}

/** Participants' portfolio switch requests, newest first, by status and personal number. */
export function usePortfolioSwitches(q: { status: SwitchStatus | ''; personalNumber: string; pageNumber: number; pageSize: number }) {
  return useQuery({
    queryKey: ['operator', 'portfolio-switches', q] as const,
    queryFn: ({ signal }) =>
      apiRequest(portfolioSwitchApi.list, {
        query: { pageNumber: q.pageNumber, pageSize: q.pageSize, ...(q.status ? { status: q.status } : {}), ...(q.personalNumber ? { personalNumber: q.personalNumber } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
