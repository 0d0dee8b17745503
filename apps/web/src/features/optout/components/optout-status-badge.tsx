import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptOutStatus } from '@pensia/domain/optout/optout';

const COLORS: Record<OptOutStatus, string> = { new: 'blue', satisfied: 'green', rejected: 'red' };

export function OptOutStatusBadge({ status }: { status: OptOutStatus }) {
  const { t } = useTranslation('optout');
  return (
    <Badge color={COLORS[status]} variant="light" h="auto" py={2} styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
