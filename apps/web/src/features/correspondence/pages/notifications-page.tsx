import { useTranslation } from 'react-i18next';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { PageLayout } from '../../../shared/ui/page-layout';

/** Route module of the screen; its list and actions come with the screen's own work. */
export function NotificationsPage() {
  const { t } = useTranslation('correspondence');
  return (
    <PageLayout title={t('notifications.title')}>
      <EmptyListState description={t('notifications.emptyText')} />
    </PageLayout>
  );
}
