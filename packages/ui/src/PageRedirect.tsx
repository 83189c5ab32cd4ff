import { createContext, useContext } from 'react';
import { Navigate, useResolvedPath } from 'react-router-dom';

/**
 * What a page rendered on the server tells the response besides its HTML (apps/shell/src/server
 * render.tsx provides it; in the browser there is none).
 */
export interface PageOutcome {
  /** Answer with a redirect to this URL instead of the page. */
  redirect(to: string): void;
  /** Answer with this status (the not-found page's 404). */
  status(code: number): void;
}

export const PageOutcomeContext = createContext<PageOutcome | null>(null);

/**
 * `<Navigate replace>` that the server answers as an HTTP redirect, so the visitor never gets a
 * page that only sends them elsewhere once its scripts run.
 */
export function PageRedirect({ to }: { to: string }) {
  const outcome = useContext(PageOutcomeContext);
  const { pathname, search, hash } = useResolvedPath(to);
  if (!outcome) return <Navigate to={to} replace />;
  outcome.redirect(`${pathname}${search}${hash}`);
  return null;
}

/** The HTTP status of the page when the server renders it. */
export function usePageStatus(code: number): void {
  useContext(PageOutcomeContext)?.status(code);
}
