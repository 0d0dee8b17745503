import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '@pensia/domain/refunds/refunds';

const COLORS: Record<RefundStatus, string> = { new: 'blue', approved: 'green', rejected: 'red' };

/** A request's status, and "waiting for approval" while the organization's approver has not signed it off. */
export function RefundStatusBadge({
  status,
  awaitingApproval = false,
}: {
  status: RefundStatus;
  awaitingApproval?: boolean;
}) {
  const { t } = useTranslation('refunds');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={COLORS[status]} variant="light">
        {t(`status.${status}`)}
      </Badge>
      {awaitingApproval ? (
        <Badge color="blue" variant="outline">
          {t('status.awaitingApproval')}
        </Badge>
      ) : null}
    </Group>
  );
}
