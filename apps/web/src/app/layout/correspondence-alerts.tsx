import { Button, Group, Modal, Text } from '@mantine/core';
import { nboEndpoints } from '@pensia/domain/nbo/nbo.endpoints';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../common/lib/api-client';
import { formatDateTime } from '../../common/lib/format';
import { NEW_LETTER_TYPE, paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import { sessionStore, useSession } from '../../common/session/session-store';
import { pickAlert, type CorrespondenceAlert } from './alert-rules';

/** The item an alert names: the newest new letter, or the newest unread obligatory notification. */
export interface AlertItem {
  _id: string;
  type: string;
  subject: string;
  receiveDate: string;
}

export interface CorrespondenceAlertModalProps {
  alert: Exclude<CorrespondenceAlert, null>;
  count: number;
  newest?: AlertItem | null;
  canClose: boolean;
  onView: () => void;
  onClose: () => void;
}

/**
 * The alert itself: not dismissable (no Escape, no click outside, no ×) so the user goes to read; only an
 * admin gets a Close button (section 2). It names the item "View" opens.
 */
export function CorrespondenceAlertModal({ alert, count, newest, canClose, onView, onClose }: CorrespondenceAlertModalProps) {
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
      {newest && (
        <Text mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {t(`alerts.${alert}.newest`, { subject: newest.subject, date: formatDateTime(newest.receiveDate) })}
        </Text>
      )}
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

/** The newest item of an alert, asked for when the alert shows (undefined while asking, null if none). */
function useNewest(alert: CorrespondenceAlert, count: number): AlertItem | null | undefined {
  const [newest, setNewest] = useState<{ key: string; item: AlertItem | null }>();
  const key = `${alert}:${count}`;
  useEffect(() => {
    if (!alert) return undefined;
    const controller = new AbortController();
    const page = { pageNumber: 1, pageSize: 1 };
    const ask =
      alert === 'letters'
        ? apiRequest(nboEndpoints.letters, { query: { ...page, onlyNew: true }, signal: controller.signal, silent: true }).then((d) => d.letters[0])
        : apiRequest(nboEndpoints.notifications, { query: { ...page, onlyObligatory: true, isRead: false }, signal: controller.signal, silent: true }).then((d) => d.notifs[0]);
    // without the item the alert still leads to the list: the user is never stuck
    ask.then((item) => setNewest({ key, item: item ?? null }), () => setNewest({ key, item: null }));
    return () => controller.abort();
  }, [alert, key]);
  return newest?.key === key ? newest.item : undefined;
}

/**
 * Shows the new-notification or new-letter alert after sign-in (when the first counts arrive) and on
 * every route change, following `pickAlert`. "View" opens the very item the alert names; a letter once
 * opened is no longer new, so the alert does not come back for it.
 */
export function CorrespondenceAlerts() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefix = useLangPrefix();
  const isAdmin = useSession((s) => s.isAdmin);
  const obligatory = useSession((s) => s.newObligatoryNotifications);
  const letters = useSession((s) => s.newLetters);
  const [alert, setAlert] = useState<CorrespondenceAlert>(null);
  const count = alert === 'obligatory' ? obligatory : letters;
  const newest = useNewest(alert, count);

  useEffect(() => {
    const next = pickAlert({ isAdmin, newObligatoryNotifications: obligatory, newLetters: letters, pathname: location.pathname });
    setAlert(next);
    if (next === 'obligatory') sessionStore.set({ newNotificationAlertShown: true });
    if (next === 'letters') sessionStore.set({ newLetterAlertShown: true });
    // location.key: each navigation, even to the same path, is a route change
  }, [isAdmin, obligatory, letters, location.pathname, location.key]);

  if (!alert) return null;
  return (
    <CorrespondenceAlertModal
      alert={alert}
      count={count}
      newest={newest}
      canClose={isAdmin}
      onClose={() => setAlert(null)}
      onView={() => {
        setAlert(null);
        if (alert === 'obligatory') void navigate(newest ? paths.notifications(prefix, newest._id) : paths.notifications(prefix));
        else if (newest) void navigate(paths.letters(prefix, newest.type, newest._id));
        else {
          sessionStore.set({ goToNewLetter: true });
          void navigate(paths.letters(prefix, NEW_LETTER_TYPE));
        }
      }}
    />
  );
}
