import { Alert, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { revenueApi } from '@pensia/domain/revenue/revenue.api';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMonthYear } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { apiRequest } from '../../../shared/lib/api-client';
import { KindBadge } from '../../../shared/ui/difference-kind-badge';

const SHOWN = 10;

/** The check, asked again at each new version of the declaration (a row added, edited or deleted, an upload). */
function useDeclarationCheck(declarationId: string, version: number) {
  return useQuery({
    queryKey: ['declarations', 'revenue-service-check', declarationId, version],
    queryFn: ({ signal }) => apiRequest(revenueApi.declarationCheck, { params: { id: declarationId }, signal }),
  });
}

/**
 * In a declaration's editor, before it is activated: its rows that already differ from the Revenue
 * Service's data of its month (when that month is loaded), with the kind of each difference.
 */
export function RevenueCheck({ declaration }: { declaration: Pick<Declaration, 'id' | 'version' | 'year' | 'month'> }) {
  const { t } = useTranslation('revenue');
  const check = useDeclarationCheck(declaration.id, declaration.version);
  if (!check.data) return null;
  const period = formatMonthYear(declaration.year, declaration.month);
  if (!check.data.revenueLoaded) {
    return (
      <Text size="sm" c="gray.7">
        {t('check.notLoaded', { period })}
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
