import { useRef, useState } from 'react';
import { Alert, Button, FileButton, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TEMPLATE_MAX_BYTES, templateColumns } from '@pensia/domain/declarations/template';
import type { Reversal } from '@pensia/domain/reversals/reversal.api';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../common/lib/api-client';
import { formatFileSize } from '../../../common/lib/format';
import { currentLang } from '../../../common/lib/i18n';
import { DownloadIcon, UploadIcon } from '../../../common/ui/icons';
import { useTemplateDownload, useUploadRows } from '../api/reversal-queries';
import { notify } from '../../../common/lib/notify';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface RowError {
  row: number;
  column: string;
  message: string;
}

/** The server's errors of a refused file (`<row>.<column key>` → message), in the order of the file. */
function rowErrorsOf(messages: Record<string, string>, columnName: (key: string) => string): RowError[] {
  return Object.entries(messages)
    .map(([key, message]) => {
      const [row, column = ''] = key.split('.', 2);
      return { row: Number(row), column: columnName(column), message };
    })
    .filter((e) => Number.isInteger(e.row))
    .sort((a, b) => a.row - b.row);
}

/**
 * Rows of the reversal from the monthly declaration's Excel template: one row per personal number, the
 * corrected amounts of a person of the declaration or a person added. A file with any error saves nothing;
 * its errors are listed by row and column.
 */
export function ReversalUpload({ reversal }: { reversal: Reversal }) {
  const { t } = useTranslation('reversals');
  const upload = useUploadRows();
  const template = useTemplateDownload();
  const reset = useRef<() => void>(null);
  const [problem, setProblem] = useState<{ message: string; rows: RowError[] } | null>(null);
  const lang = currentLang();
  // a table where three columns fit, a list on a phone
  const wide = useMediaQuery('(min-width: 40em)', true);
  const columns = templateColumns(reversal.type, 'simple');
  const columnName = (key: string) => columns.find((c) => c.key === key)?.header[lang] ?? key;

  const send = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (file.size > TEMPLATE_MAX_BYTES) {
      setProblem({ message: t('upload.tooLarge', { max: formatFileSize(TEMPLATE_MAX_BYTES) }), rows: [] });
      reset.current?.();
      return;
    }
    upload.mutate(
      { reversal, file },
      {
        onSuccess: (answer) => notify({ color: 'green', message: t('upload.done', { added: answer.added, updated: answer.updated }) }),
        onError: (error) =>
          setProblem({
            message: error.message,
            rows: error instanceof ApiError && error.code === 'REVERSAL_FILE_ROWS_INVALID' ? rowErrorsOf(error.fieldMessages, columnName) : [],
          }),
        onSettled: () => reset.current?.(),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" role="region" aria-labelledby="reversal-upload-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="reversal-upload-title">
            {t('upload.title')}
          </Title>
          <Group gap="sm" wrap="wrap">
            <Button variant="subtle" leftSection={<DownloadIcon />} loading={template.isPending} onClick={() => template.mutate({ type: reversal.type, form: 'simple' })}>
              {t('upload.template')}
            </Button>
            <FileButton resetRef={reset} accept={`${XLSX_MIME},.xlsx`} onChange={send}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<UploadIcon />} loading={upload.isPending}>
                {t('upload.choose')}
              </Button>
            )}
            </FileButton>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t('upload.hint')}
        </Text>
        {template.error ? (
          <Alert color="red" role="alert">
            {template.error.message}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert" title={problem.rows.length > 0 ? t('upload.refused') : undefined}>
            <Stack gap="xs" miw={0}>
              <Text size="sm">{problem.message}</Text>
              {problem.rows.length > 0 && wide ? (
                <Table striped withTableBorder fz="sm" aria-label={t('upload.errorsCaption')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('upload.row')}</Table.Th>
                      <Table.Th scope="col">{t('upload.column')}</Table.Th>
                      <Table.Th scope="col">{t('upload.message')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {problem.rows.map((e) => (
                      <Table.Tr key={`${e.row}.${e.column}`}>
                        <Table.Td>{e.row}</Table.Td>
                        <Table.Td>{e.column}</Table.Td>
                        <Table.Td>{e.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              ) : problem.rows.length > 0 ? (
                <List size="sm" spacing={6} aria-label={t('upload.errorsCaption')}>
                  {problem.rows.map((e) => (
                    <List.Item key={`${e.row}.${e.column}`}>
                      <Text span fw={600} size="sm">
                        {t('upload.row')} {e.row}, {e.column}:
                      </Text>{' '}
                      {e.message}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
