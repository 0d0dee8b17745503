import { useState } from 'react';
import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@pensia/domain/user/org-users.schema';
import { ApiError } from '../../../common/lib/api-client';
import { formatDateTime } from '../../../common/lib/format';
import { notify } from '../../../common/lib/notify';
import { ConfirmDialog } from '../../../common/ui/confirm-dialog';
import { DataTable } from '../../../common/ui/data-table';
import { useRevokeInvitation } from '../api/org-users-queries';
import { nameOf } from './users-table';

/** Invitations still waiting to be accepted, each revoked after a confirmation. */
export function InvitationsTable({ invitations }: { invitations: readonly Invitation[] }) {
  const { t } = useTranslation('orgUsers');
  const revoke = useRevokeInvitation();
  const [asked, setAsked] = useState<Invitation | null>(null);
  if (invitations.length === 0) return <Text c="dimmed" size="sm">{t('invitations.empty')}</Text>;

  const confirm = async () => {
    if (!asked) return;
    try {
      await revoke.mutateAsync(asked.id);
      void notify({ color: 'green', message: t('invitations.revoked', { name: nameOf(asked) }) });
    } catch (error) {
      void notify({ color: 'red', message: error instanceof ApiError ? error.message : t('invite.failedTitle') });
    } finally {
      setAsked(null);
    }
  };

  const columns = (['name', 'personalNumber', 'email', 'role', 'expires', 'actions'] as const).map((c) => ({ label: t(`invitations.columns.${c}`) }));
  return (
    <>
      <DataTable columns={columns} minWidth={760} label={t('invitations.label')}>
        {invitations.map((i) => (
          <Table.Tr key={i.id}>
            <Table.Td>{nameOf(i)}</Table.Td>
            <Table.Td>{i.personalNumber}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{i.email}</Table.Td>
            <Table.Td>{t(`roles.${i.orgRole}`)}</Table.Td>
            <Table.Td>{formatDateTime(i.expiresAt)}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="outline" color="red" aria-label={t('invitations.revokeOf', { name: nameOf(i) })} onClick={() => setAsked(i)}>
                {t('invitations.revoke')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </DataTable>
      <ConfirmDialog
        opened={asked !== null}
        title={t('invitations.confirmTitle')}
        text={t('invitations.confirmText', { name: asked ? nameOf(asked) : '' })}
        cancelLabel={t('invitations.cancel')}
        confirmLabel={t('invitations.revoke')}
        busy={revoke.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
