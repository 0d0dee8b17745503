import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../common/session/session-store';
import { ChangePasswordForm } from './change-password-form';
import { PersonalDataForm } from './personal-data-form';
import { profileKindOf } from './profile-kind';

interface ProfileFormsProps {
  /** Side by side on wide screens (the pages) or one under the other (the modal). */
  layout?: 'columns' | 'stack';
}

/**
 * The two forms of the profile: personal data and password. Used by the profile modal and both pages; the
 * identity shown is always the signed-in user's own (a page of the other kind would only show empty fields).
 */
export function ProfileForms({ layout = 'stack' }: ProfileFormsProps) {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  if (!user) {
    return <Alert color="yellow">{t('noUser')}</Alert>;
  }
  const kind = profileKindOf(user);
  // a different user (sign-out and sign-in in another tab) starts the form again from that user's values
  const personal = kind ? <PersonalDataForm key={user.id} user={user} kind={kind} /> : null;
  if (layout === 'columns' && personal) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
        {personal}
        <ChangePasswordForm />
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="xl" maw={layout === 'columns' ? 560 : undefined}>
      {personal}
      <ChangePasswordForm />
    </Stack>
  );
}
