import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@pensia/domain/banking/iban';
import type { NamedCode, Refund } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../../../shared/lib/api-client';
import { formatDate, formatDateTime, formatFileSize, formatMoney } from '../../../shared/lib/format';
import { currentLang } from '../../../shared/lib/i18n';
import { nameOf } from '../lib/refund-form';
import { RefundStatusBadge } from './refund-status-badge';

/** A refund request: its fields, the agency's decision, and its documents to download. */
export function RefundView({ refund, docTypes, download }: { refund: Refund; docTypes: readonly NamedCode[]; download: (documentId: string) => Promise<void> }) {
  const { t } = useTranslation('refunds');
  const lang = currentLang();
  const rows: [string, React.ReactNode][] = [
    [t('columns.date'), formatDateTime(refund.date)],
    [t('columns.amount'), formatMoney(refund.amount)],
    [t('columns.accountNumber'), <Text key="a" ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>{formatIban(refund.accountNumber)}</Text>],
    [t('view.bankDetails'), refund.bankDetails],
    [t('columns.status'), <RefundStatusBadge key="s" status={refund.status} />],
  ];
  if (refund.decidedAt) rows.push([t('view.decidedAt'), formatDateTime(refund.decidedAt)]);
  if (refund.paidOn) rows.push([t('view.paidOn'), formatDate(refund.paidOn)]);
  if (refund.decisionReason) rows.push([t('view.decisionReason'), refund.decisionReason]);
  const get = (id: string) =>
    download(id).catch((e: unknown) => notifications.show({ color: 'red', message: e instanceof ApiError ? e.message : String(e) }));
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
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('view.documents')}
        </Text>
        {refund.documents.length === 0 ? <Text size="sm">{t('view.noDocuments')}</Text> : null}
        {refund.documents.map((d) => (
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
