import type { RemoteAppProps } from '@travel/federation';
import { ServiceRoutes } from '@travel/ui';

export default function App(_props: RemoteAppProps) {
  return <ServiceRoutes namespace="resort" />;
}
