import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@travel/federation';
import { PageSkeleton } from '@travel/federation/page-skeleton';
import { ClientBookingBanner, useKeptBookingParams } from '@travel/ui';

// One chunk per step: a traveller on the search page does not download the results.
const SearchPage = lazy(() => import('./search/SearchPage'));
const ResultsPage = lazy(() => import('./results/ResultsPage'));
const DetailsPage = lazy(() => import('./details/DetailsPage'));
const ReservationPage = lazy(() => import('./reservation/ReservationPage'));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage'));
const ConfirmationPage = lazy(() => import('./confirmation/ConfirmationPage'));
// The client's proposal (issue 22): the same page in every service's remote.
const ProposalPage = lazy(() => import('@travel/ui/proposal').then((m) => ({ default: m.ProposalPage })));

/** SPEC 2.2: /booknow/flights/{search, search-details, …} and /flight-details. */
export default function App({ mount }: RemoteAppProps) {
  useKeptBookingParams();
  return (
    <>
      <ClientBookingBanner />
      {/* The skeleton the shell showed while this remote loaded stays while the page's chunk does. */}
      <Suspense fallback={<PageSkeleton />}>
        {mount === '/flight-details' ? (
          <DetailsPage />
        ) : (
          <Routes>
            <Route index element={<Navigate to="search" replace />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="search-details" element={<ResultsPage />} />
            <Route path="reservation-details" element={<ReservationPage />} />
            <Route path="checkout" element={<CheckoutPage />} />
            <Route path="confirmation" element={<ConfirmationPage />} />
            <Route path="deal/:proposalId" element={<ProposalPage />} />
            <Route path="*" element={<Navigate to="/errors" replace />} />
          </Routes>
        )}
      </Suspense>
    </>
  );
}
