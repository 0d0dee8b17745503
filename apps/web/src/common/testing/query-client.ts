import { QueryClient } from '@tanstack/react-query';

/**
 * A query client for a test: no retries, so a refused or failed request shows its state at once instead of
 * after the app's back-off (which would outlast the test's wait).
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
