import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@pensia/domain/files/upload-limits';
import { formatFileSize } from '../lib/format';
import { openBlobInNewTab, saveBlob } from '../lib/save-file';
import { FileKindIcon } from './file-kind-icon';

/** Kinds a browser shows by itself, offered to open in a new tab besides downloading. */
const VIEWABLE = new Set<Attachment['type']>(['pdf', 'image', 'txt']);

export interface AttachmentListProps {
  attachments: readonly Attachment[];
  load: (attachment: Attachment) => Promise<{ blob: Blob; filename: string }>;
  /** Ids already opened or downloaded, marked as such. */
  opened?: ReadonlySet<string>;
  onOpened?: (attachment: Attachment) => void;
  /** More buttons of an attachment (deleting it), after its own. */
  actions?: (attachment: Attachment) => ReactNode;
}

/** Attachments of a letter or notification: kind icon, name, size, and download (or open) buttons. */
export function AttachmentList({ attachments, load, opened, onOpened, actions }: AttachmentListProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; message: string } | null>(null);

  const run = async (attachment: Attachment, how: 'download' | 'open') => {
    setBusy(`${attachment.attachmentId}:${how}`);
    setFailure(null);
    try {
      if (how === 'open') await openBlobInNewTab(() => load(attachment));
      else {
        const { blob, filename } = await load(attachment);
        saveBlob(blob, filename || attachment.name);
      }
      onOpened?.(attachment);
    } catch (e) {
      setFailure({ id: attachment.attachmentId, message: (e as Error).message || t('attachments.failed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('attachments.title')}>
      {attachments.map((a) => {
        const isOpened = opened?.has(a.attachmentId) ?? false;
        return (
          <Paper key={a.attachmentId} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 220px' }}>
                <FileKindIcon kind={a.type} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {a.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`fileKinds.${a.type}`)} · {formatFileSize(a.size)}
                  </Text>
                </div>
                {isOpened && (
                  <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
                    {t('attachments.opened')}
                  </Badge>
                )}
              </Group>
              <Group gap="xs">
                {VIEWABLE.has(a.type) && (
                  <Button
                    size="xs"
                    variant="default"
                    loading={busy === `${a.attachmentId}:open`}
                    onClick={() => void run(a, 'open')}
                    aria-label={t('attachments.openNamed', { name: a.name })}
                  >
                    {t('attachments.open')}
                  </Button>
                )}
                <Button
                  size="xs"
                  variant="light"
                  loading={busy === `${a.attachmentId}:download`}
                  onClick={() => void run(a, 'download')}
                  aria-label={t('attachments.downloadNamed', { name: a.name })}
                >
                  {t('attachments.download')}
                </Button>
                {actions?.(a)}
              </Group>
            </Group>
            {failure?.id === a.attachmentId && (
              <Text c="red.8" size="sm" mt="xs" role="alert">
                {failure.message}
              </Text>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
