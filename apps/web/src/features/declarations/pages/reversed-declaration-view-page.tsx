import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyListState } from '../../../shared/ui/empty-list-state';
import { PageLayout } from '../../../shared/ui/page-layout';

/** Route module of the screen; its list and actions come with the screen's own work. */
export function ReversedDeclarationViewPage() {
  const { t } = useTranslation('declarations');
  const { id } = useParams();
  return (
    <PageLayout title={t('viewReversed.title')} subtitle={id ? t('number', { id }) : undefined}>
      <EmptyListState description={t('viewReversed.emptyText')} />
    </PageLayout>
  );
}
