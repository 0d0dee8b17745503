import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeclarationList } from '@pensia/domain/declarations-api/declaration.api';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { FIRST_PAGE } from '@pensia/domain/http/paging-defaults';
import { formatDateTime, formatMoney, formatMonthYear, formatNumber } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { DownloadIcon } from '../../../common/ui/icons';
import { PagedTable } from '../../../common/ui/paged-table';
import { ErrorState } from '../../../common/ui/query-state';
import { useDeclarationList, useReportDownload } from '../api/declaration-queries';
import { IssueText } from './issue-text';
import { StatusBadge } from '../../../common/ui/status-badge';
import { useCan } from '../../../common/session/use-can';

const PAGE_SIZE = 10;

function isEditable(d: Declaration) {
  return d.declarationStatus === 'draft' || d.declarationStatus === 'saved';
}

/** A list of declarations (`new`: draft, saved and open; `closed`) with a link to each. */
export function DeclarationsTable({ list, emptyTitle, emptyText }: { list: DeclarationList; emptyTitle: string; emptyText: string }) {
  const { t } = useTranslation('declarations');
  const prefix = useLangPrefix();
  const [pageNumber, setPageNumber] = useState(FIRST_PAGE);
  const query = useDeclarationList(list, pageNumber, PAGE_SIZE);
  const report = useReportDownload();
  // a draft opens in its editor for everyone; only a user who may prepare continues it, the others view it
  const canPrepare = useCan('prepare');
  return (
    <Stack gap="sm">
      <PagedTable
        query={query}
        pageNumber={pageNumber}
        pageSize={PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={emptyTitle}
        emptyText={emptyText}
        minWidth={980}
        verticalSpacing="sm"
        columns={[
          { label: t('fields.number') },
          { label: t('fields.period') },
          { label: t('fields.type') },
          { label: t('fields.status') },
          { label: t('totals.rows'), numeric: true },
          { label: t('totals.total'), numeric: true },
          { label: t('fields.check') },
          { label: list === 'closed' ? t('fields.closingDate') : t('fields.modified') },
          { label: t('rows.actions') },
        ]}
        footer={report.isError ? <ErrorState error={report.error} /> : null}
      >
        {(d) => {
          const href = isEditable(d) ? paths.declarationNew(prefix, d.id) : paths.declarationView(prefix, d.id);
          const period = formatMonthYear(d.year, d.month);
          return (
            <Table.Tr key={d.id}>
              <Table.Td>
                <Anchor component={Link} to={href} fw={600} aria-label={t('list.openLabel', { number: d.declarationNumber ?? '', period })}>
                  {d.declarationNumber ?? '—'}
                </Anchor>
              </Table.Td>
              <Table.Td>{period}</Table.Td>
              <Table.Td>
                {t(`types.${d.type}`)}
                <Text size="xs" c="dimmed">
                  {t(`forms.${d.form}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge declaration={d} />
              </Table.Td>
              <Table.Td ta="right">{formatNumber(d.totals.rowCount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(d.totalAmount)}</Table.Td>
              <Table.Td>
                {d.errorCount > 0 ? (
                  <IssueText tier="error" size="xs">
                    {t('totals.errorRows', { count: d.errorCount })}
                  </IssueText>
                ) : d.warningCount > 0 ? (
                  <IssueText tier="warning" size="xs">
                    {t('totals.warningRows', { count: d.warningCount })}
                  </IssueText>
                ) : (
                  <IssueText tier="ok" size="xs">
                    {t('totals.noErrors')}
                  </IssueText>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(list === 'closed' ? d.closingDate : d.modifiedOn)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button component={Link} to={href} size="compact-sm" variant="light">
                    {isEditable(d) && canPrepare ? t('list.continue') : t('list.view')}
                  </Button>
                  {!isEditable(d) ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<DownloadIcon size={14} />}
                      loading={report.isPending && report.variables === d.id}
                      onClick={() => report.mutate(d.id)}
                      aria-label={t('list.exportLabel', { number: d.declarationNumber ?? '' })}
                    >
                      .xlsx
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        }}
      </PagedTable>
    </Stack>
  );
}
