import type { ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NamedCode } from '@pensia/domain/refunds/refunds.api';
import { ApiError } from '../lib/api-client';
import { nameOf } from '../lib/chosen-documents';
import { formatFileSize } from '../lib/format';
import { currentLang } from '../lib/i18n';
import { notify } from '../lib/notify';

/** Labelled values of a record as a definition list: two columns from a small tablet on, one on a phone. */
export function FieldGrid({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * The documents of a request (a refund, an opt-out), each with its type and size and a button that downloads
 * it; a failed download is said in a message.
 */
export function TypedDocumentsDownloads(props: {
  title: string;
  documents: readonly { id: string; name: string; docType: string; size: number }[];
  docTypes: readonly NamedCode[];
  download: (documentId: string) => Promise<void>;
  /** Said when there is no document; nothing is said when absent. */
  empty?: string;
}) {
  const { t } = useTranslation('common');
  const lang = currentLang();
  const get = (id: string) => props.download(id).catch((e: unknown) => notify({ color: 'red', message: e instanceof ApiError ? e.message : String(e) }));
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {props.title}
      </Text>
      {props.documents.length === 0 && props.empty ? <Text size="sm">{props.empty}</Text> : null}
      {props.documents.map((d) => (
        <Group key={d.id} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {d.name} · {nameOf(props.docTypes.find((c) => c.code === d.docType), lang)} · {formatFileSize(d.size)}
          </Text>
          <Button size="compact-xs" variant="light" onClick={() => void get(d.id)} aria-label={t('typedDocuments.download', { name: d.name })}>
            ↓
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
