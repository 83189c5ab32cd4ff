import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { ContactLine } from './ContactLine';
import { InfoPage } from './InfoPage';

/** /subscription: where an owner or admin of an unsubscribed agency is sent (SPEC 2.6, 6). */
export function SubscriptionPage() {
  const agency = useAppSelector(selectAgency);
  const { t } = useTranslation('pages');
  if (!agency) return null;
  const values = { agency: agency.agencyName };

  return (
    <InfoPage title={t('subscription.title')}>
      <p className="info-lead">{t(agency.isSubscribed ? 'subscription.active' : 'subscription.inactive', values)}</p>
      {agency.isSubscribed ? null : (
        <>
          <p>{t('subscription.effect')}</p>
          <h2>{t('subscription.whatToDo')}</h2>
          <p>{t('subscription.renew', values)}</p>
          <ContactLine agency={agency} i18nKey="subscription.contact" />
        </>
      )}
      <p>
        <Link to="/" className="btn btn-outline">{t('page.home')}</Link>
      </p>
    </InfoPage>
  );
}
