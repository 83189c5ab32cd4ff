import { Navigate } from 'react-router-dom';
import type { RemoteAppProps } from '@travel/federation';
import { ComingSoonRoutes } from '@travel/ui';

export default function App({ mount }: RemoteAppProps) {
  // /flight-details without a chosen flight has nothing to show yet: start a search.
  if (mount === '/flight-details') return <Navigate to="/booknow/flights/search" replace />;
  return <ComingSoonRoutes namespace="flights" />;
}
