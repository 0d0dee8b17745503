import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Declaration, DeclarationDetail, IssueTier } from '@pensia/domain/declarations/declaration.schema';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@pensia/domain/http/paging-defaults';
import { formatDate, formatMoney, formatNumber } from '../../../common/lib/format';
import { translateValidationRef } from '../../../common/lib/i18n';
import { EditIcon, TrashIcon } from '../../../common/ui/icons';
import { DebouncedSearchField } from '../../../common/ui/debounced-search-field';
import { PagedTable } from '../../../common/ui/paged-table';
import { useDeclarationRows } from '../api/declaration-queries';
import { IssueText } from './issue-text';
import { useDeclarationWords } from '../lib/own-words';
import { isOwnIncomeType } from '@pensia/domain/declarations/declaration.schema';

/** A phone's width (Mantine's `sm` breakpoint), as the upload report reads it. */
const PHONE = '(max-width: 47.99em)';

function issuesOf(d: DeclarationDetail) {
  return { errors: d.issues.filter((x) => x.tier === 'error'), warnings: d.issues.filter((x) => x.tier === 'warning') };
}

/** A row's errors first, then its warnings, each naming its field; "no remarks" when it has none. */
function RowIssues({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation('declarations');
  const { errors, warnings } = issuesOf(detail);
  return (
    <Stack gap={2}>
      {detail.issues.length === 0 ? (
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
  );
}

/** A name confirmed as changed: the name on record and the employer's reason (the operator sees it too), in the table and on a card. */
function NameChangeNote({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation('declarations');
  if (!detail.nameChange) return null;
  return (
    <Text size="xs" c="gray.7" data-testid="name-change">
      {t('rowForm.nameChange.shown', { name: detail.nameChange.nameOnRecord, reason: detail.nameChange.reason })}
    </Text>
  );
}

/** One row on a phone: who, the amounts as label and value, the remarks, and the buttons with their words. */
function RowCard({
  detail: d,
  number,
  detailed,
  onEdit,
  onDelete,
  own,
}: {
  detail: DeclarationDetail;
  number: number;
  detailed: boolean;
  own: boolean;
  onEdit?: (detail: DeclarationDetail) => void;
  onDelete?: (detail: DeclarationDetail) => void;
}) {
  const { t } = useDeclarationWords(own);
  const name = `${d.firstName} ${d.lastName}`;
  const headingId = `row-card-${d.id}`;
  const amounts: [string, string | null][] = [
    [t('fields.grossSalary'), d.grossSalary],
    ...(detailed
      ? ([
          [t('fields.incomeTax'), d.incomeTax],
          [t('fields.netAmount'), d.netAmount],
        ] as [string, string | null][])
      : []),
    [t('fields.employeeContribution'), d.employeeContribution],
    [t('fields.organizationContribution'), d.organizationContribution],
  ];
  return (
    <Paper component="li" withBorder radius="sm" p="sm" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} size="sm" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {number}. {name}
          </Text>
          <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(d.birthDate)}
          </Text>
        </Group>
        <NameChangeNote detail={d} />
        <Text size="sm" ff="monospace" translate="no">
          {d.personalIdentificationNumber}
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
          {amounts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="gray.7">
                {label}
              </Text>
              <Text size="sm">{formatMoney(value)}</Text>
            </div>
          ))}
        </SimpleGrid>
        <RowIssues detail={d} />
        {onEdit || onDelete ? (
          <Group gap="xs" grow>
            {onEdit ? (
              <Button size="sm" variant="light" leftSection={<EditIcon size={16} />} onClick={() => onEdit(d)} aria-label={t('rows.editRow', { name })}>
                {t('rows.edit')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="sm" variant="default" c="red.8" leftSection={<TrashIcon size={16} />} onClick={() => onDelete(d)} aria-label={t('rows.deleteRow', { name })}>
                {t('rows.delete')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

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
  const own = isOwnIncomeType(declaration.type);
  const { t } = useDeclarationWords(own);
  // the typed text lives in the search field: a key typed renders the field alone, not the page of rows
  const [debounced, setDebounced] = useState('');
  const [tier, setTier] = useState<'all' | IssueTier>('all');
  const [pageNumber, setPageNumber] = useState(FIRST_PAGE);
  const pageSize = DEFAULT_PAGE_SIZE;
  useEffect(() => setPageNumber(FIRST_PAGE), [debounced, tier]);
  const query = useDeclarationRows(declaration.id, { pageNumber, pageSize, search: debounced || undefined, tier: tier === 'all' ? undefined : tier });
  const detailed = declaration.form === 'detailed';
  const editable = !!(onEdit || onDelete);
  // on a phone each row is a card with its amounts and buttons in sight, not a table to scroll sideways
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <DebouncedSearchField
          label={t('rows.search')}
          placeholder={t('rows.searchPlaceholder')}
          onSearch={setDebounced}
          w={{ base: '100%', sm: 340 }}
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
        // fits the content area beside the menu at 1440 px: headers wrap rather than push the last column out
        minWidth={detailed ? 1000 : 860}
        asCards={phone}
        card={(d, i) => (
          <RowCard
            own={own}
            key={d.id}
            detail={d}
            number={(pageNumber - 1) * pageSize + i + 1}
            detailed={detailed}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
        verticalSpacing="xs"
        horizontalSpacing={6}
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
          // the buttons say what they do: the header's word is for screen readers, its width for the amounts
          ...(editable ? [{ label: <VisuallyHidden>{t('rows.actions')}</VisuallyHidden> }] : []),
        ]}
      >
        {(d, i) => {
          const name = `${d.firstName} ${d.lastName}`;
          const { errors, warnings } = issuesOf(d);
          const flagged = (field: string) => (errors.some((e) => e.field === field) ? { bg: 'red.0' } : warnings.some((w) => w.field === field) ? { bg: 'orange.0' } : {});
          return (
            <Table.Tr key={d.id}>
              <Table.Td>{(pageNumber - 1) * pageSize + i + 1}</Table.Td>
              <Table.Td ff="monospace" {...flagged('personalIdentificationNumber')}>
                {d.personalIdentificationNumber}
              </Table.Td>
              <Table.Td>
                {name}
                <NameChangeNote detail={d} />
              </Table.Td>
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
              <Table.Td miw={130}>
                <RowIssues detail={d} />
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
