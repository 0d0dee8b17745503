import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@pensia/domain/banking/iban';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging';
import { REFUND_STATUSES, type RefundStatus } from '@pensia/domain/refunds/refunds';
import type { OperatorRefund } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../../../shared/lib/api-client';
import { formatDate, formatMoney } from '../../../shared/lib/format';
import { translateValidationRef } from '../../../shared/lib/i18n';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { ListPagination } from '../../../shared/ui/list-pagination';
import { PageLayout } from '../../../shared/ui/page-layout';
import { QueryState } from '../../../shared/ui/query-state';
import { RefundList } from '../../../shared/ui/refund-list';
import { downloadRefundDocument, useDecideRefund, useOperatorRefunds } from '../api/refund-api';

type Decision = { kind: 'approve' | 'reject'; refund: OperatorRefund } | null;
const STATUS_COLORS: Record<RefundStatus, string> = { new: 'blue', approved: 'green', rejected: 'red' };

/** The back office's refund requests: by status, each with its documents; approve (pay out) or reject with a reason. */
export function OperatorRefundsPage() {
  const { t } = useTranslation('refunds');
  const [status, setStatus] = useState<RefundStatus | ''>('new');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useOperatorRefunds(status, pageNumber, DEFAULT_PAGE_SIZE);
  const [decision, setDecision] = useState<Decision>(null);

  return (
    <PageLayout title={t('operator.title')} subtitle={t('operator.subtitle')}>
      <NativeSelect
        label={t('operator.status')}
        value={status}
        onChange={(e) => {
          setStatus(e.currentTarget.value as RefundStatus | '');
          setPageNumber(1);
        }}
        data={[...REFUND_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })), { value: '', label: t('filters.all') }]}
        w={{ base: '100%', xs: 260 }}
      />
      <QueryState query={list}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyListState description={t('operator.empty')} />
          ) : (
            <Stack gap="sm">
              <RefundList
                items={page.items}
                label={t('operator.title')}
                minWidth={1000}
                extras={[
                  {
                    label: t('operator.organization'),
                    at: 'afterDate',
                    cell: (r) => (
                      <>
                        <Text size="sm">{r.organizationName}</Text>
                        <Text size="xs" c="dimmed">
                          {r.organizationCode}
                        </Text>
                      </>
                    ),
                  },
                  {
                    label: t('columns.documents'),
                    at: 'afterAccount',
                    cell: (r) => (
                      <Stack gap={2}>
                        {r.documents.map((d) => (
                          <Button
                            key={d.id}
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => void downloadRefundDocument(r.id, d.id).catch((e: unknown) => notifications.show({ color: 'red', message: e instanceof ApiError ? e.message : String(e) }))}
                            aria-label={t('actions.download', { name: d.name })}
                            h="auto"
                            py={2}
                            styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
                          >
                            {d.name}
                          </Button>
                        ))}
                      </Stack>
                    ),
                  },
                ]}
                accountNote={(r) => (
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.bankDetails}
                  </Text>
                )}
                status={(r) => (
                  <>
                    <Text size="sm" c={STATUS_COLORS[r.status]} fw={600}>
                      {t(`status.${r.status}`)}
                    </Text>
                    {r.decisionReason ? (
                      <Text size="xs" c="dimmed">
                        {r.decisionReason}
                      </Text>
                    ) : null}
                  </>
                )}
                actions={(r) =>
                  r.status === 'new' ? (
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" color="green" onClick={() => setDecision({ kind: 'approve', refund: r })} aria-label={t('operator.approveOf', { number: r.number })}>
                        {t('operator.approve')}
                      </Button>
                      <Button size="compact-xs" color="red" variant="light" onClick={() => setDecision({ kind: 'reject', refund: r })} aria-label={t('operator.rejectOf', { number: r.number })}>
                        {t('operator.reject')}
                      </Button>
                    </Group>
                  ) : r.paidOn ? (
                    <Text size="xs">{formatDate(r.paidOn)}</Text>
                  ) : null
                }
              />
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
  const { t } = useTranslation('refunds');
  const decide = useDecideRefund();
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
  const r = decision.refund;
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
          notifications.show({ color: 'green', message: t(decision.kind === 'approve' ? 'operator.approved' : 'operator.rejected', { number: r.number }) });
          close();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.fieldMessages.reason) setReasonError(e.fieldMessages.reason);
          else setFailure(e instanceof ApiError ? e.message : String(e));
        },
      },
    );
  };
  return (
    <Modal opened onClose={close} centered title={decision.kind === 'approve' ? t('operator.approveTitle', { number: r.number }) : t('operator.rejectTitle', { number: r.number })}>
      <Stack gap="md">
        {decision.kind === 'approve' ? (
          <Text>{t('operator.approveText', { amount: formatMoney(r.amount), account: formatIban(r.accountNumber), organization: r.organizationName })}</Text>
        ) : null}
        <Textarea
          label={decision.kind === 'reject' ? t('operator.reason') : t('operator.comment')}
          description={t('operator.reasonHint')}
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
          <Button color={decision.kind === 'approve' ? 'green' : 'red'} loading={decide.isPending} onClick={confirm}>
            {decision.kind === 'approve' ? t('operator.approve') : t('operator.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
