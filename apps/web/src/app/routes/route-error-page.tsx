import { Button, Stack, Text, Title } from '@mantine/core';
import { HOTLINE } from '@pensia/domain/session/session';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { isChunkLoadError } from './lazy-page';

/**
 * What a screen shows when its code could not be loaded even after the one automatic reload, or when it
 * failed while rendering: a way out instead of a blank page.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  return (
    <Stack maw={640} mx="auto" py="xl" gap="md" role="alert">
      <Title order={1}>{isChunkLoadError(error) ? t('routeError.title') : t('serverError.title')}</Title>
      <Text>{t('routeError.text', { phone: HOTLINE })}</Text>
      <div>
        <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      </div>
    </Stack>
  );
}
