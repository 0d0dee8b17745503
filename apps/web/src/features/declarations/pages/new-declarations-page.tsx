import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../common/ui/page-layout';
import { CreateDeclarationCard } from '../components/create-declaration';
import { DeclarationsTable } from '../components/declarations-table';
import { useCan } from '../../../common/session/use-can';

/** Home: the organization's draft, saved and open declarations, and a new one (for a user who may prepare). */
export function NewDeclarationsPage() {
  const { t } = useTranslation('declarations');
  const canPrepare = useCan('prepare');
  return (
    <PageLayout title={t('home.title')} subtitle={canPrepare ? t('home.subtitle') : t('home.subtitleReadOnly')}>
      {canPrepare ? <CreateDeclarationCard /> : null}
      <Stack gap="sm" component="section" aria-labelledby="new-declarations-list">
        <Title order={2} fz={20} id="new-declarations-list">
          {t('home.listTitle')}
        </Title>
        <DeclarationsTable list="new" emptyTitle={t('home.emptyTitle')} emptyText={canPrepare ? t('home.emptyText') : t('home.emptyTextReadOnly')} />
      </Stack>
    </PageLayout>
  );
}
