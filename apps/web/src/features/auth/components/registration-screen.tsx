import { useState, type ReactNode } from 'react';
import { Anchor, Button, Divider, Group, Stack } from '@mantine/core';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { applyApiErrorToForm } from '../../../common/lib/form-errors';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { withoutRepeat } from '../lib/form-schemas';
import { requestErrorText } from '../lib/request-errors';
import { AuthCard } from './auth-card';
import { FailureAlert } from './failure-alert';
import { FormSection } from './form-section';
import { AccountFieldset, ContactFieldset, SecurityFieldset, type AccountFormValues } from './registration-fields';
import { SignInNext } from './sign-in-next';

export interface RegistrationScreenProps<T extends AccountFormValues, O extends FieldValues & { repeatPassword: string }> {
  title: string;
  description: string;
  form: UseFormReturn<T, unknown, O>;
  /** Sends the registration; answers the account created. */
  send: (request: Omit<O, 'repeatPassword'>) => Promise<{ username: string }>;
  /** The fields of the form the server's messages may name. */
  fields: readonly FieldPath<T>[];
  /** Error codes that concern one field (`USERNAME_TAKEN` → `username`). */
  fieldOfCode: Partial<Record<string, FieldPath<T>>>;
  /** The heading of this registration's own fields, which come before the account's. */
  legend: string;
  children: ReactNode;
  /** The way to the other registration. */
  other: { to: string; label: string };
}

/**
 * A registration screen: the registration's own fields, then the account, contact and security fieldsets both
 * registrations share; the server's refusal over the form and under the fields it names; once registered,
 * the way to sign in.
 */
export function RegistrationScreen<T extends AccountFormValues, O extends FieldValues & { repeatPassword: string }>({
  title,
  description,
  form,
  send,
  fields,
  fieldOfCode,
  legend,
  children,
  other,
}: RegistrationScreenProps<T, O>) {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await send(withoutRepeat(values));
      setRegistered(result.username);
    } catch (error) {
      applyApiErrorToForm(form.setError, error, fields, fieldOfCode);
      setFailure(requestErrorText(error, t));
    }
  });

  return (
    <AuthCard title={title} description={description} wide>
      {registered !== null ? (
        <SignInNext
          title={t('register.success.title')}
          body={t('register.success.body', { username: registered })}
          action={t('register.success.toLogin')}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={title}>
          <Stack gap="lg">
            <FailureAlert title={t('register.failedTitle')} failure={failure} />
            <FormSection legend={legend}>
              <Stack gap="md">{children}</Stack>
            </FormSection>
            <AccountFieldset form={form} />
            <ContactFieldset form={form} />
            <SecurityFieldset form={form} />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Divider my="lg" />
      <Group gap="lg" wrap="wrap">
        <Anchor component={Link} to={paths.login(prefix)} size="sm">
          {t('register.haveAccount')}
        </Anchor>
        <Anchor component={Link} to={other.to} size="sm">
          {other.label}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
