import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { matchingPage, type LazyPage, type PageRoute } from '@travel/ui';
import { PageSkeleton } from './PageSkeleton';

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
    </Suspense>
  );
}
