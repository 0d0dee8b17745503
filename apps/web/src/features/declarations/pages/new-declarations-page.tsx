import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../common/ui/page-layout';
import { CreateDeclarationCard } from '../components/create-declaration';
import { DeclarationsTable } from '../components/declarations-table';

/** Home: the organization's draft, saved and open declarations, and a new one. */
export function NewDeclarationsPage() {
  const { t } = useTranslation('declarations');
  return (
    <PageLayout title={t('home.title')} subtitle={t('home.subtitle')}>
      <CreateDeclarationCard />
      <Stack gap="sm" component="section" aria-labelledby="new-declarations-list">
        <Title order={2} fz={20} id="new-declarations-list">
          {t('home.listTitle')}
        </Title>
        <DeclarationsTable list="new" emptyTitle={t('home.emptyTitle')} emptyText={t('home.emptyText')} />
      </Stack>
    </PageLayout>
  );
}
