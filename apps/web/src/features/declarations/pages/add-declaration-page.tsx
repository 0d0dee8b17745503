import { useTranslation } from 'react-i18next';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';

/** Route module of the screen; its list and actions come with the screen's own work. */
export function AddDeclarationPage() {
  const { t } = useTranslation('declarations');
  return (
    <PageLayout title={t('popupAdd.title')}>
      <EmptyListState description={t('popupAdd.emptyText')} />
    </PageLayout>
  );
}
