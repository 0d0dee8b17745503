import { ActionIcon, Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../common/lib/api-client';
import { formatMoney } from '../../common/lib/format';
import { errorText } from '../../common/lib/i18n';
import { refreshBalance } from '../../common/session/session-actions';
import { useSession } from '../../common/session/session-store';
import { Hint } from '../../common/ui/hint';
import { RefreshIcon } from '../../common/ui/icons';
import { OnceOpened } from '../../common/ui/once-opened';
import { useCloseButtonProps } from '../../common/ui/close-button-props';

/** One figure of the bar as a description list of its own, so that the refresh button beside the balance is not inside a list. */
function Field({ label, value }: { label: string; value: string }) {
  return (
    <dl style={{ margin: 0 }}>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </dl>
  );
}

/**
 * Top info bar (section 2): organization name and code, total balance in lari (0 when there is none) and a
 * refresh button; a failed refresh opens the "An error occurred" dialog with the error text (section 4).
 */
export function InfoBar() {
  const { t } = useTranslation(['layout', 'common']);
  const closeButton = useCloseButtonProps();
  const user = useSession((s) => s.user);
  const balance = useSession((s) => s.totalBalance);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();

  async function onRefresh() {
    setRefreshing(true);
    try {
      await refreshBalance();
      // the screens of the balance and the payments show the same figure afterwards
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : errorText('INTERNAL'));
    } finally {
      setRefreshing(false);
    }
  }

  if (!user) return null;
  return (
    <Paper component="section" aria-label={t('layout:infoBar.label')} withBorder radius="md" px="md" py="sm" mb="lg" maw={1400} mx="auto">
      <Group justify="space-between" gap="md" wrap="wrap">
        {user.organizationName && <Field label={t('layout:infoBar.organization')} value={user.organizationName} />}
        {user.organizationCode && <Field label={t('layout:infoBar.code')} value={user.organizationCode} />}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <Field label={t('layout:infoBar.balance')} value={formatMoney(balance ?? '0', 'GEL')} />
          <Hint label={t('layout:infoBar.refreshBalance')}>
            <ActionIcon
              variant="light"
              size="lg"
              onClick={() => void onRefresh()}
              loading={refreshing}
              aria-label={t('layout:infoBar.refreshBalance')}
            >
              <RefreshIcon size={18} />
            </ActionIcon>
          </Hint>
        </Group>
      </Group>
      <OnceOpened opened={error !== null}>
        <Modal closeButtonProps={closeButton} opened={error !== null} onClose={() => setError(null)} title={t('layout:infoBar.errorTitle')} centered>
          <Text style={{ whiteSpace: 'pre-line' }}>{error}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={() => setError(null)}>{t('common:actions.close')}</Button>
          </Group>
        </Modal>
      </OnceOpened>
    </Paper>
  );
}
