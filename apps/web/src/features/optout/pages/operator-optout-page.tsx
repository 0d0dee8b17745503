import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { OPTOUT_STATUSES, type OptOutStatus } from '@pensia/domain/optout/optout';
import type { OperatorOptOutRequest } from '@pensia/domain/optout/optout.api';
import { formatDate, formatMoney } from '../../../common/lib/format';
import { DataTable } from '../../../common/ui/data-table';
import { DecisionDialog } from '../../../common/ui/decision-dialog';
import { DocumentLinks } from '../../../common/ui/document-links';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListPagination } from '../../../common/ui/list-pagination';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { downloadOperatorOptOutDocument, useDecideOptOut, useOperatorOptOuts } from '../api/optout-queries';
import { OptOutStatusBadge } from '../components/optout-status-badge';
import { notify } from '../../../common/lib/notify';

type Decision = { kind: 'satisfy' | 'reject'; request: OperatorOptOutRequest } | null;

/** The back office's opt-out requests: by status, with their documents; satisfy (give back, withdraw) or reject with a reason. */
export function OperatorOptOutPage() {
  const { t } = useTranslation('optout');
  const [status, setStatus] = useState<OptOutStatus | ''>('new');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useOperatorOptOuts(status, pageNumber, DEFAULT_PAGE_SIZE);
  const [decision, setDecision] = useState<Decision>(null);
  return (
    <PageLayout title={t('operator.title')} subtitle={t('operator.subtitle')}>
      <NativeSelect
        label={t('filters.status')}
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as OptOutStatus | '');
          setPageNumber(1);
        }}
        data={[...OPTOUT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), { value: '', label: t('filters.all') }]}
        w={{ base: '100%', xs: 300 }}
      />
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyListState description={t('operator.empty')} />
          ) : (
            <Stack gap="sm">
              <DataTable
                minWidth={1100}
                caption={t('operator.caption')}
                columns={[
                  { label: t('columns.number') },
                  { label: t('columns.date') },
                  { label: t('operator.organization') },
                  { label: t('columns.person') },
                  { label: t('columns.window') },
                  { label: t('columns.documents') },
                  { label: t('columns.status') },
                  { label: t('columns.actions') },
                ]}
              >
                {page.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.number}</Table.Td>
                    <Table.Td>{formatDate(r.date)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{r.organizationName}</Text>
                      <Text size="xs" c="dimmed">
                        {r.organizationCode}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{`${r.firstName} ${r.lastName}`}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {r.personalNumber} · {formatDate(r.birthDate)}
                      </Text>
                      {r.comment ? (
                        <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                          {r.comment}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('window', { opens: formatDate(r.window.opens), closes: formatDate(r.window.closes) })}</Table.Td>
                    <Table.Td>
                      <DocumentLinks documents={r.documents} download={(docId) => downloadOperatorOptOutDocument(r.id, docId)} />
                    </Table.Td>
                    <Table.Td>
                      <OptOutStatusBadge status={r.status} />
                      {r.decisionReason ? (
                        <Text size="xs" c="dimmed" mt={4}>
                          {r.decisionReason}
                        </Text>
                      ) : null}
                      {r.returned ? (
                        <Text size="xs" mt={4}>
                          {t('operator.returnedLine', { employee: formatMoney(r.returned.employee), organization: formatMoney(r.returned.organization), state: formatMoney(r.returned.state) })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {r.status === 'new' ? (
                        <Group gap={4} wrap="nowrap">
                          <Button size="compact-xs" color="green" onClick={() => setDecision({ kind: 'satisfy', request: r })} aria-label={t('operator.satisfyOf', { number: r.number })}>
                            {t('operator.satisfy')}
                          </Button>
                          <Button size="compact-xs" color="red" variant="light" onClick={() => setDecision({ kind: 'reject', request: r })} aria-label={t('operator.rejectOf', { number: r.number })}>
                            {t('operator.reject')}
                          </Button>
                        </Group>
                      ) : r.decidedAt ? (
                        <Text size="xs">{formatDate(r.decidedAt)}</Text>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
              <ListPagination total={Math.ceil(page.totalCount / page.pageSize)} value={pageNumber} onChange={setPageNumber} />
            </Stack>
          )
        }
      </QueryState>
      <OptOutDecision key={decision?.request.id ?? ''} decision={decision} onClose={() => setDecision(null)} />
    </PageLayout>
  );
}

function OptOutDecision({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('optout');
  const decide = useDecideOptOut();
  if (!decision) return null;
  const r = decision.request;
  const satisfy = decision.kind === 'satisfy';
  return (
    <DecisionDialog
      kind={satisfy ? 'grant' : 'reject'}
      title={satisfy ? t('operator.satisfyTitle', { number: r.number }) : t('operator.rejectTitle', { number: r.number })}
      text={<Text>{t('operator.satisfyText', { name: `${r.firstName} ${r.lastName}`, organization: r.organizationName })}</Text>}
      labels={{
        reason: t('operator.reason'),
        comment: t('operator.comment'),
        confirm: satisfy ? t('operator.satisfy') : t('operator.reject'),
        cancel: t('operator.cancel'),
      }}
      onConfirm={(reason) =>
        decide.mutateAsync({ id: r.id, body: { decision: decision.kind, reason } }).then(() =>
          notify({ color: 'green', message: t(satisfy ? 'operator.satisfied' : 'operator.rejected', { number: r.number }) }),
        )
      }
      onClose={onClose}
    />
  );
}
