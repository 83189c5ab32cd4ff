import { Navigate, Route, Routes } from 'react-router-dom';
import { MyTripsPage } from './MyTripsPage';
import { TripDetailPage } from './TripDetailPage';
import './trips.css';
import { signedIn } from '../signedIn';

/** My Trips: the list and each booking's page. */
export function MyTripsArea() {
  return (
    <Routes>
      <Route index element={<MyTripsPage />} />
      <Route path=":reference" element={<TripDetailPage />} />
      <Route path="*" element={<Navigate to="/errors" replace />} />
    </Routes>
  );
}

/** The page as the account remote opens it, inside the signed-in area. */
export default signedIn('mytrips', MyTripsArea);
