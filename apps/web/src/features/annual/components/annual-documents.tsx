import { useRef } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AnnualDeclaration } from '@pensia/domain/annual/annual.api';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from '../../../shared/ui/attachment-list';
import { TrashIcon, UploadIcon } from '../../../shared/ui/icons';
import { downloadAnnualDocument, useAddAnnualDocuments, useDeleteAnnualDocument } from '../api/annual-queries';

/** Documents of the year (the payroll's annual summary, explanations): attached and deleted while open, downloaded always. */
export function AnnualDocuments({ annual, editable }: { annual: AnnualDeclaration; editable: boolean }) {
  const { t } = useTranslation('annual');
  const add = useAddAnnualDocuments();
  const remove = useDeleteAnnualDocument();
  const reset = useRef<() => void>(null);
  const attachments = annual.documents.map((d) => ({
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
                  { annual, files },
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
              <AttachmentList
                attachments={attachments}
                load={(a) => downloadAnnualDocument(annual.id, a.attachmentId)}
              />
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
                    onClick={() => remove.mutate({ annual, docId: a.attachmentId })}
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
