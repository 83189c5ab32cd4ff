import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FIND_BOOKING_PATH } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { SignedInArea } from './SignedInArea';
import { ACCOUNT_PATHS, type AccountSection, type TravellerSection } from './sections';
import { CommandCenterPage } from './dashboard/CommandCenterPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { FindBookingPage } from './findBooking/FindBookingPage';
import { ProfilePage } from './profile/ProfilePage';
import { MarkupSettingsPage } from './settings/MarkupSettingsPage';
import { WebsiteSettingsPage } from './settings/WebsiteSettingsPage';
import { SupportPage } from './support/SupportPage';
import { MyTripsArea } from './trips/MyTripsArea';
import { WalletPage } from './wallet/WalletPage';
import './account.css';

const FIND_BOOKING_SEGMENT = FIND_BOOKING_PATH.replace('/mytrip/', '');

const signedIn = (section: AccountSection, page: ReactElement) => <SignedInArea section={section}>{page}</SignedInArea>;

/** SPEC 2.2 customer links under /mytrip. */
const TRAVELLER_PAGES: ReadonlyArray<[TravellerSection, ReactElement]> = [
  ['dashboard', <DashboardPage key="dashboard" />],
  ['mytrips', <MyTripsArea key="mytrips" />],
  ['profile', <ProfilePage key="profile" />],
  ['support', <SupportPage key="support" />],
  ['wallet', <WalletPage key="wallet" />],
];

/** SPEC 2.2 agent links: markup and website settings, their profile, support and wallet; the Command Center for the rest. */
function AgentRoutes({ mount }: { mount: string }) {
  const commandCenter = signedIn('commandCenter', <CommandCenterPage />);
  if (mount === '/settings') {
    return (
      <Routes>
        <Route path="agency/*" element={signedIn('markupSettings', <MarkupSettingsPage />)} />
        <Route path="website/*" element={signedIn('websiteSettings', <WebsiteSettingsPage />)} />
        {/* The sidebar's Customize Theme: the theme is the brand colour, which Website Settings sets. */}
        <Route path="theme/*" element={<Navigate to={ACCOUNT_PATHS.agent.websiteSettings} replace />} />
        <Route path="profile/*" element={signedIn('profile', <ProfilePage />)} />
        <Route path="support/*" element={signedIn('support', <SupportPage />)} />
        <Route path="*" element={commandCenter} />
      </Routes>
    );
  }
  if (mount === '/wallet') {
    return (
      <Routes>
        <Route path="details/*" element={signedIn('wallet', <WalletPage />)} />
        <Route path="*" element={commandCenter} />
      </Routes>
    );
  }
  return commandCenter;
}

export default function App({ mount }: RemoteAppProps) {
  if (mount !== '/mytrip') return <AgentRoutes mount={mount} />;
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      {/* Open to everyone: a booking made without an account is found with its reference and email. */}
      <Route path={FIND_BOOKING_SEGMENT} element={<FindBookingPage />} />
      {TRAVELLER_PAGES.map(([section, page]) => (
        <Route key={section} path={`${section}/*`} element={signedIn(section, page)} />
      ))}
      <Route path="*" element={<Navigate to="/errors" replace />} />
    </Routes>
  );
}
