import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';

/** An unknown route (section 2): says the page could not be found and leads back home. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const prefix = useLangPrefix();
  const title = t('notFound.title');
  useEffect(() => {
    document.title = `${title} | ${t('app.name')}`;
  }, [title, t]);
  return (
    <Stack maw={640} mx="auto" py="xl" gap="md">
      <Text c="dimmed" fw={700} fz={48} lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{title}</Title>
      <Text>{t('notFound.text')}</Text>
      <div>
        <Button component={Link} to={paths.home(prefix)}>
          {t('actions.goHome')}
        </Button>
      </div>
    </Stack>
  );
}
