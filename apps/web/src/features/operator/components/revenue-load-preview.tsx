import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RevenueLoadResult } from '@pensia/domain/revenue/revenue.api';
import type { RevenueLoadPreview } from '@pensia/domain/revenue/revenue-loads.api';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthYear, formatNumber } from '../../../common/lib/format';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';
import { useLoadFilings, usePreviewFilings } from '../api/revenue-load-api';
import type { FileLoad } from './file-load-panel';

const PHONE = '(max-width: 47.99em)';

export interface RevenueLoadPreviewDialogProps {
  preview: RevenueLoadPreview;
  fileName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * What loading a file would do, asked before it is loaded (docs/decisions/0081): its rows, organizations and
 * organization months, and for each organization month the rows stored now against the rows of the file.
 */
export function RevenueLoadPreviewDialog({ preview, fileName, onConfirm, onCancel }: RevenueLoadPreviewDialogProps) {
  const { t } = useTranslation('revenueLoad');
  const closeButton = useCloseButtonProps();
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const more = preview.monthCount - preview.months.length;
  return (
    <Modal closeButtonProps={closeButton} opened onClose={onCancel} centered size="lg" fullScreen={phone} title={t('preview.title')}>
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('preview.file', { name: fileName })}{' '}
          {t('preview.summary', {
            rows: t('preview.rows', { count: preview.rows, n: formatNumber(preview.rows) }),
            organizations: t('preview.organizations', { count: preview.organizations, n: formatNumber(preview.organizations) }),
            months: t('preview.months', { count: preview.monthCount, n: formatNumber(preview.monthCount) }),
          })}
        </Text>
        {preview.replaced > 0 ? (
          <Alert color="yellow" role="note" data-testid="revenue-preview-replaces">
            {t('preview.replaces', {
              rows: t('preview.rows', { count: preview.replaced, n: formatNumber(preview.replaced) }),
              months: t('preview.months', { count: preview.replacedMonths, n: formatNumber(preview.replacedMonths) }),
            })}
          </Alert>
        ) : (
          <Alert color="green" role="note" data-testid="revenue-preview-replaces">
            {t('preview.replacesNothing')}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={300} mah={phone ? undefined : 360}>
          <Table striped withTableBorder fz="sm" verticalSpacing={4} aria-label={t('preview.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('preview.organization')}</Table.Th>
                <Table.Th scope="col">{t('preview.month')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('preview.rowsChange')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.months.map((m) => (
                <Table.Tr key={`${m.organizationCode}-${m.year}-${m.month}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text span size="sm" fw={600}>
                      {m.organizationCode}
                    </Text>{' '}
                    {m.organizationName}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMonthYear(m.year, m.month)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    <Text span size="sm" fw={m.storedRows > 0 ? 700 : undefined} c={m.storedRows > 0 ? undefined : 'dimmed'}>
                      {formatNumber(m.storedRows)}
                    </Text>
                    {' → '}
                    {formatNumber(m.fileRows)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {more > 0 && (
          <Text size="sm" c="dimmed">
            {t('recent.more', { count: more })}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('preview.cancel')}
          </Button>
          <Button data-autofocus color={preview.replaced > 0 ? 'orange' : undefined} onClick={onConfirm}>
            {preview.replaced > 0 ? t('preview.confirmReplace') : t('preview.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A load of the Revenue Service's filings that tells first what it would do: the file is previewed, the
 * operator confirms in a dialog, then it is loaded. A file refused by the preview shows the load's refusal;
 * cancelling keeps the chosen file.
 */
export function usePreviewedLoad(): { load: FileLoad<RevenueLoadResult>; dialog: ReactNode } {
  const preview = usePreviewFilings();
  const loadFilings = useLoadFilings();
  const [asked, setAsked] = useState<{ file: File; preview: RevenueLoadPreview } | null>(null);
  // the file being previewed: an answer about a file no longer chosen opens nothing
  const previewing = useRef<File | null>(null);
  const load: FileLoad<RevenueLoadResult> = {
    mutate(file) {
      loadFilings.reset();
      previewing.current = file;
      preview.mutate(file, { onSuccess: (p) => previewing.current === file && setAsked({ file, preview: p }) });
    },
    reset() {
      previewing.current = null;
      preview.reset();
      loadFilings.reset();
      setAsked(null);
    },
    isPending: preview.isPending || loadFilings.isPending,
    accepted: loadFilings.accepted,
    data: loadFilings.data,
    error: preview.error ?? loadFilings.error,
  };
  const dialog = asked ? (
    <RevenueLoadPreviewDialog
      preview={asked.preview}
      fileName={asked.file.name}
      onCancel={() => setAsked(null)}
      onConfirm={() => {
        setAsked(null);
        loadFilings.mutate(asked.file);
      }}
    />
  ) : null;
  return { load, dialog };
}
