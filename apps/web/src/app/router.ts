import { createBrowserRouter, createPath } from 'react-router';
import { registerNavigator } from '../common/lib/navigation';
import { registerPendingDestination } from './routes/lazy-page';
import { buildRoutes } from './routes/routes';

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  // session actions and the API client navigate from outside React (logout, server errors)
  registerNavigator((to, options) => void router.navigate(to, options));
  // a chunk of an older deployment that fails during a navigation reloads onto the navigation's destination
  registerPendingDestination(() => {
    const to = router.state.navigation.location;
    return to ? createPath(to) : undefined;
  });
  return router;
}
