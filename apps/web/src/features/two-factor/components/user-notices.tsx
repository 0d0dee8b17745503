import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints } from '@pensia/domain/user/two-factor.endpoints';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../common/lib/api-client';
import { formatDateTime } from '../../../common/lib/format';
import { useSession } from '../../../common/session/session-store';

/** The key of the notices query: a bank account added invalidates it (parameters/api/bank-account-queries.ts). */
export const USER_NOTICES_KEY = ['user-notices'] as const;

/**
 * The signed-in user's unread notices of its organization (a bank account added, decision 0104) above the
 * screen, each until the user marks it read. An operator acting for an organization has none of its own.
 */
export function UserNotices() {
  const { t } = useTranslation('twoFactor');
  const isUser = useSession((s) => !s.isAdmin && Boolean(s.user?.organizationId));
  const client = useQueryClient();
  const notices = useQuery({
    queryKey: USER_NOTICES_KEY,
    queryFn: ({ signal }) => apiRequest(twoFactorEndpoints.notices, { signal, background: true }),
    enabled: isUser,
    staleTime: 60_000,
  });
  const read = useMutation({
    mutationFn: (id: string) => apiRequest(twoFactorEndpoints.readNotice, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: USER_NOTICES_KEY }),
  });
  const items = Array.isArray(notices.data) ? notices.data : [];
  if (!isUser || items.length === 0) return null;
  return (
    <Stack component="section" aria-label={t('notices.label')} gap="xs" mb="lg" maw={1400} mx="auto">
      {items.map((n) => (
        <Alert key={n.id} color="orange" title={t('notices.title')} role="note">
          <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 20rem' }}>
              {t('notices.bankAccountAdded', { iban: n.iban, user: n.by, time: formatDateTime(n.at), interpolation: { escapeValue: false } })}
            </Text>
            <Button size="xs" variant="light" color="orange" loading={read.isPending && read.variables === n.id} onClick={() => read.mutate(n.id)}>
              {t('notices.markRead')}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
