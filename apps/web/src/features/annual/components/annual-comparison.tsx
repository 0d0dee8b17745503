import { useState } from 'react';
import { Badge, Group, NativeSelect, Stack, Table, TextInput } from '@mantine/core';
import type { AnnualDeclaration } from '@pensia/domain/annual/annual.api';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMonthYear } from '../../../common/lib/format';
import { DataTable } from '../../../common/ui/data-table';
import { PagedTable } from '../../../common/ui/paged-table';
import { differenceColor } from '../../../common/ui/correction-view';
import { ErrorState, LoadingState } from '../../../common/ui/query-state';
import { ANNUAL_PAGE_SIZE, useAnnualComparison, useAnnualMonths, type ComparisonFilter } from '../api/annual-queries';

/* The annual declaration compared with the year's monthly declarations: person by person, and month by month. */

const FILTERS: readonly ComparisonFilter[] = ['all', 'differences', 'differs', 'notDeclared', 'notInAnnual', 'same'];

/** The annual declaration against the months, person by person, with the kind of difference. */
export function PeopleComparison({ annual }: { annual: AnnualDeclaration }) {
  const { t } = useTranslation('annual');
  const [kind, setKind] = useState<ComparisonFilter>('differences');
  const [pageNumber, setPageNumber] = useState(1);
  const query = useAnnualComparison(annual.id, kind, pageNumber);
  const counts = query.data?.counts;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <NativeSelect
          label={t('people.filter')}
          value={kind}
          onChange={(e) => {
            setKind(e.currentTarget.value as ComparisonFilter);
            setPageNumber(1);
          }}
          data={FILTERS.map((f) => ({ value: f, label: t(`people.filters.${f}`) }))}
          w={260}
        />
        {counts ? (
          <Group gap="xs" wrap="wrap">
            {(['differs', 'notDeclared', 'notInAnnual', 'same'] as const).map((k) => (
              <Badge key={k} variant="light" color={k === 'same' ? 'gray' : 'orange'} tt="none">
                {t(`people.kinds.${k}`)}: {counts[k]}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Group>
      <PagedTable
        query={query}
        pageNumber={pageNumber}
        pageSize={ANNUAL_PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={t('people.emptyTitle')}
        emptyText={t('people.emptyText')}
        minWidth={900}
        caption={(items, totalCount) => t('people.caption', { shown: items.length, total: totalCount })}
        columns={[
          { label: t('rows.columns.person') },
          { label: t('rows.columns.personalNumber') },
          { label: t('people.kind') },
          { label: t('rows.columns.months'), numeric: true },
          { label: t('rows.columns.declaredBase'), numeric: true },
          { label: t('rows.columns.annualBase'), numeric: true },
          { label: t('rows.columns.difference'), numeric: true },
        ]}
      >
        {(r) => (
          <Table.Tr key={r.personalIdentificationNumber}>
            <Table.Td>
              {r.firstName} {r.lastName}
            </Table.Td>
            <Table.Td>{r.personalIdentificationNumber}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={r.kind === 'same' ? 'gray' : 'orange'} tt="none">
                {t(`people.kinds.${r.kind}`)}
              </Badge>
            </Table.Td>
            <Table.Td ta="right">{r.months}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.declaredBase)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(r.annualBase)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={600} c={differenceColor(r.difference)}>
              {formatMoney(r.difference)}
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </Stack>
  );
}

/** The year's monthly declarations month by month (of everyone or of one person) with the annual totals. */
export function MonthsComparison({ annual }: { annual: AnnualDeclaration }) {
  const { t } = useTranslation('annual');
  const [input, setInput] = useState('');
  const personalId = input.length === 11 ? input : '';
  const query = useAnnualMonths(annual.id, personalId);
  return (
    <Stack gap="md">
      <TextInput
        label={t('months.person')}
        description={t('months.personHint')}
        value={input}
        onChange={(e) => setInput(e.currentTarget.value.replace(/\D/g, '').slice(0, 11))}
        inputMode="numeric"
        w={260}
      />
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <LoadingState />
      ) : (
        <DataTable
          minWidth={640}
          busy={query.isFetching}
          caption={t('months.caption', { year: annual.year })}
          columns={[
            { label: t('months.columns.month') },
            { label: t('months.columns.declarations'), numeric: true },
            { label: t('months.columns.rows'), numeric: true },
            { label: t('months.columns.base'), numeric: true },
            { label: t('months.columns.contribution'), numeric: true },
          ]}
        >
          {query.data.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{formatMonthYear(annual.year, m.month)}</Table.Td>
              <Table.Td ta="right">{m.declarationCount}</Table.Td>
              <Table.Td ta="right">{m.rowCount}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(m.declaredBase)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(m.declaredContribution)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={600}>
            <Table.Td>{t('months.declaredTotal')}</Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(query.data.totals.declaredBase)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(query.data.totals.declaredContribution)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr fw={600}>
            <Table.Td>{t('months.annualTotal')}</Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(query.data.totals.annualBase)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(query.data.totals.annualContribution)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr fw={700}>
            <Table.Td>{t('totals.difference')}</Table.Td>
            <Table.Td />
            <Table.Td />
            <Table.Td />
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} c={differenceColor(query.data.totals.difference)}>
              {formatMoney(query.data.totals.difference)}
            </Table.Td>
          </Table.Tr>
        </DataTable>
      )}
    </Stack>
  );
}
