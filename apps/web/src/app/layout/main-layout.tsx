import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { startCountPolling, stopCountPolling } from '../../shared/session/session-actions';
import { SessionExpiryDialog } from '../../shared/session/session-expiry-dialog';
import { isAuthenticated, useSession } from '../../shared/session/session-store';
import { AppHeader } from './app-header';
import { CorrespondenceAlerts } from './correspondence-alerts';
import { InfoBar } from './info-bar';
import { MainMenu } from './main-menu';

// The profile editor is downloaded only when opened, so the sign-in page stays small.
const ProfileModal = lazy(() =>
  import('../../features/profile/components/profile-modal').then((m) => ({ default: m.ProfileModal })),
);

export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader aria-label={t('status.loading')} />
    </Center>
  );
}

/**
 * What runs only for a signed-in user: the count poll (for an organization: an operator in its back office
 * has no correspondence of its own), the expiry watch and the alerts.
 */
function SignedInEffects({ hasOrganization }: { hasOrganization: boolean }) {
  useEffect(() => {
    if (!hasOrganization) return undefined;
    startCountPolling();
    return () => stopCountPolling();
  }, [hasOrganization]);
  return (
    <>
      <SessionExpiryDialog />
      <CorrespondenceAlerts />
    </>
  );
}

function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a className="pensia-skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}

/** Main layout (section 2): header, info bar and menu when signed in, and the screen. */
export function MainLayout() {
  const { t } = useTranslation('layout');
  const signedIn = useSession(isAuthenticated);
  // an operator works for an organization only while acting for one
  const hasOrganization = useSession((s) => !s.isAdmin || Boolean(s.user?.organizationId));
  const withMenu = signedIn && hasOrganization;
  const [menuOpened, menu] = useDisclosure(false);
  const [profileOpened, setProfileOpened] = useState(false);
  const [profileLoaded, setProfileLoaded] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    menu.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close the phone menu on every navigation only
  }, [pathname]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !menuOpened || !withMenu, desktop: !withMenu } }}
      padding={{ base: 'sm', sm: 'md', lg: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          signedIn={signedIn}
          hasOrganization={hasOrganization}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
          onEditProfile={() => {
            setProfileLoaded(true);
            setProfileOpened(true);
          }}
        />
      </AppShell.Header>
      {withMenu && (
        <AppShell.Navbar id="main-menu" aria-label={t('menu.label')}>
          <MainMenu onNavigate={menu.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" tabIndex={-1} bg="gray.0">
        {withMenu && <InfoBar />}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {signedIn && <SignedInEffects hasOrganization={hasOrganization} />}
      {signedIn && profileLoaded && (
        <Suspense fallback={null}>
          <ProfileModal opened={profileOpened} onClose={() => setProfileOpened(false)} />
        </Suspense>
      )}
    </AppShell>
  );
}
