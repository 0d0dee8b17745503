import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../shared/lib/navigation';
import { buildRoutes } from './routes/routes';

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  // session actions and the API client navigate from outside React (logout, server errors)
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
