import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERSONAL_NUMBER_LENGTH } from '@pensia/domain';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../shared/lib/form-errors';
import { paths } from '../../../shared/lib/paths';
import { useRegisterPersonMutation } from '../api/auth-mutations';
import { AuthCard } from '../components/auth-card';
import {
  ACCOUNT_FIELDS,
  AccountFieldset,
  ContactFieldset,
  RegistrationSuccess,
  SecurityFieldset,
} from '../components/registration-fields';
import { RegisterPersonFormSchema, withoutRepeat } from '../lib/form-schemas';
import { requestErrorText } from '../lib/request-errors';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';
import { FormSection } from '../components/form-section';

const FIELDS = [...ACCOUNT_FIELDS, 'firstName', 'lastName', 'personalNumber'] as const;

/** Registration of a physical (self-employed) person, who files declarations for itself. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const register = useRegisterPersonMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(RegisterPersonFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      personalNumber: '',
      username: '',
      password: '',
      repeatPassword: '',
      mobile: '',
      email: '',
      securityQuestionId: '',
      securityAnswer: '',
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await register.mutateAsync(withoutRepeat(values));
      setRegistered(result.username);
    } catch (error) {
      applyApiErrorToForm(form.setError, error, FIELDS, { USERNAME_TAKEN: 'username' });
      setFailure(requestErrorText(error, t));
    }
  });

  return (
    <AuthCard title={t('register.person.title')} description={t('register.person.description')} wide>
      {registered !== null ? (
        <RegistrationSuccess username={registered} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('register.person.title')}>
          <Stack gap="lg">
            {failure ? (
              <Alert color="red" title={t('register.failedTitle')}>
                {failure}
              </Alert>
            ) : null}
            <FormSection legend={t('register.sections.person')}>
              <Stack gap="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TextInput
                    label={t('fields.firstName')}
                    autoComplete="given-name"
                    required
                    error={fieldErrorText(errors.firstName)}
                    {...registerClearingServerError(form, 'firstName')}
                  />
                  <TextInput
                    label={t('fields.lastName')}
                    autoComplete="family-name"
                    required
                    error={fieldErrorText(errors.lastName)}
                    {...registerClearingServerError(form, 'lastName')}
                  />
                </SimpleGrid>
                <TextInput
                  label={t('fields.personalNumber')}
                  description={t('fields.personalNumberHint', { length: PERSONAL_NUMBER_LENGTH })}
                  inputMode="numeric"
                  maxLength={PERSONAL_NUMBER_LENGTH}
                  required
                  error={fieldErrorText(errors.personalNumber)}
                  {...registerClearingServerError(form, 'personalNumber')}
                />
              </Stack>
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
        <Anchor component={Link} to={paths.registerLegalEntity(prefix)} size="sm">
          {t('register.asLegalEntity')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
