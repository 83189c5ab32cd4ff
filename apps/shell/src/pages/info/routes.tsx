import { Suspense, lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { INFO_PATHS } from '@travel/contracts';
import { InfoPageSkeleton } from './InfoPage';
// With the routes, not the lazy pages: a page the server renders is styled before its code loads.
import './info.css';
import './subscription.css';
import '../proposal/proposal-decision.css';

/**
 * Each info page is its own chunk (none is needed for the home page's first paint), with a
 * Suspense of its own so loading it, or its translations, keeps the header and footer up.
 */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<InfoPageSkeleton />}>
      <Page />
    </Suspense>
  );
}

/** The legal and info routes (SPEC 2.1, 2.2), placed inside the shell layout by ShellRoutes. */
export const INFO_ROUTES = (
  <>
    <Route path={INFO_PATHS.faqs} element={lazyPage(() => import('./FaqPage').then((m) => m.FaqPage))} />
    <Route path={INFO_PATHS.about} element={lazyPage(() => import('./AboutPage').then((m) => m.AboutPage))} />
    <Route path={INFO_PATHS.privacyPolicy} element={lazyPage(() => import('./AgencyHtmlPage').then((m) => m.PrivacyPolicyPage))} />
    <Route path={INFO_PATHS.cookiesPolicy} element={lazyPage(() => import('./AgencyHtmlPage').then((m) => m.CookiesPolicyPage))} />
    <Route path={INFO_PATHS.disclaimer} element={lazyPage(() => import('./AgencyHtmlPage').then((m) => m.DisclaimerPage))} />
    <Route path={INFO_PATHS.userTerms} element={lazyPage(() => import('./UserTermsPage').then((m) => m.UserTermsPage))} />
    <Route path={`${INFO_PATHS.agencyTerms}/:id`} element={lazyPage(() => import('./AgencyTermsPage').then((m) => m.AgencyTermsPage))} />
    <Route path={INFO_PATHS.subscription} element={lazyPage(() => import('./SubscriptionPage').then((m) => m.SubscriptionPage))} />
    <Route path={INFO_PATHS.allowAgentProposal} element={lazyPage(() => import('../proposal/AllowProposalPage').then((m) => m.AllowProposalPage))} />
    <Route path={INFO_PATHS.disapproveProposal} element={lazyPage(() => import('../proposal/DisapproveProposalPage').then((m) => m.DisapproveProposalPage))} />
  </>
);
