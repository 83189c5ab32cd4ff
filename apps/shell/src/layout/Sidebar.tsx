import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ExternalLink, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { accessToken } from '@travel/api-client';
import type { Agency, UserProfile } from '@travel/contracts';
import { toMajor } from '@travel/contracts';
import { selectLanguage, selectSidebarOpen, sidebarSet, sidebarToggled, useAppDispatch, useAppSelector } from '@travel/store';
import { Skeleton, formatMoney } from '@travel/ui';
import { Avatar } from './Avatar';
import { isActiveLink, sidebarItems } from './rules';
import './sidebar.css';

/** Where sidebar.css turns the sidebar into a strip whose opened links drop down over the page. */
const PHONE_WIDTH = '(max-width: 860px)';

/** SPEC 2.8: avatar, first name, credits when above zero, and the role's links (unreadable ones greyed). */
export function Sidebar({ user, agency }: { user: UserProfile; agency: Agency }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSidebarOpen);
  const language = useAppSelector(selectLanguage);
  const { pathname } = useLocation();
  const { credits } = user.personal_info;
  const ToggleIcon = open ? PanelLeftClose : PanelLeftOpen;

  // On a phone the opened links cover the page: following one folds them away.
  useEffect(() => {
    if (window.matchMedia?.(PHONE_WIDTH).matches) dispatch(sidebarSet(false));
  }, [pathname, dispatch]);

  return (
    <aside className={`sidebar${open ? '' : ' is-collapsed'}`} aria-label={t('layout.sidebar')}>
      <button type="button" className="sidebar-toggle" aria-expanded={open} onClick={() => dispatch(sidebarToggled())}>
        <ToggleIcon aria-hidden="true" size={18} className="flip-rtl" />
        <span className="visually-hidden">{t(open ? 'layout.sidebarCollapse' : 'layout.sidebarExpand')}</span>
      </button>
      <div className="sidebar-who">
        <Avatar user={user} size={44} />
        <div className="sidebar-who-text">
          <p className="sidebar-name">{user.personal_info.first_name}</p>
          {credits.amount > 0 ? (
            <p className="sidebar-credits">
              {t('layout.credits', { amount: formatMoney(toMajor(credits.amount, credits.currency), credits.currency, language) })}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="sidebar-list">
        {sidebarItems(user, agency, accessToken()).map((item, index, items) => {
          const label = item.label || t(`layout.sidebarItems.${item.area}`);
          const className = `sidebar-item${item.child ? ' is-child' : ''}`;
          // The settings links sit under a 'Settings' heading (SPEC 2.2 sidebar labels).
          const group = item.child && !items[index - 1]?.child ? <p className="sidebar-group">{t('layout.settings')}</p> : null;
          if (item.disabled) {
            return (
              <li key={item.area}>
                {group}
                <span className={`${className} is-disabled`} aria-disabled="true" title={t('layout.noAccess')}>{label}</span>
              </li>
            );
          }
          return (
            <li key={item.area}>
              {group}
              {item.external ? (
                <a className={className} href={item.to} target="_blank" rel="noopener noreferrer">
                  {label}
                  <ExternalLink aria-hidden="true" size={14} />
                  <span className="visually-hidden">{t('layout.opensNewTab')}</span>
                </a>
              ) : isActiveLink(pathname, item.to) ? (
                <Link className={`${className} active`} to={item.to} aria-current="page">{label}</Link>
              ) : (
                <Link className={className} to={item.to}>{label}</Link>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

/**
 * The sidebar's frame while a signed-in visitor's profile loads: the same size as the real one
 * (toggle, avatar, name), so the page does not move when the profile arrives.
 */
export function SidebarPlaceholder() {
  const open = useAppSelector(selectSidebarOpen);
  return (
    <div className={`sidebar${open ? '' : ' is-collapsed'}`} aria-hidden="true" data-testid="sidebar-placeholder">
      <span className="sidebar-toggle" />
      <div className="sidebar-who">
        <Skeleton width={44} height={44} />
        <div className="sidebar-who-text">
          <Skeleton width={96} height={20} />
        </div>
      </div>
    </div>
  );
}
