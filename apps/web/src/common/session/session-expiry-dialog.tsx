import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clock } from '../lib/clock';
import { OnceOpened } from '../ui/once-opened';
import { errorText } from '../lib/i18n';
import { logout } from './session-actions';
import { createSessionExpiry, type SessionExpiry } from './session-expiry';
import { sessionStore } from './session-store';

function createBrowserSessionExpiry(): SessionExpiry {
  return createSessionExpiry({
    now: () => clock.now(),
    getExpiresAt: () => sessionStore.get().expiresAt,
    extend: (now) => sessionStore.touch(now),
    isPageHidden: () => document.visibilityState === 'hidden',
    logout: (reason) =>
      void logout({ force: true, reason: reason === 'left' ? undefined : errorText('SESSION_EXPIRED') }),
    activityTarget: window,
  });
}

/**
 * Watches the session of a signed-in user and shows the expiry warning (section 4) with its countdown.
 * Mounted only while signed in; unmounting stops the timers and the activity listeners.
 */
export function SessionExpiryDialog() {
  const { t } = useTranslation('session');
  const [expiry] = useState(createBrowserSessionExpiry);
  useEffect(() => {
    expiry.start();
    return () => expiry.stop();
  }, [expiry]);
  const state = useSyncExternalStore(expiry.subscribe, expiry.getState);

  return (
    <OnceOpened opened={state.warning}>
      <Modal
        opened={state.warning}
        onClose={() => expiry.stay()}
        title={t('expiry.title')}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
      >
        <Text>{t('expiry.text')}</Text>
        <Text fw={700} mt="sm" role="timer" aria-live="off">
          {t('expiry.countdown', { count: state.secondsLeft })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => expiry.leave()}>
            {t('expiry.leave')}
          </Button>
          <Button onClick={() => expiry.stay()} data-autofocus>
            {t('expiry.stay')}
          </Button>
        </Group>
      </Modal>
    </OnceOpened>
  );
}
