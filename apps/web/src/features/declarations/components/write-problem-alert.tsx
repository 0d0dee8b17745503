import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WriteProblem } from '../lib/write-errors';
import { ErrorIcon, WarningIcon } from '../../../common/ui/icons';

/**
 * A refused write: a stale version (412) says so and offers to reload the declaration (what the user typed
 * stays); a declaration being processed says it can't be changed; anything else shows the server's text.
 */
export function WriteProblemAlert({ problem, onReload, onClose }: { problem: WriteProblem | null; onReload: () => void; onClose?: () => void }) {
  const { t } = useTranslation('declarations');
  if (!problem) return null;
  if (problem.kind === 'stale')
    return (
      <Alert color="orange" variant="light" icon={<WarningIcon />} title={t('conflict.title')} role="alert" withCloseButton={!!onClose} onClose={onClose} closeButtonLabel={t('actions.dismiss')}>
        <Text size="sm">{t('conflict.text')}</Text>
        <Group mt="sm">
          <Button size="xs" color="orange.9" onClick={onReload}>
            {t('conflict.reload')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert" withCloseButton={!!onClose} onClose={onClose} closeButtonLabel={t('actions.dismiss')}>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {problem.kind === 'processing' ? t('processing.refused') : problem.message}
      </Text>
    </Alert>
  );
}
