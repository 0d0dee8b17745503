import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../common/lib/api-client';
import { onSignedOut } from '../common/session/session-actions';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // a refused request (4xx) will be refused again; only network trouble and 5xx are worth a retry
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

// Nothing of the previous user may be shown to the next one.
onSignedOut(() => queryClient.clear());
