import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { OptOutRequest } from '@pensia/domain/optout/optout.api';
import type { NamedCode } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../../../shared/lib/api-client';
import { formatDate, formatDateTime, formatFileSize, formatMoney } from '../../../shared/lib/format';
import { currentLang } from '../../../shared/lib/i18n';
import { nameOf } from '../lib/optout-form';
import { OptOutStatusBadge } from './optout-status-badge';

/** An opt-out request: the person, the window, the status, the agency's decision, and its documents to download. */
export function OptOutView({ request, docTypes, download }: { request: OptOutRequest; docTypes: readonly NamedCode[]; download: (documentId: string) => Promise<void> }) {
  const { t } = useTranslation('optout');
  const lang = currentLang();
  const rows: [string, React.ReactNode][] = [
    [t('columns.person'), `${request.firstName} ${request.lastName}`],
    [t('columns.personalNumber'), <Text key="pn" ff="monospace" size="sm">{request.personalNumber}</Text>],
    [t('view.birthDate'), formatDate(request.birthDate)],
    [t('columns.window'), t('window', { opens: formatDate(request.window.opens), closes: formatDate(request.window.closes) })],
    [t('columns.date'), formatDateTime(request.date)],
    [t('columns.status'), <OptOutStatusBadge key="s" status={request.status} />],
    [t('columns.statusDate'), formatDateTime(request.statusDate)],
  ];
  if (request.comment) rows.push([t('form.comment'), request.comment]);
  if (request.decisionReason) rows.push([t('view.decisionReason'), request.decisionReason]);
  if (request.returnedToOrganization !== null) rows.push([t('view.returned'), formatMoney(request.returnedToOrganization)]);
  const get = (id: string) => download(id).catch((e: unknown) => notifications.show({ color: 'red', message: e instanceof ApiError ? e.message : String(e) }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {request.status === 'satisfied' ? (
        <Text size="sm" c="dimmed">
          {t('view.satisfiedNote')}
        </Text>
      ) : null}
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('view.documents')}
        </Text>
        {request.documents.map((d) => (
          <Group key={d.id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {d.name} · {nameOf(docTypes.find((c) => c.code === d.docType), lang)} · {formatFileSize(d.size)}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => void get(d.id)} aria-label={t('actions.download', { name: d.name })}>
              ↓
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
