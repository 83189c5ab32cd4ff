import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronRight, LifeBuoy, Luggage, Palette, Percent, UserRound, Wallet } from 'lucide-react';
import type { AccountSection } from '../sections';

const ICONS = { mytrips: Luggage, profile: UserRound, support: LifeBuoy, wallet: Wallet, markupSettings: Percent, websiteSettings: Palette } as const;

export type Shortcut = { section: keyof typeof ICONS; to: string };

/** Links to the account's other pages, each a large target with its icon. */
export function AccountShortcuts({ shortcuts }: { shortcuts: readonly Shortcut[] }) {
  const { t } = useTranslation('account');
  return (
    <nav className="account-shortcuts" aria-label={t('dashboard.shortcuts')}>
      <ul>
        {shortcuts.map(({ section, to }) => {
          const Icon = ICONS[section];
          return (
            <li key={section}>
              <Link to={to} className="account-shortcut card">
                <Icon aria-hidden="true" size={22} />
                <span>{t(`sections.${section satisfies AccountSection}`)}</span>
                <ChevronRight aria-hidden="true" size={18} className="account-shortcut-arrow" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
