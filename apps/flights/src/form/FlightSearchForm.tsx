import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowLeftRight, Search } from 'lucide-react';
import { TRIP_TYPES } from '@travel/contracts';
import { TripDatesField, useFirstBookableDay } from '@travel/ui/search';
import { AirportField } from './AirportField';
import { PassengersFields } from './PassengersFields';
import { draftErrors, searchTarget, swapAirports, tripDays, type FlightDraftErrors, type FlightSearchDraft } from './searchDraft';
import { useNearestAirport } from './useNearestAirport';

export interface FlightSearchFormProps {
  initial: FlightSearchDraft;
  /** On top of the results: 'Update search' instead of 'Search'. */
  compact?: boolean;
  /** A search from a link that cannot be searched: its problems show at once. */
  showErrors?: boolean;
}

/** The flight search: trip type, airports, dates, party and cabin. A complete search opens the results. */
export function FlightSearchForm({ initial, compact = false, showErrors = false }: FlightSearchFormProps) {
  const { t } = useTranslation('flights');
  const { t: ts } = useTranslation('search');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(showErrors);
  const [attempt, setAttempt] = useState(0);
  const today = useFirstBookableDay();
  const change = (part: Partial<FlightSearchDraft>) => setDraft((current) => ({ ...current, ...part }));

  const errors: FlightDraftErrors = submitted ? draftErrors(draft, today) : { dates: {} };
  const message = (field: 'from' | 'to' | 'passengers') => {
    const code = errors[field];
    return code ? t(`search.errors.${field}.${code}`) : undefined;
  };

  // A new search starts from the airport nearest the place the link gives, unless one is typed already.
  const nearest = useNearestAirport(initial.from === null);
  useEffect(() => {
    if (nearest) setDraft((current) => (current.fromText === '' ? { ...current, from: nearest, fromText: nearest.label } : current));
  }, [nearest]);

  // After a refused submit, the first field to fix gets the focus.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const target = searchTarget(draft, today);
    if (!target) {
      setAttempt((count) => count + 1);
      return;
    }
    navigate(target);
  };

  return (
    <form ref={formRef} className={`flight-search-form${compact ? ' is-compact' : ''}`} onSubmit={submit} noValidate aria-label={t('search.formLabel')}>
      <fieldset className="flight-trip">
        <legend className="visually-hidden">{t('search.tripType')}</legend>
        {TRIP_TYPES.map((trip) => (
          <label key={trip} className={`flight-trip-choice${draft.trip === trip ? ' is-chosen' : ''}`}>
            <input type="radio" name="trip" value={trip} checked={draft.trip === trip} onChange={() => change({ trip })} />
            {t(`search.trip.${trip}`)}
          </label>
        ))}
      </fieldset>
      <div className="flight-search-route">
        <AirportField
          end="from"
          text={draft.fromText}
          choice={draft.from}
          onText={(fromText) => change({ fromText })}
          onChoose={(from) => change({ from, fromText: from.label })}
          error={message('from')}
        />
        <button type="button" className="flight-swap" onClick={() => setDraft(swapAirports)}>
          <ArrowLeftRight aria-hidden="true" size={18} />
          <span className="visually-hidden">{t('search.swap')}</span>
        </button>
        <AirportField end="to" text={draft.toText} choice={draft.to} onText={(toText) => change({ toText })} onChoose={(to) => change({ to, toText: to.label })} error={message('to')} />
      </div>
      <div className="flight-search-dates">
        <TripDatesField
          value={tripDays(draft)}
          onChange={({ checkIn, checkOut }) => change({ depart: checkIn, returnDate: checkOut })}
          today={today}
          oneWay={draft.trip === 'oneway'}
          errors={errors.dates}
        />
      </div>
      <PassengersFields
        value={draft.passengers}
        onChange={(passengers) => change({ passengers })}
        cabin={draft.cabin}
        onCabin={(cabin) => change({ cabin })}
        error={message('passengers')}
      />
      <div className="flight-search-submit">
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" size={18} />
          {compact ? t('search.update') : ts('submit')}
        </button>
      </div>
    </form>
  );
}
