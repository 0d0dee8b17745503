import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';

/** The server error page (section 2): a 500 answer leads here, with the server's message when it gave one. */
export function SorryPage() {
  const { t } = useTranslation('common');
  const prefix = useLangPrefix();
  const state = useLocation().state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' && state.message ? state.message : null;
  const title = t('serverError.title');
  useEffect(() => {
    document.title = `${title} | ${t('app.name')}`;
  }, [title, t]);
  return (
    <Stack maw={640} mx="auto" py="xl" gap="md">
      <Title order={1}>{title}</Title>
      <Text>{t('serverError.text')}</Text>
      {message && (
        <Alert color="red" title={t('serverError.details')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        </Alert>
      )}
      <Group>
        <Button component={Link} to={paths.home(prefix)}>
          {t('actions.goHome')}
        </Button>
        <Button variant="default" onClick={() => window.history.back()}>
          {t('actions.retry')}
        </Button>
      </Group>
    </Stack>
  );
}
