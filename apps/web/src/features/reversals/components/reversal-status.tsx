import { Badge } from '@mantine/core';
import type { Reversal } from '@pensia/domain/reversals/reversal.api';
import { useTranslation } from 'react-i18next';

/** In progress or completed, in words, never cut short. */
export function ReversalStatus({ status }: { status: Reversal['status'] }) {
  const { t } = useTranslation('reversals');
  return (
    <Badge
      color={status === 'open' ? 'blue' : 'dark'}
      variant="light"
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
