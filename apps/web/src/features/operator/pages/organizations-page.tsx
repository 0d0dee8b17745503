import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { OrganizationSummary } from '@pensia/domain/operator/operator.schema';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';
import { useActOnBehalf, useOrganizationSearch } from '../api/operator-api';
import { organizationKindKey } from '../lib/organization-type';

/** The back office's home: find an organization by name or code, open its portal or write to it. */
export function OrganizationsPage() {
  const { t } = useTranslation('operator');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [pageNumber, setPageNumber] = useState(1);
  const search = useOrganizationSearch(query, pageNumber);
  const act = useActOnBehalf();
  const data = search.data;

  const open = (organization: OrganizationSummary) => {
    // the page is replaced by the banner as soon as acting starts, so the navigation follows the promise
    act.mutateAsync(organization).then(
      () => navigate(paths.home(prefix)),
      () => undefined,
    );
  };

  return (
    <PageLayout title={t('organizations.title')} subtitle={t('organizations.subtitle')}>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <TextInput
          label={t('organizations.search')}
          description={t('organizations.searchHint')}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPageNumber(1);
          }}
          maw={520}
          type="search"
          autoComplete="off"
        />
      </form>
      {act.isError && (
        <Alert color="red" role="alert" title={t('organizations.actFailed')}>
          {act.error.message}
        </Alert>
      )}
      <LoadErrorDialog error={search.error} onRetry={() => void search.refetch()} />
      {search.isPending ? (
        <ListLoader label={t('common.loading')} />
      ) : data && data.items.length > 0 ? (
        <Stack gap="sm" aria-busy={search.isFetching}>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('organizations.results')}>
            {data.items.map((o) => (
              <Paper key={o.id} component="li" withBorder radius="md" p="md">
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={2} miw={0} style={{ flex: '1 1 280px' }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {o.name}
                    </Text>
                    <Text size="sm" c="dark.6">
                      {t('organizations.code')}: <span translate="no">{o.code}</span> · {t(organizationKindKey(o))}
                    </Text>
                    {(o.email || o.mobile) && (
                      <Text size="sm" c="dimmed">
                        {[o.email, o.mobile].filter(Boolean).join(' · ')}
                      </Text>
                    )}
                  </Stack>
                  <Group gap="xs">
                    <Button
                      component={Link}
                      to={`${paths.operatorCompose(prefix)}?to=${encodeURIComponent(o.code)}`}
                      variant="default"
                      size="sm"
                      aria-label={t('organizations.writeTo', { name: o.name })}
                    >
                      {t('organizations.write')}
                    </Button>
                    <Button
                      size="sm"
                      loading={act.isPending && act.variables?.id === o.id}
                      disabled={act.isPending && act.variables?.id !== o.id}
                      onClick={() => open(o)}
                      aria-label={t('organizations.openPortalOf', { name: o.name })}
                    >
                      {t('organizations.openPortal')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          <ListPaging total={data.totalCount} pageNumber={data.pageNumber} pageSize={data.pageSize} onChange={setPageNumber} />
        </Stack>
      ) : data ? (
        <EmptyListState title={t('organizations.noneTitle')} description={t('organizations.noneText')} />
      ) : null}
    </PageLayout>
  );
}
