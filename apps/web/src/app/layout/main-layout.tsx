import { Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isAuthenticated, useSession } from '../../common/session/session-store';
import { AppHeader } from './app-header';
import { InfoBar, MainMenu, SignedInEffects } from './frame-parts';
import { PageFrame } from './page-frame';

// The signed-in frame (menu, info bar, session watch, alerts) is loaded once a user has signed in, so the
// sign-in page's start-up doesn't carry it (docs/decisions/0026, frame-parts.tsx).

// The profile editor is downloaded only when opened, so the sign-in page stays small.
const ProfileModal = lazy(() =>
  Promise.all([import('../query-provider'), import('../../features/profile/components/profile-modal')]).then(([q, m]) => ({
    default: (props: { opened: boolean; onClose: () => void }) => (
      <q.QueryProvider>
        <m.ProfileModal {...props} />
      </q.QueryProvider>
    ),
  })),
);

/** The loading view of a screen's code, as common/ui/loading-state.tsx draws it (kept apart: that module costs the start-up 0.7 KiB). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Loader role="img" aria-label={t('status.loading')} />
    </Center>
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
    // a link in the profile (two-step verification) leads to a screen of its own
    setProfileOpened(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close the phone menu on every navigation only
  }, [pathname]);

  return (
    <PageFrame collapsed={{ mobile: !menuOpened || !withMenu, desktop: !withMenu }}>
      <SkipLink />
      <PageFrame.Header>
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
      </PageFrame.Header>
      {withMenu && (
        <PageFrame.Navbar id="main-menu" aria-label={t('menu.label')}>
          <Suspense fallback={null}>
            <MainMenu onNavigate={menu.close} />
          </Suspense>
        </PageFrame.Navbar>
      )}
      <PageFrame.Main id="main-content" tabIndex={-1} bg="gray.0">
        <Suspense fallback={<PageLoader />}>
          {withMenu && <InfoBar />}
          <Outlet />
        </Suspense>
      </PageFrame.Main>
      {/* effects and dialogs only: nothing of them is in the build's static render (prerender/) */}
      {signedIn && typeof window !== 'undefined' && (
        <Suspense fallback={null}>
          <SignedInEffects hasOrganization={hasOrganization} />
        </Suspense>
      )}
      {signedIn && profileLoaded && (
        <Suspense fallback={null}>
          <ProfileModal opened={profileOpened} onClose={() => setProfileOpened(false)} />
        </Suspense>
      )}
    </PageFrame>
  );
}
