import { Anchor, Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { REVENUE_FILE_COLUMNS } from '@pensia/domain/revenue/revenue-file';
import type { RevenueLoadResult } from '@pensia/domain/revenue/revenue.api';
import type { RevenueLoadSummary } from '@pensia/domain/revenue/revenue-loads.api';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListLoader } from '../../../common/ui/list-states';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import { PageLayout } from '../../../common/ui/page-layout';
import { useRecentLoads } from '../api/revenue-load-api';
import { FileLoadPanel, LoadFigures, useFileLoadLabels } from '../components/file-load-panel';
import { usePreviewedLoad } from '../components/revenue-load-preview';

const PHONE = '(max-width: 47.99em)';
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The example of docs/revenue-service-layout.md, as a file to start from. */
const SAMPLE_CSV = [
  REVENUE_FILE_COLUMNS.join(','),
  '204567891,2026,9,01001010101,ბერიძე,1500.00,294.00,30.00',
  '204567891,2026,9,02002020202,გელაშვილი,"1 200,00",235.20,24.00',
  '405112233,2026,9,03003030303,კაპანაძე,700.00,137.20,14.00',
].join('\r\n');
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${SAMPLE_CSV}\r\n`)}`;

/** What a load answered: rows kept, organizations and organization months covered, rows replaced and refused. */
function LoadResult({ result }: { result: RevenueLoadResult }) {
  const { t } = useTranslation('revenueLoad');
  const figures = (['rows', 'organizations', 'months', 'replaced', 'rejected'] as const).map((key) => ({
    label: t(`result.${key}`),
    value: result[key],
    testId: `revenue-${key}`,
  }));
  return <LoadFigures title={t('result.title')} warn={result.rejected > 0} figures={figures} />;
}

/** The columns of the file, briefly (docs/revenue-service-layout.md in full). */
function FileLayout() {
  const { t } = useTranslation('revenueLoad');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="revenue-layout-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="revenue-layout-title">
          {t('layout.title')}
        </Title>
        <Text size="sm">{t('layout.intro')}</Text>
        <Text size="sm">{t('layout.csv')}</Text>
        <Stack gap={6} component="ul" aria-labelledby="revenue-layout-title" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {REVENUE_FILE_COLUMNS.map((c) => (
            <Text key={c} size="sm" component="li">
              <Code fw={600}>{c}</Code> — {t(`layout.columns.${c}`)}
            </Text>
          ))}
        </Stack>
        <Anchor href={SAMPLE_HREF} download="revenue-service-sample.csv" size="sm">
          {t('layout.sample')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The organization months a load still holds, by organization (newest month first). */
function HeldMonths({ load }: { load: RevenueLoadSummary }) {
  const { t } = useTranslation('revenueLoad');
  if (load.months.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('recent.noneHeld')}
      </Text>
    );
  const byOrganization = new Map<string, RevenueLoadSummary['months']>();
  for (const m of load.months) {
    const list = byOrganization.get(m.organizationCode) ?? [];
    list.push(m);
    byOrganization.set(m.organizationCode, list);
  }
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[...byOrganization.values()].map((months) => (
        <Text key={months[0]!.organizationCode} size="sm" component="li">
          <Text span fw={600} size="sm">
            {months[0]!.organizationCode} {months[0]!.organizationName}
          </Text>
          {': '}
          {months.map((m, i) => (
            <span key={`${m.year}-${m.month}`}>
              {i > 0 && ', '}
              <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatMonthYear(m.year, m.month)}
              </Text>{' '}
              <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                ({t('recent.monthRows', { count: m.rows })})
              </Text>
            </span>
          ))}
        </Text>
      ))}
      {load.monthCount > load.months.length && (
        <Text size="sm" c="dimmed" component="li">
          {t('recent.more', { count: load.monthCount - load.months.length })}
        </Text>
      )}
    </Stack>
  );
}

/** A load on a phone: its figures above the organization months it holds. */
function LoadCard({ load }: { load: RevenueLoadSummary }) {
  const { t } = useTranslation('revenueLoad');
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {load.fileName}
        </Text>
        <Text size="sm" c="dimmed">
          {t('recent.loadedAt')}: {formatDateTime(load.loadedAt)} · {load.format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'}
        </Text>
        <Text size="sm">
          {t('recent.rows')}: {formatNumber(load.rows)} · {t('recent.organizations')}: {formatNumber(load.organizations)}
        </Text>
        <Text size="sm" fw={600}>
          {t('recent.months')}
        </Text>
        <HeldMonths load={load} />
      </Stack>
    </Paper>
  );
}

/** The latest loads, newest first: a table, on a phone a list of cards. */
function RecentLoads() {
  const { t } = useTranslation('revenueLoad');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const loads = useRecentLoads();
  const items = loads.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="revenue-recent-title">
      <Title order={2} size="h3" id="revenue-recent-title">
        {t('recent.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('recent.subtitle')}
      </Text>
      <LoadErrorDialog error={loads.error} onRetry={() => void loads.refetch()} />
      {loads.isPending ? (
        <ListLoader label={t('recent.loading')} />
      ) : items.length === 0 ? (
        loads.data ? <EmptyListState title={t('recent.noneTitle')} description={t('recent.noneText')} /> : null
      ) : phone ? (
        <Stack gap="sm" component="ul" aria-labelledby="revenue-recent-title" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((l) => (
            <LoadCard key={l.id} load={l} />
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table
            striped
            withTableBorder
            verticalSpacing="xs"
            fz="sm"
            aria-labelledby="revenue-recent-title"
            aria-busy={loads.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('recent.loadedAt')}</Table.Th>
                <Table.Th scope="col">{t('recent.file')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('recent.rows')}
                </Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('recent.organizations')}
                </Table.Th>
                <Table.Th scope="col">{t('recent.months')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatDateTime(l.loadedAt)}</Table.Td>
                  <Table.Td style={{ verticalAlign: 'top', minWidth: 200, overflowWrap: 'anywhere' }}>
                    {l.fileName}
                    <Text size="xs" c="dimmed">
                      {l.format === 'xlsx' ? 'Excel (.xlsx)' : 'CSV'}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right', verticalAlign: 'top' }}>{formatNumber(l.rows)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', verticalAlign: 'top' }}>{formatNumber(l.organizations)}</Table.Td>
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <HeldMonths load={l} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** The Revenue Service's filings: load a file (after seeing what it would replace), see what it gave or why it was refused, and the recent loads. */
export function RevenueLoadPage() {
  const { t } = useTranslation('revenueLoad');
  const { load, dialog } = usePreviewedLoad();
  const labels = useFileLoadLabels('revenueLoad');

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FileLoadPanel
          labels={labels}
          accept={ACCEPT}
          load={load}
          result={(data) => <LoadResult result={data} />}
          refusalTestId="revenue-refusal"
        />
        <FileLayout />
      </SimpleGrid>
      <RecentLoads />
      {dialog}
    </PageLayout>
  );
}
