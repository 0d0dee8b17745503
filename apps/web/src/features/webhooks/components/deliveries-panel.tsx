import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookEndpoint } from '@pensia/domain/webhooks/webhooks';
import { ApiError } from '../../../common/lib/api-client';
import { formatDateTime } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { notify } from '../../../common/lib/notify';
import { PagedTable } from '../../../common/ui/paged-table';
import { DELIVERIES_PAGE_SIZE, useResendDelivery, useWebhookDeliveries } from '../api/webhook-queries';

const STATUS_COLOR = { pending: 'yellow', delivered: 'green', failed: 'red' } as const;

/** An endpoint's deliveries, the newest first: event, time, status, tries, the last answer; each may be sent again. */
export function DeliveriesPanel({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('webhooks');
  const lang = currentLang();
  const [pageNumber, setPageNumber] = useState(1);
  const query = useWebhookDeliveries(endpoint.id, pageNumber);
  const resend = useResendDelivery();
  const sendAgain = async (d: WebhookDelivery) => {
    try {
      await resend.mutateAsync(d.id);
      notify({ color: 'green', message: t('deliveries.resent') });
    } catch (error) {
      notify({ color: 'red', message: error instanceof ApiError ? error.message : t('deliveries.resendFailed') });
    }
  };
  const lastAnswer = (d: WebhookDelivery) => (d.lastStatusCode !== null ? String(d.lastStatusCode) : d.lastError ? t('deliveries.noAnswer') : '—');
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-deliveries-title">
      <Title order={2} size="h3" id="webhook-deliveries-title">
        {t('deliveries.title')}
      </Title>
      <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
        {endpoint.description ? `${endpoint.description} — ` : ''}
        {endpoint.url}
      </Text>
      <PagedTable
        query={query}
        pageNumber={pageNumber}
        pageSize={DELIVERIES_PAGE_SIZE}
        onPageChange={setPageNumber}
        emptyTitle={t('deliveries.emptyTitle')}
        emptyText={t('deliveries.emptyText')}
        minWidth={760}
        columns={[
          { label: t('deliveries.event') },
          { label: t('deliveries.time') },
          { label: t('deliveries.status') },
          { label: t('deliveries.attempts'), numeric: true },
          { label: t('deliveries.lastAnswer') },
          { label: t('deliveries.actions') },
        ]}
      >
        {(d) => (
          <Table.Tr key={d.id} data-testid="webhook-delivery">
            <Table.Td>
              <Text size="sm">{t(`events.${d.eventType}`)}</Text>
              <Text size="xs" c="dimmed">
                {d.eventType}
              </Text>
            </Table.Td>
            <Table.Td>{formatDateTime(new Date(d.createdAt), lang)}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[d.status]} variant="light">
                {t(`status.${d.status}`)}
              </Badge>
              {d.status === 'pending' && d.nextAttemptAt && d.attempts > 0 ? (
                <Text size="xs" c="dimmed">
                  {t('deliveries.nextAttempt', { time: formatDateTime(new Date(d.nextAttemptAt), lang) })}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td ta="right">{d.attempts}</Table.Td>
            <Table.Td title={d.lastError ?? d.lastResponse ?? undefined}>{lastAnswer(d)}</Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void sendAgain(d)} loading={resend.isPending && resend.variables === d.id} aria-label={t('deliveries.resendOf', { event: t(`events.${d.eventType}`) })}>
                  {t('deliveries.resend')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </PagedTable>
    </Stack>
  );
}
