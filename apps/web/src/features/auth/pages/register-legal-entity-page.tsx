import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Radio, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANIZATION_TYPES, codeLengthOfType } from '@pensia/domain';
import {
  applyApiErrorToForm,
  clearServerError,
  fieldErrorText,
  registerClearingServerError,
} from '../../../shared/lib/form-errors';
import { paths } from '../../../shared/lib/paths';
import { useRegisterLegalEntityMutation } from '../api/auth-mutations';
import { AuthCard } from '../components/auth-card';
import {
  ACCOUNT_FIELDS,
  AccountFieldset,
  ContactFieldset,
  RegistrationSuccess,
  SecurityFieldset,
} from '../components/registration-fields';
import { RegisterLegalEntityFormSchema, withoutRepeat } from '../lib/form-schemas';
import { requestErrorText } from '../lib/request-errors';
import { useLangPrefix } from '../../../shared/lib/use-lang-prefix';
import { FormSection } from '../components/form-section';

const FIELDS = [...ACCOUNT_FIELDS, 'organizationName', 'organizationCode', 'organizationTypeId'] as const;

/**
 * Registration of an employer: a legal entity (9-digit identification code) or an individual entrepreneur
 * (identified by the 11-digit personal number).
 */
export function RegisterLegalEntityPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const register = useRegisterLegalEntityMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(RegisterLegalEntityFormSchema),
    defaultValues: {
      organizationName: '',
      organizationCode: '',
      organizationTypeId: '',
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
  const typeId = useWatch({ control: form.control, name: 'organizationTypeId' });
  const codeLength = codeLengthOfType(Number(typeId));
  const codeType = ORGANIZATION_TYPES.find((type) => type.codeLength === codeLength);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await register.mutateAsync(withoutRepeat(values));
      setRegistered(result.username);
    } catch (error) {
      applyApiErrorToForm(form.setError, error, FIELDS, {
        USERNAME_TAKEN: 'username',
        EMPLOYER_ALREADY_REGISTERED: 'organizationCode',
      });
      setFailure(requestErrorText(error, t));
    }
  });

  return (
    <AuthCard title={t('register.legal.title')} description={t('register.legal.description')} wide>
      {registered !== null ? (
        <RegistrationSuccess username={registered} />
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={t('register.legal.title')}>
          <Stack gap="lg">
            {failure ? (
              <Alert color="red" title={t('register.failedTitle')}>
                {failure}
              </Alert>
            ) : null}
            <FormSection legend={t('register.sections.organization')}>
              <Stack gap="md">
                <Controller
                  control={form.control}
                  name="organizationTypeId"
                  render={({ field, fieldState }) => (
                    <Radio.Group
                      label={t('fields.organizationType')}
                      required
                      name={field.name}
                      value={field.value === '' || field.value == null ? null : String(field.value)}
                      onChange={(value) => {
                        clearServerError(form, 'organizationTypeId');
                        field.onChange(value);
                        // the code's length depends on the type: check it again once the user has seen it
                        if (form.getFieldState('organizationCode').isTouched || form.formState.isSubmitted) {
                          void form.trigger('organizationCode');
                        }
                      }}
                      onBlur={field.onBlur}
                      error={fieldErrorText(fieldState.error)}
                    >
                      <Group gap="lg" mt={6} wrap="wrap">
                        {ORGANIZATION_TYPES.map((type) => (
                          <Radio key={type.id} value={String(type.id)} label={t(`organizationTypes.${type.key}`)} />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
                <TextInput
                  label={t('fields.organizationName')}
                  autoComplete="organization"
                  required
                  error={fieldErrorText(errors.organizationName)}
                  {...registerClearingServerError(form, 'organizationName')}
                />
                <TextInput
                  label={t('fields.organizationCode')}
                  description={codeType ? t(`codeHint.${codeType.key}`) : t('codeHint.chooseType')}
                  inputMode="numeric"
                  maxLength={11}
                  required
                  error={fieldErrorText(errors.organizationCode)}
                  {...registerClearingServerError(form, 'organizationCode')}
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
        <Anchor component={Link} to={paths.register(prefix)} size="sm">
          {t('register.asPerson')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}
