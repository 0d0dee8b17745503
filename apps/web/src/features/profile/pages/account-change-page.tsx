import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileForms } from '../components/profile-forms';

/** Profile of a physical (self-employed) person: name and personal number read-only, contacts and password. */
export function AccountChangePage() {
  const { t } = useTranslation('profile');
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={24} mb="lg">
        {t('page.titlePerson')}
      </Title>
      <ProfileForms kind="person" layout="columns" />
    </Container>
  );
}
