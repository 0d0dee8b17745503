import { useEffect, useState } from 'react';
import { ActionIcon, Group, NativeSelect, Stack, Table, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, type Declaration, type DeclarationDetail, type IssueTier } from '@pensia/domain';
import { formatDate, formatMoney, formatNumber } from '../../../shared/lib/format';
import { translateValidationRef } from '../../../shared/lib/i18n';
import { EditIcon, SearchIcon, TrashIcon } from '../../../shared/ui/icons';
import { PagedTable } from '../../../shared/ui/paged-table';
import { useDeclarationRows } from '../api/declaration-queries';
import { IssueText } from './issue-text';

export interface RowsTableProps {
  declaration: Declaration;
  onEdit?: (detail: DeclarationDetail) => void;
  onDelete?: (detail: DeclarationDetail) => void;
}

/**
 * The declaration's rows, a page at a time from the server (10 by default), searched by personal number,
 * first or last name, and filtered to rows with errors or warnings. Each row's messages are shown in it.
 */
export function RowsTable({ declaration, onEdit, onDelete }: RowsTableProps) {
  const { t } = useTranslation('declarations');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [tier, setTier] = useState<'all' | IssueTier>('all');
  const [pageNumber, setPageNumber] = useState(FIRST_PAGE);
  const pageSize = DEFAULT_PAGE_SIZE;
  useEffect(() => setPageNumber(FIRST_PAGE), [debounced, tier]);
  const query = useDeclarationRows(declaration.id, { pageNumber, pageSize, search: debounced || undefined, tier: tier === 'all' ? undefined : tier });
  const detailed = declaration.form === 'detailed';
  const editable = !!(onEdit || onDelete);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('rows.search')}
          placeholder={t('rows.searchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 340 }}
          type="search"
        />
        <NativeSelect
          label={t('rows.show')}
          value={tier}
          onChange={(e) => setTier(e.currentTarget.value as typeof tier)}
          w={{ base: '100%', sm: 240 }}
          data={[
            { value: 'all', label: t('rows.all') },
            { value: 'error', label: t('rows.withErrors') },
            { value: 'warning', label: t('rows.withWarnings') },
          ]}
        />
      </Group>
      <PagedTable
        query={query}
        pageNumber={pageNumber}
        pageSize={pageSize}
        onPageChange={setPageNumber}
        emptyTitle={debounced || tier !== 'all' ? t('rows.noMatchTitle') : t('rows.emptyTitle')}
        emptyText={debounced || tier !== 'all' ? t('rows.noMatchText') : editable ? t('rows.emptyText') : t('rows.emptyReadOnly')}
        minWidth={detailed ? 1280 : 1060}
        verticalSpacing="xs"
        caption={(items, totalCount) => t('rows.caption', { from: (pageNumber - 1) * pageSize + 1, to: (pageNumber - 1) * pageSize + items.length, total: formatNumber(totalCount) })}
        columns={[
          { label: '#' },
          { label: t('fields.personalIdentificationNumber') },
          { label: t('rows.name') },
          { label: t('fields.birthDate') },
          { label: t('fields.grossSalary'), numeric: true },
          ...(detailed ? [{ label: t('fields.incomeTax'), numeric: true }, { label: t('fields.netAmount'), numeric: true }] : []),
          { label: t('fields.employeeContribution'), numeric: true },
          { label: t('fields.organizationContribution'), numeric: true },
          { label: t('rows.check') },
          ...(editable ? [{ label: t('rows.actions') }] : []),
        ]}
      >
        {(d, i) => {
          const name = `${d.firstName} ${d.lastName}`;
          const errors = d.issues.filter((x) => x.tier === 'error');
          const warnings = d.issues.filter((x) => x.tier === 'warning');
          const flagged = (field: string) => (errors.some((e) => e.field === field) ? { bg: 'red.0' } : warnings.some((w) => w.field === field) ? { bg: 'orange.0' } : {});
          return (
            <Table.Tr key={d.id}>
              <Table.Td>{(pageNumber - 1) * pageSize + i + 1}</Table.Td>
              <Table.Td ff="monospace" {...flagged('personalIdentificationNumber')}>
                {d.personalIdentificationNumber}
              </Table.Td>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{formatDate(d.birthDate)}</Table.Td>
              <Table.Td ta="right" {...flagged('grossSalary')}>
                {formatMoney(d.grossSalary)}
              </Table.Td>
              {detailed ? (
                <>
                  <Table.Td ta="right" {...flagged('incomeTax')}>
                    {formatMoney(d.incomeTax)}
                  </Table.Td>
                  <Table.Td ta="right" {...flagged('netAmount')}>
                    {formatMoney(d.netAmount)}
                  </Table.Td>
                </>
              ) : null}
              <Table.Td ta="right" {...flagged('employeeContribution')}>
                {formatMoney(d.employeeContribution)}
              </Table.Td>
              <Table.Td ta="right" {...flagged('organizationContribution')}>
                {formatMoney(d.organizationContribution)}
              </Table.Td>
              <Table.Td miw={220}>
                <Stack gap={2}>
                  {d.issues.length === 0 ? (
                    <IssueText tier="ok" size="xs">
                      {t('rows.valid')}
                    </IssueText>
                  ) : null}
                  {[...errors, ...warnings].map((issue) => (
                    <IssueText key={`${issue.tier}-${issue.field}-${issue.message}`} tier={issue.tier} size="xs">
                      {issue.field ? `${t(`fields.${issue.field}`)} — ` : ''}
                      {translateValidationRef(issue.message)}
                    </IssueText>
                  ))}
                </Stack>
              </Table.Td>
              {editable ? (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {onEdit ? (
                      <Tooltip label={t('rows.edit')}>
                        <ActionIcon variant="subtle" aria-label={t('rows.editRow', { name })} onClick={() => onEdit(d)}>
                          <EditIcon />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {onDelete ? (
                      <Tooltip label={t('rows.delete')}>
                        <ActionIcon variant="subtle" color="red.8" aria-label={t('rows.deleteRow', { name })} onClick={() => onDelete(d)}>
                          <TrashIcon />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        }}
      </PagedTable>
    </Stack>
  );
}
