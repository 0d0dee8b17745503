import { useState } from 'react';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyScope } from '@pensia/domain/user/api-key-scopes';
import { IsoDateSchema } from '@pensia/domain/declarations/declaration.schema';
import { CreateApiKeyBodySchema, type CreatedApiKey } from '@pensia/domain/user/api-keys.api';
import { z } from 'zod';
import { ApiError } from '../../../common/lib/api-client';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { DateField } from '../../../common/ui/date-field';
import { useCreateApiKey } from '../api/api-key-queries';
import { SCOPE_LABEL } from '../lib/scope-label';

type Values = { name: string; scopes: ApiKeyScope[]; expiresOn: string };

/** The body's rules, with an empty date field meaning no last day. */
const FormSchema = CreateApiKeyBodySchema.extend({ expiresOn: z.union([z.literal(''), IsoDateSchema]) });

/** A day after today, 'YYYY-MM-DD' (in the browser's time zone): the earliest last day of a key. */
function tomorrow(): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Creates a key: its name, its scopes and, if wished, its last day; then shows the key once, with a copy
 * button and the warning that it will not be shown again.
 */
export function CreateApiKeyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const { t: tc } = useTranslation('common');
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(FormSchema) as never,
    mode: 'onTouched',
    defaultValues: { name: '', scopes: [], expiresOn: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setCreated(null);
    setFailure(null);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      setCreated(await create.mutateAsync({ name: v.name, scopes: v.scopes, expiresOn: v.expiresOn || null }));
    } catch (error) {
      const placed = applyApiErrorToForm(form.setError, error, ['name', 'scopes', 'expiresOn']);
      if (!placed) setFailure(error instanceof ApiError ? error.message : t('create.failed'));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={created ? t('created.title') : t('create.title')} centered size="lg" closeButtonProps={{ 'aria-label': tc('actions.close') }}>
      {created ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" title={t('created.warningTitle')}>
            {t('created.warning')}
          </Alert>
          <Text size="sm" id="created-key-label">
            {t('created.keyOf', { name: created.apiKey.name })}
          </Text>
          <Code block aria-labelledby="created-key-label" fz="sm" data-testid="created-key" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {created.key}
          </Code>
          <Group justify="space-between" wrap="wrap">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} aria-live="polite">
                  {copied ? t('created.copied') : t('created.copy')}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{t('created.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput label={t('create.name')} description={t('create.nameHint')} required maxLength={API_KEY_NAME_MAX} data-autofocus error={fieldErrorText(errors.name)} {...registerClearingServerError(form, 'name')} />
            <Controller
              control={form.control}
              name="scopes"
              render={({ field, fieldState }) => (
                <Checkbox.Group label={t('create.scopes')} description={t('create.scopesHint')} required value={field.value} onChange={(v) => field.onChange(v as ApiKeyScope[])} error={fieldErrorText(fieldState.error)}>
                  <Stack gap="xs" mt="xs">
                    {API_KEY_SCOPES.map((scope) => (
                      <Checkbox key={scope} value={scope} label={t(SCOPE_LABEL[scope])} description={scope} onBlur={field.onBlur} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
            <Controller
              control={form.control}
              name="expiresOn"
              render={({ field, fieldState }) => (
                <DateField label={t('create.expiresOn')} description={t('create.expiresOnHint')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} minDate={tomorrow()} error={fieldErrorText(fieldState.error)} />
              )}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('create.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
