import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '@pensia/domain/refunds/refunds';

const COLORS: Record<RefundStatus, string> = { new: 'blue', approved: 'green', rejected: 'red' };

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('refunds');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}
