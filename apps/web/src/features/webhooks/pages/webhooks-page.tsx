import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@pensia/domain/webhooks/webhooks';
import { ApiError } from '../../../common/lib/api-client';
import { formatDateTime } from '../../../common/lib/format';
import { notify } from '../../../common/lib/notify';
import { useSession } from '../../../common/session/session-store';
import { ConfirmDialog } from '../../../common/ui/confirm-dialog';
import { DataTable } from '../../../common/ui/data-table';
import { EmptyListState } from '../../../common/ui/empty-list-state';
import { PageLayout } from '../../../common/ui/page-layout';
import { QueryState } from '../../../common/ui/query-state';
import { useRemoveWebhookEndpoint, useWebhookEndpoints } from '../api/webhook-queries';
import { AddEndpointDialog } from '../components/add-endpoint-dialog';
import { DeliveriesPanel } from '../components/deliveries-panel';

/** `webhooks`: the organization's endpoints for payroll software, their deliveries; its administrator's screen. */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const isAdministrator = useSession((s) => s.user?.orgRole === 'administrator');
  const endpoints = useWebhookEndpoints(isAdministrator);
  const remove = useRemoveWebhookEndpoint();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [shown, show] = useState<string | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      if (shown === removing.id) show(null);
      notify({ color: 'green', message: t('list.removed') });
    } catch (error) {
      notify({ color: 'red', message: error instanceof ApiError ? error.message : t('list.removeFailed') });
    }
    setRemoving(null);
  };

  if (!isAdministrator) {
    return (
      <PageLayout title={t('title')}>
        <Alert color="orange" role="status">
          {t('onlyAdministrators')}
        </Alert>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={t('title')} subtitle={t('subtitle')}>
      <Stack gap="sm" component="section" aria-labelledby="webhook-endpoints-title">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id="webhook-endpoints-title">
            {t('list.title')}
          </Title>
          <Button onClick={() => setAdding(true)}>{t('list.add')}</Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('list.description')}
        </Text>
        <QueryState query={endpoints}>
          {(list) =>
            list.length === 0 ? (
              <EmptyListState title={t('list.emptyTitle')} description={t('list.emptyText')} />
            ) : (
              <DataTable
                minWidth={760}
                label={t('list.title')}
                columns={[{ label: t('list.url') }, { label: t('list.descriptionColumn') }, { label: t('list.events') }, { label: t('list.created') }, { label: t('list.actions') }]}
              >
                {list.map((e) => (
                  <Table.Tr key={e.id} data-testid="webhook-endpoint" aria-selected={shown === e.id || undefined}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{e.url}</Table.Td>
                    <Table.Td>{e.description || '—'}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{e.eventTypes.map((type) => t(`events.${type}`)).join(', ')}</Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(new Date(e.createdAt))}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="wrap">
                        <Button size="xs" variant={shown === e.id ? 'filled' : 'light'} onClick={() => show(e.id)} aria-pressed={shown === e.id} aria-label={t('list.deliveriesOf', { url: e.url })}>
                          {t('list.deliveries')}
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setRemoving(e)} aria-label={t('list.removeOf', { url: e.url })}>
                          {t('list.remove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </DataTable>
            )
          }
        </QueryState>
      </Stack>
      {(() => {
        const endpoint = endpoints.data?.find((e) => e.id === shown);
        return endpoint ? <DeliveriesPanel key={endpoint.id} endpoint={endpoint} /> : null;
      })()}
      <AddEndpointDialog opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('remove.title')}
        text={t('remove.text', { url: removing?.url ?? '' })}
        cancelLabel={t('remove.cancel')}
        confirmLabel={t('remove.confirm')}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </PageLayout>
  );
}
