import { Notifications } from '@mantine/notifications';

/** Where notifications appear; loaded after the first paint (app.tsx), it shows what was queued before. */
export function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}
