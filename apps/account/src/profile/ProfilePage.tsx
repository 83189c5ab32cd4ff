import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@travel/ui/account';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { signedIn } from '../signedIn';

/** /mytrip/profile and /settings/profile: the account's details and preferences, and its password. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  return (
    <div className="account-page container profile-page">
      <h1>{t('sections.profile')}</h1>
      <p className="dashboard-hint">{t('profile.intro')}</p>
      <ProfileForm user={user} />
      <ChangePasswordForm />
    </div>
  );
}

/** The page as the account remote opens it, inside the signed-in area. */
export default signedIn('profile', ProfilePage);
