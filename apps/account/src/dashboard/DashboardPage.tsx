import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { LifeBuoy, Luggage, UserRound, Wallet } from 'lucide-react';
import { isoDay, usesCommandCenter } from '@travel/contracts';
import { bookingsApi, pageCall, selectLanguage, travelApi, useAppSelector, useBookingsQuery, useNavigationsQuery, usePageData } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { formatMinor } from '@travel/ui/booking';
import { ShortcutCards, useSignedInUser, type ShortcutCard } from '@travel/ui/account';
import { ACCOUNT_PATHS } from '../sections';
import { TripCard } from '../trips/TripCard';
import { TRIP_TABS, tripsByTab } from '../trips/tripTabs';
import { TripsLoadFailed } from '../trips/TripsLoadFailed';
import '../trips/trips.css';
import { signedIn } from '../signedIn';

const paths = ACCOUNT_PATHS.traveller;

/** /mytrip/dashboard: the traveller's next trip, their trips at a glance, their credits and the way to the rest. */
export function DashboardPage() {
  const { t } = useTranslation('account');
  const user = useSignedInUser();
  const language = useAppSelector(selectLanguage);
  // Rendered with the trips on the server: a skeleton there grew into the trip card here, pushing the page down.
  usePageData(pageCall(bookingsApi.endpoints.bookings, undefined), pageCall(travelApi.endpoints.navigations, undefined));
  const bookings = useBookingsQuery();
  const { data: services } = useNavigationsQuery();
  const tabs = useMemo(() => tripsByTab(bookings.data ?? [], isoDay(new Date())), [bookings.data]);
  if (usesCommandCenter(user)) return <Navigate to={ACCOUNT_PATHS.agent.dashboard} replace />;

  const next = tabs.upcoming[0];
  const { credits } = user.personal_info;
  const shortcuts: ShortcutCard[] = [
    { to: paths.mytrips, label: t('sections.mytrips'), Icon: Luggage },
    { to: paths.profile, label: t('sections.profile'), Icon: UserRound },
    ...(user.isRewardWalletEnable ? [{ to: paths.wallet, label: t('sections.wallet'), Icon: Wallet }] : []),
    { to: paths.support, label: t('sections.support'), Icon: LifeBuoy },
  ];

  return (
    <div className="account-page container">
      <h1>{t('sections.dashboard')}</h1>
      <p className="account-welcome" dir="auto">{t('welcome', { name: user.personal_info.first_name })}</p>
      <div className="dashboard-grid">
        <section className="dashboard-next" aria-labelledby="dashboard-next-title">
          <h2 id="dashboard-next-title">{t('dashboard.nextTrip')}</h2>
          {bookings.isLoading ? (
            <Skeleton height={180} />
          ) : bookings.isError ? (
            <TripsLoadFailed onRetry={() => void bookings.refetch()} />
          ) : next ? (
            <TripCard booking={next} timing="upcoming" />
          ) : (
            <div className="trips-empty card">
              <Luggage aria-hidden="true" size={36} />
              <p>{t('dashboard.noTrip')}</p>
              {services?.[0] ? <Link className="btn btn-primary" to={services[0].path}>{t('bookNow')}</Link> : null}
            </div>
          )}
        </section>
        <div className="dashboard-side">
          <section className="card dashboard-card" aria-labelledby="dashboard-trips-title">
            <h2 id="dashboard-trips-title">{t('dashboard.trips')}</h2>
            <ul className="dashboard-counts">
              {TRIP_TABS.map((tab) => (
                <li key={tab}>
                  <Link to={tab === 'upcoming' ? paths.mytrips : `${paths.mytrips}?tab=${tab}`}>
                    <span className="dashboard-count">{bookings.data ? tabs[tab].length : '–'}</span>
                    <span>{t(`trips.tabs.${tab}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {user.isRewardWalletEnable ? (
            <section className="card dashboard-card" aria-labelledby="dashboard-credits-title">
              <h2 id="dashboard-credits-title">{t('dashboard.credits')}</h2>
              <p className="wallet-amount">{formatMinor(credits.amount, credits.currency, language)}</p>
              <p className="dashboard-hint">{t('dashboard.creditsHint')}</p>
              <Link to={paths.wallet}>{t('dashboard.openWallet')}</Link>
            </section>
          ) : null}
        </div>
      </div>
      <ShortcutCards label={t('dashboard.shortcuts')} shortcuts={shortcuts} />
    </div>
  );
}

/** The page as the account remote opens it, inside the signed-in area. */
export default signedIn('dashboard', DashboardPage);
