import { Alert, Badge, Button, Card, FileInput, Grid, Group, NumberInput, Progress, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPriceRefusal, isIsoDay, type ProcessingJob, type ProcessingPreview } from '@pensia/domain/participants/processing.schema';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate, formatDateTime, formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { PageLayout } from '../../../common/ui/page-layout';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { JOBS_PAGE_SIZE, PRICES_PAGE_SIZE, useConversionPrice, useImportUnitPrices, usePreviewProcessing, useProcessingJobs, useSetUnitPrice, useStartProcessing, useUnitPrices } from '../api/processing-api';
import { ReasonedButton } from '../../../common/ui/reasoned-button';
import { DateField } from '../../../common/ui/date-field';
import { ProcessingConfirmDialog } from '../components/processing-confirm-dialog';

/** The server's refusal as the user reads it: its message, then its field messages. */
function RefusalAlert({ error, title }: { error: unknown; title: string }) {
  if (!error) return null;
  const messages = error instanceof ApiError ? [error.message, ...Object.values(error.fieldMessages)] : [String(error)];
  return (
    <Alert color="red" role="alert" title={title}>
      {messages.map((m, i) => (
        <Text key={i} size="sm">
          {m}
        </Text>
      ))}
    </Alert>
  );
}

const today = () => new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);

function UnitPrices() {
  const { t } = useTranslation('processing');
  const [pageNumber, setPageNumber] = useState(1);
  const prices = useUnitPrices(pageNumber);
  const setPrice = useSetUnitPrice();
  const importPrices = useImportUnitPrices();
  const [date, setDate] = useState(today());
  const [price, setPriceText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const dateError = touched && !isIsoDay(date.trim()) ? t('prices.dateInvalid') : null;
  const priceError = touched && unitPriceRefusal(price.trim()) ? t('prices.priceInvalid') : null;
  const rows = prices.data?.items ?? [];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="unit-prices-title">
      <Title order={2} size="h3" id="unit-prices-title" mb="sm">
        {t('prices.title')}
      </Title>
      <form
        aria-label={t('prices.setForm')}
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!isIsoDay(date.trim()) || unitPriceRefusal(price.trim())) return;
          setPrice.mutate({ date: date.trim(), price: price.trim() }, { onSuccess: () => { setPriceText(''); setTouched(false); } });
        }}
      >
        <Grid align="flex-start">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <DateField label={t('prices.date')} value={date} onChange={setDate} error={dateError ?? undefined} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label={t('prices.price')} description={t('prices.priceHint')} inputWrapperOrder={['label', 'input', 'description', 'error']} inputMode="decimal" value={price} onChange={(e) => setPriceText(e.currentTarget.value)} error={priceError} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Button type="submit" loading={setPrice.isPending} fullWidth mt={{ base: 0, sm: 25 }}>
              {t('prices.set')}
            </Button>
          </Grid.Col>
        </Grid>
      </form>
      {setPrice.isSuccess && !touched ? (
        <Text size="sm" c="green.8" mt="xs" role="status">
          {t('prices.saved', { date: formatDate(setPrice.data.date), price: formatNumber(setPrice.data.price, { decimals: 6 }) })}
        </Text>
      ) : null}
      <Stack mt="sm">
        <RefusalAlert error={setPrice.error} title={t('prices.setFailed')} />
      </Stack>

      <form
        aria-label={t('prices.importForm')}
        onSubmit={(e) => {
          e.preventDefault();
          if (file) importPrices.mutate(file);
        }}
      >
        <Grid align="flex-start" mt="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <FileInput label={t('prices.file')} description={t('prices.fileHint')} inputWrapperOrder={['label', 'input', 'description', 'error']} accept=".csv,text/csv" value={file} onChange={setFile} clearable />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <ReasonedButton type="submit" variant="default" blockedBy={file ? null : t('prices.importBlocked')} loading={importPrices.isPending} fullWidth mt={{ base: 0, sm: 25 }}>
              {t('prices.import')}
            </ReasonedButton>
          </Grid.Col>
        </Grid>
      </form>
      {importPrices.isSuccess ? (
        <Text size="sm" c="green.8" mt="xs" role="status">
          {t('prices.imported', { count: importPrices.data.imported, created: importPrices.data.created, updated: importPrices.data.updated })}
        </Text>
      ) : null}
      <Stack mt="sm">
        <RefusalAlert error={importPrices.error} title={t('prices.importFailed')} />
      </Stack>

      {prices.isPending ? (
        <ListLoader label={t('loading')} />
      ) : rows.length === 0 ? (
        <Text c="dimmed" mt="md">
          {t('prices.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={320} mt="md">
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('prices.date')}</Table.Th>
                  <Table.Th ta="right">{t('prices.price')}</Table.Th>
                  <Table.Th>{t('prices.updated')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((p) => (
                  <Table.Tr key={p.date}>
                    <Table.Td>{formatDate(p.date)}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {formatNumber(p.price, { decimals: 6 })}
                    </Table.Td>
                    <Table.Td>{formatDateTime(p.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPaging total={prices.data?.totalCount ?? 0} pageNumber={pageNumber} pageSize={PRICES_PAGE_SIZE} onChange={setPageNumber} />
        </>
      )}
    </Card>
  );
}

const STATUS_COLOR: Record<ProcessingJob['status'], string> = { running: 'blue', done: 'green', failed: 'red' };
/** The month a run is for, named in the language ("ოქტომბერი 2026", "October 2026"), as on every other screen. */
const periodOf = (job: Pick<ProcessingJob, 'year' | 'month'>) => formatMonthYear(job.year, job.month);

/**
 * The unit price a run started now converts at, before the operator starts it: today's price; an earlier
 * day's when today has none (a warning: a price of today may still be due); none, and the run is refused.
 */
function ConversionNotice() {
  const { t } = useTranslation('processing');
  const conversion = useConversionPrice();
  if (!conversion.data) return null;
  const { conversionDate, price } = conversion.data;
  const [color, text] = !price
    ? ['red', t('run.conversionNone', { date: formatDate(conversionDate) })]
    : price.date === conversionDate
      ? ['green', t('run.conversionToday', { date: formatDate(conversionDate), price: formatNumber(price.price, { decimals: 6 }) })]
      : ['orange', t('run.conversionEarlier', { date: formatDate(conversionDate), priceDate: formatDate(price.date), price: formatNumber(price.price, { decimals: 6 }) })];
  return (
    <Alert color={color} variant="light" mb="sm" role="note" title={t('run.conversionTitle')}>
      {text}
    </Alert>
  );
}

function JobCard({ job }: { job: ProcessingJob }) {
  const { t } = useTranslation('processing');
  const percent = job.totalRows === 0 ? 100 : Math.floor((job.processedRows / job.totalRows) * 100);
  return (
    <Card withBorder padding="md" component="article" aria-label={periodOf(job)}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>{periodOf(job)}</Text>
        <Badge color={STATUS_COLOR[job.status]}>{t(`status.${job.status}`)}</Badge>
      </Group>
      <Progress value={percent} mt="sm" aria-label={t('jobs.progress')} animated={job.status === 'running'} />
      <Text size="sm" mt={4}>
        {t('jobs.rows', { done: job.processedRows, total: job.totalRows })}
      </Text>
      <Grid mt="xs" gap={4}>
        {[
          [t('jobs.declarations'), String(job.declarationCount)],
          [t('jobs.unpaid'), String(job.unpaidDeclarations)],
          [t('jobs.contributions'), String(job.contributionCount)],
          [t('jobs.amount'), formatMoney(job.amount)],
          [t('jobs.state'), formatMoney(job.stateAmount)],
          [t('jobs.units'), formatNumber(job.units, { decimals: 6 })],
          [t('jobs.conversion'), `${formatDate(job.conversionDate)} · ${formatNumber(job.unitPrice, { decimals: 6 })}`],
          [t('jobs.started'), formatDateTime(job.startedAt)],
          [t('jobs.finished'), job.finishedAt ? formatDateTime(job.finishedAt) : '—'],
        ].map(([label, value]) => (
          <Grid.Col key={label} span={{ base: 6, md: 4 }}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </Grid.Col>
        ))}
      </Grid>
      {job.error ? (
        <Alert color="red" mt="sm" role="alert">
          {job.error}
        </Alert>
      ) : null}
    </Card>
  );
}

function Processing() {
  const { t } = useTranslation('processing');
  const now = new Date(Date.now() + 4 * 3600_000);
  const previous = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const [year, setYear] = useState<number | string>(previous.getUTCFullYear());
  const [month, setMonth] = useState<string | null>(String(previous.getUTCMonth() + 1));
  const [pageNumber, setPageNumber] = useState(1);
  const jobs = useProcessingJobs(pageNumber);
  const start = useStartProcessing();
  // what the start would process, asked first; the start only once confirmed
  const preview = usePreviewProcessing();
  const [asked, setAsked] = useState<ProcessingPreview | null>(null);
  const months = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: t(`months.${i + 1}` as 'months.1') }));

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="processing-title">
      <Title order={2} size="h3" id="processing-title" mb={4}>
        {t('run.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('run.hint')}
      </Text>
      <ConversionNotice />
      <form
        aria-label={t('run.form')}
        onSubmit={(e) => {
          e.preventDefault();
          if (typeof year !== 'number' || !month) return;
          start.reset();
          preview.mutate({ year, month: Number(month) }, { onSuccess: setAsked });
        }}
      >
        <Grid align="flex-end">
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput label={t('run.year')} value={year} onChange={setYear} min={2019} max={9999} allowDecimal={false} required />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Select label={t('run.month')} data={months} value={month} onChange={setMonth} allowDeselect={false} required />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Button type="submit" loading={preview.isPending || start.isPending} fullWidth>
              {t('run.start')}
            </Button>
          </Grid.Col>
        </Grid>
      </form>
      {start.isSuccess ? (
        // the answer to the click: a run under way, or the month's last run when nothing new is paid
        <Text size="sm" mt="xs" c={start.data.status === 'running' ? 'blue.8' : 'dimmed'} role="status">
          {t(start.data.status === 'running' ? 'run.started' : 'run.nothingNew', { period: periodOf(start.data) })}
        </Text>
      ) : null}
      <Stack mt="sm">
        <RefusalAlert error={preview.error ?? start.error} title={t('run.failed')} />
      </Stack>
      {asked && (
        <ProcessingConfirmDialog
          preview={asked}
          onCancel={() => setAsked(null)}
          onConfirm={() => {
            setAsked(null);
            start.mutate({ year: asked.year, month: asked.month });
          }}
        />
      )}
      <Title order={3} size="h4" mt="lg" mb="sm">
        {t('jobs.title')}
      </Title>
      {jobs.isPending ? (
        <ListLoader label={t('loading')} />
      ) : (jobs.data?.items.length ?? 0) === 0 ? (
        <Text c="dimmed">{t('jobs.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {jobs.data!.items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
          <ListPaging total={jobs.data?.totalCount ?? 0} pageNumber={pageNumber} pageSize={JOBS_PAGE_SIZE} onChange={setPageNumber} />
        </Stack>
      )}
    </Card>
  );
}

/** Unit prices of the fund and the monthly processing that converts paid contributions to units. */
export function ProcessingPage() {
  const { t } = useTranslation('processing');
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Processing />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <UnitPrices />
        </Grid.Col>
      </Grid>
    </PageLayout>
  );
}
