import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@pensia/domain/files/upload-limits';
import { AttachmentList } from './attachment-list';
import { TrashIcon, UploadIcon } from './icons';
import { notify } from '../lib/notify';

export interface DocumentListProps {
  /** The documents attached to the record. */
  documents: readonly { id: string; name: string; type: string; size: number }[];
  /** Whether documents may be attached and deleted (the record is still open). */
  editable: boolean;
  /** Attaches the files chosen; its failure is shown above the list. */
  onAdd: (files: File[]) => Promise<unknown>;
  onDelete: (documentId: string) => Promise<unknown>;
  /** Fetches a document's file, to open or download. */
  load: (documentId: string) => Promise<{ blob: Blob; filename: string }>;
}

/**
 * The documents of a correction (a reversing or an annual declaration): attached and deleted while it is open,
 * opened and downloaded always.
 */
export function DocumentList({ documents, editable, onAdd, onDelete, load }: DocumentListProps) {
  const { t } = useTranslation('common');
  const reset = useRef<() => void>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const attachments = documents.map((d) => ({ attachmentId: d.id, name: d.name, type: d.type as Attachment['type'], size: d.size }));

  const add = (files: File[]) => {
    if (files.length === 0) return;
    setAdding(true);
    setFailure(null);
    onAdd(files)
      .then(() => notify({ color: 'green', message: t('documents.added') }))
      .catch((e: Error) => setFailure(e))
      .finally(() => {
        setAdding(false);
        reset.current?.();
      });
  };
  const remove = (id: string) => {
    setDeleting(id);
    setFailure(null);
    onDelete(id)
      .catch((e: Error) => setFailure(e))
      .finally(() => setDeleting(null));
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('documents.title')}
          </Title>
          {editable ? (
            <FileButton resetRef={reset} multiple onChange={add}>
              {(props) => (
                <Button {...props} variant="light" leftSection={<UploadIcon />} loading={adding}>
                  {t('documents.add')}
                </Button>
              )}
            </FileButton>
          ) : null}
        </Group>
        {editable ? (
          <Text size="xs" c="dimmed">
            {t('documents.hint')}
          </Text>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('documents.empty')}
          </Text>
        ) : (
          <AttachmentList
            attachments={attachments}
            load={(a) => load(a.attachmentId)}
            actions={
              editable
                ? (a) => (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('documents.delete', { name: a.name })}
                      loading={deleting === a.attachmentId}
                      onClick={() => remove(a.attachmentId)}
                    >
                      <TrashIcon />
                    </ActionIcon>
                  )
                : undefined
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
