import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { selectAgency, selectAgencyStatus, useAppSelector } from '@travel/store';
import { Modal, Spinner } from '@travel/ui';
import { StartupFailed } from './StartupFailed';

/** SPEC 4 start-up: nothing of the site shows until the agency is known and active. */
export function AgencyGate({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAgencyStatus);
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation();

  switch (status) {
    case 'loading':
      return <Spinner label={t('agency.loading')} />;
    case 'notFound':
      return (
        <main className="startup-message">
          <h1>{t('agency.notFound')}</h1>
        </main>
      );
    case 'inactive':
      return (
        <main className="startup-message">
          {agency?.logo ? <img src={agency.logo} alt="" width={180} height={48} /> : null}
          <Modal title={agency?.agencyName ?? t('agency.inactiveTitle')} blocking>
            <p>{t('agency.inactive')}</p>
          </Modal>
        </main>
      );
    case 'failed':
      return <StartupFailed />;
    case 'ready':
      return <>{children}</>;
  }
}
