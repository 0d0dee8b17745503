import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../common/lib/format';
import { DataTable, type DataColumn } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';

interface MonthContributions {
  contributionBase: string;
  employeeContribution: string;
  organizationContribution: string;
}

export interface ContributionMonthsTableProps<M extends MonthContributions> {
  months: readonly M[];
  rowKey: (month: M) => string | number;
  period: (month: M) => string;
  /** The column between the period and the amounts. */
  detail: DataColumn & { cell: (month: M) => ReactNode };
  /** What the table says when there is no month. */
  emptyTitle: string;
  emptyText: string;
}

/** Declared months, one a row: the period, one column of the screen's own, the contribution base and both contributions. */
export function ContributionMonthsTable<M extends MonthContributions>({ months, rowKey, period, detail, emptyTitle, emptyText }: ContributionMonthsTableProps<M>) {
  const { t } = useTranslation('employees');
  if (months.length === 0) return <EmptyListState title={emptyTitle} description={emptyText} />;
  const columns = [
    { label: t('details.period') },
    detail,
    { label: t('details.base'), numeric: true },
    { label: t('details.employee'), numeric: true },
    { label: t('details.employer'), numeric: true },
  ];
  return (
    <DataTable minWidth={640} columns={columns}>
      {months.map((m) => (
        <Table.Tr key={rowKey(m)}>
          <Table.Td>{period(m)}</Table.Td>
          <Table.Td ta={detail.numeric ? 'right' : undefined}>{detail.cell(m)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.contributionBase)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.employeeContribution)}</Table.Td>
          <Table.Td ta="right">{formatMoney(m.organizationContribution)}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
