import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CorrectionNamespace } from './correction-row-form';

/**
 * The state of a correction in words (an annual declaration open or closed, a reversal in progress or
 * completed), never cut short.
 */
export function CorrectionStatus({ ns, status }: { ns: CorrectionNamespace; status: 'open' | 'closed' | 'completed' }) {
  const { t } = useTranslation(ns);
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
