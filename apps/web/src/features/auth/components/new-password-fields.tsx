import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX, PASSWORD_MIN } from '@pensia/domain/identity/password';
import { fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';

const HINT_BELOW: PasswordInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

interface NewPasswordFieldsProps<N extends string, T extends Record<N | 'repeatPassword', string>, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
  /** The field of the new password: `password` at registration, `newPassword` in recovery. */
  name: N;
  label: string;
  /** Side by side with its repetition: the hint goes under the field, so the two inputs line up. */
  hintBelow?: boolean;
}

/** A new password, with the password rule, and its repetition. */
export function NewPasswordFields<N extends string, T extends Record<N | 'repeatPassword', string>, O extends FieldValues>({
  name,
  label,
  hintBelow = false,
  ...props
}: NewPasswordFieldsProps<N, T, O>) {
  const { t } = useTranslation('auth');
  // the form has more fields than these two: they touch only their own
  const form = props.form as unknown as UseFormReturn<Record<string, string>>;
  const { errors } = form.formState;
  return (
    <>
      <PasswordInput
        label={label}
        description={t('fields.newPasswordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        inputWrapperOrder={hintBelow ? HINT_BELOW : undefined}
        autoComplete="new-password"
        required
        error={fieldErrorText(errors[name])}
        {...registerClearingServerError(form, name)}
      />
      <PasswordInput
        label={t('fields.repeatPassword')}
        autoComplete="new-password"
        required
        error={fieldErrorText(errors.repeatPassword)}
        {...registerClearingServerError(form, 'repeatPassword')}
      />
    </>
  );
}
