import { FIND_BOOKING_PATH } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { RemotePages, remotePageAt, type RemotePageTable } from '@travel/federation/remote-pages';
import { lazyPage } from '@travel/ui';
import { ACCOUNT_PATHS } from './sections';
import './account.css';

// One chunk per page, named so the server links only that page's styles (remote-page-styles.ts).
const DashboardPage = lazyPage(() => import(/* webpackChunkName: "dashboard" */ './dashboard/DashboardPage').then((m) => m.default), 'dashboard');
const MyTripsPage = lazyPage(() => import(/* webpackChunkName: "mytrips" */ './trips/MyTripsArea').then((m) => m.default), 'mytrips');
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "profile" */ './profile/ProfilePage').then((m) => m.default), 'profile');
const SupportPage = lazyPage(() => import(/* webpackChunkName: "support" */ './support/SupportPage').then((m) => m.default), 'support');
const WalletPage = lazyPage(() => import(/* webpackChunkName: "wallet" */ './wallet/WalletPage').then((m) => m.default), 'wallet');
// Open to everyone: a booking made without an account is found with its reference and email.
const FindBookingPage = lazyPage(() => import(/* webpackChunkName: "find-booking" */ './findBooking/FindBookingPage').then((m) => m.FindBookingPage), 'find-booking');

/**
 * SPEC 2.2: the traveller's pages under /mytrip, and the agent's own profile and support, each
 * a mount of its own (the agent's Wallet is the Command Center's ledger).
 */
const PAGE_TABLE: RemotePageTable = {
  index: 'dashboard',
  pages: [
    { path: FIND_BOOKING_PATH.replace('/mytrip/', ''), Page: FindBookingPage },
    { path: 'dashboard/*', Page: DashboardPage },
    { path: 'mytrips/*', Page: MyTripsPage },
    { path: 'profile/*', Page: ProfilePage },
    { path: 'support/*', Page: SupportPage },
    { path: 'wallet/*', Page: WalletPage },
  ],
  mounts: { [ACCOUNT_PATHS.agent.profile]: ProfilePage, [ACCOUNT_PATHS.agent.support]: SupportPage },
};

export const pageAt = (mount: string, pathname: string) => remotePageAt(PAGE_TABLE, mount, pathname);

export default function App({ mount }: RemoteAppProps) {
  return <RemotePages table={PAGE_TABLE} mount={mount} />;
}
