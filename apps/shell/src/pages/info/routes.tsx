import { Suspense } from 'react';
import { Route } from 'react-router-dom';
import { INFO_PATHS } from '@travel/contracts';
import { TakenOverMark, lazyPage, preloadMatchingPage, type PageRoute } from '@travel/ui';
import { InfoPageSkeleton } from './InfoPage';
// With the routes, not the lazy pages: a page the server renders is styled before its code loads.
import './info.css';
import './subscription.css';
import '../proposal/proposal-decision.css';

/** Each page is its own chunk: none of them weighs on the home page's first paint. */
const INFO_PAGES: readonly PageRoute[] = [
  { path: INFO_PATHS.faqs, Page: lazyPage(() => import('./FaqPage').then((m) => m.FaqPage)) },
  { path: INFO_PATHS.about, Page: lazyPage(() => import('./AboutPage').then((m) => m.AboutPage)) },
  { path: INFO_PATHS.privacyPolicy, Page: lazyPage(() => import('./AgencyHtmlPage').then((m) => m.PrivacyPolicyPage)) },
  { path: INFO_PATHS.cookiesPolicy, Page: lazyPage(() => import('./AgencyHtmlPage').then((m) => m.CookiesPolicyPage)) },
  { path: INFO_PATHS.disclaimer, Page: lazyPage(() => import('./AgencyHtmlPage').then((m) => m.DisclaimerPage)) },
  { path: INFO_PATHS.userTerms, Page: lazyPage(() => import('./UserTermsPage').then((m) => m.UserTermsPage)) },
  { path: `${INFO_PATHS.agencyTerms}/:id`, Page: lazyPage(() => import('./AgencyTermsPage').then((m) => m.AgencyTermsPage)) },
  { path: INFO_PATHS.subscription, Page: lazyPage(() => import('./SubscriptionPage').then((m) => m.SubscriptionPage)) },
  { path: INFO_PATHS.allowAgentProposal, Page: lazyPage(() => import('../proposal/AllowProposalPage').then((m) => m.AllowProposalPage)) },
  { path: INFO_PATHS.disapproveProposal, Page: lazyPage(() => import('../proposal/DisapproveProposalPage').then((m) => m.DisapproveProposalPage)) },
];

/** Loads the info page `pathname` opens, if any, before it renders (a server-rendered page hydrates without suspending). */
export const preloadInfoPage = (pathname: string): Promise<void> => preloadMatchingPage(INFO_PAGES, pathname);

/**
 * The legal and info routes (SPEC 2.1, 2.2), placed inside the shell layout by ShellRoutes, each
 * with a Suspense of its own so loading it, or its translations, keeps the header and footer up.
 */
export const INFO_ROUTES = INFO_PAGES.map(({ path, Page }) => (
  <Route
    key={path}
    path={path}
    element={
      <Suspense fallback={<InfoPageSkeleton />}>
        <Page />
        <TakenOverMark />
      </Suspense>
    }
  />
));
