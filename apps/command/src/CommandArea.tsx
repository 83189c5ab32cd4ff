import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { canRead, usesCommandCenter, type CommandCenterArea } from '@travel/contracts';
import { SignedInArea, useSignedInUser } from '@travel/ui/account';

/**
 * A Command Center page: signed in, an agent, and granted the area by the sidebar's own rule
 * (SPEC 6; the API refuses the same areas). A traveller who opens one gets their own dashboard.
 */
export function CommandArea({ area, children }: { area: CommandCenterArea; children: ReactNode }) {
  const { t } = useTranslation('command');
  return (
    <SignedInArea title={t(`areas.${area}`)}>
      <AreaGate area={area}>{children}</AreaGate>
    </SignedInArea>
  );
}

function AreaGate({ area, children }: { area: CommandCenterArea; children: ReactNode }) {
  const { t } = useTranslation('command');
  const user = useSignedInUser();
  if (!usesCommandCenter(user)) return <Navigate to="/mytrip/dashboard" replace />;
  if (canRead(user, area)) return children;
  return (
    <div className="account-page container">
      <h1>{t(`areas.${area}`)}</h1>
      <p className="account-notice card">{t('noAccess')}</p>
    </div>
  );
}
