import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@pensia/domain/banking/iban';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { REFUND_STATUSES, type RefundStatus } from '@pensia/domain/refunds/refunds';
import type { OperatorRefund } from '@pensia/domain/refunds/refunds.api';
import { formatDate, formatDateTime, formatMoney } from '../../../common/lib/format';
import { DecisionDialog } from '../../../common/ui/decision-dialog';
import { DocumentLinks } from '../../../common/ui/document-links';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { ListPagination } from '../../../common/ui/list-pagination';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { RefundList } from '../../../common/ui/refund-list';
import { useSubmissionKey } from '../../../common/lib/submission-key';
import { downloadRefundDocument, useDecideRefund, useOperatorRefunds } from '../api/refund-api';
import { notify } from '../../../common/lib/notify';
import { useSession } from '../../../common/session/session-store';

/** An account number kept on one line: its groups joined by no-break spaces. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

type Decision = { kind: 'approve' | 'reject'; refund: OperatorRefund } | null;
// blue's text shade (7) is 4.0:1 on a striped row; its shade 9 passes 4.5:1
const STATUS_COLORS: Record<RefundStatus, string> = { new: 'blue.9', approved: 'green', rejected: 'red' };

/** The back office's refund requests: by status, each with its documents; approve (pay out) or reject with a reason. */
export function OperatorRefundsPage() {
  const { t } = useTranslation('refunds');
  const myId = useSession((s) => s.user?.id);
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
                      <DocumentLinks documents={r.documents} download={(docId) => downloadRefundDocument(r.id, docId)} />
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
                    {r.status === 'new' && r.firstApproval ? (
                      <Text size="xs">
                        {r.firstApproval.operatorId === myId
                          ? t('operator.firstApprovalYours', { date: formatDateTime(r.firstApproval.at) })
                          : t('operator.firstApproval', { name: r.firstApproval.operatorName, date: formatDateTime(r.firstApproval.at) })}
                      </Text>
                    ) : r.status === 'new' && r.needsSecondApproval ? (
                      <Text size="xs" c="dimmed">
                        {t('operator.needsTwo')}
                      </Text>
                    ) : null}
                  </>
                )}
                actions={(r) =>
                  r.status === 'new' ? (
                    <Group gap={4} wrap="nowrap">
                      {/* the second approval is another operator's: the first approver is not offered it */}
                      {r.firstApproval?.operatorId === myId ? null : (
                        <Button size="compact-xs" color="green" onClick={() => setDecision({ kind: 'approve', refund: r })} aria-label={t('operator.approveOf', { number: r.number })}>
                          {r.firstApproval ? t('operator.secondApprove') : t('operator.approve')}
                        </Button>
                      )}
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
      <RefundDecision key={decision?.refund.id ?? ''} decision={decision} onClose={() => setDecision(null)} />
    </PageLayout>
  );
}

function RefundDecision({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation('refunds');
  const decide = useDecideRefund();
  const submission = useSubmissionKey();
  if (!decision) return null;
  const r = decision.refund;
  const approve = decision.kind === 'approve';
  // a large refund's first approval pays nothing yet: the dialog and the notice say so
  const firstOfTwo = approve && r.needsSecondApproval && !r.firstApproval;
  return (
    <DecisionDialog
      kind={approve ? 'grant' : 'reject'}
      title={approve ? t('operator.approveTitle', { number: r.number }) : t('operator.rejectTitle', { number: r.number })}
      text={
        <Text>
          {firstOfTwo
            ? t('operator.firstApproveText', { amount: formatMoney(r.amount) })
            : t('operator.approveText', { amount: formatMoney(r.amount), account: unbroken(formatIban(r.accountNumber)), organization: r.organizationName })}
        </Text>
      }
      labels={{
        reason: t('operator.reason'),
        comment: t('operator.comment'),
        reasonHint: t('operator.reasonHint'),
        confirm: approve ? t('operator.approve') : t('operator.reject'),
        cancel: t('operator.cancel'),
      }}
      onConfirm={(reason) =>
        decide.mutateAsync({ id: r.id, body: { decision: decision.kind, reason }, key: submission.keyFor(JSON.stringify([r.id, decision.kind, reason])) }).then(() => {
          submission.done();
          notify({ color: 'green', message: t(firstOfTwo ? 'operator.approvedFirst' : approve ? 'operator.approved' : 'operator.rejected', { number: r.number }) });
        })
      }
      onClose={onClose}
    />
  );
}
