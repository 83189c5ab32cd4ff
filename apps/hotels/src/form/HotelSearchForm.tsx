import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Building2, MapPin, Search } from 'lucide-react';
import { MAX_STAY_NIGHTS } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { NETWORK_KEY, apiProblem, dateRangeErrorsOf, useApiErrorText, type ApiProblem } from '@travel/ui';
import { Autosuggest, DateRangeField, RoomsGuestsField, useDebouncedValue, useFirstBookableDay, type SuggestionOption } from '@travel/ui/search';
import { useHotelAutoSuggestQuery, type HotelSuggestion } from '../api';
import { regionName } from '../format';
import { chosenDestination, draftErrors, hasErrors, searchTarget, type DestinationChoice, type KeptResultsView, type SearchDraft } from './searchDraft';

/** Suggestions are fetched once typing pauses this long, from this many characters. */
const SUGGEST_DELAY_MS = 300;
const SUGGEST_MIN_CHARS = 2;

type Option = SuggestionOption & { choice: DestinationChoice };

export interface HotelSearchFormProps {
  initial: SearchDraft;
  /** On top of the results: one row, a 'Update search' button, and the list's order and filters kept. */
  compact?: boolean;
  kept?: KeptResultsView;
  /** What the API refused in this very search (the results page's): shown at its field while that field is as it was. */
  problem?: ApiProblem | undefined;
}

/** The hotel search: destination, dates, rooms and guests. A complete search goes to the results (or a hotel's page). */
export function HotelSearchForm({ initial, compact = false, kept, problem }: HotelSearchFormProps) {
  const { t } = useTranslation('hotels');
  const { t: ts } = useTranslation('search');
  const language = useAppSelector(selectLanguage);
  const { problemText } = useApiErrorText();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const today = useFirstBookableDay();

  const typed = draft.text.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const picked = chosenDestination(draft) !== null;
  const skip = picked || debounced.length < SUGGEST_MIN_CHARS;
  const suggestions = useHotelAutoSuggestQuery(debounced, { skip });
  const waiting = typed !== debounced;

  const options = useMemo<Option[]>(
    () =>
      (suggestions.currentData ?? []).map((item: HotelSuggestion): Option => {
        const country = regionName(item.countryCode, language);
        if (item.type === 'city') {
          const label = `${item.name}, ${country}`;
          return { key: `city-${item.id}`, label, detail: t('search.cityDetail'), icon: <MapPin size={18} />, choice: { kind: 'city', cityId: item.id, label } };
        }
        return {
          key: `hotel-${item.id}`,
          label: item.name,
          detail: t('search.hotelDetail', { city: item.city, country }),
          icon: <Building2 size={18} />,
          choice: { kind: 'hotel', hotelId: item.id, label: item.name },
        };
      }),
    [suggestions.currentData, language, t],
  );

  const errors = draftErrors(draft, today);
  const shown = submitted ? errors : { dates: {}, agesMissing: false };
  // The API's problem stays at its field until the field is changed or the form is sent again.
  const datesAsSearched = draft.range.checkIn === initial.range.checkIn && draft.range.checkOut === initial.range.checkOut;
  const serverDates = datesAsSearched ? dateRangeErrorsOf(problem) : {};
  const serverDestination = !submitted && draft.text === initial.text && problem?.field === 'destination' ? problemText(problem) : undefined;
  // SPEC 8: the server's error, said plainly; 'Failed to fetch suggestions' when nothing answered.
  const suggestionProblem = suggestions.error ? apiProblem(suggestions.error) : undefined;
  const suggestionFailure = suggestionProblem && suggestionProblem.key !== NETWORK_KEY ? problemText(suggestionProblem) : undefined;

  // After a refused submit, the first field to fix gets the focus.
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const target = searchTarget(draft, today, kept);
    if (!target || hasErrors(errors)) {
      setAttempt((count) => count + 1);
      return;
    }
    navigate(target);
  };

  return (
    <form ref={formRef} className={`hotel-search-form${compact ? ' hotel-search-form-compact' : ''}`} onSubmit={submit} noValidate aria-label={t('search.formLabel')}>
      <div className="hotel-search-destination">
        <Autosuggest<Option>
          label={t('search.destination')}
          placeholder={t('search.destinationPlaceholder')}
          value={draft.text}
          onChange={(text) => setDraft((current) => ({ ...current, text }))}
          onSelect={(option) => setDraft((current) => ({ ...current, text: option.choice.label, destination: option.choice }))}
          options={skip || waiting ? [] : options}
          loading={waiting || suggestions.isFetching}
          failed={!skip && !waiting && suggestions.isError}
          failureMessage={suggestionFailure}
          error={shown.destination ? t(`search.errors.destination.${shown.destination}`) : serverDestination}
          minChars={SUGGEST_MIN_CHARS}
          icon={<MapPin size={18} />}
        />
      </div>
      <div className="hotel-search-dates">
        <DateRangeField
          value={draft.range}
          onChange={(range) => setDraft((current) => ({ ...current, range }))}
          today={today}
          maxNights={MAX_STAY_NIGHTS}
          errors={submitted ? shown.dates : serverDates}
        />
      </div>
      <div className="hotel-search-rooms">
        <RoomsGuestsField value={draft.rooms} onChange={(rooms) => setDraft((current) => ({ ...current, rooms }))} showErrors={submitted} />
      </div>
      <div className="hotel-search-submit">
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" size={18} />
          {compact ? t('search.update') : ts('submit')}
        </button>
      </div>
    </form>
  );
}
