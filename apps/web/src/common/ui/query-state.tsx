import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { ErrorIcon } from './icons';
import { LoadingState } from './loading-state';

export { LoadingState } from './loading-state';

/** The error view of a part of a screen: the server's text and a retry. */
export function ErrorState({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation('common');
  const message = error instanceof ApiError ? error.message : t('loadError.text');
  return (
    <Alert color="red" variant="light" icon={<ErrorIcon />} title={title ?? t('loadError.title')} role="alert">
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

/**
 * A part of a screen fed by one query: the loading view, the error view with a retry, else what the data shows.
 * What the data shows (a page of rows, say) is drawn in the background once the answer is in, in slices that
 * leave the browser its turn between them, rather than in one long task with the answer: the loading view
 * stays until it is drawn (docs/decisions/0042). A failure is shown at once.
 */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  // both from the same render, so they always go together
  const status = useDeferredValue(query.status);
  const data = useDeferredValue(query.data);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (status !== 'success') return <LoadingState />;
  return <>{children(data as T)}</>;
}
