import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Approval, ApprovalDetail, ApprovalKind } from '@pensia/domain/approvals/approval.schema';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { ApiError } from '../lib/api-client';
import { formatDateTime, formatMoney, formatMonthYear, formatNumber } from '../lib/format';
import { notify } from '../lib/notify';
import { paths } from '../lib/paths';
import { useLangPrefix } from '../lib/use-lang-prefix';
import { refreshBalance } from '../session/session-actions';
import { useSession } from '../session/session-store';
import { ConfirmDialog } from './confirm-dialog';
import { DecisionDialog } from './decision-dialog';
import { useApprovalActions, useLatestApproval } from '../lib/approval-queries';
import { ApprovalChanges } from './approval-changes';

/**
 * Where a declaration stands with four eyes, above its rows: waiting for approval (with the approver's
 * decisions, or the preparer's withdrawal, and what changed since it was sent back), or sent back with the
 * approver's comment. Nothing when it was never submitted.
 */
export function ApprovalPanel({ declaration }: { declaration: Declaration }) {
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  return (
    <SubjectApprovalPanel
      subjectId={declaration.id}
      awaitingApproval={declaration.awaitingApproval}
      onApproved={() => void navigate(paths.declarationView(prefix, declaration.id))}
    />
  );
}

/** The same for any subject of four eyes (a reversal, an annual declaration): `onApproved` once it took effect. */
export function SubjectApprovalPanel({
  subjectId,
  awaitingApproval,
  onApproved,
}: {
  subjectId: string;
  awaitingApproval: boolean;
  onApproved?: () => void;
}) {
  const latest = useLatestApproval(subjectId);
  const approval = latest.data;
  if (!approval) return null;
  if (approval.status === 'pending' && awaitingApproval) return <Pending approval={approval} onApproved={onApproved} />;
  if (approval.status === 'sentBack' && !awaitingApproval) return <SentBack approval={approval} />;
  return null;
}

function SentBack({ approval }: { approval: ApprovalDetail }) {
  const { t } = useTranslation('approvals');
  return (
    <Alert color="orange" role="status" title={t('sentBack.title')}>
      <Text size="sm">
        {t('sentBack.text', { name: approval.decidedBy?.name ?? '', date: formatDateTime(approval.decidedAt) })}
      </Text>
      <Text size="sm" fw={600} mt={4} style={{ whiteSpace: 'pre-wrap' }}>
        {approval.comment}
      </Text>
    </Alert>
  );
}

function Pending({ approval, onApproved }: { approval: ApprovalDetail; onApproved?: () => void }) {
  const { t } = useTranslation('approvals');
  const user = useSession((s) => s.user);
  return (
    <Alert color="blue" role="status" title={t('pending.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('pending.text', { name: approval.preparedBy.name, date: formatDateTime(approval.submittedAt) })}
        </Text>
        {approval.changes ? <ApprovalChanges changes={approval.changes} /> : null}
        {!approval.canDecide && user?.id === approval.preparedBy.id ? (
          <Text size="sm" c="dimmed">
            {t('ownSubmission')}
          </Text>
        ) : null}
        <ApprovalDecisions approval={approval} onApproved={onApproved} />
      </Stack>
    </Alert>
  );
}

/** The approver's button, what they are asked, and what they are told once approved, of each kind of subject. */
const WORDS = {
  declaration: { approve: 'approve', confirm: 'confirmApprove', approved: 'approved' },
  refund: { approve: 'approve', confirm: 'confirmApproveRefund', approved: 'approvedRefund' },
  reversal: { approve: 'approveReversal', confirm: 'confirmApproveReversal', approved: 'approvedReversal' },
  annual: { approve: 'approveAnnual', confirm: 'confirmApproveAnnual', approved: 'approvedAnnual' },
} as const satisfies Record<ApprovalKind, { approve: string; confirm: string; approved: string }>;

/**
 * The decisions on a pending submission the caller may take: approve (asked first) and send back with a
 * comment for an approver who did not prepare it; withdraw for its preparer or an administrator.
 */
export function ApprovalDecisions({
  approval,
  onApproved,
  size = 'sm',
}: {
  approval: Approval;
  onApproved?: () => void;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('approvals');
  const user = useSession((s) => s.user);
  const actions = useApprovalActions();
  const [dialog, setDialog] = useState<'approve' | 'sendBack' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (approval.status !== 'pending') return null;
  const mayWithdraw = user?.id === approval.preparedBy.id || user?.orgRole === 'administrator';
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      notify({ color: 'green', message: done });
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : String(e));
    } finally {
      setDialog(null);
    }
  };
  const approve = () =>
    run(
      async () => {
        await actions.approve.mutateAsync(approval.id);
        void refreshBalance().catch(() => undefined);
        onApproved?.();
      },
      t(WORDS[approval.kind].approved),
    );
  if (!approval.canDecide && !mayWithdraw) return null;
  return (
    <Stack gap={4}>
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        {approval.canDecide ? (
          <>
            <Button size={size} color="green.8" onClick={() => setDialog('approve')}>
              {t(WORDS[approval.kind].approve)}
            </Button>
            <Button size={size} variant="default" onClick={() => setDialog('sendBack')}>
              {t('sendBack')}
            </Button>
          </>
        ) : null}
        {mayWithdraw ? (
          <Button
            size={size}
            variant="subtle"
            loading={actions.withdraw.isPending}
            onClick={() =>
              void run(
                () => actions.withdraw.mutateAsync(approval.id),
                t(approval.kind === 'declaration' ? 'withdrawn' : 'withdrawnSubject'),
              )
            }
          >
            {t('withdraw')}
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={dialog === 'approve'}
        title={t(WORDS[approval.kind].approve)}
        text={t(WORDS[approval.kind].confirm, {
          reference: approval.summary.reference ?? '',
          period:
            approval.kind === 'annual'
              ? String(approval.summary.year)
              : formatMonthYear(approval.summary.year, approval.summary.month),
          count: approval.summary.rowCount,
          n: formatNumber(approval.summary.rowCount),
          amount: formatMoney(approval.summary.totalAmount),
        })}
        cancelLabel={t('cancel')}
        confirmLabel={t(WORDS[approval.kind].approve)}
        busy={actions.approve.isPending}
        onConfirm={() => void approve()}
        onClose={() => setDialog(null)}
      />
      {dialog === 'sendBack' ? (
        <DecisionDialog
          kind="change"
          title={t('sendBackTitle', { name: approval.preparedBy.name })}
          labels={{ reason: t('comment'), reasonHint: t('commentHint'), confirm: t('sendBack'), cancel: t('cancel') }}
          onConfirm={async (comment) => {
            await actions.sendBack.mutateAsync({ id: approval.id, comment: comment ?? '' });
            notify({ color: 'green', message: t('sentBackDone') });
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}
