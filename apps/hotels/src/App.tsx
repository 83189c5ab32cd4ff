import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@travel/federation';
import { PageSkeleton } from '@travel/federation/page-skeleton';
import { ClientBookingBanner, useKeptBookingParams } from '@travel/ui';

// One chunk per step: a traveller on the results page does not download the checkout.
const SearchPage = lazy(() => import('./search/SearchPage'));
const ResultsPage = lazy(() => import('./results/ResultsPage'));
const DetailsPage = lazy(() => import('./details/DetailsPage'));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage'));
const ConfirmationPage = lazy(() => import('./confirmation/ConfirmationPage'));
// The client's proposal (issue 22): the same page in every service's remote.
const ProposalPage = lazy(() => import('@travel/ui/proposal').then((m) => ({ default: m.ProposalPage })));

/** SPEC 2.2: /booknow/hotels/{search, search-details, details, checkout, confirm-payment}, and /hotel-details. */
export default function App({ mount }: RemoteAppProps) {
  useKeptBookingParams();
  return (
    <>
      <ClientBookingBanner />
      {/* The skeleton the shell showed while this remote loaded stays while the page's chunk does. */}
      <Suspense fallback={<PageSkeleton />}>
        {mount === '/hotel-details' ? (
          <DetailsPage />
        ) : (
          <Routes>
            <Route index element={<Navigate to="search" replace />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="search-details" element={<ResultsPage />} />
            <Route path="details" element={<DetailsPage />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="confirm-payment" element={<ConfirmationPage />} />
            <Route path="deal/:proposalId" element={<ProposalPage />} />
            <Route path="*" element={<Navigate to="/errors" replace />} />
          </Routes>
        )}
      </Suspense>
    </>
  );
}
