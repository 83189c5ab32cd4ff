import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, TakenOverMark, lazyPage, preloadMatchingPage, type PageRoute } from '@travel/ui';
import { AUTH_PATHS } from './paths';
// With the routes, not the lazy pages: a page the server renders is styled before its code loads.
import './auth.css';

/** Each page is its own chunk: none of them weighs on the home page's first paint. */
const AUTH_PAGES: readonly PageRoute[] = [
  { path: AUTH_PATHS.login, Page: lazyPage(() => import('./pages/LoginPage').then((m) => m.LoginPage)) },
  { path: AUTH_PATHS.signup, Page: lazyPage(() => import('./pages/SignupPage').then((m) => m.SignupPage)) },
  { path: AUTH_PATHS.forgotPassword, Page: lazyPage(() => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)) },
  { path: AUTH_PATHS.newPassword, Page: lazyPage(() => import('./pages/NewPasswordPage').then((m) => m.NewPasswordPage)) },
  { path: AUTH_PATHS.verify, Page: lazyPage(() => import('./pages/VerifyPage').then((m) => m.VerifyPage)) },
  { path: AUTH_PATHS.agentInvitation, Page: lazyPage(() => import('./pages/AgentInvitationPage').then((m) => m.AgentInvitationPage)) },
  { path: AUTH_PATHS.expiry, Page: lazyPage(() => import('./pages/ExpiryPage').then((m) => m.ExpiryPage)) },
  { path: AUTH_PATHS.sso, Page: lazyPage(() => import('./pages/SsoPage').then((m) => m.SsoPage)) },
  { path: AUTH_PATHS.social, Page: lazyPage(() => import('./pages/SocialPage').then((m) => m.SocialPage)) },
  { path: AUTH_PATHS.logout, Page: lazyPage(() => import('./pages/LogoutPage').then((m) => m.LogoutPage)) },
];

function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('agency.loading')} />;
}

/** Loads the auth page `pathname` opens, if any, before it renders (a server-rendered page hydrates without suspending). */
export const preloadAuthPage = (pathname: string): Promise<void> => preloadMatchingPage(AUTH_PAGES, pathname);

/** The auth routes (SPEC 2.2), as <Route> elements for the shell's <Routes>. */
export function authRoutes() {
  return AUTH_PAGES.map(({ path, Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<PageLoading />}>
          <Page />
          <TakenOverMark />
        </Suspense>
      }
    />
  ));
}
