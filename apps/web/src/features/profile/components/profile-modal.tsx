import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ProfileForms } from './profile-forms';

/** Profile editing from the header's help menu: the same two forms as the profile pages. */
export function ProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const isPhone = useMediaQuery('(max-width: 575px)') ?? false;
  return (
    <Modal opened={opened} onClose={onClose} title={t('modal.title')} size="lg" fullScreen={isPhone}>
      <ProfileForms />
    </Modal>
  );
}
