import { useState, type FormEvent } from 'react';
import { Box, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TransactionsFilterSchema, type TransactionsFilter, type TransactionView } from '@pensia/domain/finance/transactions.api';
import { ApiError } from '../../../common/lib/api-client';
import { clock } from '../../../common/lib/clock';
import { formatDate, formatMoney } from '../../../common/lib/format';
import { translateValidationRef } from '../../../common/lib/i18n';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListPagination } from '../../../common/ui/list-pagination';
import { DateField } from '../../../common/ui/date-field';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { useTransactions, useTransactionsExport } from '../api/transactions-queries';
import { FinanceNav } from '../../../common/ui/finance-nav';
import { DATE_PRESETS, presetRange, type DatePreset } from '../lib/date-presets';
import { notify } from '../../../common/lib/notify';

const PAGE_SIZE = 20;

interface Draft {
  preset: DatePreset;
  dateFrom: string;
  dateTo: string;
  amountFrom: string;
  amountTo: string;
  bankName: string;
}
const EMPTY: Draft = { preset: 'all', dateFrom: '', dateTo: '', amountFrom: '', amountTo: '', bankName: '' };

/** The filter a draft asks for: blank fields left out. */
function filterOf(d: Draft): TransactionsFilter {
  const f: TransactionsFilter = {};
  if (d.dateFrom) f.dateFrom = d.dateFrom;
  if (d.dateTo) f.dateTo = d.dateTo;
  if (d.amountFrom.trim()) f.amountFrom = d.amountFrom.trim();
  if (d.amountTo.trim()) f.amountTo = d.amountTo.trim();
  if (d.bankName) f.bankName = d.bankName;
  return f;
}

/** `detailed-balance/transactions`: the organization's payments with filters, their sums and the export. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [filter, setFilter] = useState<TransactionsFilter>({});
  const [pageNumber, setPageNumber] = useState(1);
  const query = useTransactions(filter, pageNumber, PAGE_SIZE);
  const exporter = useTransactionsExport();

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const choosePreset = (preset: DatePreset) => {
    const range = presetRange(preset, new Date(clock.now()));
    set(range ? { preset, ...range } : preset === 'all' ? { preset, dateFrom: '', dateTo: '' } : { preset });
  };

  function apply(e?: FormEvent) {
    e?.preventDefault();
    const next = filterOf(draft);
    const parsed = TransactionsFilterSchema.safeParse(next);
    if (!parsed.success) {
      const out: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        out[field] ??= translateValidationRef(issue.message);
      }
      setErrors(out);
      return;
    }
    setErrors({});
    setFilter(next);
    setPageNumber(1);
  }

  function reset() {
    setDraft(EMPTY);
    setErrors({});
    setFilter({});
    setPageNumber(1);
  }

  const exportButton = (
    <Button
      variant="light"
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(filter, {
          onError: (e) => notify({ color: 'red', message: e instanceof ApiError && e.message ? e.message : t('export.failed') }),
        })
      }
    >
      {t('export.button')}
    </Button>
  );

  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Group justify="space-between" gap="sm">
        <FinanceNav active="transactions" />
        {exportButton}
      </Group>
      <Paper withBorder p="md" radius="md" component="form" onSubmit={apply} aria-label={t('filters.title')} noValidate>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }} spacing="sm" style={{ alignItems: 'end' }}>
          <NativeSelect
            label={t('filters.period')}
            data={DATE_PRESETS.map((p) => ({ value: p, label: t(`filters.presets.${p}`) }))}
            value={draft.preset}
            onChange={(e) => choosePreset(e.currentTarget.value as DatePreset)}
          />
          <DateField label={t('filters.dateFrom')} value={draft.dateFrom} error={errors.dateFrom} onChange={(value) => set({ dateFrom: value, preset: 'custom' })} />
          <DateField label={t('filters.dateTo')} value={draft.dateTo} error={errors.dateTo} onChange={(value) => set({ dateTo: value, preset: 'custom' })} />
          <TextInput label={t('filters.amountFrom')} inputMode="decimal" value={draft.amountFrom} error={errors.amountFrom} onChange={(e) => set({ amountFrom: e.currentTarget.value })} />
          <TextInput label={t('filters.amountTo')} inputMode="decimal" value={draft.amountTo} error={errors.amountTo} onChange={(e) => set({ amountTo: e.currentTarget.value })} />
          <NativeSelect
            label={t('filters.bank')}
            data={[{ value: '', label: t('filters.allBanks') }, ...(query.data?.banks ?? []).map((b) => ({ value: b, label: b }))]}
            value={draft.bankName}
            onChange={(e) => set({ bankName: e.currentTarget.value })}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={reset}>
            {t('filters.reset')}
          </Button>
          <Button type="submit">{t('filters.apply')}</Button>
        </Group>
      </Paper>
      <QueryState query={query}>
        {(page) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" aria-live="polite">
              <Paper withBorder p="sm" radius="md">
                <Text size="xs" c="dimmed">
                  {t('sums.transactions')} · {t('sums.count', { count: page.totalCount })}
                </Text>
                <Text fw={700} size="lg">
                  {formatMoney(page.sums.transactions)}
                </Text>
              </Paper>
              <Paper withBorder p="sm" radius="md">
                <Text size="xs" c="dimmed">
                  {t('sums.contributions')}
                </Text>
                <Text fw={700} size="lg">
                  {formatMoney(page.sums.contributions)}
                </Text>
              </Paper>
            </SimpleGrid>
            {page.items.length === 0 ? (
              <EmptyListState title={t('empty.title')} description={t('empty.text')} />
            ) : (
              <>
                <Box visibleFrom="sm">
                  <TransactionsTable items={page.items} caption={t('table.caption', { from: (pageNumber - 1) * PAGE_SIZE + 1, to: (pageNumber - 1) * PAGE_SIZE + page.items.length, total: page.totalCount })} busy={query.isFetching} />
                </Box>
                <Box hiddenFrom="sm">
                  <TransactionCards items={page.items} />
                </Box>
                <ListPagination total={Math.max(1, Math.ceil(page.totalCount / PAGE_SIZE))} value={pageNumber} onChange={setPageNumber} />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </PageLayout>
  );
}

function TransactionsTable({ items, caption, busy }: { items: readonly TransactionView[]; caption: string; busy: boolean }) {
  const { t } = useTranslation('transactions');
  const columns = [
    { label: t('columns.number') },
    { label: t('columns.paidAt') },
    { label: t('columns.registeredAt') },
    { label: t('columns.bank') },
    { label: t('columns.account') },
    { label: t('columns.amount'), numeric: true },
    { label: t('columns.reason') },
  ];
  return (
    <DataTable minWidth={980} columns={columns} caption={caption} highlightOnHover busy={busy}>
      {items.map((x) => (
        <Table.Tr key={x.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{x.number}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(x.paidAt)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(x.registeredAt)}</Table.Td>
          <Table.Td>{x.bankName}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{x.accountNumber}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600}>
            {formatMoney(x.amount)}
          </Table.Td>
          <Table.Td>{x.reason}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** On a phone: one card per payment, every field labelled. */
function TransactionCards({ items }: { items: readonly TransactionView[] }) {
  const { t } = useTranslation('transactions');
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('title')}>
      {items.map((x) => (
        <Paper component="li" key={x.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{x.number}</Text>
              <Text size="sm" c="dimmed">
                {formatDate(x.paidAt)} · {x.bankName}
              </Text>
            </div>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(x.amount)}
            </Text>
          </Group>
          <Stack component="dl" gap={4} m={0} mt="xs">
            {[
              [t('columns.registeredAt'), formatDate(x.registeredAt)],
              [t('columns.account'), x.accountNumber],
              [t('columns.reason'), x.reason],
            ].map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
