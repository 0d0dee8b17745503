import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { paymentOrderApi, type PaymentOrderDocument } from '@pensia/domain/finance/transactions.api';
import { ApiError, apiBlob } from '../lib/api-client';
import { saveBlob } from '../lib/save-file';
import { DownloadIcon } from './icons';
import { notify } from '../lib/notify';

/** Saves the payment order (PDF) of what a declaration or a fine still owes. */
function usePaymentOrderDownload() {
  return useMutation({
    mutationFn: async (doc: { id: string; type: PaymentOrderDocument }) => {
      const { blob, filename } = await apiBlob(paymentOrderApi.download, { query: { documentNumberId: doc.id, documentType: doc.type } });
      saveBlob(blob, filename);
    },
  });
}

/**
 * Downloads the payment order (PDF) of what a declaration or a fine still owes. When the payments already
 * cover it, the server's message ("nothing is owed") is shown instead.
 */
export function PaymentOrderButton({ id, type, size = 'sm' }: { id: string; type: PaymentOrderDocument; size?: 'xs' | 'sm' | 'compact-xs' }) {
  const { t } = useTranslation('transactions');
  const download = usePaymentOrderDownload();
  return (
    <Button
      variant="light"
      size={size}
      leftSection={<DownloadIcon />}
      loading={download.isPending}
      title={t('paymentOrder.label')}
      onClick={() =>
        download.mutate(
          { id, type },
          { onError: (e) => notify({ color: e instanceof ApiError && e.status === 409 ? 'orange' : 'red', message: e instanceof ApiError && e.message ? e.message : t('paymentOrder.failed') }) },
        )
      }
    >
      {t('paymentOrder.button')}
    </Button>
  );
}
