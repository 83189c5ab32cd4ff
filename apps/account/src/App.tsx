import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@travel/federation';
import { AccountPage } from './AccountPage';
import { MyTripsArea } from './trips/MyTripsArea';

/** SPEC 2.2 customer links under /mytrip; the agents' Command Center everywhere else. */
const TRAVELLER_SECTIONS = ['dashboard', 'mytrips', 'profile', 'support', 'wallet'] as const;

export default function App({ mount }: RemoteAppProps) {
  if (mount !== '/mytrip') return <AccountPage section="commandCenter" />;
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      {TRAVELLER_SECTIONS.map((section) => (
        <Route key={section} path={`${section}/*`} element={section === 'mytrips' ? <MyTripsArea /> : <AccountPage section={section} />} />
      ))}
      <Route path="*" element={<Navigate to="/errors" replace />} />
    </Routes>
  );
}
