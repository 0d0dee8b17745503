import { PasswordInput, TextInput } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';

interface Credentials {
  username: string;
  password: string;
}

/** The username of an existing account (signing in, recovering its password). */
export function UsernameField<T extends Pick<Credentials, 'username'>, O extends FieldValues>(props: { form: UseFormReturn<T, unknown, O> }) {
  const { t } = useTranslation('auth');
  // a form may have more fields: this one touches only its own
  const form = props.form as unknown as UseFormReturn<Pick<Credentials, 'username'>>;
  return (
    <TextInput
      label={t('fields.username')}
      autoComplete="username"
      required
      error={fieldErrorText(form.formState.errors.username)}
      {...registerClearingServerError(form, 'username')}
    />
  );
}

/** Username and current password of a sign-in form. */
export function CredentialsFields<T extends Credentials, O extends FieldValues>(props: { form: UseFormReturn<T, unknown, O> }) {
  const { t } = useTranslation('auth');
  // a sign-in form may ask for more (the operator's one-time code): these fields touch only their own
  const form = props.form as unknown as UseFormReturn<Credentials>;
  return (
    <>
      <UsernameField form={form} />
      <PasswordInput
        label={t('fields.password')}
        autoComplete="current-password"
        required
        error={fieldErrorText(form.formState.errors.password)}
        {...registerClearingServerError(form, 'password')}
      />
    </>
  );
}
