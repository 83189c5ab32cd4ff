import { Navigate, Route, Routes } from 'react-router-dom';
import { selectAuthStatus, useAppSelector } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { AccountPage } from '../AccountPage';
import { MyTripsPage } from './MyTripsPage';
import { TripDetailPage } from './TripDetailPage';
import './trips.css';

/** My Trips for a signed-in traveller; anyone else gets the account area's sign-in prompt. */
export function MyTripsArea() {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'checking') {
    return (
      <div className="account-page container">
        <Skeleton height={320} />
      </div>
    );
  }
  if (status !== 'signedIn') return <AccountPage section="mytrips" />;
  return (
    <Routes>
      <Route index element={<MyTripsPage />} />
      <Route path=":reference" element={<TripDetailPage />} />
      <Route path="*" element={<Navigate to="/errors" replace />} />
    </Routes>
  );
}
