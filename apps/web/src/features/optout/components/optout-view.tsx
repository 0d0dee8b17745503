import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptOutRequest } from '@pensia/domain/optout/optout.api';
import type { NamedCode } from '@pensia/domain/refunds/refunds.api';
import { formatDate, formatDateTime, formatMoney } from '../../../common/lib/format';
import { FieldGrid, TypedDocumentsDownloads } from '../../../common/ui/request-details';
import { OptOutStatusBadge } from './optout-status-badge';

/** An opt-out request: the person, the window, the status, the agency's decision, and its documents to download. */
export function OptOutView({ request, docTypes, download }: { request: OptOutRequest; docTypes: readonly NamedCode[]; download: (documentId: string) => Promise<void> }) {
  const { t } = useTranslation('optout');
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
  return (
    <Stack gap="md">
      <FieldGrid rows={rows} />
      {request.status === 'satisfied' ? (
        <Text size="sm" c="dimmed">
          {t('view.satisfiedNote')}
        </Text>
      ) : null}
      <TypedDocumentsDownloads title={t('view.documents')} documents={request.documents} docTypes={docTypes} download={download} />
    </Stack>
  );
}
