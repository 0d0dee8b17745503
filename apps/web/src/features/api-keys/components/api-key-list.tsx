import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '@pensia/domain/user/api-keys.api';
import { ApiError } from '../../../common/lib/api-client';
import { formatDate, formatDateTime } from '../../../common/lib/format';
import { notify } from '../../../common/lib/notify';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { useRevokeApiKey } from '../api/api-key-queries';
import { SCOPE_LABEL } from '../lib/scope-label';

/** Whether a key still works: not revoked, and its last day not past. */
function stateOf(key: ApiKey, now: number): 'active' | 'revoked' | 'expired' {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now) return 'expired';
  return 'active';
}

const STATE_COLOR = { active: 'green', revoked: 'gray', expired: 'orange' } as const;

/** A badge whose words wrap instead of being cut (Georgian names of scopes are long). */
const WRAPPING_BADGE = { root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } } as const;

/** The last day a key works: the day before the instant it stops (the end of that day in Georgia). */
const lastDayOf = (expiresAt: string) => formatDate(new Date(new Date(expiresAt).getTime() - 1));

/** The organization's keys: name, first characters, scopes, dates, state; revoking one after a confirmation. */
export function ApiKeyList({ keys }: { keys: readonly ApiKey[] }) {
  const { t } = useTranslation('apiKeys');
  const { t: tc } = useTranslation('common');
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [now] = useState(() => Date.now());

  if (!keys.length) return <EmptyListState title={t('list.emptyTitle')} description={t('list.emptyText')} />;

  const confirmRevoke = () => {
    if (!revoking) return;
    const key = revoking;
    revoke.mutate(key.id, {
      onSuccess: () => {
        setRevoking(null);
        notify({ color: 'green', message: t('revoke.done', { name: key.name }) });
      },
      onError: (error) => setFailure(error instanceof ApiError ? error.message : t('revoke.failed')),
    });
  };

  const columns = [
    { label: t('list.name') },
    { label: t('list.key') },
    { label: t('list.scopes') },
    { label: t('list.created') },
    { label: t('list.expires') },
    { label: t('list.lastUsed') },
    { label: t('list.state') },
    { label: t('list.actions') },
  ];
  return (
    <>
      <DataTable columns={columns} minWidth={1000} label={t('list.label')}>
        {keys.map((key) => {
          const state = stateOf(key, now);
          return (
            <Table.Tr key={key.id} data-testid={`api-key-${key.id}`}>
              <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>{key.name}</Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>{`${key.prefix}…`}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  {key.scopes.map((scope) => (
                    <Badge key={scope} variant="light" size="sm" tt="none" title={scope} styles={WRAPPING_BADGE}>
                      {t(SCOPE_LABEL[scope])}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(key.createdAt)}</Text>
                <Text size="xs" c="dimmed">{key.createdBy}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{key.expiresAt ? lastDayOf(key.expiresAt) : t('list.noExpiry')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : t('list.neverUsed')}</Table.Td>
              <Table.Td>
                <Badge color={STATE_COLOR[state]} variant="light" styles={WRAPPING_BADGE}>
                  {t(`state.${state}`)}
                </Badge>
                {key.revokedAt ? <Text size="xs" c="dimmed">{formatDateTime(key.revokedAt)}</Text> : null}
              </Table.Td>
              <Table.Td>
                {state !== 'revoked' ? (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      setFailure(null);
                      setRevoking(key);
                    }}
                    aria-label={t('revoke.buttonOf', { name: key.name })}
                  >
                    {t('revoke.button')}
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </DataTable>
      <Modal opened={!!revoking} onClose={() => setRevoking(null)} title={t('revoke.title')} centered closeButtonProps={{ 'aria-label': tc('actions.close') }}>
        {revoking ? (
          <Stack gap="md">
            <Text>{t('revoke.text', { name: revoking.name, prefix: `${revoking.prefix}…` })}</Text>
            {failure ? (
              <Text c="red" size="sm" role="alert">
                {failure}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRevoking(null)} data-autofocus>
                {t('revoke.cancel')}
              </Button>
              <Button color="red" onClick={confirmRevoke} loading={revoke.isPending}>
                {t('revoke.confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
