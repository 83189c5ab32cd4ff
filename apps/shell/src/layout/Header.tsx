import { useId } from 'react';
import { NavLink, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { BOOKABLE_SERVICES, SERVICE_PATHS, activeServices } from '@travel/contracts';
import {
  mobileMenuClosed,
  mobileMenuToggled,
  selectAgency,
  selectAuthStatus,
  selectMobileDevice,
  selectMobileMenuOpen,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@travel/store';
import { SERVICE_ICONS, SERVICE_LABEL_KEYS, Skeleton } from '@travel/ui';
import { AccountMenu } from './AccountMenu';
import { AuthButtons } from './AuthButtons';
import { CurrencyMenu } from './CurrencyMenu';
import { LanguageMenu } from './LanguageMenu';
import { logoTarget } from './rules';

/** SPEC 2.6: logo, the services in nav order, About and FAQ, language, currency, and the visitor's account. */
export function Header() {
  const agency = useAppSelector(selectAgency);
  const user = useAppSelector(selectUser);
  const authStatus = useAppSelector(selectAuthStatus);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const mobileDevice = useAppSelector(selectMobileDevice);
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const soonId = useId();
  if (!agency) return null;
  const home = logoTarget(agency, user);
  const closeMenu = () => dispatch(mobileMenuClosed());
  const logo = (
    <picture>
      <source media="(max-width: 640px)" srcSet={agency.logoMobile || agency.logo} />
      <img src={agency.logo} alt={agency.agencyName} width={168} height={40} />
    </picture>
  );
  const pages = [
    ...(agency.isAbousUsEnable ? [{ to: '/about', label: agency.aboutUsEnableTitle || t('layout.about') }] : []),
    ...(agency.isFaqEnable ? [{ to: '/faqs', label: agency.faqEnableTitle || t('layout.faq') }] : []),
  ];

  return (
    <header className={`header${mobileDevice ? ' is-mobile-device' : ''}`}>
      <a className="skip-link" href="#content">{t('layout.skipToContent')}</a>
      <div className="container header-bar">
        {/^https?:\/\//.test(home) ? (
          <a href={home} className="header-logo" aria-label={t('layout.home', { agency: agency.agencyName })}>{logo}</a>
        ) : (
          <Link to={home} className="header-logo" aria-label={t('layout.home', { agency: agency.agencyName })}>{logo}</Link>
        )}
        <button
          type="button"
          className="header-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => dispatch(mobileMenuToggled())}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="visually-hidden">{t('layout.menu')}</span>
        </button>
        <div id="main-nav" className={`header-panel${menuOpen ? ' is-open' : ''}`}>
          <nav className="header-nav" aria-label={t('layout.mainNavigation')}>
            <ul>
              {activeServices(agency).map((service, index) => {
                const Icon = SERVICE_ICONS[service];
                // A service not built yet keeps its link's name and gets a small 'Soon' as its description.
                const soon = BOOKABLE_SERVICES.has(service) ? undefined : `${soonId}-${index}`;
                return (
                  <li key={service}>
                    <NavLink to={SERVICE_PATHS[service]} onClick={closeMenu} aria-describedby={soon}>
                      <Icon aria-hidden="true" size={18} />
                      {t(SERVICE_LABEL_KEYS[service])}
                    </NavLink>
                    {soon ? <span id={soon} className="header-nav-soon">{t('comingSoon.short')}</span> : null}
                  </li>
                );
              })}
              {pages.map((page) => (
                <li key={page.to} className="header-page-link">
                  <NavLink to={page.to} onClick={closeMenu}>{page.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="header-tools">
            <LanguageMenu />
            <CurrencyMenu />
            {authStatus === 'checking' ? <Skeleton height={40} width={120} /> : null}
            {authStatus === 'anonymous' ? <AuthButtons agency={agency} /> : null}
            {authStatus === 'signedIn' && user ? <AccountMenu user={user} agency={agency} /> : null}
          </div>
        </div>
      </div>
    </header>
  );
}
