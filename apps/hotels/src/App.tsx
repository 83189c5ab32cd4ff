import { Navigate } from 'react-router-dom';
import type { RemoteAppProps } from '@travel/federation';
import { ServiceRoutes } from '@travel/ui';

export default function App({ mount }: RemoteAppProps) {
  // /hotel-details without a chosen hotel has nothing to show yet: start a search.
  if (mount === '/hotel-details') return <Navigate to="/booknow/hotels/search" replace />;
  return <ServiceRoutes namespace="hotels" />;
}
