import { useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Luggage } from 'lucide-react';
import { isoDay, type TripTiming } from '@travel/contracts';
import { bookingsApi, pageCall, travelApi, useBookingsQuery, useNavigationsQuery, usePageData } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { TripCard } from './TripCard';
import { TRIP_TABS, isTripTab, tripsByTab } from './tripTabs';
import { TripsLoadFailed } from './TripsLoadFailed';

/** /mytrip/mytrips: the signed-in traveller's bookings in three tabs (ARIA tabs; arrows move between them). */
export function MyTripsPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const selected: TripTiming = isTripTab(tabParam) ? tabParam : 'upcoming';
  usePageData(pageCall(bookingsApi.endpoints.bookings, undefined), pageCall(travelApi.endpoints.navigations, undefined));
  const bookings = useBookingsQuery();
  const { data: services } = useNavigationsQuery();
  const tabRefs = useRef<Partial<Record<TripTiming, HTMLButtonElement | null>>>({});
  const tabs = useMemo(() => tripsByTab(bookings.data ?? [], isoDay(new Date())), [bookings.data]);

  const select = (tab: TripTiming) => setParams(tab === 'upcoming' ? {} : { tab }, { replace: true });
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TRIP_TABS.indexOf(selected);
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: TRIP_TABS.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    // In Arabic the tabs run right to left: the arrow keys follow what the eye sees.
    const rtl = document.documentElement.dir === 'rtl' && (event.key === 'ArrowRight' || event.key === 'ArrowLeft');
    const next = TRIP_TABS[(index + (rtl ? -step : step) + TRIP_TABS.length) % TRIP_TABS.length] as TripTiming;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="account-page container trips-page">
      <h1>{t('sections.mytrips')}</h1>
      <div role="tablist" aria-label={t('trips.tabsLabel')} className="trips-tabs" onKeyDown={onKeyDown}>
        {TRIP_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`trips-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`trips-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className="trips-tab"
            onClick={() => select(tab)}
          >
            {t(`trips.tabs.${tab}`)}
            {bookings.data ? <span className="trips-tab-count">{tabs[tab].length}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`trips-panel-${selected}`} aria-labelledby={`trips-tab-${selected}`} className="trips-panel" tabIndex={0}>
        {bookings.isLoading ? (
          <div className="trips-list" aria-busy="true">
            <Skeleton height={180} />
            <Skeleton height={180} />
          </div>
        ) : bookings.isError ? (
          <TripsLoadFailed onRetry={() => void bookings.refetch()} />
        ) : tabs[selected].length === 0 ? (
          <div className="trips-empty card">
            <Luggage aria-hidden="true" size={36} />
            <p>{t(`trips.empty.${selected}`)}</p>
            {services?.[0] ? <Link className="btn btn-primary" to={services[0].path}>{t('bookNow')}</Link> : null}
          </div>
        ) : (
          <ul className="trips-list">
            {tabs[selected].map((booking) => (
              <li key={booking.reference}>
                <TripCard booking={booking} timing={selected} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
