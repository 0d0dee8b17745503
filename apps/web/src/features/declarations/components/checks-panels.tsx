import { ListPagination } from '../../../common/ui/list-pagination';
import { useState } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { formatDate, formatMoney, formatNumber } from '../../../common/lib/format';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { usePenaltyDetails, useValErrors } from '../api/declaration-queries';
import { PaymentOrderButton } from '../../../common/ui/payment-order-button';
import { IssueText } from './issue-text';
import { ErrorState, LoadingState } from '../../../common/ui/query-state';

/** The declaration's errors (blocking activation) and warnings, row by row (`val-errors`). */
export function ValErrorsPanel({ declaration }: { declaration: Declaration }) {
  const { t } = useTranslation('declarations');
  const [pageNumber, setPageNumber] = useState(1);
  const query = useValErrors(declaration.id, pageNumber);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const v = query.data;
  const pages = Math.max(1, Math.ceil(v.issues.totalCount / v.issues.pageSize));
  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap">
        <IssueText tier={v.errorCount > 0 ? 'error' : 'ok'}>{t('checks.errors', { count: v.errorCount, n: formatNumber(v.errorCount) })}</IssueText>
        <IssueText tier={v.warningCount > 0 ? 'warning' : 'ok'}>{t('checks.warnings', { count: v.warningCount, n: formatNumber(v.warningCount) })}</IssueText>
        {declaration.declarationStatus === 'draft' || declaration.declarationStatus === 'saved' ? (
          v.canActivate ? (
            <IssueText tier="ok">{t('checks.canActivate')}</IssueText>
          ) : (
            <IssueText tier="error">{t('checks.cannotActivate')}</IssueText>
          )
        ) : null}
      </Group>
      {v.issues.items.length === 0 ? (
        <EmptyListState title={t('checks.noIssuesTitle')} description={t('checks.noIssuesText')} />
      ) : (
        <Table.ScrollContainer minWidth={760} type="native">
          <Table withTableBorder striped fz="sm" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('checks.row')}</Table.Th>
                <Table.Th scope="col">{t('fields.personalIdentificationNumber')}</Table.Th>
                <Table.Th scope="col">{t('rows.name')}</Table.Th>
                <Table.Th scope="col">{t('checks.field')}</Table.Th>
                <Table.Th scope="col">{t('checks.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {v.issues.items.map((issue, i) => (
                <Table.Tr key={`${issue.detailId}-${i}`}>
                  <Table.Td>{issue.rowNumber}</Table.Td>
                  <Table.Td ff="monospace">{issue.personalIdentificationNumber}</Table.Td>
                  <Table.Td>
                    {issue.firstName} {issue.lastName}
                  </Table.Td>
                  <Table.Td>{issue.field ? t(`fields.${issue.field}` as 'fields.grossSalary') : t('upload.wholeRow')}</Table.Td>
                  <Table.Td>
                    <IssueText tier={issue.tier} size="xs">
                      {issue.message}
                    </IssueText>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination total={pages} value={pageNumber} onChange={setPageNumber} />
    </Stack>
  );
}

/** Deadline (the 15th of the following month), lateness and fines of the declaration. */
export function PenaltyPanel({ declaration }: { declaration: Declaration }) {
  const { t } = useTranslation('declarations');
  const query = usePenaltyDetails(declaration.id);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const p = query.data;
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" p="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Text size="sm">
            {t('penalty.dueDate')}: <b>{formatDate(p.dueDate)}</b>
          </Text>
          <Text size="sm">
            {t('penalty.activationDate')}: <b>{p.activationDate ? formatDate(p.activationDate) : t('penalty.notActivated')}</b>
          </Text>
          {p.isLate ? (
            <IssueText tier="warning">{t('penalty.late', { count: p.daysLate, n: formatNumber(p.daysLate) })}</IssueText>
          ) : (
            <IssueText tier="ok">{t('penalty.onTime')}</IssueText>
          )}
          <Text size="sm">
            {t('penalty.totalFines')}: <b>{formatMoney(p.totalFines)}</b>
          </Text>
        </SimpleGrid>
      </Paper>
      {p.fines.length === 0 ? (
        <EmptyListState title={t('penalty.noFinesTitle')} description={t('penalty.noFinesText')} />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('penalty.number')}</Table.Th>
                <Table.Th scope="col">{t('penalty.date')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('penalty.amount')}
                </Table.Th>
                <Table.Th scope="col">{t('penalty.status')}</Table.Th>
                <Table.Th scope="col">{t('penalty.paymentType')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.fines.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td>{f.number}</Table.Td>
                  <Table.Td>{formatDate(f.date)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(f.amount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={f.status === 'valid' ? 'red' : 'gray'}>
                      {t(`penalty.statuses.${f.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {t(`penalty.paymentTypes.${f.paymentType ?? 'none'}`)}
                      {f.status === 'valid' && f.paymentType === 'payable' ? <PaymentOrderButton id={f.id} type="fine" size="compact-xs" /> : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
