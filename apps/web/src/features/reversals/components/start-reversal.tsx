import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { declarationEndpoints } from '@pensia/domain/declarations-api/declaration.endpoints';
import { isRecordId } from '@pensia/domain/http/ids';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../common/lib/api-client';
import { formatMonthYear } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useCreateReversal } from '../api/reversal-queries';
import { notify } from '../../../common/lib/notify';

/**
 * Confirms the start of a reversal of the declaration given (from its view's "Reversing declaration"
 * button, or from a difference of the Revenue Service comparison with the person's row), with none, all
 * or that person's rows, then opens the new reversal. A refusal (a draft, one being
 * processed, one with a reversal in progress) is shown as the server words it.
 */
export function StartReversal({ declarationId, person, onClose }: { declarationId: string; person?: string; onClose: () => void }) {
  const { t } = useTranslation('reversals');
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  // from a difference of the Revenue Service comparison: that person's row is copied, ready to be corrected
  const [rows, setRows] = useState<'none' | 'all' | 'person'>(person ? 'person' : 'none');
  const create = useCreateReversal();
  const declaration = useQuery({
    queryKey: ['declarations', 'one', declarationId],
    enabled: isRecordId(declarationId),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(declarationEndpoints.get, {
          params: { id: declarationId },
          query: { pageNumber: 1, pageSize: 1 },
          signal,
        })
      ).declaration,
  });
  const d = declaration.data;
  const start = async () => {
    try {
      const r = await create.mutateAsync({ declarationId, rows: rows === 'person' && person ? [person] : rows === 'person' ? 'none' : rows });
      notify({ color: 'green', message: t('start.started') });
      onClose();
      await navigate(paths.declarationViewReversed(prefix, r.id));
    } catch {
      // shown below
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('start.title')}
      centered
      closeButtonProps={{ 'aria-label': t('start.cancel') }}
    >
      <Stack gap="md">
        {d ? (
          <Text>
            {t('start.text', { number: d.declarationNumber ?? '', period: formatMonthYear(d.year, d.month) })}
          </Text>
        ) : null}
        {declaration.isError ? <Alert color="red">{declaration.error.message}</Alert> : null}
        <Radio.Group label={t('start.rows')} value={rows} onChange={(v) => setRows(v === 'all' || v === 'person' ? v : 'none')}>
          <Stack gap="xs" mt="xs">
            {person ? <Radio value="person" label={t('start.rowsPerson', { personalNumber: person })} /> : null}
            <Radio value="none" label={t('start.rowsNone')} />
            <Radio value="all" label={t('start.rowsAll')} />
          </Stack>
        </Radio.Group>
        {create.isError ? (
          <Alert color="red" role="alert">
            {create.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('start.cancel')}
          </Button>
          <Button
            onClick={() => void start()}
            loading={create.isPending}
            disabled={!isRecordId(declarationId)}
            data-autofocus
          >
            {t('start.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
