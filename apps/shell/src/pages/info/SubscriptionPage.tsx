import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { managesAgency } from '@travel/contracts';
import { selectAgency, selectLanguage, selectUser, useAppSelector } from '@travel/store';
import { ContactLine } from './ContactLine';
import { InfoPage } from './InfoPage';
import { SubscribeForm } from './SubscribeForm';

/**
 * /subscription: where an owner or admin of an unsubscribed agency is sent (SPEC 2.6, 6).
 * They may subscribe here; everyone else reads the state and whom to contact.
 */
export function SubscriptionPage() {
  const agency = useAppSelector(selectAgency);
  const user = useAppSelector(selectUser);
  const language = useAppSelector(selectLanguage);
  const { t } = useTranslation('pages');
  // Set when this visit subscribed: the success message instead of the plain "active" line.
  const [wasUnsubscribed] = useState(() => agency?.isSubscribed === false);
  if (!agency) return null;
  const values = { agency: agency.agencyName };
  const mayManage = user !== null && user.isTravelAgent && managesAgency(user);

  return (
    <InfoPage title={t('subscription.title')}>
      {agency.isSubscribed ? (
        <p className="info-lead" role={wasUnsubscribed && mayManage ? 'status' : undefined}>
          {t(wasUnsubscribed && mayManage ? 'subscription.success' : 'subscription.active', values)}
        </p>
      ) : (
        <p className="info-lead">{t('subscription.inactive', values)}</p>
      )}
      {agency.isSubscribed ? null : mayManage ? (
        <SubscribeForm language={language} />
      ) : (
        <>
          <p>{t('subscription.effect')}</p>
          <h2>{t('subscription.whatToDo')}</h2>
          <p>{t('subscription.renew', values)}</p>
          <ContactLine agency={agency} i18nKey="subscription.contact" />
        </>
      )}
      <p>
        {agency.isSubscribed && mayManage ? (
          <Link to="/dashboard" className="btn btn-outline">{t('subscription.toDashboard')}</Link>
        ) : (
          <Link to="/" className="btn btn-outline">{t('page.home')}</Link>
        )}
      </p>
    </InfoPage>
  );
}
