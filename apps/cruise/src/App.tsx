import type { RemoteAppProps } from '@travel/federation';
import { ComingSoonRoutes } from '@travel/ui';

export default function App(_props: RemoteAppProps) {
  return <ComingSoonRoutes namespace="cruise" />;
}
