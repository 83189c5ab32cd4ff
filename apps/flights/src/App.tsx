import { serviceRemoteApp, type RemotePageTable } from '@travel/federation/remote-pages';
import { lazyPage } from '@travel/ui';

// One chunk per step, named so the server links only that step's styles (remote-page-styles.ts):
// a traveller on the search page does not download the results.
const SearchPage = lazyPage(() => import(/* webpackChunkName: "search" */ './search/SearchPage').then((m) => m.default), 'search');
const ResultsPage = lazyPage(() => import(/* webpackChunkName: "results" */ './results/ResultsPage').then((m) => m.default), 'results');
const DetailsPage = lazyPage(() => import(/* webpackChunkName: "details" */ './details/DetailsPage').then((m) => m.default), 'details');
const ReservationPage = lazyPage(() => import(/* webpackChunkName: "reservation" */ './reservation/ReservationPage').then((m) => m.default), 'reservation');
const CheckoutPage = lazyPage(() => import(/* webpackChunkName: "checkout" */ './checkout/CheckoutPage').then((m) => m.default), 'checkout');
const ConfirmationPage = lazyPage(() => import(/* webpackChunkName: "confirmation" */ './confirmation/ConfirmationPage').then((m) => m.default), 'confirmation');
// The client's proposal (issue 22): the same page in every service's remote.
const ProposalPage = lazyPage(() => import(/* webpackChunkName: "proposal" */ '@travel/ui/proposal').then((m) => m.ProposalPage), 'proposal');

/** SPEC 2.2: /booknow/flights/{search, search-details, …} and /flight-details. */
const PAGE_TABLE: RemotePageTable = {
  index: 'search',
  pages: [
    { path: 'search', Page: SearchPage },
    { path: 'search-details', Page: ResultsPage },
    { path: 'reservation-details', Page: ReservationPage },
    { path: 'checkout', Page: CheckoutPage },
    { path: 'confirmation', Page: ConfirmationPage },
    { path: 'deal/:proposalId', Page: ProposalPage },
  ],
  mounts: { '/flight-details': DetailsPage },
};

const { App, pageAt } = serviceRemoteApp(PAGE_TABLE);

export { pageAt };
export default App;
