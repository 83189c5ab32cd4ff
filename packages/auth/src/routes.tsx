import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@travel/ui';
import { AUTH_PATHS } from './paths';
// With the routes, not the lazy pages: a page the server renders is styled before its code loads.
import './auth.css';

/** Each page is its own chunk: none of them weighs on the home page's first paint. */
function page(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((component) => ({ default: component })));
}

const AUTH_PAGES: ReadonlyArray<{ path: string; Page: LazyExoticComponent<ComponentType> }> = [
  { path: AUTH_PATHS.login, Page: page(() => import('./pages/LoginPage').then((m) => m.LoginPage)) },
  { path: AUTH_PATHS.signup, Page: page(() => import('./pages/SignupPage').then((m) => m.SignupPage)) },
  { path: AUTH_PATHS.forgotPassword, Page: page(() => import('./pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)) },
  { path: AUTH_PATHS.newPassword, Page: page(() => import('./pages/NewPasswordPage').then((m) => m.NewPasswordPage)) },
  { path: AUTH_PATHS.verify, Page: page(() => import('./pages/VerifyPage').then((m) => m.VerifyPage)) },
  { path: AUTH_PATHS.agentInvitation, Page: page(() => import('./pages/AgentInvitationPage').then((m) => m.AgentInvitationPage)) },
  { path: AUTH_PATHS.expiry, Page: page(() => import('./pages/ExpiryPage').then((m) => m.ExpiryPage)) },
  { path: AUTH_PATHS.sso, Page: page(() => import('./pages/SsoPage').then((m) => m.SsoPage)) },
  { path: AUTH_PATHS.social, Page: page(() => import('./pages/SocialPage').then((m) => m.SocialPage)) },
  { path: AUTH_PATHS.logout, Page: page(() => import('./pages/LogoutPage').then((m) => m.LogoutPage)) },
];

function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('agency.loading')} />;
}

/** The auth routes (SPEC 2.2), as <Route> elements for the shell's <Routes>. */
export function authRoutes() {
  return AUTH_PAGES.map(({ path, Page }) => (
    <Route
      key={path}
      path={path}
      element={
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      }
    />
  ));
}
