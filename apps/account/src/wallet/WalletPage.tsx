import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Wallet } from 'lucide-react';
import { isoDay } from '@travel/contracts';
import { selectLanguage, useAppSelector, useBookingsQuery } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { formatMinor, sentenceWithReference } from '@travel/ui/booking';
import { formatDay } from '@travel/ui/search';
import { useSignedInUser } from '@travel/ui/account';
import { tripPath } from '../trips/paths';
import { TripsLoadFailed } from '../trips/TripsLoadFailed';
import { walletActivity } from './walletActivity';

/** /mytrip/wallet and /wallet/details: the rewards credits left, and where they went and came back from. */
export function WalletPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const language = useAppSelector(selectLanguage);
  const bookings = useBookingsQuery(undefined, { skip: !user.isRewardWalletEnable });
  const movements = useMemo(() => walletActivity(bookings.data ?? []), [bookings.data]);
  const { credits } = user.personal_info;

  if (!user.isRewardWalletEnable) {
    return (
      <div className="account-page container">
        <h1>{t('sections.wallet')}</h1>
        <p className="account-notice card">{t('wallet.notEnabled')}</p>
      </div>
    );
  }

  return (
    <div className="account-page container">
      <h1>{t('sections.wallet')}</h1>
      <section className="wallet-balance card" aria-labelledby="wallet-balance-title">
        <Wallet aria-hidden="true" size={28} />
        <h2 id="wallet-balance-title">{t('wallet.balance')}</h2>
        <p className="wallet-amount">{formatMinor(credits.amount, credits.currency, language)}</p>
        <p className="dashboard-hint">{t('wallet.howTo')}</p>
      </section>
      <section className="wallet-activity" aria-labelledby="wallet-activity-title">
        <h2 id="wallet-activity-title">{t('wallet.activity')}</h2>
        {bookings.isLoading ? (
          <Skeleton height={120} />
        ) : bookings.isError ? (
          <TripsLoadFailed onRetry={() => void bookings.refetch()} />
        ) : movements.length === 0 ? (
          <p className="dashboard-hint">{t('wallet.noActivity')}</p>
        ) : (
          <ul className="wallet-movements card">
            {movements.map(({ kind, reference, at, amount, currency }) => (
              <li key={`${kind}-${reference}`} className={`wallet-movement wallet-${kind}`}>
                <span className="wallet-movement-date">{formatDay(isoDay(new Date(at)), language)}</span>
                <Link className="wallet-movement-what" to={tripPath(reference)}>
                  {sentenceWithReference((slot) => t(`wallet.${kind}`, { reference: slot }), reference)}
                </Link>
                <span className="wallet-movement-amount">
                  <bdi dir="ltr">{kind === 'spent' ? '−' : '+'}</bdi>
                  {formatMinor(amount, currency, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
