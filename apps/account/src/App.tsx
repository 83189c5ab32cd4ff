import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FIND_BOOKING_PATH } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { SignedInArea } from '@travel/ui/account';
import { ACCOUNT_PATHS, type AccountSection, type TravellerSection } from './sections';
import { DashboardPage } from './dashboard/DashboardPage';
import { FindBookingPage } from './findBooking/FindBookingPage';
import { ProfilePage } from './profile/ProfilePage';
import { SupportPage } from './support/SupportPage';
import { MyTripsArea } from './trips/MyTripsArea';
import { WalletPage } from './wallet/WalletPage';
import './account.css';

const FIND_BOOKING_SEGMENT = FIND_BOOKING_PATH.replace('/mytrip/', '');

function SignedIn({ section, page }: { section: AccountSection; page: ReactElement }) {
  const { t } = useTranslation('account');
  return <SignedInArea title={t(`sections.${section}`)}>{page}</SignedInArea>;
}

/** SPEC 2.2 customer links under /mytrip. */
const TRAVELLER_PAGES: ReadonlyArray<[TravellerSection, ReactElement]> = [
  ['dashboard', <DashboardPage key="dashboard" />],
  ['mytrips', <MyTripsArea key="mytrips" />],
  ['profile', <ProfilePage key="profile" />],
  ['support', <SupportPage key="support" />],
  ['wallet', <WalletPage key="wallet" />],
];

/** SPEC 2.2 agent links this remote serves: the agent's own profile and support (the Wallet is the Command Center's ledger). */
const AGENT_PAGES: Readonly<Record<string, ReactElement>> = {
  [ACCOUNT_PATHS.agent.profile]: <SignedIn section="profile" page={<ProfilePage />} />,
  [ACCOUNT_PATHS.agent.support]: <SignedIn section="support" page={<SupportPage />} />,
};

export default function App({ mount }: RemoteAppProps) {
  const agentPage = AGENT_PAGES[mount];
  if (agentPage) return agentPage;
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      {/* Open to everyone: a booking made without an account is found with its reference and email. */}
      <Route path={FIND_BOOKING_SEGMENT} element={<FindBookingPage />} />
      {TRAVELLER_PAGES.map(([section, page]) => (
        <Route key={section} path={`${section}/*`} element={<SignedIn section={section} page={page} />} />
      ))}
      <Route path="*" element={<Navigate to="/errors" replace />} />
    </Routes>
  );
}
