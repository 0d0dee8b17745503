import { useRef } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Reversal } from '@pensia/domain/reversals/reversal.api';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from '../../../shared/ui/attachment-list';
import { TrashIcon, UploadIcon } from '../../../shared/ui/icons';
import { downloadDocument, useAddDocuments, useDeleteDocument } from '../api/reversal-queries';

/** Documents explaining the correction: attached and deleted while the reversal is in progress, downloaded always. */
export function ReversalDocuments({ reversal, editable }: { reversal: Reversal; editable: boolean }) {
  const { t } = useTranslation('reversals');
  const add = useAddDocuments();
  const remove = useDeleteDocument();
  const reset = useRef<() => void>(null);
  const attachments = reversal.documents.map((d) => ({
    attachmentId: d.id,
    name: d.name,
    type: d.type as never,
    size: d.size,
  }));
  const failure = add.error ?? remove.error;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('docs.title')}
          </Title>
          {editable ? (
            <FileButton
              resetRef={reset}
              multiple
              onChange={(files) => {
                if (files.length === 0) return;
                add.mutate(
                  { reversal, files },
                  {
                    onSuccess: () => notifications.show({ color: 'green', message: t('docs.added') }),
                    onSettled: () => reset.current?.(),
                  },
                );
              }}
            >
              {(props) => (
                <Button {...props} variant="light" leftSection={<UploadIcon />} loading={add.isPending}>
                  {t('docs.add')}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
        {editable ? (
          <Text size="xs" c="dimmed">
            {t('docs.hint')}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('docs.empty')}
          </Text>
        ) : (
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <AttachmentList attachments={attachments} load={(a) => downloadDocument(reversal.id, a.attachmentId)} />
            </div>
            {editable ? (
              <Stack gap="xs">
                {attachments.map((a) => (
                  <ActionIcon
                    key={a.attachmentId}
                    variant="subtle"
                    color="red"
                    aria-label={t('docs.delete', { name: a.name })}
                    loading={remove.isPending && remove.variables?.docId === a.attachmentId}
                    onClick={() => remove.mutate({ reversal, docId: a.attachmentId })}
                  >
                    <TrashIcon />
                  </ActionIcon>
                ))}
              </Stack>
            ) : null}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
