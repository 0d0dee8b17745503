import '@mantine/dropzone/styles.layer.css';
import { Fragment, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { KeptRejectedRow } from '@pensia/domain/declarations-api/declaration.api';
import type { Declaration } from '@pensia/domain/declarations/declaration.schema';
import { columnLetter, TEMPLATE_MAX_BYTES, templateColumns } from '@pensia/domain/declarations/template';
import type { Lang } from '@pensia/domain/i18n/languages';
import { isValidationKey, parseVmsg } from '@pensia/domain/i18n/messages';
import { ApiError } from '../../../common/lib/api-client';
import { currentLang, translateValidationRef } from '../../../common/lib/i18n';
import { formatDateTime, formatFileSize, formatNumber } from '../../../common/lib/format';
import { ListPagination } from '../../../common/ui/list-pagination';
import {
  newIdempotencyKey,
  useDismissRejectedRow,
  useDismissUploadReport,
  useUploadReport,
  useUploadTemplate,
  type UploadMode,
} from '../api/declaration-queries';
import { writeProblemOf, type WriteProblem } from '../lib/write-errors';
import { FileIcon, UploadIcon } from '../../../common/ui/icons';
import { IssueText } from './issue-text';
import { ErrorState, LoadingState } from '../../../common/ui/query-state';
import { WriteProblemAlert } from './write-problem-alert';
import { useDeclarationWords } from '../lib/own-words';
import { isOwnIncomeType } from '@pensia/domain/declarations/declaration.schema';
import { useCan } from '../../../common/session/use-can';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Uploads a filled template (.xlsx, at most 7 MB): its rows replace the declaration's or are added to them.
 * The server keeps what the upload did (its report), which `UploadReportView` shows.
 */
export function UploadPanel({ declaration, onReload }: { declaration: Declaration; onReload: () => void }) {
  const { t } = useDeclarationWords(isOwnIncomeType(declaration.type));
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
      await upload.mutateAsync({ declaration, file, mode, key: attempt.current.key });
      attempt.current = null;
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

const PHONE = '(max-width: 47.99em)';

/** The issue's text in the interface language (the server's, in the language of the request, otherwise). */
function issueMessage(lang: Lang, issue: KeptRejectedRow['issues'][number]): string {
  return isValidationKey(parseVmsg(issue.messageKey).key) ? translateValidationRef(issue.messageKey, lang) : issue.message;
}

/**
 * The last upload of the declaration, as the server keeps it: the file, when, rows accepted, and the rejected
 * rows still waiting, a page at a time, each with its row number, columns and messages. Each rejected row can
 * be fixed in place (opened in the row form with what the file held; saving it adds the row and the server
 * lets the rejected one go) or let go; dismissing the report lets them all go. Letting rows go asks first.
 */
export function UploadReportView({ declaration, onFix, canFix = true }: { declaration: Declaration; onFix: (row: KeptRejectedRow) => void; canFix?: boolean }) {
  const { t } = useTranslation('declarations');
  const lang = currentLang();
  const [pageNumber, setPageNumber] = useState(1);
  const [shownUpload, setShownUpload] = useState<string | null>(null);
  // letting one row go, or all of them, asks first
  const [confirming, setConfirming] = useState<'all' | KeptRejectedRow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useUploadReport(declaration.id, pageNumber);
  // on a phone each rejected row is a card with its buttons in sight, not a table to scroll sideways
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const dismissRow = useDismissRejectedRow();
  const dismissAll = useDismissUploadReport();
  // fixing a rejected row or letting it go is preparing: a user who may not sees the report only
  const canPrepare = useCan('prepare');
  const report = query.data;
  const pending = report?.pending.totalCount ?? 0;
  const pages = report ? Math.max(1, Math.ceil(report.pending.totalCount / report.pending.pageSize)) : 1;

  // a new upload is shown from its first page; a last page emptied by fixes steps back to the one before
  if (report && report.uploadedAt !== shownUpload) {
    setShownUpload(report.uploadedAt);
    if (shownUpload !== null) setPageNumber(1);
  } else if (report && !query.isPlaceholderData && pageNumber > pages) setPageNumber(pages);

  if (query.isPending) return <LoadingState label={t('upload.reportLoading')} />;
  if (!report && query.isError) return <ErrorState error={query.error} title={t('upload.reportFailed')} onRetry={() => void query.refetch()} />;
  if (!report)
    return (
      <Text size="sm" c="gray.7">
        {t('upload.noReport')}
      </Text>
    );

  const failed = (error: unknown) => {
    // already fixed or let go elsewhere: the reloaded report no longer has it
    if (error instanceof ApiError && error.status === 404) return;
    setProblem(error instanceof ApiError ? error.message : t('errors.saveFailed'));
  };
  const letGo = (row: KeptRejectedRow) => {
    setProblem(null);
    setConfirming(null);
    // the row's buttons go with it: the keyboard continues from the report's heading
    dismissRow.mutate(
      { declarationId: declaration.id, rowId: row.id },
      { onError: failed, onSuccess: () => headingRef.current?.focus() },
    );
  };
  const dismiss = () => {
    setProblem(null);
    dismissAll.mutate(declaration.id, { onError: failed, onSettled: () => setConfirming(null) });
  };

  const columns = templateColumns(declaration.type, declaration.form);
  const columnName = (key: string | null) => {
    if (!key) return t('upload.wholeRow');
    const index = columns.findIndex((c) => c.key === key);
    return index < 0 ? key : `${columns[index]!.header[lang]}\u00a0(${columnLetter(index)})`;
  };
  const busyRow = dismissRow.isPending ? dismissRow.variables?.rowId : undefined;
  const actions = (rejected: KeptRejectedRow, wide: boolean) => (
    <Group gap="xs" wrap="nowrap" grow={wide}>
      <Button size={wide ? 'sm' : 'compact-sm'} variant="light" onClick={() => onFix(rejected)} disabled={!canFix} aria-label={t('upload.fixRow', { row: rejected.row })}>
        {t('upload.fix')}
      </Button>
      <Button size={wide ? 'sm' : 'compact-sm'} variant="default" onClick={() => setConfirming(rejected)} loading={busyRow === rejected.id} aria-label={t('upload.letGoRow', { row: rejected.row })}>
        {t('upload.letGo')}
      </Button>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t('upload.reportTitle')}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz={18} ref={headingRef} tabIndex={-1}>
            {t('upload.reportTitle')}
          </Title>
          {canPrepare ? (
            <Button variant="default" c="red.8" size="xs" onClick={() => (pending > 0 ? setConfirming('all') : dismiss())} loading={dismissAll.isPending && confirming === null}>
              {t('upload.dismissReport')}
            </Button>
          ) : null}
        </Group>
        <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('upload.file', { name: report.fileName })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('upload.uploadedAt', { when: formatDateTime(report.uploadedAt) })}
          </Text>
        </Group>
        <IssueText tier="ok">{t('upload.accepted', { count: report.accepted, n: formatNumber(report.accepted) })}</IssueText>
        {pending > 0 ? (
          pending < report.rejected ? (
            <IssueText tier="error">{t('upload.pendingOf', { count: report.rejected, n: formatNumber(pending), total: formatNumber(report.rejected) })}</IssueText>
          ) : (
            <IssueText tier="error">{t('upload.rejected', { count: pending, n: formatNumber(pending) })}</IssueText>
          )
        ) : report.rejected > 0 ? (
          <IssueText tier="ok">{t('upload.allFixed')}</IssueText>
        ) : null}
        {problem ? (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setProblem(null)} closeButtonLabel={t('actions.dismiss')}>
            <Text size="sm">{problem}</Text>
          </Alert>
        ) : null}
        {query.isError ? <ErrorState error={query.error} title={t('upload.reportFailed')} onRetry={() => void query.refetch()} /> : null}
        {report.pending.items.length === 0 ? null : phone ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={query.isPlaceholderData || undefined}>
            {report.pending.items.map((rejected) => (
              <Paper component="li" key={rejected.id} withBorder radius="sm" p="sm" aria-labelledby={`rejected-${rejected.id}`}>
                <Stack gap={6}>
                  <Text fw={700} size="sm" id={`rejected-${rejected.id}`}>
                    {t('upload.rowN', { row: rejected.row })}
                  </Text>
                  {rejected.issues.map((issue, i) => (
                    <div key={i}>
                      <Text size="xs" c="gray.7">
                        {columnName(issue.column)}
                      </Text>
                      <IssueText tier="error" size="xs">
                        {issueMessage(lang, issue)}
                      </IssueText>
                    </div>
                  ))}
                  {canPrepare ? actions(rejected, true) : null}
                </Stack>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table withTableBorder fz="sm" verticalSpacing="xs" aria-busy={query.isPlaceholderData || undefined}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={1} style={{ whiteSpace: 'nowrap' }}>
                    {t('upload.row')}
                  </Table.Th>
                  <Table.Th scope="col">{t('upload.column')}</Table.Th>
                  <Table.Th scope="col">{t('upload.message')}</Table.Th>
                  {canPrepare ? (
                    <Table.Th scope="col" w={1}>
                      {t('rows.actions')}
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.pending.items.map((rejected) => {
                  const issues = rejected.issues.length > 0 ? rejected.issues : [null];
                  return (
                    <Fragment key={rejected.id}>
                      {issues.map((issue, i) => (
                        <Table.Tr key={i}>
                          {i === 0 ? (
                            <Table.Th scope="row" rowSpan={issues.length} fw={600}>
                              {rejected.row}
                            </Table.Th>
                          ) : null}
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{issue ? columnName(issue.column) : ''}</Table.Td>
                          <Table.Td>
                            {issue ? (
                              <IssueText tier="error" size="xs">
                                {issueMessage(lang, issue)}
                              </IssueText>
                            ) : null}
                          </Table.Td>
                          {i === 0 && canPrepare ? <Table.Td rowSpan={issues.length}>{actions(rejected, false)}</Table.Td> : null}
                        </Table.Tr>
                      ))}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination total={pages} value={pageNumber} onChange={setPageNumber} />
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('confirm.title')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="md">
          <Text>
            {confirming === 'all' || confirming === null
              ? t('upload.confirmDismiss', { count: pending, n: formatNumber(pending) })
              : t('upload.confirmLetGo', { row: confirming.row })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('actions.cancel')}
            </Button>
            {confirming === 'all' || confirming === null ? (
              <Button color="red.8" data-autofocus loading={dismissAll.isPending} onClick={dismiss}>
                {t('upload.dismissReport')}
              </Button>
            ) : (
              <Button color="red.8" data-autofocus loading={dismissRow.isPending} onClick={() => letGo(confirming)}>
                {t('upload.letGoRow', { row: confirming.row })}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
