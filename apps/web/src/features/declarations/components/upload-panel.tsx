import '@mantine/dropzone/styles.css';
import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useTranslation } from 'react-i18next';
import { columnLetter, TEMPLATE_MAX_BYTES, templateColumns, type Declaration } from '@pensia/domain';
import { currentLang } from '../../../shared/lib/i18n';
import { formatFileSize, formatNumber } from '../../../shared/lib/format';
import { newIdempotencyKey, useUploadTemplate, type UploadMode } from '../api/declaration-queries';
import { draftStorage, type RejectedRow, type UploadReport } from '../lib/draft-storage';
import { writeProblemOf, type WriteProblem } from '../lib/write-errors';
import { FileIcon, UploadIcon } from '../../../shared/ui/icons';
import { IssueText } from './issue-text';
import { WriteProblemAlert } from './write-problem-alert';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Uploads a filled template (.xlsx, at most 7 MB): its rows replace the declaration's or are added to them. */
export function UploadPanel({ declaration, onUploaded, onReload }: { declaration: Declaration; onUploaded: (report: UploadReport) => void; onReload: () => void }) {
  const { t } = useTranslation('declarations');
  const upload = useUploadTemplate();
  const [mode, setMode] = useState<UploadMode>(declaration.totals.rowCount > 0 ? 'append' : 'replace');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [problem, setProblem] = useState<WriteProblem | null>(null);
  // one key per chosen file: a retried upload of the same file is not filed twice
  const attempt = useRef<{ file: File; key: string } | null>(null);
  const openRef = useRef<() => void>(null);

  const send = async (file: File) => {
    setRefusal(null);
    setProblem(null);
    if (attempt.current?.file !== file) attempt.current = { file, key: newIdempotencyKey() };
    try {
      const answer = await upload.mutateAsync({ declaration, file, mode, key: attempt.current.key });
      const report: UploadReport = {
        fileName: file.name,
        accepted: answer.accepted,
        rejected: answer.rejected,
        rows: answer.rows,
        rejectedRows: answer.rejectedRows,
      };
      draftStorage.writeReport(declaration.id, report);
      attempt.current = null;
      onUploaded(report);
    } catch (error) {
      setProblem(writeProblemOf(error, t('upload.failed')));
    }
  };

  const onReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setRefusal(code === 'file-too-large' ? t('upload.tooLarge', { max: formatFileSize(TEMPLATE_MAX_BYTES) }) : code === 'too-many-files' ? t('upload.oneFile') : t('upload.wrongType'));
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {t('upload.title')}
        </Title>
        <Radio.Group label={t('upload.mode')} value={mode} onChange={(v) => setMode(v as UploadMode)}>
          <Group gap="lg" mt={4}>
            <Radio value="append" label={t('upload.append')} />
            <Radio value="replace" label={t('upload.replace')} />
          </Group>
        </Radio.Group>
        <Dropzone
          openRef={openRef}
          onDrop={(files) => files[0] && void send(files[0])}
          onReject={onReject}
          maxSize={TEMPLATE_MAX_BYTES}
          multiple={false}
          accept={{ [XLSX_MIME]: ['.xlsx'] }}
          loading={upload.isPending}
          activateOnClick={false}
          aria-label={t('upload.dropzone')}
          name="file"
        >
          <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }} wrap="wrap">
            <Dropzone.Accept>
              <UploadIcon size={36} />
            </Dropzone.Accept>
            <Dropzone.Idle>
              <FileIcon size={36} />
            </Dropzone.Idle>
            <Stack gap={2} align="center">
              <Text size="md" ta="center">
                {t('upload.drop')}
              </Text>
              <Text size="sm" c="dimmed" ta="center">
                {t('upload.limits', { max: formatFileSize(TEMPLATE_MAX_BYTES) })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        <Group>
          <Button leftSection={<UploadIcon />} onClick={() => openRef.current?.()} loading={upload.isPending}>
            {t('upload.choose')}
          </Button>
        </Group>
        {refusal ? (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <WriteProblemAlert problem={problem} onReload={onReload} onClose={() => setProblem(null)} />
      </Stack>
    </Paper>
  );
}

/**
 * What an upload did: rows accepted, and every rejected row with its row number, column and message; each
 * rejected row can be fixed in place (opened in the row form with what the file held).
 */
export function UploadReportView({ declaration, report, onFix, onDismiss }: { declaration: Declaration; report: UploadReport; onFix: (row: RejectedRow) => void; onDismiss: () => void }) {
  const { t } = useTranslation('declarations');
  const lang = currentLang();
  const columns = templateColumns(declaration.type, declaration.form);
  const columnName = (key: string | null) => {
    if (!key) return t('upload.wholeRow');
    const index = columns.findIndex((c) => c.key === key);
    return index < 0 ? key : `${columns[index]!.header[lang]} (${columnLetter(index)})`;
  };
  const pending = new Set(report.rejectedRows.map((r) => r.row));
  const rows = report.rows.filter((r) => pending.has(r.row));
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('upload.reportTitle')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz={18}>
            {t('upload.reportTitle')}
          </Title>
          <Button variant="subtle" size="xs" onClick={onDismiss}>
            {t('upload.dismissReport')}
          </Button>
        </Group>
        <Text size="sm">{t('upload.file', { name: report.fileName })}</Text>
        <IssueText tier="ok">{t('upload.accepted', { count: report.accepted, n: formatNumber(report.accepted) })}</IssueText>
        {report.rejectedRows.length > 0 ? (
          <IssueText tier="error">{t('upload.rejected', { count: report.rejectedRows.length, n: formatNumber(report.rejectedRows.length) })}</IssueText>
        ) : report.rejected > 0 ? (
          <IssueText tier="ok">{t('upload.allFixed')}</IssueText>
        ) : null}
        {report.rejectedRows.length > 0 ? (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table withTableBorder fz="sm" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('upload.row')}</Table.Th>
                  <Table.Th scope="col">{t('upload.column')}</Table.Th>
                  <Table.Th scope="col">{t('upload.message')}</Table.Th>
                  <Table.Th scope="col">{t('rows.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.rejectedRows.map((rejected) => {
                  const messages = rows.filter((r) => r.row === rejected.row);
                  return messages.map((m, i) => (
                    <Table.Tr key={`${rejected.row}-${i}`}>
                      {i === 0 ? (
                        <Table.Td rowSpan={messages.length} fw={600}>
                          {rejected.row}
                        </Table.Td>
                      ) : null}
                      <Table.Td>{columnName(m.column)}</Table.Td>
                      <Table.Td>
                        <IssueText tier="error" size="xs">
                          {m.message}
                        </IssueText>
                      </Table.Td>
                      {i === 0 ? (
                        <Table.Td rowSpan={messages.length}>
                          <Button size="compact-sm" variant="light" onClick={() => onFix(rejected)} aria-label={t('upload.fixRow', { row: rejected.row })}>
                            {t('upload.fix')}
                          </Button>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ));
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  );
}
