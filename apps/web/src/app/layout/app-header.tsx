import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../common/lib/paths';
import { useLangPrefix } from '../../common/lib/use-lang-prefix';
import { DeferredMenu } from './deferred-menu';
// what only a signed-in user sees is loaded with the signed-in frame, not by the sign-in page
import { LogoutButton, MailLink } from './frame-parts';
import { HelpButton, LanguageButton } from './header-menu-buttons';


function LogoMark() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="9" fill="var(--mantine-primary-color-filled)" />
      <path d="M11 26V10h8a5 5 0 0 1 0 10h-8" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="25" cy="26" r="2" fill="#fff" />
    </svg>
  );
}

const loadLanguageSwitch = () => import('./language-switch').then((m) => m.LanguageSwitch);

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
        <Suspense fallback={null}>{signedIn && hasOrganization && <MailLink />}</Suspense>
        <DeferredMenu
          target={<HelpButton />}
          load={() => import('./help-menu').then((m) => m.HelpMenu)}
          props={{ signedIn, onEditProfile }}
        />
        <DeferredMenu target={<LanguageButton />} load={loadLanguageSwitch} props={{}} />
        <Suspense fallback={null}>{signedIn && <LogoutButton />}</Suspense>
      </Group>
    </Group>
  );
}
