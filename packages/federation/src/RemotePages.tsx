import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ClientBookingBanner, TakenOverMark, matchingPage, useKeptBookingParams, type LazyPage, type PageRoute } from '@travel/ui';
import { PageSkeleton } from './PageSkeleton';
import type { RemoteAppProps } from './types';

/**
 * A remote's pages, each a chunk of its own (lazy-page.ts): those under its base route by path,
 * and those that are a route of their own elsewhere (a service's details page), by that mount.
 */
export interface RemotePageTable {
  /** Where the base route itself goes ('search'). */
  index: string;
  pages: readonly PageRoute[];
  mounts?: Readonly<Record<string, LazyPage>>;
}

/** The page `pathname` opens in a remote mounted at `mount`, if any: what to load before it renders, and whose styles it needs. */
export function remotePageAt(table: RemotePageTable, mount: string, pathname: string): LazyPage | undefined {
  return table.mounts?.[mount] ?? matchingPage(table.pages, pathname.slice(mount.length));
}

/** The remote's routes: the base route opens the index page, a path it does not have the error page. */
export function RemotePages({ table, mount }: { table: RemotePageTable; mount: string }) {
  const MountPage = table.mounts?.[mount];
  return (
    // The skeleton the shell showed while the remote loaded stays while the page's chunk does.
    <Suspense fallback={<PageSkeleton />}>
      {MountPage ? (
        <MountPage />
      ) : (
        <Routes>
          <Route index element={<Navigate to={table.index} replace />} />
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
