import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Wallet } from 'lucide-react';
import { isoDay } from '@travel/contracts';
import { bookingsApi, pageCall, paymentsApi, selectAgency, selectLanguage, useAppSelector, useBookingsQuery, usePageData, useReceivedGrantsQuery } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { formatMinor, sentenceWithReference } from '@travel/ui/booking';
import { formatDay } from '@travel/ui/search';
import { useSignedInUser } from '@travel/ui/account';
import { tripPath } from '../trips/paths';
import { TripsLoadFailed } from '../trips/TripsLoadFailed';
import { movementKey, walletActivity, type WalletMovement } from './walletActivity';
import { signedIn } from '../signedIn';

/** /mytrip/wallet: the rewards credits left, where they went and came back from, and those the agency gave. */
export function WalletPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const language = useAppSelector(selectLanguage);
  const skip = !user.isRewardWalletEnable;
  usePageData(...(skip ? [] : [pageCall(bookingsApi.endpoints.bookings, undefined), pageCall(paymentsApi.endpoints.receivedGrants, undefined)]));
  const bookings = useBookingsQuery(undefined, { skip });
  const grants = useReceivedGrantsQuery(undefined, { skip });
  const movements = useMemo(() => walletActivity(bookings.data ?? [], grants.data?.grants ?? []), [bookings.data, grants.data]);
  const { credits } = user.personal_info;

  if (!user.isRewardWalletEnable) {
    return (
      <div className="account-page container">
        <h1>{t('sections.wallet')}</h1>
        <p className="account-notice card">{t('wallet.notEnabled')}</p>
      </div>
    );
  }

  // Only what failed is asked again.
  const retry = () => {
    if (bookings.isError) void bookings.refetch();
    if (grants.isError) void grants.refetch();
  };

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
        {bookings.isLoading || grants.isLoading ? (
          <Skeleton height={120} />
        ) : bookings.isError || grants.isError ? (
          <TripsLoadFailed message={t('wallet.loadFailed')} onRetry={retry} />
        ) : movements.length === 0 ? (
          <p className="dashboard-hint">{t('wallet.noActivity')}</p>
        ) : (
          <ul className="wallet-movements card">
            {movements.map((movement) => (
              <li key={movementKey(movement)} className={`wallet-movement wallet-${movement.kind}`}>
                <span className="wallet-movement-date">{formatDay(isoDay(new Date(movement.at)), language)}</span>
                <MovementText movement={movement} />
                <span className="wallet-movement-amount">
                  <bdi dir="ltr">{movement.kind === 'spent' ? '−' : '+'}</bdi>
                  {formatMinor(movement.amount, movement.currency, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Stands for the reason in the translated sentence until it is rendered, isolated. */
const REASON_SLOT = '\u2063reason\u2063';

/** What moved the credits: a link to the booking, or who gave them and why. */
function MovementText({ movement }: { movement: WalletMovement }) {
  const { t } = useTranslation('account');
  const agency = useAppSelector(selectAgency);
  if (movement.kind !== 'granted') {
    return (
      <Link className="wallet-movement-what" to={tripPath(movement.reference)}>
        {sentenceWithReference((slot) => t(`wallet.${movement.kind}`, { reference: slot }), movement.reference)}
      </Link>
    );
  }
  // The reason is the agent's own words, maybe in another script: isolated, it keeps its direction.
  const [before = '', after = ''] = t('wallet.granted', { agency: agency?.agencyName ?? '', reason: REASON_SLOT }).split(REASON_SLOT);
  return (
    <span className="wallet-movement-what">
      {before}
      <bdi>{movement.reason}</bdi>
      {after}
    </span>
  );
}

/** The page as the account remote opens it, inside the signed-in area. */
export default signedIn('wallet', WalletPage);
