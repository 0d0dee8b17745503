import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NEW_LETTER_TYPE, paths } from '../../shared/lib/paths';
import { useLangPrefix } from '../../shared/lib/use-lang-prefix';
import { sessionStore, useSession } from '../../shared/session/session-store';
import { pickAlert, type CorrespondenceAlert } from './alert-rules';

export interface CorrespondenceAlertModalProps {
  alert: Exclude<CorrespondenceAlert, null>;
  count: number;
  canClose: boolean;
  onView: () => void;
  onClose: () => void;
}

/**
 * The alert itself: not dismissable (no Escape, no click outside, no ×) so the user goes to read; only an
 * admin gets a Close button (section 2).
 */
export function CorrespondenceAlertModal({ alert, count, canClose, onView, onClose }: CorrespondenceAlertModalProps) {
  const { t } = useTranslation('layout');
  return (
    <Modal
      opened
      onClose={canClose ? onClose : () => undefined}
      title={t(`alerts.${alert}.title`)}
      withCloseButton={false}
      closeOnEscape={canClose}
      closeOnClickOutside={false}
      centered
    >
      <Text>{t(`alerts.${alert}.text`, { count })}</Text>
      <Group justify="flex-end" mt="lg">
        {canClose && (
          <Button variant="default" onClick={onClose}>
            {t('alerts.close')}
          </Button>
        )}
        <Button onClick={onView} data-autofocus>
          {t('alerts.view')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Shows the new-notification or new-letter alert after sign-in (when the first counts arrive) and on
 * every route change, following `pickAlert`.
 */
export function CorrespondenceAlerts() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefix = useLangPrefix();
  const isAdmin = useSession((s) => s.isAdmin);
  const obligatory = useSession((s) => s.newObligatoryNotifications);
  const letters = useSession((s) => s.newLetters);
  const [alert, setAlert] = useState<CorrespondenceAlert>(null);

  useEffect(() => {
    const next = pickAlert({ isAdmin, newObligatoryNotifications: obligatory, newLetters: letters, pathname: location.pathname });
    setAlert(next);
    if (next === 'obligatory') sessionStore.set({ newNotificationAlertShown: true });
    if (next === 'letters') sessionStore.set({ newLetterAlertShown: true });
    // location.key: each navigation, even to the same path, is a route change of the specification
  }, [isAdmin, obligatory, letters, location.pathname, location.key]);

  if (!alert) return null;
  return (
    <CorrespondenceAlertModal
      alert={alert}
      count={alert === 'obligatory' ? obligatory : letters}
      canClose={isAdmin}
      onClose={() => setAlert(null)}
      onView={() => {
        setAlert(null);
        if (alert === 'obligatory') void navigate(paths.notifications(prefix));
        else {
          sessionStore.set({ goToNewLetter: true });
          void navigate(paths.letters(prefix, NEW_LETTER_TYPE));
        }
      }}
    />
  );
}
