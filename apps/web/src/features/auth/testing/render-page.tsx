import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../common/testing/render-with-providers';

/** Shows where a page navigated to, so a test can read it. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

/** Renders a page at `path` with the providers of the app; any other path shows the probe. */
export function renderPage(page: ReactElement, path = '/en/login') {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    path,
  );
}
