import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';

/** A request's documents as download buttons, one under another (the back office's lists of requests). */
export function DocumentLinks({ documents, download }: { documents: readonly { id: string; name: string }[]; download: (documentId: string) => Promise<unknown> }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={2} align="flex-start">
      {documents.map((d) => (
        <Button
          key={d.id}
          size="compact-xs"
          variant="subtle"
          onClick={() => void download(d.id).catch((e: unknown) => notify({ color: 'red', message: e instanceof ApiError ? e.message : String(e) }))}
          aria-label={t('attachments.downloadNamed', { name: d.name })}
          h="auto"
          py={2}
          maw="100%"
          justify="flex-start"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' } }}
        >
          {d.name}
        </Button>
      ))}
    </Stack>
  );
}
