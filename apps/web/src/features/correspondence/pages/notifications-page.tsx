import { Anchor, Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@pensia/domain/http/paging-defaults';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { useAllNotifications, useNotificationPage } from '../api/correspondence-api';
import { CorrespondenceList } from '../components/correspondence-list';
import { CorrespondenceTabs } from '../components/correspondence-tabs';
import { CorrespondenceView } from '../components/correspondence-view';
import { ListLoader, ListPaging } from '../../../common/ui/list-states';
import { LoadErrorDialog } from '../../../common/ui/load-error-dialog';

type Show = 'all' | 'unread';

/** `notifications/{id?}`: the notifications of the organization, or one of them. */
export function NotificationsPage() {
  const { id } = useParams();
  return id ? <NotificationView id={id} /> : <NotificationList />;
}

function NotificationList() {
  const { t } = useTranslation('correspondence');
  const prefix = useLangPrefix();
  const [pageNumber, setPageNumber] = useState(1);
  const [show, setShow] = useState<Show>('all');
  const query = { pageNumber, pageSize: DEFAULT_PAGE_SIZE, ...(show === 'unread' ? { isRead: false } : {}) };
  const page = useNotificationPage(query);
  const data = page.data;

  return (
    <CorrespondenceTabs active="notification">
      <Stack gap="lg">
        <Group align="flex-end">
          <Select
            label={t('filters.status')}
            data={[
              { value: 'all', label: t('filters.all') },
              { value: 'unread', label: t('filters.unread') },
            ]}
            value={show}
            onChange={(v) => {
              setShow((v as Show | null) ?? 'all');
              setPageNumber(1);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        <LoadErrorDialog error={page.error} onRetry={() => void page.refetch()} />
        {page.isPending ? (
          <ListLoader label={t('status.loading')} />
        ) : data && data.notifs.length > 0 ? (
          <Stack gap="sm" aria-busy={page.isFetching}>
            <CorrespondenceList
              items={data.notifs}
              linkOf={(n) => paths.notifications(prefix, n._id)}
              label={t('notifications.listLabel')}
            />
            <ListPaging
              total={data.total}
              pageNumber={data.pageNumber}
              pageSize={data.pageSize}
              onChange={setPageNumber}
            />
          </Stack>
        ) : data ? (
          <EmptyListState
            title={show === 'unread' ? t('notifications.noUnreadTitle') : t('notifications.emptyTitle')}
            description={t('notifications.emptyText')}
          />
        ) : null}
      </Stack>
    </CorrespondenceTabs>
  );
}

function NotificationView({ id }: { id: string }) {
  const { t } = useTranslation('correspondence');
  const prefix = useLangPrefix();
  const all = useAllNotifications();
  const item = all.data?.notifs.find((n) => n._id === id);
  if (item)
    return (
      <CorrespondenceView
        kind="notification"
        item={item}
        backTo={paths.notifications(prefix)}
        backLabel={t('notifications.back')}
      />
    );
  return (
    <PageLayout title={t('notifications.title')}>
      <LoadErrorDialog error={all.error} onRetry={() => void all.refetch()} />
      {all.isPending ? (
        <ListLoader label={t('status.loading')} />
      ) : all.data ? (
        <EmptyListState title={t('notifications.notFoundTitle')} description={t('notifications.notFoundText')} />
      ) : null}
      <Anchor component={Link} to={paths.notifications(prefix)}>
        ← {t('notifications.back')}
      </Anchor>
    </PageLayout>
  );
}
