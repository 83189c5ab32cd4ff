import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { canRead, usesCommandCenter } from '@travel/contracts';
import { useSignedInUser } from '../SignedInArea';
import { ACCOUNT_PATHS } from '../sections';
import { AccountShortcuts, type Shortcut } from './AccountShortcuts';

const paths = ACCOUNT_PATHS.agent;

/** /dashboard: the agent's Command Center; a traveller who opens it gets their own dashboard. */
export function CommandCenterPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  if (!usesCommandCenter(user)) return <Navigate to={ACCOUNT_PATHS.traveller.dashboard} replace />;
  const shortcuts: Shortcut[] = [
    ...(canRead(user, 'markupSettings') ? [{ section: 'markupSettings', to: paths.markupSettings } as const] : []),
    ...(canRead(user, 'websiteSettings') ? [{ section: 'websiteSettings', to: paths.websiteSettings } as const] : []),
    { section: 'profile', to: paths.profile },
    { section: 'support', to: paths.support },
    ...(user.isRewardWalletEnable ? [{ section: 'wallet', to: paths.wallet } as const] : []),
  ];
  return (
    <div className="account-page container">
      <h1>{t('sections.commandCenter')}</h1>
      <p className="account-welcome" dir="auto">{t('welcome', { name: user.personal_info.first_name })}</p>
      <p className="dashboard-hint">{t('dashboard.commandCenterIntro')}</p>
      <AccountShortcuts shortcuts={shortcuts} />
    </div>
  );
}
