import { Group, Radio, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_TYPES, codeLengthOfType } from '@pensia/domain/identity/organization-code';
import { clearServerError, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useRegisterLegalEntityMutation } from '../api/auth-mutations';
import { ACCOUNT_DEFAULTS, ACCOUNT_FIELDS } from '../components/registration-fields';
import { RegistrationScreen } from '../components/registration-screen';
import { RegisterLegalEntityFormSchema } from '../lib/form-schemas';

const FIELDS = [...ACCOUNT_FIELDS, 'organizationName', 'organizationCode', 'organizationTypeId'] as const;

/**
 * Registration of an employer: a legal entity (9-digit identification code) or an individual entrepreneur
 * (identified by the 11-digit personal number).
 */
export function RegisterLegalEntityPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const register = useRegisterLegalEntityMutation();
  const form = useForm({
    resolver: zodResolver(RegisterLegalEntityFormSchema),
    defaultValues: { organizationName: '', organizationCode: '', organizationTypeId: '', ...ACCOUNT_DEFAULTS },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const typeId = useWatch({ control: form.control, name: 'organizationTypeId' });
  const codeLength = codeLengthOfType(Number(typeId));
  const codeType = ORGANIZATION_TYPES.find((type) => type.codeLength === codeLength);

  return (
    <RegistrationScreen
      title={t('register.legal.title')}
      description={t('register.legal.description')}
      form={form}
      send={register.mutateAsync}
      fields={FIELDS}
      fieldOfCode={{ USERNAME_TAKEN: 'username', EMPLOYER_ALREADY_REGISTERED: 'organizationCode' }}
      legend={t('register.sections.organization')}
      other={{ to: paths.register(prefix), label: t('register.asPerson') }}
    >
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
    </RegistrationScreen>
  );
}
