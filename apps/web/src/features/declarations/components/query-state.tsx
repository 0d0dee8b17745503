import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/lib/api-client';
import { ErrorIcon } from '../../../shared/ui/icons';

/** The loading view of a part of a screen. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Loader aria-label={label ?? t('status.loading')} />
    </Center>
  );
}

/** The error view of a part of a screen: the server's text and a retry. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation('declarations');
  const message = error instanceof ApiError ? error.message : t('errors.loadFailed');
  return (
    <Alert color="red" variant="light" icon={<ErrorIcon />} title={title ?? t('errors.loadFailedTitle')} role="alert">
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
      {onRetry ? (
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}
