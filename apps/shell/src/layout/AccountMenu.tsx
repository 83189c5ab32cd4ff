import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ExternalLink, LogOut } from 'lucide-react';
import type { Agency, UserProfile } from '@travel/contracts';
import { Dropdown } from '@travel/ui';
import { Avatar } from './Avatar';
import { accountMenu } from './rules';

/** SPEC 2.6: avatar, name and email, the role's links, Logout. */
export function AccountMenu({ user, agency }: { user: UserProfile; agency: Agency }) {
  const { t } = useTranslation();
  const { first_name: firstName, last_name: lastName, email } = user.personal_info;
  return (
    <Dropdown
      className="account-menu"
      ariaLabel={t('layout.accountMenu', { name: firstName })}
      label={
        <>
          <Avatar user={user} size={28} />
          <span className="account-menu-name">{firstName}</span>
        </>
      }
    >
      {(close) => (
        <>
          <div className="account-menu-who">
            <Avatar user={user} size={40} />
            <div>
              <p className="account-menu-fullname">{`${firstName} ${lastName}`.trim()}</p>
              <p className="account-menu-email" dir="ltr">{email}</p>
            </div>
          </div>
          <ul className="dropdown-list">
            {accountMenu(user, agency).map((item) => (
              <li key={item.label}>
                {item.external ? (
                  <a className="dropdown-item" href={item.to} target="_blank" rel="noopener noreferrer" onClick={close}>
                    {t(`layout.menuItems.${item.label}`)}
                    <ExternalLink aria-hidden="true" size={14} />
                    <span className="visually-hidden">{t('layout.opensNewTab')}</span>
                  </a>
                ) : (
                  <Link className="dropdown-item" to={item.to} onClick={close}>{t(`layout.menuItems.${item.label}`)}</Link>
                )}
              </li>
            ))}
            <li>
              <Link className="dropdown-item" to="/logout" onClick={close}>
                <LogOut aria-hidden="true" size={16} />
                {t('layout.menuItems.logout')}
              </Link>
            </li>
          </ul>
        </>
      )}
    </Dropdown>
  );
}
