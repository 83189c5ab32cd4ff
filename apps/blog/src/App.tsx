import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@travel/federation';
import { StoriesPage } from './StoriesPage';
import './blog.css';

export default function App({ mount }: RemoteAppProps) {
  const topic = mount === '/blog' ? 'blog' : 'destinations';
  if (mount === '/destination/share' || mount === '/top-destination') return <StoriesPage topic={topic} />;
  return (
    <Routes>
      <Route index element={<StoriesPage topic={topic} />} />
      <Route path="share" element={<StoriesPage topic={topic} />} />
      <Route path="*" element={<Navigate to="/errors" replace />} />
    </Routes>
  );
}
