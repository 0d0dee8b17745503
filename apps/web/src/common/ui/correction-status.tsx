import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CorrectionNamespace } from './correction-row-form';

const WHOLE = { root: { flexShrink: 0, maxWidth: 'none' }, label: { overflow: 'visible' } } as const;

/**
 * The state of a correction in words (an annual declaration open or closed, a reversal in progress or
 * completed), and "waiting for approval" while a submission of it is pending; never cut short.
 */
export function CorrectionStatus({
  ns,
  status,
  awaitingApproval = false,
}: {
  ns: CorrectionNamespace;
  status: 'open' | 'closed' | 'completed';
  awaitingApproval?: boolean;
}) {
  const { t } = useTranslation(ns);
  const { t: tc } = useTranslation('common');
  return (
    <>
      <Badge color={status === 'open' ? 'blue' : 'dark'} variant="light" radius="sm" tt="none" styles={WHOLE}>
        {t(`status.${status}`)}
      </Badge>
      {awaitingApproval ? (
        <Badge color="blue" variant="outline" radius="sm" tt="none" styles={WHOLE}>
          {tc('declarationStatus.awaitingApproval')}
        </Badge>
      ) : null}
    </>
  );
}
