import { Stack, Table, Text, Title } from '@mantine/core';
import type { PortfolioReportLoad } from '@pensia/domain/portfolios/portfolio.api';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListLoader } from '../../../common/ui/list-states';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import { usePortfolioReportLoads } from '../api/portfolio-reports-api';

/** `YYYY-MM` as the month and year in the reader's language. */
export const monthOf = (ym: string) => formatMonthYear(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)));

/** The months a load is of: a report's month, or the first and last month of inflation figures. */
function monthsOf(l: PortfolioReportLoad): string {
  if (l.year === null || l.month === null) return '—';
  const last = formatMonthYear(l.year, l.month);
  return l.firstMonth && l.firstMonth !== `${l.year}-${String(l.month).padStart(2, '0')}` ? `${monthOf(l.firstMonth)} – ${last}` : last;
}

/** What a load did: loaded (replacing or not) with its lines, or refused with its reason. */
function Outcome({ l }: { l: PortfolioReportLoad }) {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioReports' });
  if (l.status === 'refused') {
    return (
      <>
        <Text size="sm" fw={600} c="red.8">
          {t('loads.refused')}
        </Text>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {l.refusal}
        </Text>
      </>
    );
  }
  const lines = formatNumber(l.lines ?? 0);
  if (l.kind === 'inflation') return <>{t(l.replaced ? 'loads.inflationReplaced' : 'loads.inflationLoaded', { count: l.lines ?? 0, lines })}</>;
  return <>{t(l.replaced ? 'loads.replaced' : 'loads.loaded', { lines })}</>;
}

/** Every load, newest first: when, who, which file, what it was of, and what it did or why it was refused. */
export function PortfolioLoads() {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioReports' });
  const loads = usePortfolioReportLoads();
  const items = loads.data?.items ?? [];
  const lang = currentLang();
  return (
    <Stack gap="sm" component="section" aria-labelledby="portfolio-loads-title">
      <Title order={2} size="h3" id="portfolio-loads-title">
        {t('loads.title')}
      </Title>
      <LoadErrorDialog error={loads.error} onRetry={() => void loads.refetch()} />
      {loads.isPending ? (
        <ListLoader label={t('loads.loading')} />
      ) : items.length === 0 ? (
        loads.data ? <EmptyListState title={t('loads.noneTitle')} description={t('loads.noneText')} /> : null
      ) : (
        <DataTable
          minWidth={860}
          busy={loads.isFetching}
          caption={t('loads.caption')}
          columns={[
            { label: t('loads.loadedAt') },
            { label: t('loads.loadedBy') },
            { label: t('loads.file') },
            { label: t('loads.portfolio') },
            { label: t('loads.month') },
            { label: t('loads.result') },
          ]}
        >
          {items.map((l) => (
            <Table.Tr key={l.id} data-testid="portfolio-load" data-status={l.status}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.loadedAt)}</Table.Td>
              <Table.Td>{l.loadedBy ?? t('loads.nobody')}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {l.fileName}
                <Text size="xs" c="dimmed">
                  {l.format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'}
                </Text>
              </Table.Td>
              <Table.Td>{l.kind === 'inflation' ? t('loads.inflation') : (l.portfolioName?.[lang] ?? '—')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthsOf(l)}</Table.Td>
              <Table.Td style={{ minWidth: 220 }}>
                <Outcome l={l} />
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </Stack>
  );
}
