import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Grid,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FIRST_DECLARATION_PERIOD, periodOfInstant } from '@pensia/domain/declarations/period';
import type {
  CreateDeclarationBody,
  DeclarationForm,
  DeclarationType,
} from '@pensia/domain/declarations/declaration.schema';
import type { User } from '@pensia/domain/user/user.schema';
import { ApiError } from '../../../common/lib/api-client';
import { fieldErrorText } from '../../../common/lib/form-errors';
import { formatMonthYear } from '../../../common/lib/format';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useSession } from '../../../common/session/session-store';
import { newIdempotencyKey, useCreateDeclaration, useTemplateDownload } from '../api/declaration-queries';
import { DownloadIcon, PlusIcon } from '../../../common/ui/icons';
import { useDeclarationWords } from '../lib/own-words';

/** The declaration types a user may file: a self-employed person only their own; an entrepreneur also "self". */
export function typesFor(user: User | null): DeclarationType[] {
  if (user?.role === 'selfEmployed') return ['selfEmployed'];
  if (user?.organizationTypeId === 2) return ['standard', 'self', 'opening'];
  return ['standard', 'opening'];
}

interface CreateValues {
  month: string;
  year: string;
  type: DeclarationType;
  form: DeclarationForm;
}

/**
 * Checks the form with its rules (create-declaration-schema.ts), whose schema library is loaded when the form is
 * first checked rather than with the home screen: most visits of the screen never create a declaration.
 */
const resolver: Resolver<CreateValues> = async (values, context, options) => {
  const { createDeclarationResolver } = await import('./create-declaration-schema');
  return createDeclarationResolver<CreateValues>()(values, context, options);
};

/**
 * Creates a declaration for a month of salary payment (required, not in the future), after the user confirms
 * the year; also downloads the Excel template of the chosen type and form.
 */
export function CreateDeclarationCard() {
  const prefix = useLangPrefix();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  // a self-employed person declares their own income: the form speaks of income, not salary
  const { t } = useDeclarationWords(user?.role === 'selfEmployed');
  const types = typesFor(user);
  const now = periodOfInstant(new Date());
  const years = useMemo(() => {
    const list: string[] = [];
    for (let y = now.year; y >= FIRST_DECLARATION_PERIOD.year; y--) list.push(String(y));
    return list;
  }, [now.year]);
  const form = useForm<CreateValues>({
    resolver,
    defaultValues: { month: '', year: String(now.year), type: types[0]!, form: 'detailed' },
    mode: 'onTouched',
  });
  // the user arrives after the first render when the app opens on this screen: a type it may not file (an
  // employer's, for a self-employed person) gives way to its own
  const allowed = types.join(',');
  useEffect(() => {
    const allowedTypes = allowed.split(',') as DeclarationType[];
    if (!allowedTypes.includes(form.getValues('type'))) form.setValue('type', allowedTypes[0]!);
  }, [allowed, form]);
  const { errors } = form.formState;
  const [type, declarationForm] = useWatch({ control: form.control, name: ['type', 'form'] });
  const [confirming, setConfirming] = useState<CreateDeclarationBody | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateDeclaration();
  const template = useTemplateDownload();
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const onSubmit = form.handleSubmit((v) => {
    setFailure(null);
    setConfirming({ year: Number(v.year), month: Number(v.month), type: v.type, form: v.form });
  });

  const confirm = async () => {
    if (!confirming) return;
    const text = JSON.stringify(confirming);
    // the same request retried (a dropped answer) keeps its key, so the server files it once
    if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
    try {
      const declaration = await create.mutateAsync({ body: confirming, key: attempt.current.key });
      attempt.current = null;
      setConfirming(null);
      void navigate(paths.declarationNew(prefix, declaration.id));
    } catch (error) {
      setConfirming(null);
      setFailure(error instanceof ApiError ? error.message : t('errors.createFailed'));
    }
  };

  const monthOptions = [
    { value: '', label: t('create.chooseMonth') },
    ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: t(`months.${i + 1}` as 'months.1') })),
  ];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="create-declaration-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz={18} id="create-declaration-title">
            {t('create.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('create.hint')}
          </Text>
          {/* the type's names are long (Georgian the longest): its select gets the most room; the month's label
              is the longest of the labels (Russian), one line at a wide screen; two fields a row below it, where the
              form's choice would not fit a quarter */}
          <Grid columns={24} gap="sm" align="flex-end">
            <Grid.Col span={{ base: 24, xs: 12, lg: 6 }}>
              <NativeSelect
                label={t('create.month')}
                required
                data={monthOptions}
                error={fieldErrorText(errors.month)}
                {...form.register('month')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 24, xs: 12, lg: 5 }}>
              <NativeSelect
                label={t('create.year')}
                required
                data={years}
                error={fieldErrorText(errors.year)}
                {...form.register('year')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 24, xs: 12, lg: 8 }}>
              <NativeSelect
                label={t('fields.type')}
                required
                data={types.map((ty) => ({ value: ty, label: t(`types.${ty}`) }))}
                disabled={types.length === 1}
                {...form.register('type')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 24, xs: 12, lg: 5 }}>
              <Stack gap={4}>
                <Text size="sm" fw="var(--mantine-font-weight-medium)" id="create-form-label">
                  {t('fields.form')}
                </Text>
                <Controller
                  control={form.control}
                  name="form"
                  render={({ field }) => (
                    <SegmentedControl
                      aria-labelledby="create-form-label"
                      value={field.value}
                      onChange={(v) => field.onChange(v)}
                      data={[
                        { value: 'simple', label: t('forms.simple') },
                        { value: 'detailed', label: t('forms.detailed') },
                      ]}
                    />
                  )}
                />
              </Stack>
            </Grid.Col>
          </Grid>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group gap="sm" wrap="wrap">
            <Button type="submit" leftSection={<PlusIcon />}>
              {t('create.submit')}
            </Button>
            <Button
              variant="light"
              leftSection={<DownloadIcon />}
              loading={template.isPending}
              onClick={() => template.mutate({ type, form: declarationForm })}
              // the label names the type and the form and is wider than a phone in every language: it wraps inside
              // the button, which grows taller, instead of being cut off; a line of 1.25rem (20 px) keeps one line exactly
              // where Mantine puts it unwrapped
              h="auto"
              mih={36}
              py={6}
              maw="100%"
              styles={{
                inner: { height: 'auto' },
                label: {
                  whiteSpace: 'normal',
                  textAlign: 'left',
                  height: 'auto',
                  lineHeight: '1.25rem',
                  overflow: 'visible',
                },
              }}
            >
              {t('create.template', { type: t(`types.${type}`), form: t(`forms.${declarationForm}`) })}
            </Button>
          </Group>
          {template.isError ? (
            <Alert color="red" role="alert">
              {template.error instanceof ApiError ? template.error.message : t('errors.downloadFailed')}
            </Alert>
          ) : null}
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('create.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {confirming ? (
          <Stack gap="md">
            <Text>
              {t('create.confirmText', {
                period: formatMonthYear(confirming.year, confirming.month),
                year: confirming.year,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('create.confirmDetails', { type: t(`types.${confirming.type}`), form: t(`forms.${confirming.form}`) })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('create.changeYear')}
              </Button>
              <Button onClick={() => void confirm()} loading={create.isPending} data-autofocus>
                {t('create.confirmYear', { year: confirming.year })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
