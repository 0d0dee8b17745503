import { Alert, Anchor, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../common/lib/paths';
import { useLangPrefix } from '../../../common/lib/use-lang-prefix';
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
  const { t } = useTranslation(['profile', 'twoFactor']);
  const prefix = useLangPrefix();
  const user = useSession((s) => s.user);
  const isOrganizationUser = useSession((s) => !s.isAdmin && Boolean(s.user?.orgRole));
  if (!user) {
    return <Alert color="yellow">{t('noUser')}</Alert>;
  }
  const kind = profileKindOf(user);
  // a different user (sign-out and sign-in in another tab) starts the form again from that user's values
  const personal = kind ? <PersonalDataForm key={user.id} user={user} kind={kind} /> : null;
  // an organization's user protects its own account with a second factor (decision 0104)
  const twoFactor = isOrganizationUser ? (
    <Anchor component={Link} to={paths.twoFactor(prefix)} fw={600}>
      {t('twoFactor:page.profileLink')}
    </Anchor>
  ) : null;
  if (layout === 'columns' && personal) {
    return (
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
          {personal}
          <ChangePasswordForm />
        </SimpleGrid>
        {twoFactor}
      </Stack>
    );
  }
  return (
    <Stack gap="xl" maw={layout === 'columns' ? 560 : undefined}>
      {personal}
      <ChangePasswordForm />
      {twoFactor}
    </Stack>
  );
}
