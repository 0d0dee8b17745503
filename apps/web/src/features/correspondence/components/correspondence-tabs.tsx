import { Badge, Group, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useSession } from '../../../common/session/session-store';
import { PageLayout } from '../../../common/ui/page-layout';
import type { CorrespondenceKind } from '../api/correspondence-api';

function TabLabel({ name, total, fresh }: { name: string; total: number; fresh: number }) {
  const { t } = useTranslation('correspondence');
  return (
    <Group gap={6} wrap="nowrap">
      <Text span fw={600} inherit>
        {name}
      </Text>
      <Text span c="dark.6" inherit>
        {t('page.total', { count: total })}
      </Text>
      {fresh > 0 && (
        <Badge color="purple" variant="filled" size="sm">
          {t('page.new', { count: fresh })}
        </Badge>
      )}
    </Group>
  );
}

/**
 * One correspondence screen: notifications and letters side by side, each tab with its count of all and of
 * new items (the session's counts, polled), each tab its own address so that a link opens the right one.
 */
export function CorrespondenceTabs({ active, children }: { active: CorrespondenceKind; children: ReactNode }) {
  const { t } = useTranslation('correspondence');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  // one value a selector: the store compares what a selector answers by identity
  const newNotifications = useSession((s) => s.newNotifications);
  const totalNotifications = useSession((s) => s.totalNotifications);
  const newLetters = useSession((s) => s.newLetters);
  const totalLetters = useSession((s) => s.totalLetters);
  return (
    <PageLayout title={t('page.title')}>
      <Tabs
        value={active}
        onChange={(v) => {
          if (v === 'notification') void navigate(paths.notifications(prefix));
          else if (v === 'letter') void navigate(paths.letters(prefix));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('page.tabsLabel')}>
          <Tabs.Tab value="notification">
            <TabLabel name={t('notifications.title')} total={totalNotifications} fresh={newNotifications} />
          </Tabs.Tab>
          <Tabs.Tab value="letter">
            <TabLabel name={t('letters.title')} total={totalLetters} fresh={newLetters} />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={active} pt="lg">
          {children}
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}
