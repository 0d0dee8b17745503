import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatIban } from '@pensia/domain/banking/iban';
import type { NamedCode, Refund } from '@pensia/domain/refunds/refunds.api';
import { formatDate, formatDateTime, formatMoney } from '../../../common/lib/format';
import { FieldGrid, TypedDocumentsDownloads } from '../../../common/ui/request-details';
import { RefundStatusBadge } from './refund-status-badge';

/** A refund request: its fields, the agency's decision, and its documents to download. */
export function RefundView({ refund, docTypes, download }: { refund: Refund; docTypes: readonly NamedCode[]; download: (documentId: string) => Promise<void> }) {
  const { t } = useTranslation('refunds');
  const rows: [string, React.ReactNode][] = [
    [t('columns.date'), formatDateTime(refund.date)],
    [t('columns.amount'), formatMoney(refund.amount)],
    [t('columns.accountNumber'), <Text key="a" ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>{formatIban(refund.accountNumber)}</Text>],
    [t('view.bankDetails'), refund.bankDetails],
    [t('columns.status'), <RefundStatusBadge key="s" status={refund.status} awaitingApproval={refund.awaitingApproval} />],
  ];
  if (refund.decidedAt) rows.push([t('view.decidedAt'), formatDateTime(refund.decidedAt)]);
  if (refund.paidOn) rows.push([t('view.paidOn'), formatDate(refund.paidOn)]);
  if (refund.decisionReason) rows.push([t('view.decisionReason'), refund.decisionReason]);
  return (
    <Stack gap="md">
      <FieldGrid rows={rows} />
      <TypedDocumentsDownloads title={t('view.documents')} documents={refund.documents} docTypes={docTypes} download={download} empty={t('view.noDocuments')} />
    </Stack>
  );
}
