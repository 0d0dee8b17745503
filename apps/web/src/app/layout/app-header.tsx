import { ActionIcon, Box, Burger, Button, Group, Indicator, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { useLangPrefix } from '../../shared/lib/use-lang-prefix';
import { logout } from '../../shared/session/session-actions';
import { canLogOut, useSession } from '../../shared/session/session-store';
import { LogoutIcon, MailIcon } from '../../shared/ui/icons';
import { HelpMenu } from './help-menu';
import { LanguageSwitch } from './language-switch';

function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="9" fill="var(--mantine-primary-color-filled)" />
      <path d="M11 26V10h8a5 5 0 0 1 0 10h-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="26" r="2" fill="#fff" />
    </svg>
  );
}

/** Mail icon with the number of new notifications plus letters, leading to the notifications. */
function MailLink() {
  const { t } = useTranslation('layout');
  const prefix = useLangPrefix();
  const count = useSession((s) => s.newNotifications + s.newLetters);
  const label = t('header.mail', { count });
  return (
    <Tooltip label={label}>
      <ActionIcon component={Link} to={paths.notifications(prefix)} variant="subtle" color="dark" size="lg" aria-label={label}>
        <Indicator label={count > 99 ? '99+' : count} size={16} color="red" disabled={count === 0} offset={2}>
          <MailIcon size={22} />
        </Indicator>
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Logout. While obligatory notifications are unread (and the user is not an admin) the button stays
 * focusable but says why it does nothing; pressing it repeats the reason (section 6).
 */
function LogoutButton() {
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
      <Tooltip label={t('header.logoutBlocked')} multiline maw={240}>
        {button}
      </Tooltip>
      <VisuallyHidden id="logout-blocked-reason">{t('header.logoutBlocked')}</VisuallyHidden>
    </>
  );
}

export interface AppHeaderProps {
  signedIn: boolean;
  /** The employer screens' menu and correspondence: not in the back office of an operator. */
  hasOrganization: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onEditProfile: () => void;
}

export function AppHeader({ signedIn, hasOrganization, menuOpened, onToggleMenu, onEditProfile }: AppHeaderProps) {
  const { t } = useTranslation(['layout', 'common']);
  const prefix = useLangPrefix();
  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {signedIn && hasOrganization && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="md"
            size="sm"
            aria-label={t('layout:menu.toggle')}
            aria-expanded={menuOpened}
            aria-controls="main-menu"
          />
        )}
        <UnstyledButton
          component={Link}
          to={signedIn ? paths.home(prefix) : paths.login(prefix)}
          aria-label={signedIn ? t('layout:header.logo') : t('layout:header.logoSignedOut')}
          style={{ display: 'flex', alignItems: 'center', gap: 10, borderRadius: 8, minWidth: 0 }}
        >
          <LogoMark />
          <Text fw={700} fz="lg" c="purple.8" visibleFrom="sm" truncate>
            {t('common:app.name')}
          </Text>
        </UnstyledButton>
      </Group>
      <Group gap={4} wrap="nowrap">
        {signedIn && hasOrganization && <MailLink />}
        <HelpMenu signedIn={signedIn} onEditProfile={onEditProfile} />
        <LanguageSwitch />
        {signedIn && <LogoutButton />}
      </Group>
    </Group>
  );
}
