import { Alert, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { revenueApi } from '@pensia/domain/revenue/revenue.api';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMonthYear } from '../../../common/lib/format';
import { DataTable } from '../../../common/ui/data-table';
import { apiRequest } from '../../../common/lib/api-client';
import { KindBadge } from '../../../common/ui/difference-kind-badge';

const SHOWN = 10;

/** The check, asked again at each new version of the declaration (a row added, edited or deleted, an upload). */
export function useDeclarationCheck(declarationId: string, version: number) {
  return useQuery({
    queryKey: ['declarations', 'revenue-service-check', declarationId, version],
    queryFn: ({ signal }) => apiRequest(revenueApi.declarationCheck, { params: { id: declarationId }, signal }),
  });
}

/**
 * In a declaration's editor, before it is activated: its rows that already differ from the Revenue
 * Service's data of its month (when that month is loaded), with the kind of each difference.
 */
export function RevenueCheck({ declaration }: { declaration: Pick<Declaration, 'id' | 'version' | 'year' | 'month' | 'totals'> }) {
  const { t } = useTranslation('revenue');
  const check = useDeclarationCheck(declaration.id, declaration.version);
  if (!check.data) return null;
  const period = formatMonthYear(declaration.year, declaration.month);
  if (!check.data.revenueLoaded || declaration.totals.rowCount === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t(check.data.revenueLoaded ? 'check.startsWithRows' : 'check.notLoaded', { period })}
      </Text>
    );
  }
  const lines = check.data.differences;
  if (lines.length === 0) {
    return (
      <Alert color="green" variant="light" title={t('check.title')}>
        {t('check.none', { period })}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" title={t('check.title')} role="status">
      <Text size="sm" mb="xs">
        {t('check.found', { count: lines.length, period })}
      </Text>
      <DataTable
        minWidth={720}
        columns={[
          { label: t('people.columns.person') },
          { label: t('people.columns.kind') },
          { label: t('people.columns.declaredIncome'), numeric: true },
          { label: t('people.columns.revenueIncome'), numeric: true },
          { label: t('people.columns.declaredContribution'), numeric: true },
          { label: t('people.columns.revenueContribution'), numeric: true },
        ]}
      >
        {lines.slice(0, SHOWN).map((p) => (
          <Table.Tr key={p.personalIdentificationNumber}>
            <Table.Td>
              {p.lastName} · {p.personalIdentificationNumber}
            </Table.Td>
            <Table.Td>
              <KindBadge kind={p.kind} />
            </Table.Td>
            <Table.Td ta="right">{p.declared ? formatMoney(p.declared.income) : t('people.notFiled')}</Table.Td>
            <Table.Td ta="right">{p.revenue ? formatMoney(p.revenue.income) : t('people.notFiled')}</Table.Td>
            <Table.Td ta="right">{p.declared ? formatMoney(p.declared.contribution) : t('people.notFiled')}</Table.Td>
            <Table.Td ta="right">{p.revenue ? formatMoney(p.revenue.contribution) : t('people.notFiled')}</Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
    </Alert>
  );
}

const NAMED = 5;

/**
 * In the confirmation of activating a declaration: the people who still differ from the Revenue Service's data
 * of its month, named (the first five, then how many more), so nobody submits past a difference unawares.
 * Nothing when the month is not loaded or nothing differs.
 */
export function RevenueDifferencesLeft({ declaration }: { declaration: Pick<Declaration, 'id' | 'version' | 'year' | 'month'> }) {
  const { t } = useTranslation('revenue');
  const check = useDeclarationCheck(declaration.id, declaration.version);
  const lines = check.data?.revenueLoaded ? check.data.differences : [];
  if (lines.length === 0) return null;
  const names = lines.slice(0, NAMED).map((p) => `${p.firstName ? `${p.firstName} ` : ''}${p.lastName} (${p.personalIdentificationNumber})`);
  const more = lines.length - names.length;
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="revenue-differences-left">
      <Text size="sm">{t('check.leftOnSubmit', { count: lines.length, period: formatMonthYear(declaration.year, declaration.month) })}</Text>
      <Text size="sm" fw={600} mt={4}>
        {names.join(', ')}
        {more > 0 ? ` ${t('check.andMore', { count: more })}` : ''}
      </Text>
    </Alert>
  );
}
