import { useState } from 'react';
import { Button, Drawer, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BalanceMonth, MovementView } from '@pensia/domain/finance/finance.api';
import type { DetailedBalance } from '@pensia/domain/user/user.schema';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate, formatMoney, formatMonthYear } from '../../../common/lib/format';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { useBalanceMonth, useDetailedBalance } from '../api/balance-queries';
import { BalanceChart } from '../components/balance-chart';
import { movementReasonText } from '../lib/system-reason';
import { useDetailedBalanceExport } from '../api/transactions-queries';
import { FinanceNav } from '../../../common/ui/finance-nav';
import { ReasonedButton } from '../../../common/ui/reasoned-button';
import { notify } from '../../../common/lib/notify';

/** Months shown in the chart (issue 9: the last 24 months). */
const CHART_MONTHS = 24;

const monthLabel = (month: string) => formatMonthYear(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
const isNegative = (amount: string) => amount.startsWith('-');

/** The organization's balance month by month from its ledger, with each month's movements on demand. */
export function DetailedBalancePage() {
  const { t } = useTranslation('balance');
  const query = useDetailedBalance();
  const [month, setMonth] = useState<string | null>(null);
  const exporter = useDetailedBalanceExport();
  const { t: tx } = useTranslation('transactions');
  const exportButton = (
    <ReasonedButton
      variant="light"
      loading={exporter.isPending}
      disabled={!query.data}
      blockedBy={query.data && query.data.months.length === 0 ? t('exportEmpty') : null}
      onClick={() =>
        exporter.mutate(undefined, {
          onError: (e) =>
            notify({ color: 'red', message: e instanceof ApiError && e.message ? e.message : tx('export.failed') }),
        })
      }
    >
      {tx('balanceExport')}
    </ReasonedButton>
  );
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Group justify="space-between" gap="sm">
        <FinanceNav active="balance" />
        {exportButton}
      </Group>
      <QueryState query={query}>
        {(b) => (
          <Stack gap="lg">
            <Summary balance={b} />
            {b.months.length === 0 ? (
              <EmptyListState description={t('emptyText')} />
            ) : (
              <>
                <Paper withBorder p="md" radius="md">
                  <Text fw={600} mb="sm">
                    {t('chart.title')}
                  </Text>
                  <BalanceChart months={b.months.slice(-CHART_MONTHS)} />
                </Paper>
                <MonthsTable months={b.months} onOpen={setMonth} />
              </>
            )}
          </Stack>
        )}
      </QueryState>
      <MonthDrawer month={month} onClose={() => setMonth(null)} />
    </PageLayout>
  );
}

function Summary({ balance }: { balance: DetailedBalance }) {
  const { t } = useTranslation('balance');
  const items: [string, string][] = [
    [t('summary.balance'), balance.totalBalance],
    [t('summary.paid'), balance.parts.paid],
    [t('summary.declared'), balance.parts.declared],
    [t('summary.fines'), balance.parts.fines],
    [t('summary.refunds'), balance.parts.refunds],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {items.map(([label, amount], i) => (
        <Paper key={label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size={i === 0 ? 'lg' : 'md'} c={i === 0 && isNegative(amount) ? 'red' : undefined}>
            {formatMoney(amount)}
          </Text>
        </Paper>
      ))}
      {isNegative(balance.totalBalance) ? (
        <Text size="sm" c="red" style={{ gridColumn: '1 / -1' }}>
          {t('summary.debt')}
        </Text>
      ) : null}
    </SimpleGrid>
  );
}

function MonthsTable({ months, onOpen }: { months: readonly BalanceMonth[]; onOpen: (month: string) => void }) {
  const { t } = useTranslation('balance');
  const columns = [
    { label: t('columns.month') },
    { label: t('columns.declared'), numeric: true },
    { label: t('columns.paid'), numeric: true },
    { label: t('columns.fines'), numeric: true },
    { label: t('columns.refunds'), numeric: true },
    { label: t('columns.balance'), numeric: true },
    { label: t('columns.movements') },
  ];
  // newest month first, as an accountant reads a statement
  const rows = [...months].reverse();
  return (
    <DataTable minWidth={760} columns={columns} caption={t('table.caption')}>
      {rows.map((m) => (
        <Table.Tr key={m.month}>
          <Table.Td>{monthLabel(m.month)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.declared)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.paid)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.fines)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.refunds)}</Table.Td>
          <Table.Td ta="right" c={isNegative(m.balance) ? 'red' : undefined} fw={600}>
            {formatMoney(m.balance)}
          </Table.Td>
          <Table.Td>
            {m.movementCount > 0 ? (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onOpen(m.month)}
                aria-label={t('table.open', { month: monthLabel(m.month) })}
              >
                {t('table.count', { count: m.movementCount })}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t('table.none')}
              </Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

function MonthDrawer({ month, onClose }: { month: string | null; onClose: () => void }) {
  const { t } = useTranslation('balance');
  const query = useBalanceMonth(month);
  return (
    <Drawer
      opened={!!month}
      onClose={onClose}
      position="right"
      size="xl"
      title={month ? t('drawer.title', { month: monthLabel(month) }) : ''}
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {month ? <QueryState query={query}>{(b) => <MovementsTable movements={b.movements} />}</QueryState> : null}
    </Drawer>
  );
}

function MovementsTable({ movements }: { movements: readonly MovementView[] }) {
  const { t } = useTranslation('balance');
  if (movements.length === 0) return <EmptyListState description={t('drawer.empty')} />;
  const columns = [
    { label: t('movements.date') },
    { label: t('movements.kind') },
    { label: t('movements.document') },
    { label: t('movements.amount'), numeric: true },
  ];
  return (
    <DataTable minWidth={520} columns={columns}>
      {movements.map((m) => {
        const reason = movementReasonText(t, m);
        return (
          <Table.Tr key={m.id}>
            <Table.Td>{formatDate(m.valueDate)}</Table.Td>
            <Table.Td>
              {t(`kinds.${m.kind}`)}
              {reason ? (
                <Text size="xs" c="dimmed">
                  {reason}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{m.documentNumber ?? '—'}</Table.Td>
            <Table.Td ta="right" c={isNegative(m.amount) ? 'red' : 'teal'}>
              {formatMoney(m.amount)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
