import { Anchor, Code, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PortfolioReportLoad } from '@pensia/domain/portfolios/portfolio.api';
import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { PageLayout } from '../../../common/ui/page-layout';
import { useLoadPortfolioReport } from '../api/portfolio-reports-api';
import { FileLoadPanel, LoadFigures, type FileLoadLabels } from '../components/file-load-panel';
import { monthOf, PortfolioLoads } from '../components/portfolio-loads';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sections of a report file (docs/portfolio-report-layout.md). */
const SECTIONS = ['portfolio', 'date', 'unit_price', 'net_assets', 'management_fee', 'asset_class', 'currency', 'holding'] as const;

/** The example of docs/portfolio-report-layout.md, as a file to start from. */
const SAMPLE_CSV = [
  'section,code,value',
  'portfolio,growth,',
  'date,,2026-10-31',
  'unit_price,,1.284512',
  'net_assets,,95 000 000.00',
  'management_fee,,0.65',
  'asset_class,deposits,18',
  'asset_class,bonds,24',
  'asset_class,equities,53',
  'asset_class,other,5',
  'currency,GEL,47',
  'currency,USD,38',
  'currency,EUR,15',
  'holding,iShares MSCI ACWI ETF,21.4',
  'holding,Vanguard FTSE All-World ETF,16.8',
].join('\r\n');
const SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${SAMPLE_CSV}\r\n`)}`;
/** Geostat's figures for three months, as a file of inflation figures to start from. */
const INFLATION_SAMPLE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent('\uFEFFmonth,year_on_year\r\n2025-08,4.6\r\n2025-09,4.8\r\n2025-10,5.2\r\n')}`;

/** What a load kept: the portfolio and month, its lines, and whether it replaced an earlier report of the month. */
function LoadResult({ load }: { load: PortfolioReportLoad }) {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioReports' });
  const title = t(load.replaced ? 'result.replaced' : 'result.loaded', { portfolio: load.portfolioName?.[currentLang()] ?? load.portfolioId, month: formatMonthYear(load.year ?? 0, load.month ?? 1) });
  return <LoadFigures title={title} warn={false} figures={[{ label: t('result.lines'), value: load.lines ?? 0, testId: 'portfolio-report-lines' }]} />;
}

/** The sections of the file, briefly. */
function FileLayout() {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioReports' });
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="portfolio-layout-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="portfolio-layout-title">
          {t('layout.title')}
        </Title>
        <Text size="sm">{t('layout.intro')}</Text>
        <Stack gap={6} component="ul" aria-labelledby="portfolio-layout-title" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {SECTIONS.map((s) => (
            <Text key={s} size="sm" component="li">
              <Code fw={600}>{s}</Code> — {t(`layout.sections.${s}`)}
            </Text>
          ))}
        </Stack>
        <Text size="sm">{t('layout.numbers')}</Text>
        <Anchor href={SAMPLE_HREF} download="portfolio-report-sample.csv" size="sm">
          {t('layout.sample')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

/** The inflation figures a load kept: the months, and whether some replaced earlier figures. */
function InflationResult({ load }: { load: PortfolioReportLoad }) {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioReports' });
  const title = t(load.replaced ? 'inflation.replaced' : 'inflation.loaded', { from: monthOf(load.firstMonth ?? ''), to: formatMonthYear(load.year ?? 0, load.month ?? 1) });
  return <LoadFigures title={title} warn={false} figures={[{ label: t('inflation.months'), value: load.lines ?? 0, testId: 'inflation-months' }]} />;
}

/** Geostat's year-on-year inflation, one line a month (docs/portfolio-report-layout.md, Inflation). */
function InflationLoad() {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioReports' });
  const load = useLoadPortfolioReport('inflation');
  const labels: FileLoadLabels = {
    title: t('inflation.label'),
    file: t('inflation.file'),
    hint: t('inflation.hint'),
    placeholder: t('upload.placeholder'),
    clear: t('upload.clear'),
    submit: t('upload.submit'),
    refused: t('inflation.refused'),
    refusedHint: t('upload.refusedHint'),
    failed: t('inflation.failed'),
  };
  return (
    <Stack gap="xs">
      <FileLoadPanel labels={labels} accept={ACCEPT} load={load} result={(data) => <InflationResult load={data} />} refusalTestId="inflation-refusal" />
      <Text size="sm">
        {t('inflation.layout')} <Code>month,year_on_year</Code>
      </Text>
      <Anchor href={INFLATION_SAMPLE_HREF} download="inflation-sample.csv" size="sm">
        {t('inflation.sample')}
      </Anchor>
    </Stack>
  );
}

/** The portfolios' monthly reports: load a file, see what it kept or why it was refused, and every load. */
export function PortfoliosPage() {
  const { t } = useTranslation('operator', { keyPrefix: 'portfolioReports' });
  const load = useLoadPortfolioReport();
  const labels: FileLoadLabels = {
    title: t('upload.label'),
    file: t('upload.file'),
    hint: t('upload.hint'),
    placeholder: t('upload.placeholder'),
    clear: t('upload.clear'),
    submit: t('upload.submit'),
    refused: t('upload.refused'),
    refusedHint: t('upload.refusedHint'),
    failed: t('upload.failed'),
  };
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FileLoadPanel labels={labels} accept={ACCEPT} load={load} result={(data) => <LoadResult load={data} />} refusalTestId="portfolio-report-refusal" />
        <FileLayout />
        <InflationLoad />
      </SimpleGrid>
      <PortfolioLoads />
    </PageLayout>
  );
}
