import { useState } from 'react';
import { Button, NativeSelect, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORG_ROLES, type OrgRole } from '@pensia/domain/user/org-roles';
import type { OrgUser } from '@pensia/domain/user/org-users.schema';
import { ApiError } from '../../../common/lib/api-client';
import { formatDateTime } from '../../../common/lib/format';
import { notify } from '../../../common/lib/notify';
import { sessionStore } from '../../../common/session/session-store';
import { ConfirmDialog } from '../../../common/ui/confirm-dialog';
import { DataTable } from '../../../common/ui/data-table';
import { WholeBadge } from '../../../common/ui/status-badge';
import { useUpdateOrgUser } from '../api/org-users-queries';

export const nameOf = (u: { firstName: string | null; lastName: string | null; username?: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username || '';

/**
 * The organization's users: role chosen in place, disabling and enabling after a confirmation. A refusal (the last
 * active administrator) is told in a notice with the server's words.
 */
export function UsersTable({ users }: { users: readonly OrgUser[] }) {
  const { t } = useTranslation('orgUsers');
  const update = useUpdateOrgUser();
  const [asked, setAsked] = useState<OrgUser | null>(null);

  const failed = (error: unknown) => void notify({ color: 'red', message: error instanceof ApiError ? error.message : t('invite.failedTitle') });

  const changeRole = async (u: OrgUser, orgRole: OrgRole) => {
    try {
      await update.mutateAsync({ id: u.id, body: { orgRole } });
      // the caller's own role changes what its menu offers
      const me = sessionStore.get().user;
      if (u.isSelf && me) sessionStore.set({ user: { ...me, orgRole } });
      void notify({ color: 'green', message: t('users.roleChanged', { name: nameOf(u), role: t(`roles.${orgRole}`) }) });
    } catch (error) {
      failed(error);
    }
  };

  const toggle = async () => {
    if (!asked) return;
    const u = asked;
    try {
      await update.mutateAsync({ id: u.id, body: { disabled: !u.disabled } });
      void notify({ color: 'green', message: t(u.disabled ? 'users.enabledDone' : 'users.disabledDone', { name: nameOf(u) }) });
    } catch (error) {
      failed(error);
    } finally {
      setAsked(null);
    }
  };

  const columns = (['name', 'personalNumber', 'email', 'role', 'lastLogin', 'state', 'actions'] as const).map((c) => ({ label: t(`users.columns.${c}`) }));
  const confirm = asked?.disabled ? 'confirmEnable' : 'confirmDisable';
  return (
    <>
      <DataTable columns={columns} minWidth={900} label={t('users.label')}>
        {users.map((u) => (
          <Table.Tr key={u.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {nameOf(u)}
                {u.isSelf ? (
                  <Text span c="dimmed" size="sm">
                    {' '}({t('users.you')})
                  </Text>
                ) : null}
              </Text>
              {u.firstName || u.lastName ? (
                <Text size="xs" c="dimmed">
                  {u.username}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{u.personalNumber ?? '—'}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email ?? '—'}</Table.Td>
            <Table.Td>
              <NativeSelect
                aria-label={t('users.roleOf', { name: nameOf(u) })}
                value={u.orgRole}
                size="xs"
                miw={175}
                data={ORG_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                disabled={update.isPending}
                onChange={(e) => void changeRole(u, e.currentTarget.value as OrgRole)}
              />
            </Table.Td>
            <Table.Td>{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : t('users.never')}</Table.Td>
            <Table.Td>
              <WholeBadge color={u.disabled ? 'gray' : 'green'} variant="light">
                {u.disabled ? t('users.disabled') : t('users.active')}
              </WholeBadge>
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant={u.disabled ? 'light' : 'outline'}
                color={u.disabled ? undefined : 'red'}
                aria-label={t(u.disabled ? 'users.enableOf' : 'users.disableOf', { name: nameOf(u) })}
                onClick={() => setAsked(u)}
              >
                {u.disabled ? t('users.enable') : t('users.disable')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <ConfirmDialog
        opened={asked !== null}
        title={t(`users.${confirm}.title`)}
        text={t(`users.${confirm}.text`, { name: asked ? nameOf(asked) : '' })}
        cancelLabel={t('users.cancel')}
        confirmLabel={t(`users.${confirm}.confirm`)}
        busy={update.isPending}
        onConfirm={() => void toggle()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
