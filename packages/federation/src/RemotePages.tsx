import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ClientBookingBanner, TakenOverMark, matchingPage, useKeptBookingParams, type LazyPage, type PageRoute } from '@travel/ui';
import { PageSkeleton } from './PageSkeleton';
import type { RemoteAppProps } from './types';

/**
 * A service remote's pages, each a chunk of its own (lazy-page.ts): those under the service's
 * base route by path, and its details page, which has a route of its own outside it.
 */
export interface RemotePageTable {
  pages: readonly PageRoute[];
  details: { mount: string; Page: LazyPage };
}

/** The page `pathname` opens in a remote mounted at `mount`, if any: what to load before it renders, and whose styles it needs. */
export function remotePageAt(table: RemotePageTable, mount: string, pathname: string): LazyPage | undefined {
  return mount === table.details.mount ? table.details.Page : matchingPage(table.pages, pathname.slice(mount.length));
}

/** The remote's routes: the base route opens search, a path it does not have the error page. */
export function RemotePages({ table, mount }: { table: RemotePageTable; mount: string }) {
  const { Page: DetailsPage } = table.details;
  return (
    // The skeleton the shell showed while the remote loaded stays while the page's chunk does.
    <Suspense fallback={<PageSkeleton />}>
      {mount === table.details.mount ? (
        <DetailsPage />
      ) : (
        <Routes>
          <Route index element={<Navigate to="search" replace />} />
          {table.pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to="/errors" replace />} />
        </Routes>
      )}
      <TakenOverMark />
    </Suspense>
  );
}

/**
 * A service remote's './App' from its page table, and the page a path opens in it (`pageAt`):
 * loaded before it renders, its styles linked by the server.
 */
export function serviceRemoteApp(table: RemotePageTable) {
  function App({ mount }: RemoteAppProps) {
    useKeptBookingParams();
    return (
      <>
        <ClientBookingBanner />
        <RemotePages table={table} mount={mount} />
      </>
    );
  }
  return { App, pageAt: (mount: string, pathname: string) => remotePageAt(table, mount, pathname) };
}
