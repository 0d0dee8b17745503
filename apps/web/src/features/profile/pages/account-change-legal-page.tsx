import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileForms } from '../components/profile-forms';

/** Profile of an employer: organization name, code and type read-only, contacts and password. */
export function AccountChangeLegalPage() {
  const { t } = useTranslation('profile');
  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={24} mb="lg">
        {t('page.titleLegal')}
      </Title>
      <ProfileForms kind="legal" layout="columns" />
    </Container>
  );
}
