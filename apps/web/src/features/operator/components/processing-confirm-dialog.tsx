import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ProcessingPreview } from '@pensia/domain/participants/processing.schema';
import { useTranslation } from 'react-i18next';
import { formatMonthYear, formatNumber } from '../../../common/lib/format';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';

export interface ProcessingConfirmDialogProps {
  preview: ProcessingPreview;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The start of a month's processing, asked first (docs/decisions/0081): the month in words, the paid
 * declarations and rows it processes, those left unpaid, a run it resumes.
 */
export function ProcessingConfirmDialog({ preview, onConfirm, onCancel }: ProcessingConfirmDialogProps) {
  const { t } = useTranslation('processing');
  const closeButton = useCloseButtonProps();
  const period = formatMonthYear(preview.year, preview.month);
  return (
    <Modal closeButtonProps={closeButton} opened onClose={onCancel} centered title={t('run.confirmTitle', { period })}>
      <Stack gap="sm">
        {preview.running && (
          <Alert color="blue" role="note">
            {t('run.confirmRunning', { period })}
          </Alert>
        )}
        <Text size="sm" data-testid="processing-confirm-counts">
          {preview.declarations > 0
            ? t('run.confirmCounts', { declarations: formatNumber(preview.declarations), rows: formatNumber(preview.rows) })
            : t('run.confirmNothing', { period })}
        </Text>
        {preview.unpaidDeclarations > 0 && <Text size="sm">{t('run.confirmUnpaid', { count: preview.unpaidDeclarations })}</Text>}
        {preview.pendingSwitches && <Text size="sm">{t('run.confirmSwitches')}</Text>}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('run.confirmCancel')}
          </Button>
          <Button data-autofocus onClick={onConfirm}>
            {t('run.confirmStart')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
