import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORG_ROLES } from '@pensia/domain/user/org-roles';
import { CreateInvitationRequestSchema, type CreatedInvitation, type CreateInvitationRequest } from '@pensia/domain/user/org-users.schema';
import { ApiError } from '../../../common/lib/api-client';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { useInvite } from '../api/org-users-queries';

type Values = { firstName: string; lastName: string; personalNumber: string; email: string; orgRole: string };
const FIELDS = ['firstName', 'lastName', 'personalNumber', 'email', 'orgRole'] as const;

/** The person invited (name, personal number, e-mail) and the role it will have; checked as the server checks it. */
export function InviteForm({ onCreated, onCancel }: { onCreated: (created: CreatedInvitation) => void; onCancel: () => void }) {
  const { t } = useTranslation('orgUsers');
  const invite = useInvite();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateInvitationRequest>({
    resolver: zodResolver(CreateInvitationRequestSchema) as never,
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', personalNumber: '', email: '', orgRole: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onCreated(await invite.mutateAsync(body));
    } catch (error) {
      if (!applyApiErrorToForm(form.setError, error, FIELDS)) setFailure(error instanceof ApiError ? error.message : t('invite.failedTitle'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invite.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('invite.description')}
        </Text>
        {failure ? (
          <Alert color="red" title={t('invite.failedTitle')}>
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('invite.firstName')} required autoComplete="off" data-autofocus error={fieldErrorText(errors.firstName)} {...registerClearingServerError(form, 'firstName')} />
          <TextInput label={t('invite.lastName')} required autoComplete="off" error={fieldErrorText(errors.lastName)} {...registerClearingServerError(form, 'lastName')} />
          <TextInput
            label={t('invite.personalNumber')}
            description={t('invite.personalNumberHint')}
            inputMode="numeric"
            maxLength={11}
            required
            autoComplete="off"
            error={fieldErrorText(errors.personalNumber)}
            {...registerClearingServerError(form, 'personalNumber')}
          />
          <TextInput label={t('invite.email')} type="email" required autoComplete="off" error={fieldErrorText(errors.email)} {...registerClearingServerError(form, 'email')} />
        </SimpleGrid>
        <NativeSelect
          label={t('invite.role')}
          required
          data={[{ value: '', label: t('invite.chooseRole') }, ...ORG_ROLES.map((r) => ({ value: r, label: `${t(`roles.${r}`)} — ${t(`roleHints.${r}`)}` }))]}
          error={fieldErrorText(errors.orgRole)}
          {...registerClearingServerError(form, 'orgRole')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('invite.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
