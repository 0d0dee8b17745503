import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCEPTED_FILE_TYPES, MAX_ATTACHMENTS, MAX_UPLOAD_BYTES, kindOfFileName } from '@pensia/domain/files/upload-limits';
import { CORRESPONDENCE_TYPES } from '@pensia/domain/nbo/nbo.schema';
import { isSendAccepted } from '@pensia/domain/operator/operator.schema';
import { ApiError } from '../../../common/lib/api-client';
import { formatFileSize } from '../../../common/lib/format';
import { applyServerFieldErrors, fieldErrorText } from '../../../common/lib/form-errors';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { PageLayout } from '../../../common/ui/page-layout';
import { FileKindIcon } from '../../../common/ui/file-kind-icon';
import { useOrganizationSearch, useSendMutation } from '../api/operator-api';
import {
  ComposeFormSchema,
  EMPTY_COMPOSE,
  codesOf,
  fileProblem,
  formDataOf,
  recipientsOf,
  type ComposeFormValues,
  type FileProblem,
} from '../lib/compose-form';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';
import { notify } from '../../../common/lib/notify';

const TEXT_FIELDS = ['type', 'subject', 'text', 'subjectEn', 'textEn', 'subjectRu', 'textRu', 'isObligatory'] as const;
const MAX_MB = MAX_UPLOAD_BYTES / 1024 / 1024;

/** Write a letter or a notification to one organization, a list of them, or all (section 7). */
export function ComposePage() {
  const { t } = useTranslation('operator');
  const closeButton = useCloseButtonProps();
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const [files, setFiles] = useState<File[]>([]);
  const [fileIssues, setFileIssues] = useState<{ name: string; problem: FileProblem }[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ComposeFormValues | null>(null);
  const openFiles = useRef<() => void>(null);

  const form = useForm<ComposeFormValues>({
    resolver: zodResolver(ComposeFormSchema),
    defaultValues: { ...EMPTY_COMPOSE, recipientCode: to },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch('kind');
  const mode = form.watch('recipientMode');
  const code = form.watch('recipientCode').trim();
  const list = form.watch('recipientList');
  const send = useSendMutation(kind);

  const codeComplete = /^(\d{9}|\d{11})$/.test(code);
  const lookup = useOrganizationSearch(code, 1, mode === 'one' && codeComplete);
  const match = lookup.data?.items.find((o) => o.code === code);
  const everyone = useOrganizationSearch('', 1, mode === 'all');
  const listCount = useMemo(() => codesOf(list).length, [list]);

  const errorOf = (e: FieldError | undefined) =>
    e?.message?.startsWith('compose.errors.') ? t(e.message as 'compose.errors.badCodes') : fieldErrorText(e);

  const addFiles = (dropped: File[]) => {
    const next = [...files];
    const issues: typeof fileIssues = [];
    for (const f of dropped) {
      const problem = fileProblem(f, next);
      if (problem) issues.push({ name: f.name, problem });
      else next.push(f);
    }
    setFiles(next);
    setFileIssues(issues);
  };

  const submit = async (values: ComposeFormValues) => {
    setFailure(null);
    try {
      const result = await send.mutateAsync(formDataOf(values, files));
      // a send to many organizations may go on after the answer (202): its page shows it until it is sent, or
      // that it stopped, with the way to send it again (0089)
      if (isSendAccepted(result)) notify(result.status === 'failed' ? { color: 'red', message: t('compose.sendFailed') } : { color: 'blue', message: t('compose.sending') });
      else notify({ color: 'green', message: t('compose.sent', { count: result.recipientCount }) });
      await navigate(paths.operatorSent(prefix, values.kind, result._id));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure((error as Error).message);
        return;
      }
      const recipientField = values.recipientMode === 'list' ? 'recipientList' : 'recipientCode';
      const messages: Record<string, string> = {};
      for (const [key, message] of Object.entries(error.fieldMessages)) {
        if (key === 'recipients') {
          if (values.recipientMode !== 'all') form.setError(recipientField, { type: 'server', message: error.code === 'UNKNOWN_RECIPIENTS' ? error.message : message }, { shouldFocus: true });
        } else messages[key] = message;
      }
      applyServerFieldErrors(form.setError, messages, TEXT_FIELDS);
      setFailure(error.message);
    }
  };

  // a letter to more than one organization is confirmed first, naming how many it reaches
  const onSubmit = form.handleSubmit((values) => {
    if (values.recipientMode === 'all' || (values.recipientMode === 'list' && recipientsOf(values).split(',').length > 1)) setConfirming(values);
    else return submit(values);
  });
  const listed = confirming?.recipientMode === 'list' ? recipientsOf(confirming).split(',') : [];

  return (
    <PageLayout title={t('compose.title')} subtitle={t('compose.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('compose.title')}>
        <Stack gap="lg">
          {failure && (
            <Alert color="red" role="alert" title={t('compose.failed')}>
              <Text style={{ whiteSpace: 'pre-line' }}>{failure}</Text>
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <Grid>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field }) => (
                    <Radio.Group label={t('compose.kind')} value={field.value} onChange={(v) => field.onChange(v)} withAsterisk>
                      <Group mt="xs">
                        <Radio value="letter" label={t('compose.kinds.letter')} />
                        <Radio value="notification" label={t('compose.kinds.notification')} />
                      </Group>
                    </Radio.Group>
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Controller
                  control={form.control}
                  name="type"
                  render={({ field }) => (
                    <Select
                      label={t('compose.type')}
                      withAsterisk
                      data={CORRESPONDENCE_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))}
                      value={field.value}
                      onChange={(v) => field.onChange(v)}
                      allowDeselect={false}
                      error={errorOf(errors.type)}
                    />
                  )}
                />
              </Grid.Col>
              {kind === 'notification' && (
                <Grid.Col span={12}>
                  <Checkbox
                    label={t('compose.obligatory')}
                    description={t('compose.obligatoryHint')}
                    {...form.register('isObligatory')}
                  />
                </Grid.Col>
              )}
            </Grid>
          </Paper>

          <Grid>
            {(
              [
                ['ka', 'subject', 'text', true],
                ['en', 'subjectEn', 'textEn', false],
                ['ru', 'subjectRu', 'textRu', false],
              ] as const
            ).map(([lang, subject, text, required]) => (
              <Grid.Col key={lang} span={{ base: 12, lg: 4 }}>
                <Fieldset legend={t(`compose.languages.${lang}`)} radius="md" h="100%">
                  <Stack gap="sm">
                    <TextInput
                      label={t('compose.subject')}
                      withAsterisk={required}
                      description={required ? undefined : t('compose.optional')}
                      lang={lang}
                      error={errorOf(errors[subject])}
                      {...form.register(subject)}
                    />
                    <Textarea
                      label={t('compose.text')}
                      withAsterisk={required}
                      description={required ? undefined : t('compose.optional')}
                      lang={lang}
                      autosize
                      minRows={6}
                      maxRows={16}
                      error={errorOf(errors[text])}
                      {...form.register(text)}
                    />
                  </Stack>
                </Fieldset>
              </Grid.Col>
            ))}
          </Grid>

          <Fieldset legend={t('compose.attachments')} radius="md">
            <Stack gap="sm">
              <Dropzone
                onDrop={addFiles}
                openRef={openFiles}
                multiple
                activateOnClick={false}
                aria-label={t('compose.dropzone')}
                accept={undefined}
                inputProps={{ 'aria-label': t('compose.chooseFiles'), accept: ACCEPTED_FILE_TYPES } as never}
              >
                <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }}>
                  <Text fw={600} ta="center">
                    {t('compose.dropzone')}
                  </Text>
                  <Text size="sm" c="dimmed" ta="center">
                    {t('compose.filesHint', { maxMb: MAX_MB, max: MAX_ATTACHMENTS })}
                  </Text>
                </Stack>
              </Dropzone>
              <Group>
                <Button variant="default" onClick={() => openFiles.current?.()} disabled={files.length >= MAX_ATTACHMENTS}>
                  {t('compose.chooseFiles')}
                </Button>
              </Group>
              {fileIssues.length > 0 && (
                <Alert color="red" role="alert" title={t('compose.filesRefused')}>
                  <Stack gap={2}>
                    {fileIssues.map((i) => (
                      <Text size="sm" key={`${i.name}-${i.problem}`}>
                        {t(`compose.fileProblems.${i.problem}`, { name: i.name, maxMb: MAX_MB, max: MAX_ATTACHMENTS })}
                      </Text>
                    ))}
                  </Stack>
                </Alert>
              )}
              {files.length > 0 && (
                <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('compose.attachedList')}>
                  {files.map((f, index) => (
                    <Paper key={`${f.name}-${f.size}-${index}`} component="li" withBorder radius="md" p="xs">
                      <Group justify="space-between" wrap="nowrap" gap="sm">
                        <Group gap="sm" wrap="nowrap" miw={0}>
                          <FileKindIcon kind={kindOfFileName(f.name) ?? 'txt'} size={30} />
                          <div style={{ minWidth: 0 }}>
                            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                              {f.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {formatFileSize(f.size)}
                            </Text>
                          </div>
                        </Group>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setFiles(files.filter((_, i) => i !== index))}
                          aria-label={t('compose.removeFile', { name: f.name })}
                        >
                          <span aria-hidden="true">×</span>
                        </ActionIcon>
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              )}
            </Stack>
          </Fieldset>

          <Fieldset legend={t('compose.recipients')} radius="md">
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="recipientMode"
                render={({ field }) => (
                  <Radio.Group label={t('compose.recipientMode')} value={field.value} onChange={(v) => field.onChange(v)}>
                    <Stack gap="xs" mt="xs">
                      <Radio value="one" label={t('compose.modes.one')} />
                      <Radio value="list" label={t('compose.modes.list')} />
                      <Radio value="all" label={t('compose.modes.all')} />
                    </Stack>
                  </Radio.Group>
                )}
              />
              {mode === 'one' && (
                <TextInput
                  label={t('compose.recipientCode')}
                  withAsterisk
                  inputMode="numeric"
                  autoComplete="off"
                  maw={360}
                  error={errorOf(errors.recipientCode)}
                  description={
                    codeComplete
                      ? lookup.isFetching
                        ? t('common.loading')
                        : match
                          ? t('compose.recipientFound', { name: match.name })
                          : t('compose.recipientNotFound')
                      : t('compose.recipientCodeHint')
                  }
                  {...form.register('recipientCode')}
                />
              )}
              {mode === 'list' && (
                <Textarea
                  label={t('compose.recipientList')}
                  withAsterisk
                  description={t('compose.recipientListHint', { count: listCount })}
                  autosize
                  minRows={3}
                  error={errorOf(errors.recipientList)}
                  {...form.register('recipientList')}
                />
              )}
              {mode === 'all' && (
                <Alert color="orange">
                  {everyone.data ? t('compose.allWarning', { count: everyone.data.totalCount }) : t('compose.allWarningPlain')}
                </Alert>
              )}
            </Stack>
          </Fieldset>

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isSubmitting || send.isPending}>
              {kind === 'letter' ? t('compose.sendLetter') : t('compose.sendNotification')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal closeButtonProps={closeButton} opened={confirming !== null} onClose={() => setConfirming(null)} title={listed.length ? t('compose.confirmListTitle') : t('compose.confirmTitle')} centered>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {listed.length
            ? t('compose.listWarning', { count: listed.length, codes: listed.join(', ') })
            : everyone.data
              ? t('compose.allWarning', { count: everyone.data.totalCount })
              : t('compose.allWarningPlain')}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('compose.cancel')}
          </Button>
          <Button
            data-autofocus
            loading={send.isPending}
            onClick={() => {
              const values = confirming;
              setConfirming(null);
              if (values) void submit(values);
            }}
          >
            {listed.length ? t('compose.confirmListSend') : t('compose.confirmSend')}
          </Button>
        </Group>
      </Modal>
    </PageLayout>
  );
}
