import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../common/ui/page-layout';
import { DeclarationsTable } from '../components/declarations-table';

/** `declaration/closed`: the organization's closed declarations, each viewable and exportable. */
export function ClosedDeclarationsPage() {
  const { t } = useTranslation('declarations');
  return (
    <PageLayout title={t('closed.title')} subtitle={t('closed.subtitle')}>
      <DeclarationsTable list="closed" emptyTitle={t('closed.emptyTitle')} emptyText={t('closed.emptyText')} />
    </PageLayout>
  );
}
