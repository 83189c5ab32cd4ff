import { NavLink, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide-react';
import { SERVICE_PATHS, activeServices } from '@travel/contracts';
import { mobileMenuClosed, mobileMenuToggled, selectAgency, selectMobileMenuOpen, useAppDispatch, useAppSelector } from '@travel/store';
import { SERVICE_ICONS, SERVICE_KEYS } from '@travel/ui';
import { LanguageSelect } from './LanguageSelect';

export function Header() {
  const agency = useAppSelector(selectAgency);
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  if (!agency) return null;
  const home = agency.returnUrl || '/';

  return (
    <header className="header">
      <a className="skip-link" href="#content">{t('layout.skipToContent')}</a>
      <div className="container header-bar">
        <Link to={home} className="header-logo" aria-label={t('layout.home', { agency: agency.agencyName })}>
          <picture>
            <source media="(max-width: 640px)" srcSet={agency.logoMobile || agency.logo} />
            <img src={agency.logo} alt={agency.agencyName} width={168} height={40} />
          </picture>
        </Link>
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
        <nav id="main-nav" className={`header-nav${menuOpen ? ' is-open' : ''}`} aria-label={t('layout.mainNavigation')}>
          <ul>
            {activeServices(agency).map((service) => {
              const Icon = SERVICE_ICONS[service];
              return (
                <li key={service}>
                  <NavLink to={SERVICE_PATHS[service]} onClick={() => dispatch(mobileMenuClosed())}>
                    <Icon aria-hidden="true" size={18} />
                    {t(SERVICE_KEYS[service])}
                  </NavLink>
                </li>
              );
            })}
          </ul>
          <LanguageSelect />
        </nav>
      </div>
    </header>
  );
}
