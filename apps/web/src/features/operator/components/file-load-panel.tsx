import { Alert, Button, FileInput, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../common/lib/format';

/** What a load of a file is doing: a mutation of react-query taking the file. */
export interface FileLoad<R> {
  mutate(file: File): void;
  reset(): void;
  isPending: boolean;
  /** The server took the file and goes on loading it after answering (docs/decisions/0083): being loaded. */
  accepted?: boolean;
  data?: R | undefined;
  error: unknown;
}

/** The words of the panel, in the words of its screen. */
export interface FileLoadLabels {
  title: string;
  file: string;
  hint: string;
  placeholder: string;
  /** The name of the button that takes the chosen file away. */
  clear: string;
  submit: string;
  /** The title of a refusal, and what to do about it (optional). */
  refused: string;
  refusedHint?: string;
  /** Said when the refusal has no words of its own. */
  failed: string;
  /** Said while the server goes on loading a file it took (a load that takes longer than a request waits). */
  accepted?: string;
}

/** The namespaces of the screens that load a file, each with its words of the panel under `upload`. */
export type FileLoadNamespace = 'statements' | 'revenueLoad';

/**
 * The words of the panel of a screen, from the `upload` keys of its namespace (`label` is the title; what to
 * do about a refusal only where the namespace has `refusedHint`).
 */
export function useFileLoadLabels(ns: FileLoadNamespace): FileLoadLabels {
  const { t, i18n } = useTranslation(ns);
  const hint = `${ns}:upload.refusedHint`;
  // a key of one of the namespaces only, so not one the typed `t` takes for both
  return {
    title: t('upload.label'),
    file: t('upload.file'),
    hint: t('upload.hint'),
    placeholder: t('upload.placeholder'),
    clear: t('upload.clear'),
    submit: t('upload.submit'),
    refused: t('upload.refused'),
    refusedHint: i18n.exists(hint) ? i18n.t(hint, { defaultValue: '' }) : undefined,
    failed: t('upload.failed'),
    accepted: t('upload.accepted'),
  };
}

export interface FileLoadPanelProps<R> {
  labels: FileLoadLabels;
  /** The file types offered by the file chooser. */
  accept: string;
  load: FileLoad<R>;
  /** What a load answered (LoadFigures). */
  result: (data: R) => ReactNode;
  /** A test id of the refusal's text. */
  refusalTestId?: string;
}

const errorText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * The back office's panel of loading a file (a bank statement, a Revenue Service file): a file chooser and its
 * button, then what the load answered or why the file was refused. Choosing another file clears the answer.
 */
export function FileLoadPanel<R>({ labels, accept, load, result, refusalTestId }: FileLoadPanelProps<R>) {
  const [file, setFile] = useState<File | null>(null);
  // the file the answer is about: another file chosen hides it at once, before the load's own reset is seen
  const [sent, setSent] = useState<File | null>(null);
  const answered = file !== null && sent === file;
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="lg">
      <form
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return;
          setSent(file);
          load.mutate(file);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={titleId}>
            {labels.title}
          </Title>
          <Group align="flex-end" wrap="wrap">
            <FileInput
              label={labels.file}
              description={labels.hint}
              placeholder={labels.placeholder}
              accept={accept}
              value={file}
              onChange={(f) => {
                setFile(f);
                load.reset();
              }}
              clearable
              clearButtonProps={{ 'aria-label': labels.clear }}
              style={{ flex: '1 1 260px', minWidth: 0 }}
            />
            <Button type="submit" disabled={!file} loading={load.isPending}>
              {labels.submit}
            </Button>
          </Group>
          {answered && load.isPending && load.accepted && labels.accepted ? (
            <Alert color="blue" role="status" data-testid="load-accepted">
              <Group gap="xs" wrap="nowrap">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{labels.accepted}</Text>
              </Group>
            </Alert>
          ) : null}
          {answered && load.data !== undefined && result(load.data)}
          {answered && load.error ? (
            <Alert color="red" title={labels.refused} role="alert">
              <Stack gap={4}>
                <Text size="sm" data-testid={refusalTestId} style={{ overflowWrap: 'anywhere' }}>
                  {errorText(load.error, labels.failed)}
                </Text>
                {labels.refusedHint && <Text size="sm">{labels.refusedHint}</Text>}
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

/** The counts a load answered, each above its words, in a green box (yellow when `warn`). */
export function LoadFigures({
  title,
  warn,
  figures,
}: {
  title: string;
  warn: boolean;
  figures: readonly { label: string; value: number; testId: string }[];
}) {
  return (
    <Alert color={warn ? 'yellow' : 'green'} title={title} role="status">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" mt="xs">
        {figures.map((f) => (
          <Stack key={f.testId} gap={0}>
            <Text size="xl" fw={700} data-testid={f.testId}>
              {formatNumber(f.value)}
            </Text>
            <Text size="sm">{f.label}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Alert>
  );
}
