import type { NotificationData } from '@mantine/notifications';
import { i18n } from './i18n';

/** How long a message that may fade (a success, an information) stays on screen. */
export const FADING_NOTICE_MS = 5000;

/**
 * A notification as it is shown: an error (red) or a warning (orange) stays until its reader closes it, a
 * success may fade. A message that vanished before it was read (an error gone in 4 s) left the user without
 * the reason of a refusal. Every notice has a close button named in the user's language.
 */
export function noticeOf(data: NotificationData): NotificationData {
  const stays = data.color === 'red' || data.color === 'orange';
  return {
    autoClose: stays ? false : FADING_NOTICE_MS,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
    ...data,
  };
}

/**
 * Shows a notification, loading the notifications library on its first use: the start-up (sign-in page,
 * session) shows one only now and then. The host that draws them (app/notifications-host.tsx) is mounted
 * after the first paint, below the header so no message covers its controls, and shows what was queued before.
 */
export function notify(data: NotificationData): Promise<void> {
  return import('@mantine/notifications').then(({ notifications }) => {
    notifications.show(noticeOf(data));
  });
}
