import { useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { RevenueCommentRowError } from '@pensia/domain/revenue/revenue-comments.api';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize, formatMonthYear } from '../../../common/lib/format';
import { DataTable } from '../../../common/ui/data-table';
import { useCommentFiles, useCommentFileState, useCommentsWorkbook, useDeleteCommentFile, useDownloadCommentFile, useUploadComments } from '../api/revenue-queries';
import { notify } from '../../../common/lib/notify';
import { useCan } from '../../../common/session/use-can';

function RowErrors({ errors, caption }: { errors: readonly RevenueCommentRowError[]; caption: string }) {
  const { t } = useTranslation('revenue');
  return (
    <DataTable
      minWidth={520}
      caption={caption}
      columns={[{ label: t('comments.errors.row'), numeric: true }, { label: t('comments.errors.column') }, { label: t('comments.errors.message') }]}
    >
      {errors.map((e, i) => (
        <Table.Tr key={`${e.row}-${i}`}>
          <Table.Td ta="right">{e.row}</Table.Td>
          <Table.Td>{e.column ?? '—'}</Table.Td>
          <Table.Td>{e.message}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** The errors of an uploaded workbook that was not saved, read when asked for. */
function FileErrors({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('revenue');
  const state = useCommentFileState(id);
  if (state.isPending) return <Text size="sm">{t('comments.files.loading')}</Text>;
  if (state.isError) return <Alert color="red">{state.error.message}</Alert>;
  return <RowErrors errors={state.data.errors} caption={t('comments.errors.caption', { name })} />;
}

/**
 * Many comments at once: the differences of the year (or of the month chosen) as an Excel workbook with a
 * comment column, uploaded back filled in; a file with any wrong row saves nothing and its rows are listed.
 * Below, the workbooks uploaded, saved or not, to download again, see the errors of, or delete.
 */
export function CommentsWorkbook({ year, month }: { year: number; month?: number }) {
  const { t } = useTranslation('revenue');
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const download = useCommentsWorkbook();
  const upload = useUploadComments();
  const files = useCommentFiles();
  const downloadFile = useDownloadCommentFile();
  const remove = useDeleteCommentFile();
  // uploading and deleting a workbook is preparing; every role downloads the differences and the workbooks
  const canPrepare = useCan('prepare');
  const answer = upload.data;
  const period = month ? formatMonthYear(year, month) : String(year);

  return (
    // min-width 0: the wide tables inside scroll sideways instead of widening the page on a phone
    <Stack gap="sm" miw={0} maw="100%">
      <Title order={2} size="h3" mt="md" id="revenue-comments">
        {t('comments.title')}
      </Title>
      <Text size="sm" c="gray.7" maw={860}>
        {canPrepare ? t('comments.intro') : t('comments.introReadOnly')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Button
          variant="default"
          loading={download.isPending}
          onClick={() => download.mutate({ year, month })}
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ inner: { height: 'auto' }, label: { whiteSpace: 'normal', textAlign: 'left', height: 'auto', lineHeight: 1.35, overflow: 'visible' } }}
        >
          {t('comments.download', { period })}
        </Button>
      </Group>
      {download.isError ? (
        <Alert color="red" variant="light" role="alert">
          {download.error.message || t('comments.downloadFailed')}
        </Alert>
      ) : null}
      {canPrepare ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!file) return;
            upload.mutate(file, {
              onSuccess: (r) => {
                if (r.saved) notify({ color: 'green', message: t('comments.uploadedSaved', { n: r.commentCount }) });
                setFile(null);
              },
            });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <FileInput
              label={t('comments.file')}
              placeholder={t('comments.filePlaceholder')}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={setFile}
              clearable
              w={{ base: '100%', xs: 340 }}
            />
            <Button type="submit" disabled={!file} loading={upload.isPending}>
              {t('comments.upload')}
            </Button>
          </Group>
        </form>
      ) : null}
      {upload.isError ? (
        <Alert color="red" variant="light" role="alert">
          {upload.error.message}
        </Alert>
      ) : null}
      {answer && !answer.saved ? (
        <Stack gap="xs">
          <Alert color="red" variant="light" role="alert">
            {t('comments.uploadedRejected', { n: answer.errorCount })}
          </Alert>
          <RowErrors errors={answer.errors} caption={t('comments.errors.caption', { name: answer.file.name })} />
        </Stack>
      ) : null}
      {answer?.saved ? (
        <Alert color="green" variant="light" role="status">
          {t('comments.uploadedSaved', { n: answer.commentCount })}
        </Alert>
      ) : null}

      <Title order={3} size="h4" mt="sm">
        {t('comments.files.title')}
      </Title>
      {files.isError ? <Alert color="red">{files.error.message}</Alert> : null}
      {files.data && files.data.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('comments.files.empty')}
        </Text>
      ) : null}
      {files.data && files.data.length > 0 ? (
        <DataTable
          minWidth={760}
          caption={t('comments.files.caption', { n: files.data.length })}
          columns={[
            { label: t('comments.files.name') },
            { label: t('comments.files.uploaded') },
            { label: t('comments.files.status') },
            { label: t('comments.files.comments'), numeric: true },
            { label: t('comments.files.actions') },
          ]}
        >
          {files.data.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {f.name}
                <Text size="xs" c="gray.7">
                  {formatFileSize(f.size)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(f.uploadedOn)}</Table.Td>
              <Table.Td>
                <Badge color={f.status === 'saved' ? 'green' : 'red'} variant="light">
                  {t(`comments.files.${f.status}`)}
                </Badge>
                {f.status === 'rejected' ? (
                  <Text size="xs" c="gray.7">
                    {t('comments.files.errorCount', { n: f.errorCount })}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right">{f.commentCount}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  <Button size="compact-sm" variant="subtle" onClick={() => downloadFile.mutate(f.id)} aria-label={`${t('comments.files.download')}: ${f.name}`}>
                    {t('comments.files.download')}
                  </Button>
                  {f.status === 'rejected' ? (
                    <Button size="compact-sm" variant="subtle" onClick={() => setShown(shown === f.id ? null : f.id)} aria-expanded={shown === f.id} aria-label={`${t('comments.files.showErrors')}: ${f.name}`}>
                      {shown === f.id ? t('comments.files.hideErrors') : t('comments.files.showErrors')}
                    </Button>
                  ) : null}
                  {canPrepare ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`${t('comments.files.delete')}: ${f.name}`}
                      loading={remove.isPending && remove.variables === f.id}
                      onClick={() =>
                        remove.mutate(f.id, {
                          onSuccess: () => notify({ color: 'green', message: t('comments.files.deleted') }),
                          onError: (e) => notify({ color: 'red', message: e.message }),
                        })
                      }
                    >
                      {t('comments.files.delete')}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      ) : null}
      {downloadFile.isError ? <Alert color="red">{downloadFile.error.message}</Alert> : null}
      {shown && files.data?.some((f) => f.id === shown) ? <FileErrors id={shown} name={files.data.find((f) => f.id === shown)!.name} /> : null}
    </Stack>
  );
}
