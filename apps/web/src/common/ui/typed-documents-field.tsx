import { Button, CloseButton, FileButton, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@pensia/domain/files/upload-limits';
import type { NamedCode } from '@pensia/domain/refunds/refunds.api';
import { nameOf, type ChosenDocument } from '../lib/chosen-documents';
import { fieldErrorText } from '../lib/form-errors';
import { formatFileSize } from '../lib/format';
import { currentLang } from '../lib/i18n';

export type { ChosenDocument } from '../lib/chosen-documents';

const ACCEPTED = '.pdf,.djvu,.doc,.docx,.xls,.xlsx,.txt,.png,.jpg,.jpeg,.zip,.rar,.7z';

export interface TypedDocumentsFieldProps<T extends string> {
  legend: string;
  hint: string;
  docTypes: readonly NamedCode[];
  /** Documents the record already has; those in `removed` are taken off when the form is sent. */
  kept: readonly { id: string; name: string; docType: string }[];
  removed: readonly string[];
  onToggleRemoved: (id: string) => void;
  /** Files chosen in this form, each with its type. */
  chosen: readonly ChosenDocument<T>[];
  onAdd: (files: File[]) => void;
  onTypeChange: (key: string, docType: T | '') => void;
  onRemove: (key: string) => void;
  /** The field's error (a message code or text), shown under the list. */
  error?: string;
  /** Whether the type of a chosen file is wanting (its select is marked). */
  typeWanting?: boolean;
}

/**
 * Documents of a request (a refund, an opt-out): those already attached, each can be taken off and put
 * back; files chosen now, each with its type and size (too large in red); a button to choose more.
 */
export function TypedDocumentsField<T extends string>(props: TypedDocumentsFieldProps<T>) {
  const { t } = useTranslation('common');
  const lang = currentLang();
  const { docTypes, kept, removed, chosen } = props;
  return (
    <Stack gap={6} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw="var(--mantine-font-weight-medium)" size="sm">
        {props.legend}
      </Text>
      <Text size="xs" c="dimmed">
        {props.hint}
      </Text>
      {kept.length ? (
        <Stack gap={4} aria-label={t('typedDocuments.kept')}>
          {kept.map((d) => {
            const isRemoved = removed.includes(d.id);
            return (
              <Group key={d.id} justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" td={isRemoved ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
                  {d.name} · {nameOf(docTypes.find((c) => c.code === d.docType), lang)}
                  {isRemoved ? ` (${t('typedDocuments.takenOff')})` : ''}
                </Text>
                <Button size="compact-xs" variant="subtle" color={isRemoved ? 'gray' : 'red'} onClick={() => props.onToggleRemoved(d.id)}>
                  {isRemoved ? t('typedDocuments.putBack') : t('typedDocuments.takeOff')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      ) : null}
      {chosen.map((d) => (
        <Paper key={d.key} withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={d.file.size > MAX_UPLOAD_BYTES ? 'red' : undefined}>
                {d.file.name} · {formatFileSize(d.file.size)}
              </Text>
              <NativeSelect
                size="xs"
                aria-label={t('typedDocuments.type', { name: d.file.name })}
                value={d.docType}
                onChange={(e) => props.onTypeChange(d.key, e.currentTarget.value as T | '')}
                data={[{ value: '', label: t('typedDocuments.chooseType') }, ...docTypes.map((c) => ({ value: c.code, label: nameOf(c, lang) }))]}
                error={!d.docType && props.typeWanting ? true : undefined}
              />
            </Stack>
            <CloseButton aria-label={t('typedDocuments.remove', { name: d.file.name })} onClick={() => props.onRemove(d.key)} />
          </Group>
        </Paper>
      ))}
      <Group>
        <FileButton onChange={props.onAdd} multiple accept={ACCEPTED}>
          {(buttonProps) => (
            <Button variant="light" size="xs" {...buttonProps}>
              {t('typedDocuments.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {props.error ? (
        <Text size="sm" c="red" role="alert">
          {fieldErrorText({ message: props.error })}
        </Text>
      ) : null}
    </Stack>
  );
}
