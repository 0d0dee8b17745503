import { Notifications } from '@mantine/notifications';

/**
 * Where notifications appear: at the bottom right, away from the fixed header and the organization's bar
 * under it, so a message never covers the balance, the mail icon or sign-out. Errors stay until closed
 * (common/lib/notify.ts). Loaded after the first paint (app.tsx), it shows what was queued before.
 */
export function NotificationsHost() {
  return <Notifications position="bottom-right" zIndex={1000} />;
}
