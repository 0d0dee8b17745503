import type { NotificationData } from '@mantine/notifications';

/**
 * Shows a notification, loading the notifications library on its first use: the start-up (sign-in page,
 * session) shows one only now and then. The host that draws them (app/notifications-host.tsx) is mounted
 * after the first paint and shows what was queued before it.
 */
export function notify(data: NotificationData): Promise<void> {
  return import('@mantine/notifications').then(({ notifications }) => {
    notifications.show(data);
  });
}
