import { Notifications, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** The class of the notifications' container, measured to keep the page's end clear of it. */
const CONTAINER = 'pensia-notices';

/**
 * While notifications are shown, the page ends that much lower (`--pensia-notice-space` on the document, read
 * by global.css), so whatever they cover at the bottom of the screen can be scrolled above them: an error stays
 * until it is closed and must never hide the last button of a form.
 */
function useNoticeSpace(shown: number) {
  useEffect(() => {
    const root = document.documentElement;
    const container = document.querySelector(`.${CONTAINER}[data-position="bottom-right"]`);
    const measure = () => {
      const height = shown > 0 && container ? Math.ceil(container.getBoundingClientRect().height) : 0;
      root.style.setProperty('--pensia-notice-space', `${height}px`);
    };
    measure();
    if (!container || shown === 0) return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => {
      observer.disconnect();
      root.style.setProperty('--pensia-notice-space', '0px');
    };
  }, [shown]);
}

/**
 * Where notifications appear: at the bottom right, away from the fixed header and the organization's bar
 * under it, so a message never covers the balance, the mail icon or sign-out. Errors stay until closed
 * (common/lib/notify.ts). Loaded after the first paint (app.tsx), it shows what was queued before.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  useNoticeSpace(notifications.length);
  return <Notifications position="bottom-right" zIndex={1000} className={CONTAINER} />;
}
