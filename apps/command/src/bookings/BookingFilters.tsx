import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterX } from 'lucide-react';
import { SERVICES, SERVICE_KEYS, type PersonRef } from '@travel/contracts';
import { SERVICE_LABEL_KEYS } from '@travel/ui';
import { SelectField, TextField } from '@travel/ui/booking';
import { ClientFilter } from '../lists/ClientFilter';
import { SearchBox } from '../lists/SearchBox';
import { readChoice } from '../lists/listUrl';
import { BOOKING_STATUSES, NO_FILTERS, activeBookingFilters, rangeReversed, type BookingListState } from './bookingList';

type FiltersChange = (change: Partial<BookingListState>, options?: { replace?: boolean }) => void;

export interface BookingFiltersProps {
  state: BookingListState;
  onChange: FiltersChange;
  /** Owners and admins filter by agent; the agents to offer. Null for a role that may not. */
  agents: readonly PersonRef[] | null;
}

const DAY_FIELDS = [
  ['bookedFrom', 'bookedTo'],
  ['travelFrom', 'travelTo'],
] as const;

/** The bookings list's search and filters; each change is the list's URL at once. */
export function BookingFilters({ state, onChange, agents }: BookingFiltersProps) {
  const { t } = useTranslation(['command', 'common']);
  const active = activeBookingFilters(state);
  const day = (field: (typeof DAY_FIELDS)[number][number], error?: string) => (
    <TextField path={field} type="date" label={t(`bookings.filters.${field}`)} value={state[field]} onValue={(value) => onChange({ [field]: value })} error={error} />
  );

  return (
    <form className="list-filters card" role="search" aria-label={t('bookings.filters.label')} onSubmit={(event: FormEvent) => event.preventDefault()}>
      <SearchBox label={t('bookings.search')} hint={t('bookings.searchHint')} value={state.q} onSearch={(q) => onChange({ q }, { replace: true })} />
      <div className="list-filter-grid">
        <SelectField path="service" label={t('bookings.filters.service')} value={state.service} onValue={(service) => onChange({ service: readChoice<BookingListState['service']>(service, SERVICE_KEYS, '') })}>
          <option value="">{t('bookings.filters.anyService')}</option>
          {SERVICES.map((service) => (
            <option key={service.key} value={service.key}>
              {t(`common:${SERVICE_LABEL_KEYS[service.title]}`)}
            </option>
          ))}
        </SelectField>
        <SelectField path="status" label={t('bookings.filters.status')} value={state.status} onValue={(status) => onChange({ status: readChoice<BookingListState['status']>(status, BOOKING_STATUSES, '') })}>
          <option value="">{t('bookings.filters.anyStatus')}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`bookings.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        {DAY_FIELDS.map(([from, to]) => (
          <div key={from} className="list-filter-range">
            {day(from)}
            {day(to, rangeReversed(state[from], state[to]) ? 'command:bookings.filters.reversed' : undefined)}
          </div>
        ))}
        <ClientFilter clientId={state.clientId} onChoose={(clientId) => onChange({ clientId })} />
        {agents ? (
          <SelectField path="agentId" label={t('bookings.filters.agent')} value={state.agentId} onValue={(agentId) => onChange({ agentId })}>
            <option value="">{t('bookings.filters.anyAgent')}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {active > 0 ? (
        <button type="button" className="btn btn-outline list-clear" onClick={() => onChange(NO_FILTERS)}>
          <FilterX aria-hidden="true" size={18} />
          {t('bookings.filters.clear', { count: active })}
        </button>
      ) : null}
    </form>
  );
}
