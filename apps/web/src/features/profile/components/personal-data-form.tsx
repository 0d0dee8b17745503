import { useId, useState } from 'react';
import { Alert, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_TYPES } from '@pensia/domain/identity/organization-code';
import { ProfileFormSchema, type User } from '@pensia/domain/user/user.schema';
import { ApiError } from '../../../common/lib/api-client';
import { applyApiErrorToForm, fieldErrorText, registerClearingServerError } from '../../../common/lib/form-errors';
import { useUpdateOrganizationMutation } from '../api/profile-mutations';
import { ErrorDialog } from './error-dialog';
import { ReasonedButton } from '../../../common/ui/reasoned-button';
import type { ProfileKind } from './profile-kind';
import { useCan } from '../../../common/session/use-can';

interface PersonalDataFormProps {
  user: User;
  kind: ProfileKind;
}

function ReadOnlyField({ label, value }: { label: string; value: string | null | undefined }) {
  return <TextInput label={label} value={value ?? ''} readOnly variant="filled" />;
}

/**
 * Personal data (section 5): identity read-only; mobile and email editable. Saving is possible only once one
 * of them differs from what is saved. The organization's contacts are its administrator's to change: another
 * role sees them read-only, with who changes them.
 */
export function PersonalDataForm({ user, kind }: PersonalDataFormProps) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const save = useUpdateOrganizationMutation();
  const [isSaved, setIsSaved] = useState(false);
  const [dialog, setDialog] = useState<string | null>(null);
  const saved = { mobile: user.mobile ?? '', email: user.email ?? '' };
  const form = useForm({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: saved,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const [mobile, email] = useWatch({ control: form.control, name: ['mobile', 'email'] });
  const isChanged = mobile.trim() !== saved.mobile.trim() || email.trim() !== saved.email.trim();
  const typeKey = ORGANIZATION_TYPES.find((type) => type.id === user.organizationTypeId)?.key;
  const canAdminister = useCan('administer');

  const onSubmit = form.handleSubmit(async (values) => {
    setIsSaved(false);
    try {
      const updated = await save.mutateAsync({
        id: user.id,
        organizationName: user.organizationName,
        organizationCode: user.organizationCode,
        organizationTypeId: user.organizationTypeId,
        mobile: values.mobile,
        email: values.email,
      });
      form.reset({ mobile: updated.mobile ?? '', email: updated.email ?? '' });
      setIsSaved(true);
    } catch (error) {
      applyApiErrorToForm(form.setError, error, ['mobile', 'email']);
      setDialog(error instanceof ApiError && error.message ? error.message : t('personalData.failed'));
    }
  });

  return (
    <section aria-labelledby={titleId}>
      <Title order={2} fz={20} id={titleId} mb="md">
        {t('personalData.title')}
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          {kind === 'legal' ? (
            <>
              <ReadOnlyField label={t('fields.organizationName')} value={user.organizationName} />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <ReadOnlyField label={t('fields.organizationCode')} value={user.organizationCode} />
                <ReadOnlyField
                  label={t('fields.organizationType')}
                  value={typeKey ? t(`organizationTypes.${typeKey}`) : ''}
                />
              </SimpleGrid>
            </>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <ReadOnlyField label={t('fields.firstName')} value={user.firstName} />
                <ReadOnlyField label={t('fields.lastName')} value={user.lastName} />
              </SimpleGrid>
              <ReadOnlyField label={t('fields.personalNumber')} value={user.organizationCode} />
            </>
          )}
          {canAdminister ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('fields.mobile')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                error={fieldErrorText(errors.mobile)}
                {...registerClearingServerError(form, 'mobile', { onChange: () => setIsSaved(false) })}
              />
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                error={fieldErrorText(errors.email)}
                {...registerClearingServerError(form, 'email', { onChange: () => setIsSaved(false) })}
              />
            </SimpleGrid>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <ReadOnlyField label={t('fields.mobile')} value={user.mobile} />
                <ReadOnlyField label={t('fields.email')} value={user.email} />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {t('personalData.administratorOnly')}
              </Text>
            </>
          )}
          {isSaved ? (
            <Alert color="green" role="status">
              {t('personalData.success')}
            </Alert>
          ) : null}
          {canAdminister ? (
            <Group justify="flex-end">
              <ReasonedButton type="submit" loading={isSubmitting} blockedBy={isChanged ? null : t('personalData.unchanged')}>
                {t('personalData.submit')}
              </ReasonedButton>
            </Group>
          ) : null}
        </Stack>
      </form>
      <ErrorDialog message={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}
