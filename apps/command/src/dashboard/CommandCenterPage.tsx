import { useTranslation } from 'react-i18next';
import { BookOpen, Package, Palette, Percent, Users } from 'lucide-react';
import { canRead } from '@travel/contracts';
import { ShortcutCards, useSignedInUser, type ShortcutCard } from '@travel/ui/account';
import { AREA_PATHS } from '../areas';

const SHORTCUTS = [
  { area: 'bookings', Icon: BookOpen },
  { area: 'clients', Icon: Users },
  { area: 'markupSettings', Icon: Percent },
  { area: 'websiteSettings', Icon: Palette },
  { area: 'productSettings', Icon: Package },
] as const;

/** /dashboard: the agent's Command Center. */
export function CommandCenterPage() {
  const { t } = useTranslation('command');
  const user = useSignedInUser();
  const shortcuts: ShortcutCard[] = SHORTCUTS.filter(({ area }) => canRead(user, area)).map(({ area, Icon }) => ({
    to: AREA_PATHS[area],
    label: t(`areas.${area}`),
    Icon,
  }));
  return (
    <div className="account-page container">
      <h1>{t('areas.dashboard')}</h1>
      <p className="command-welcome" dir="auto">{t('welcome', { name: user.personal_info.first_name })}</p>
      <p className="command-intro">{t('intro')}</p>
      {shortcuts.length > 0 ? <ShortcutCards label={t('shortcuts')} shortcuts={shortcuts} /> : null}
    </div>
  );
}
