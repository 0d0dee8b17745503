import { useState } from 'react';
import { Alert, Button, Checkbox, Code, CopyButton, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CreateWebhookEndpointBodySchema, WEBHOOK_EVENT_TYPES, type CreatedWebhookEndpoint, type WebhookEventType } from '@pensia/domain/webhooks/webhooks';
import { ApiError } from '../../../common/lib/api-client';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { useCloseButtonProps } from '../../../common/ui/close-button-props';
import { useCreateWebhookEndpoint } from '../api/webhook-queries';

type Values = { url: string; description: string; eventTypes: WebhookEventType[] };

/** The signing secret, shown once: copy it now, it is never shown again. */
function SecretOnce({ created, onDone }: { created: CreatedWebhookEndpoint; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Stack gap="sm">
      <Alert color="orange" title={t('secret.title')} role="status">
        {t('secret.text')}
      </Alert>
      <Text size="sm" fw={600} id="webhook-secret-label">
        {t('secret.label')}
      </Text>
      <Code block aria-labelledby="webhook-secret-label" fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="webhook-secret">
        {created.secret}
      </Code>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <CopyButton value={created.secret}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('secret.copied') : t('secret.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('secret.done')}</Button>
      </Group>
    </Stack>
  );
}

/** Adds an endpoint: its https address, what it is for, the events it wants; then shows its secret once. */
export function AddEndpointDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const closeButton = useCloseButtonProps();
  const create = useCreateWebhookEndpoint();
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(CreateWebhookEndpointBodySchema) as never,
    mode: 'onTouched',
    defaultValues: { url: 'https://', description: '', eventTypes: [] },
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
      setCreated(await create.mutateAsync(v));
    } catch (error) {
      const placed = applyApiErrorToForm(form.setError, error, ['url', 'description', 'eventTypes'], { WEBHOOK_URL_REFUSED: 'url' });
      if (!placed) setFailure(error instanceof ApiError ? error.message : t('form.failed'));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={created ? t('secret.dialogTitle') : t('form.title')} closeButtonProps={closeButton} size="lg" centered>
      {created ? (
        <SecretOnce created={created} onDone={close} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t('form.url')}
              description={t('form.urlHint')}
              required
              type="url"
              autoComplete="off"
              spellCheck={false}
              error={fieldErrorText(errors.url)}
              {...registerClearingServerError(form, 'url')}
            />
            <Textarea label={t('form.description')} rows={2} maxLength={200} error={fieldErrorText(errors.description)} {...form.register('description')} />
            <Controller
              control={form.control}
              name="eventTypes"
              render={({ field }) => (
                <Checkbox.Group label={t('form.events')} description={t('form.eventsHint')} required value={field.value} onChange={(v) => field.onChange(v as WebhookEventType[])} error={fieldErrorText(errors.eventTypes as never)}>
                  <Stack gap={6} mt="xs">
                    {WEBHOOK_EVENT_TYPES.map((type) => (
                      <Checkbox key={type} value={type} label={t(`events.${type}`)} description={type} />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
