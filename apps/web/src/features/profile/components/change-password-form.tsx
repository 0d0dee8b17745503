import { useId, useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@pensia/domain/identity/password';
import { ChangePasswordFormSchema } from '@pensia/domain/user/user.schema';
import { ApiError } from '../../../common/lib/api-client';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { useChangePasswordMutation } from '../api/profile-mutations';

const FIELDS = ['oldPassword', 'newPassword', 'repeatPassword'] as const;

/** Password change (section 5): old, new (strong rule) and its repetition, all required. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const changePassword = useChangePasswordMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const clearOutcome = { onChange: () => setOutcome(null) };

  const onSubmit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    setOutcome(null);
    try {
      await changePassword.mutateAsync({ oldPassword, newPassword });
      form.reset();
      setOutcome({ ok: true, text: t('password.success') });
    } catch (error) {
      const isUnderField = applyApiErrorToForm(form.setError, error, FIELDS, { OLD_PASSWORD_WRONG: 'oldPassword' });
      if (!isUnderField) {
        setOutcome({
          ok: false,
          text: error instanceof ApiError && error.message ? error.message : t('password.failed'),
        });
      }
    }
  });

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz={20} id={titleId} mb="md">
        {t('password.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <PasswordInput
            label={t('fields.oldPassword')}
            autoComplete="current-password"
            required
            error={fieldErrorText(errors.oldPassword)}
            {...registerClearingServerError(form, 'oldPassword', clearOutcome)}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            description={t('password.hint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
            autoComplete="new-password"
            required
            error={fieldErrorText(errors.newPassword)}
            {...registerClearingServerError(form, 'newPassword', clearOutcome)}
          />
          <PasswordInput
            label={t('fields.repeatPassword')}
            autoComplete="new-password"
            required
            error={fieldErrorText(errors.repeatPassword)}
            {...registerClearingServerError(form, 'repeatPassword', clearOutcome)}
          />
          {outcome ? (
            <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.text}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </section>
  );
}
