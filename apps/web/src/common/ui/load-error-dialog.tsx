import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failed load of letters or notifications (section 4): a dialog titled with the server's message (or
 * the client's), and, once closed, the same failure in place with a way to try again.
 */
export function LoadErrorDialog({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const [dismissed, setDismissed] = useState<Error | null>(null);
  useEffect(() => {
    if (!error) setDismissed(null);
  }, [error]);
  if (!error) return null;
  return (
    <>
      <Modal
        opened={dismissed !== error}
        onClose={() => setDismissed(error)}
        title={error.message || t('listLoadError.fallbackTitle')}
        withCloseButton={false}
        centered
        zIndex={400}
      >
        <Text>{t('listLoadError.text')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDismissed(error)}>
            {t('listLoadError.close')}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              setDismissed(error);
              onRetry();
            }}
          >
            {t('listLoadError.retry')}
          </Button>
        </Group>
      </Modal>
      <Alert color="red" title={error.message || t('listLoadError.fallbackTitle')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('listLoadError.text')}</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('listLoadError.retry')}
          </Button>
        </Group>
      </Alert>
    </>
  );
}
