import { Navigate, Route, Routes } from 'react-router-dom';
import { MyTripsPage } from './MyTripsPage';
import { TripDetailPage } from './TripDetailPage';
import './trips.css';

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
