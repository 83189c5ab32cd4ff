import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { managesAgency, type PersonRef } from '@travel/contracts';
import { pageCall, usePageData } from '@travel/store';
import { useSignedInUser } from '@travel/ui/account';
import { commandApi, useAgencyBookingsQuery } from '../api';
import { withFilters } from '../lists/listUrl';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { BookingFilters } from './BookingFilters';
import { BookingsResults } from './BookingsResults';
import { NO_FILTERS, activeBookingFilters, bookingListQuery, bookingListSearch, readBookingList } from './bookingList';
import { knownAgents } from './knownAgents';
import './bookings.css';

/** /bookings: every booking of the agency the agent may see, searched, filtered, sorted and paged on the server, all in the URL. */
export function BookingsPage() {
  const { t } = useTranslation('command');
  // A sales agent or agent sees their own bookings only: filtering by agent is for owners and admins.
  const agentFilter = managesAgency(useSignedInUser());
  const read = useCallback((params: URLSearchParams) => readBookingList(params, agentFilter), [agentFilter]);
  const [state, go] = useListState(read, bookingListSearch);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  const listQuery = bookingListQuery(state);
  usePageData(pageCall(commandApi.endpoints.agencyBookings, listQuery));
  const rows = useAgencyBookingsQuery(listQuery).data?.bookings;
  const [seenAgents, setSeenAgents] = useState<PersonRef[]>([]);
  useEffect(() => {
    if (rows) setSeenAgents((seen) => knownAgents(seen, rows, null));
  }, [rows]);
  const agents = agentFilter ? knownAgents(seenAgents, [], state.agentId ? { id: state.agentId, name: t('bookings.filters.thisAgent') } : null) : null;
  const filtered = activeBookingFilters(state) > 0 || state.q !== '';

  return (
    <div className="account-page container command-list">
      <h1 ref={heading} tabIndex={-1}>{t('areas.bookings')}</h1>
      <p className="account-intro">{t('bookings.intro')}</p>
      <BookingFilters state={state} agents={agents} onChange={(change, options) => go(withFilters(state, change), options)} />
      <BookingsResults
        state={state}
        onState={go}
        search={bookingListSearch}
        caption={t('bookings.caption')}
        empty={
          <div className="list-empty card">
            <p>{filtered ? t('bookings.emptyFiltered') : t('bookings.empty')}</p>
            {filtered ? (
              <button type="button" className="btn btn-outline" onClick={() => go(withFilters(state, { ...NO_FILTERS, q: '' }))}>
                {t('bookings.filters.clearAll')}
              </button>
            ) : null}
          </div>
        }
      />
    </div>
  );
}
