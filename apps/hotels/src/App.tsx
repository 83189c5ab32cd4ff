import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@travel/federation';
import { PageSkeleton } from '@travel/federation/page-skeleton';
import { ClientBookingBanner, lazyPage, preloadMatchingPage, useKeptBookingParams, type PageRoute } from '@travel/ui';

// One chunk per step: a traveller on the results page does not download the checkout.
const SearchPage = lazyPage(() => import('./search/SearchPage').then((m) => m.default));
const ResultsPage = lazyPage(() => import('./results/ResultsPage').then((m) => m.default));
const DetailsPage = lazyPage(() => import('./details/DetailsPage').then((m) => m.default));
const CheckoutPage = lazyPage(() => import('./checkout/CheckoutPage').then((m) => m.default));
const ConfirmationPage = lazyPage(() => import('./confirmation/ConfirmationPage').then((m) => m.default));
// The client's proposal (issue 22): the same page in every service's remote.
const ProposalPage = lazyPage(() => import('@travel/ui/proposal').then((m) => m.ProposalPage));

/** The details page's own route, outside the service's base route. */
const DETAILS_MOUNT = '/hotel-details';

/** The pages under the service's base route, by path: the routes below, and what preloadPage loads. */
const PAGES: readonly PageRoute[] = [
  { path: 'search', Page: SearchPage },
  { path: 'search-details', Page: ResultsPage },
  { path: 'details', Page: DetailsPage },
  { path: 'checkout', Page: CheckoutPage },
  { path: 'confirm-payment', Page: ConfirmationPage },
  { path: 'deal/:proposalId', Page: ProposalPage },
];

/** Loads the page `pathname` opens under `mount` before it renders (lazy-page.ts). */
export function preloadPage(mount: string, pathname: string): Promise<void> {
  return mount === DETAILS_MOUNT ? DetailsPage.preload() : preloadMatchingPage(PAGES, pathname.slice(mount.length));
}

/** SPEC 2.2: /booknow/hotels/{search, search-details, details, checkout, confirm-payment}, and /hotel-details. */
export default function App({ mount }: RemoteAppProps) {
  useKeptBookingParams();
  return (
    <>
      <ClientBookingBanner />
      {/* The skeleton the shell showed while this remote loaded stays while the page's chunk does. */}
      <Suspense fallback={<PageSkeleton />}>
        {mount === DETAILS_MOUNT ? (
          <DetailsPage />
        ) : (
          <Routes>
            <Route index element={<Navigate to="search" replace />} />
            {PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<Navigate to="/errors" replace />} />
          </Routes>
        )}
      </Suspense>
    </>
  );
}
