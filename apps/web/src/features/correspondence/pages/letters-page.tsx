import { useTranslation } from 'react-i18next';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { PageLayout } from '../../../shared/ui/page-layout';

/** Route module of the screen; its list and actions come with the screen's own work. */
export function LettersPage() {
  const { t } = useTranslation('correspondence');
  return (
    <PageLayout title={t('letters.title')}>
      <EmptyListState description={t('letters.emptyText')} />
    </PageLayout>
  );
}
