import { SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERSONAL_NUMBER_LENGTH } from '@pensia/domain/identity/personal-number-format';
import { fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
import { useRegisterPersonMutation } from '../api/auth-mutations';
import { ACCOUNT_DEFAULTS, ACCOUNT_FIELDS } from '../components/registration-fields';
import { RegistrationScreen } from '../components/registration-screen';
import { RegisterPersonFormSchema } from '../lib/form-schemas';

const FIELDS = [...ACCOUNT_FIELDS, 'firstName', 'lastName', 'personalNumber'] as const;

/** Registration of a physical (self-employed) person, who files declarations for itself. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const prefix = useLangPrefix();
  const register = useRegisterPersonMutation();
  const form = useForm({
    resolver: zodResolver(RegisterPersonFormSchema),
    defaultValues: { firstName: '', lastName: '', personalNumber: '', ...ACCOUNT_DEFAULTS },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  return (
    <RegistrationScreen
      title={t('register.person.title')}
      description={t('register.person.description')}
      form={form}
      send={register.mutateAsync}
      fields={FIELDS}
      fieldOfCode={{ USERNAME_TAKEN: 'username' }}
      legend={t('register.sections.person')}
      other={{ to: paths.registerLegalEntity(prefix), label: t('register.asLegalEntity') }}
    >
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
    </RegistrationScreen>
  );
}
