import { ActionIcon, Box, Button, Indicator, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerFormatters } from '../../common/lib/i18n-formatters';
import { paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import { logout, startCountPolling, stopCountPolling } from '../../common/session/session-actions';
import { SessionExpiryDialog } from '../../common/session/session-expiry-dialog';
import { StepUpDialog } from '../../common/session/step-up-dialog';
import { UserNotices } from '../../features/two-factor/components/user-notices';
import { canLogOut, useSession } from '../../common/session/session-store';
import { Hint } from '../../common/ui/hint';
import { LogoutIcon, MailIcon } from '../../common/ui/icons';
import { QueryProvider } from '../query-provider';
import { CorrespondenceAlerts } from './correspondence-alerts';
import { InfoBar as InfoBarItself } from './info-bar';

/**
 * The parts of the page frame only a signed-in user sees, in a chunk of their own (loaded by main-layout.tsx
 * and app-header.tsx when a user is signed in).
 */
export { MainMenu } from './main-menu';

// the texts' own formatters, for the screens behind this frame (common/lib/i18n-formatters.ts)
registerFormatters();

/** The frame's amounts and dates are formatted with these; the start-up prepares them before its first render. */
export { formatWarmUps } from '../../common/lib/format';

/**
 * What runs only for a signed-in user: the count poll (for an organization: an operator in its back office
 * has no correspondence of its own), the expiry watch and the alerts.
 */
export function SignedInEffects({ hasOrganization }: { hasOrganization: boolean }) {
  useEffect(() => {
    if (!hasOrganization) return undefined;
    startCountPolling();
    return () => stopCountPolling();
  }, [hasOrganization]);
  return (
    <>
      <SessionExpiryDialog />
      <StepUpDialog />
      <CorrespondenceAlerts />
    </>
  );
}

/**
 * Mail icon with the number of new notifications plus letters, leading to the correspondence screen: on the
 * letters' tab when only letters are new, else on the notifications'.
 */
export function MailLink() {
  const { t } = useTranslation('layout');
  const prefix = useLangPrefix();
  const count = useSession((s) => s.newNotifications + s.newLetters);
  const onlyLetters = useSession((s) => s.newNotifications === 0 && s.newLetters > 0);
  const label = t('header.mail', { count });
  return (
    <Hint label={label}>
      <ActionIcon component={Link} to={onlyLetters ? paths.letters(prefix) : paths.notifications(prefix)} variant="subtle" color="dark" size="lg" aria-label={label}>
        <Indicator label={count > 99 ? '99+' : count} size={16} color="red" disabled={count === 0} offset={2}>
          <MailIcon size={22} />
        </Indicator>
      </ActionIcon>
    </Hint>
  );
}

/**
 * Logout. While obligatory notifications are unread (and the user is not an admin) the button stays
 * focusable but says why it does nothing; pressing it repeats the reason (section 6).
 */
export function LogoutButton() {
  const { t } = useTranslation('layout');
  const allowed = useSession(canLogOut);
  const button = (
    <Button
      variant="light"
      color={allowed ? 'purple' : 'gray'}
      px="sm"
      leftSection={<LogoutIcon size={18} />}
      aria-disabled={!allowed || undefined}
      aria-describedby={allowed ? undefined : 'logout-blocked-reason'}
      data-disabled={!allowed || undefined}
      onClick={() => void logout()}
      aria-label={t('header.logout')}
    >
      <Box component="span" visibleFrom="sm">{t('header.logout')}</Box>
    </Button>
  );
  if (allowed) return button;
  return (
    <>
      <Hint label={t('header.logoutBlocked')} multiline maw={240}>
        {button}
      </Hint>
      <VisuallyHidden id="logout-blocked-reason">{t('header.logoutBlocked')}</VisuallyHidden>
    </>
  );
}


/** The info bar (organization, balance); its refresh button refreshes the screens' balance queries too. */
export function InfoBar() {
  return (
    <QueryProvider>
      <InfoBarItself />
      <UserNotices />
    </QueryProvider>
  );
}
