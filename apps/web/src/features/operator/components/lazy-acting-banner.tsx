import { lazy, Suspense } from 'react';

const Banner = lazy(() =>
  Promise.all([import('../../../app/query-provider'), import('./acting-banner')]).then(([q, m]) => ({
    default: q.withQueryClient(m.ActingBanner),
  })),
);

/**
 * The banner of an operator acting for an organization, loaded when shown: it brings the back office's API
 * and its contracts, which the sign-in page's start-up doesn't need.
 */
export function ActingBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
