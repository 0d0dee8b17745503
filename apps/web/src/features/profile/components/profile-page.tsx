import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../common/session/session-store';
import { profileKindOf, type ProfileKind } from './profile-kind';
import { ProfileForms } from './profile-forms';

/** The profile screen; its title names the kind of account the signed-in user has. */
export function ProfilePage({ defaultKind }: { defaultKind: ProfileKind }) {
  const { t } = useTranslation('profile');
  const user = useSession((s) => s.user);
  const kind = user ? profileKindOf(user) : defaultKind;
  const title = kind === 'person' ? t('page.titlePerson') : kind === 'legal' ? t('page.titleLegal') : t('page.title');
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={24} mb="lg">
        {title}
      </Title>
      <ProfileForms layout="columns" />
    </Container>
  );
}
