import { Anchor } from '@mantine/core';
import type { Declaration } from '@pensia/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client';
import { paths } from '../../../shared/lib/paths';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';
import { PageLayout } from '../../../shared/ui/page-layout';
import { useDeclaration } from '../api/declaration-queries';
import { ErrorState, LoadingState } from '../../../shared/ui/query-state';

/**
 * Loads one declaration for a screen: while loading and on failure it shows the screen's title with the
 * state (a declaration that is not the organization's, or gone, reads "no longer available") and the way
 * home; once loaded it renders the screen with the declaration and a reload.
 */
export function DeclarationLoader({ id, title, children }: { id: string; title: string; children: (declaration: Declaration, reload: () => void) => ReactNode }) {
  const { t } = useTranslation('declarations');
  const prefix = useLangPrefix();
  const query = useDeclaration(id);
  if (query.isPending)
    return (
      <PageLayout title={title}>
        <LoadingState />
      </PageLayout>
    );
  if (query.isError)
    return (
      <PageLayout title={title}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} title={query.error instanceof ApiError && query.error.status === 404 ? t('errors.notAvailable') : undefined} />
        <Anchor component={Link} to={paths.home(prefix)}>
          {t('actions.backHome')}
        </Anchor>
      </PageLayout>
    );
  return <>{children(query.data, () => void query.refetch())}</>;
}
