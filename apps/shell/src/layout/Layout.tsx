import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Cookies from 'js-cookie';
import { HIDE_FOOTER_COOKIE, HIDE_HEADER_COOKIE } from '@travel/api-client';
import { AuthModals, SessionLoader } from '@travel/auth';
import {
  chromeHidden,
  mobileMenuClosed,
  selectAgency,
  selectAuthStatus,
  selectFooterHidden,
  selectHeaderHidden,
  selectUser,
  sidebarSet,
  useAppDispatch,
  useAppSelector,
} from '@travel/store';
import { PaymentGatewayLoader } from '../startup/PaymentGatewayLoader';
import { RenderLater } from '../startup/RenderLater';
import { useRemotePreload } from '../startup/useRemotePreload';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar, SidebarPlaceholder } from './Sidebar';
import { SlimHeader } from './SlimHeader';
import { footerHidden, headerKind, sidebarShown } from './rules';

/**
 * SPEC 2.3: hideHeader/hideFooter=true from an embedding page hold for the rest of the visit
 * (session cookies, which logout clears), not just the first URL.
 */
function rememberChromeFlags(search: string): { header: boolean; footer: boolean } {
  const query = new URLSearchParams(search);
  const flags = { header: query.get('hideHeader') === 'true', footer: query.get('hideFooter') === 'true' };
  if (flags.header) Cookies.set(HIDE_HEADER_COOKIE, 'true', { sameSite: 'strict' });
  if (flags.footer) Cookies.set(HIDE_FOOTER_COOKIE, 'true', { sameSite: 'strict' });
  return flags;
}

const PHONE_WIDTH = '(max-width: 860px)';

export function Layout() {
  const { pathname, search } = useLocation();
  const agency = useAppSelector(selectAgency);
  const user = useAppSelector(selectUser);
  const authStatus = useAppSelector(selectAuthStatus);
  const headerRemembered = useAppSelector(selectHeaderHidden);
  const footerRemembered = useAppSelector(selectFooterHidden);
  const signedIn = authStatus === 'signedIn';
  const dispatch = useAppDispatch();
  const { t } = useTranslation();

  useRemotePreload(agency);
  useEffect(() => {
    const flags = rememberChromeFlags(search);
    if (flags.header || flags.footer) dispatch(chromeHidden(flags));
  }, [search, dispatch]);
  useEffect(() => {
    dispatch(mobileMenuClosed());
  }, [pathname, dispatch]);
  useEffect(() => {
    // Phones start with the sidebar folded away; desktops with it open.
    if (window.matchMedia?.(PHONE_WIDTH).matches) dispatch(sidebarSet(false));
  }, [dispatch]);

  if (!agency) return null;
  const page = { pathname, search };
  const header = headerKind(page, agency, signedIn, headerRemembered);
  const showFooter = !footerHidden(page, footerRemembered);
  const showSidebar = user !== null && sidebarShown(pathname, signedIn);
  // A saved session is being checked: keep the sidebar's place so nothing shifts when it arrives.
  const sidebarPending = authStatus === 'checking' && sidebarShown(pathname, true);

  return (
    <div className="layout">
      {/* The server renders every page; what needs scripts is searching and booking. */}
      <noscript>
        <p className="noscript-note">{t('layout.noScript')}</p>
      </noscript>
      {header === 'full' ? <Header /> : null}
      {header === 'slim' ? <SlimHeader agency={agency} /> : null}
      <div className={`layout-body${showSidebar || sidebarPending ? ' has-sidebar' : ''}`}>
        {showSidebar && user ? <Sidebar user={user} agency={agency} /> : null}
        {sidebarPending ? <SidebarPlaceholder /> : null}
        <main id="content" className="layout-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <RenderLater>
        {showFooter ? <Footer /> : null}
        <SessionLoader />
        <PaymentGatewayLoader />
        <AuthModals />
      </RenderLater>
    </div>
  );
}
