import type { ComponentType } from 'react';
import type { RequestHandler } from 'msw';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isoDay, mountsFor, type Agency, type RemoteName } from '@travel/contracts';
import type { RemoteAppProps } from '@travel/federation';
import { agencyFixture } from './fixtures';
import { renderInHost } from './render';

/**
 * jest-fixed-jsdom swaps in Node's FormData, which refuses a <form>. React builds one when a
 * submit starts a transition (the router navigates in one), which a browser's FormData takes.
 * A remote's test helper calls this once, as it loads.
 */
export function letFormDataTakeForms(): void {
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class extends NodeFormData {
    constructor(form?: unknown) {
      super(form instanceof HTMLFormElement ? undefined : (form as undefined));
    }
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** A remote's App under every mount the shell gives it (mountsFor), a stand-in /errors page, and the current URL readable (currentUrl). */
export function renderRemote(remote: RemoteName, App: ComponentType<RemoteAppProps>, route: string, { agency = agencyFixture(), api = [] }: { agency?: Agency; api?: RequestHandler[] } = {}) {
  return renderInHost(
    <>
      <Routes>
        {mountsFor(agency, remote).map((mount) => (
          <Route key={mount.path} path={mount.path} element={<App mount={mount.base} />} />
        ))}
        <Route path="/errors" element={<h1>404 page</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route, agency, api },
  );
}

/** The URL a remote rendered by renderRemote is at now. */
export const currentUrl = (): URL => new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');

/** A day `days` from today (UTC), so a search is always in the future. */
export const daysFromNow = (days: number): string => isoDay(new Date(Date.now() + days * 86_400_000));
