import { Alert, Anchor } from '@mantine/core';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { isRecordId } from '@pensia/domain/http/ids';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMissingRecord } from '../../../common/lib/missing-record';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { PageLayout } from '../../../common/ui/page-layout';
import { useDeclaration } from '../api/declaration-queries';
import { ErrorState, LoadingState } from '../../../common/ui/query-state';

/**
 * Loads one declaration for a screen: while loading and on failure it shows the screen's title with the
 * state and the way home; once loaded it renders the screen with the declaration and a reload. An id in the
 * address that can't name a declaration is not sent to the server; it, and a declaration that is not the
 * organization's or is gone, read "no longer available" once, without a retry.
 */
export function DeclarationLoader({ id, title, children }: { id: string; title: string; children: (declaration: Declaration, reload: () => void) => ReactNode }) {
  const { t } = useTranslation('declarations');
  const prefix = useLangPrefix();
  const valid = isRecordId(id);
  const query = useDeclaration(valid ? id : undefined);
  const home = (
    <Anchor component={Link} to={paths.home(prefix)}>
      {t('actions.backHome')}
    </Anchor>
  );
  if (!valid || (query.isError && isMissingRecord(query.error)))
    return (
      <PageLayout title={title}>
        <Alert color="blue" variant="light" role="alert">
          {t('errors.notAvailable')}
        </Alert>
        {home}
      </PageLayout>
    );
  if (query.isPending)
    return (
      <PageLayout title={title}>
        <LoadingState />
      </PageLayout>
    );
  if (query.isError)
    return (
      <PageLayout title={title}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        {home}
      </PageLayout>
    );
  return <>{children(query.data, () => void query.refetch())}</>;
}
