import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { FormSection } from './form-section';
import { NewPasswordFields } from './new-password-fields';
import { SecurityQuestionSelect } from './security-question-select';

/** Fields that both registrations share. */
export interface AccountFormValues {
  username: string;
  password: string;
  repeatPassword: string;
  mobile: string;
  email: string;
  securityQuestionId: unknown;
  securityAnswer: string;
}

/** The empty shared fields of a new registration form. */
export const ACCOUNT_DEFAULTS = {
  username: '',
  password: '',
  repeatPassword: '',
  mobile: '',
  email: '',
  securityQuestionId: '',
  securityAnswer: '',
};

export const ACCOUNT_FIELDS = [
  'username',
  'password',
  'repeatPassword',
  'mobile',
  'email',
  'securityQuestionId',
  'securityAnswer',
] as const satisfies readonly (keyof AccountFormValues)[];

interface FieldsetProps<T extends AccountFormValues, O extends FieldValues> {
  form: UseFormReturn<T, unknown, O>;
}

/** The registration forms have more fields than these; the shared fieldsets only touch the common ones. */
function common<T extends AccountFormValues, O extends FieldValues>(form: UseFormReturn<T, unknown, O>) {
  return form as unknown as UseFormReturn<AccountFormValues>;
}

/** Username, password and its repetition. */
export function AccountFieldset<T extends AccountFormValues, O extends FieldValues>(props: FieldsetProps<T, O>) {
  const { t } = useTranslation('auth');
  const form = common(props.form);
  const { errors } = form.formState;
  return (
    <FormSection legend={t('register.sections.account')}>
      <Stack gap="md">
        <TextInput
          label={t('fields.username')}
          description={t('fields.usernameHint')}
          autoComplete="username"
          required
          error={fieldErrorText(errors.username)}
          {...registerClearingServerError(form, 'username')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NewPasswordFields form={form} name="password" label={t('fields.password')} hintBelow />
        </SimpleGrid>
      </Stack>
    </FormSection>
  );
}

/** Mobile number and email address. */
export function ContactFieldset<T extends AccountFormValues, O extends FieldValues>(props: FieldsetProps<T, O>) {
  const { t } = useTranslation('auth');
  const form = common(props.form);
  const { errors } = form.formState;
  return (
    <FormSection legend={t('register.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          error={fieldErrorText(errors.mobile)}
          {...registerClearingServerError(form, 'mobile')}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldErrorText(errors.email)}
          {...registerClearingServerError(form, 'email')}
        />
      </SimpleGrid>
    </FormSection>
  );
}

/** Security question and its answer, used to recover the password. */
export function SecurityFieldset<T extends AccountFormValues, O extends FieldValues>(props: FieldsetProps<T, O>) {
  const { t } = useTranslation('auth');
  const form = common(props.form);
  const { errors } = form.formState;
  return (
    <FormSection legend={t('register.sections.security')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('register.securityHint')}
        </Text>
        <SecurityQuestionSelect
          required
          error={fieldErrorText(errors.securityQuestionId)}
          {...registerClearingServerError(form, 'securityQuestionId')}
        />
        <TextInput
          label={t('fields.securityAnswer')}
          autoComplete="off"
          required
          error={fieldErrorText(errors.securityAnswer)}
          {...registerClearingServerError(form, 'securityAnswer')}
        />
      </Stack>
    </FormSection>
  );
}
