import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  return (
    <div className="layout">
      <Header />
      <main id="content" className="layout-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
