import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging';
import { OPTOUT_STATUSES, type OptOutStatus } from '@pensia/domain/optout/optout';
import type { OperatorOptOutRequest } from '@pensia/domain/optout/optout.api';
import { ApiError } from '../../../shared/lib/api-client';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { translateValidationRef } from '../../../shared/lib/i18n';
import { DataTable } from '../../../shared/ui/data-table';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { PageLayout } from '../../../shared/ui/page-layout';
import { QueryState } from '../../../shared/ui/query-state';
import { downloadOperatorOptOutDocument, useDecideOptOut, useOperatorOptOuts } from '../api/optout-queries';
import { OptOutStatusBadge } from '../components/optout-status-badge';

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
                      <Stack gap={2}>
                        {r.documents.map((d) => (
                          <Button
                            key={d.id}
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => void downloadOperatorOptOutDocument(r.id, d.id).catch((e: unknown) => notifications.show({ color: 'red', message: e instanceof ApiError ? e.message : String(e) }))}
                            aria-label={t('actions.download', { name: d.name })}
                            h="auto"
                            py={2}
                            styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
                          >
                            {d.name}
                          </Button>
                        ))}
                      </Stack>
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
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </PageLayout>
  );
}

function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('optout');
  const decide = useDecideOptOut();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setReasonError(null);
    setFailure(null);
    onClose();
  };
  if (!decision) return null;
  const r = decision.request;
  const confirm = () => {
    if (decision.kind === 'reject' && !reason.trim()) {
      setReasonError(translateValidationRef('decisionReasonRequired'));
      return;
    }
    setFailure(null);
    decide.mutate(
      { id: r.id, body: { decision: decision.kind, reason: reason.trim() || undefined } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(decision.kind === 'satisfy' ? 'operator.satisfied' : 'operator.rejected', { number: r.number }) });
          close();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.fieldMessages.reason) setReasonError(e.fieldMessages.reason);
          else setFailure(e instanceof ApiError ? e.message : String(e));
        },
      },
    );
  };
  const name = `${r.firstName} ${r.lastName}`;
  return (
    <Modal opened onClose={close} centered title={decision.kind === 'satisfy' ? t('operator.satisfyTitle', { number: r.number }) : t('operator.rejectTitle', { number: r.number })}>
      <Stack gap="md">
        {decision.kind === 'satisfy' ? <Text>{t('operator.satisfyText', { name, organization: r.organizationName })}</Text> : null}
        <Textarea
          label={decision.kind === 'reject' ? t('operator.reason') : t('operator.comment')}
          required={decision.kind === 'reject'}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setReasonError(null);
          }}
          error={reasonError}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {t('operator.cancel')}
          </Button>
          <Button color={decision.kind === 'satisfy' ? 'green' : 'red'} loading={decide.isPending} onClick={confirm}>
            {decision.kind === 'satisfy' ? t('operator.satisfy') : t('operator.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
