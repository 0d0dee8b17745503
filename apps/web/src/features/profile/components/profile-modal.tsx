import { Suspense } from 'react';
import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ProfileForms } from './profile-forms';

/**
 * Profile editing from the header's help menu: the same two forms as the profile pages. The header renders
 * this on every screen, so it must not hold the header up while the profile texts load.
 */
export function ProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, ready } = useTranslation('profile', { useSuspense: false });
  const isPhone = useMediaQuery('(max-width: 575px)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ready ? t('modal.title') : null}
      closeButtonProps={{ 'aria-label': ready ? t('modal.close') : undefined }}
      size="lg"
      fullScreen={isPhone}
    >
      <Suspense
        fallback={
          <Center py="xl">
            <Loader />
          </Center>
        }
      >
        <ProfileForms />
      </Suspense>
    </Modal>
  );
}
