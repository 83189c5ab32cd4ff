import { Suspense, lazy, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { modalClosed, selectModal, useAppDispatch, useAppSelector } from '@travel/store';

// The forms load with the first modal opened, not with every page.
const AuthModal = lazy(() => import('./AuthModal').then(({ AuthModal: component }) => ({ default: component })));

/** Focus goes back to whatever opened the modal (the header's Log In button, say) once it closes. */
function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    opener.current?.focus();
    opener.current = null;
  }, [open]);
}

/**
 * A link inside the modal (Forgot password?) leads to another page: the modal goes with it.
 * One opened by the very click that navigated (Reveal Price: to the home page, and sign in
 * there) stays: its opening and the navigation come in the same task, before any timer.
 */
function useCloseOnNavigation(open: boolean): void {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const shownAt = useRef(pathname);
  const justOpened = useRef(false);
  useEffect(() => {
    if (!open) return;
    justOpened.current = true;
    const settled = setTimeout(() => (justOpened.current = false));
    return () => clearTimeout(settled);
  }, [open]);
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (open && !justOpened.current) dispatch(modalClosed());
  }, [pathname, open, dispatch]);
}

/**
 * SPEC 2.9: the login and signup modals. Mount once, inside the router and the store.
 * `hasCommandCenter`: whether this page routes /dashboard, where agents go once signed in
 * (a remote running alone may not).
 */
export function AuthModals({ hasCommandCenter = true }: { hasCommandCenter?: boolean }) {
  const modal = useAppSelector(selectModal);
  const kind = modal === 'login' || modal === 'signup' ? modal : null;
  useReturnFocus(kind !== null);
  useCloseOnNavigation(kind !== null);
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal kind={kind} hasCommandCenter={hasCommandCenter} />
    </Suspense>
  );
}
