import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { ChangePasswordForm } from './change-password-form';
import { PersonalDataForm, type ProfileKind } from './personal-data-form';

interface ProfileFormsProps {
  /** The identity shown read-only; by default the signed-in user's own (a self-employed person or not). */
  kind?: ProfileKind;
  /** Side by side on wide screens (the pages) or one under the other (the modal). */
  layout?: 'columns' | 'stack';
}

/** The two forms of the profile: personal data and password. Used by the profile modal and both pages. */
export function ProfileForms({ kind, layout = 'stack' }: ProfileFormsProps) {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  if (!user) {
    return <Alert color="yellow">{t('noUser')}</Alert>;
  }
  const shownKind = kind ?? (user.role === 'selfEmployed' ? 'person' : 'legal');
  // a different user (sign-out and sign-in in another tab) starts the form again from that user's values
  const personal = <PersonalDataForm key={user.id} user={user} kind={shownKind} />;
  if (layout === 'columns') {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
        {personal}
        <ChangePasswordForm />
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="xl">
      {personal}
      <ChangePasswordForm />
    </Stack>
  );
}
