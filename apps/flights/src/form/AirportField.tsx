import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaneLanding, PlaneTakeoff } from 'lucide-react';
import { NETWORK_KEY, apiProblem, useApiErrorText } from '@travel/ui';
import { Autosuggest, useDebouncedValue, type SuggestionOption } from '@travel/ui/search';
import { useAirportSearchQuery } from '../api';
import { airportChoice, chosenAirport, type AirportChoice } from './searchDraft';

/** Suggestions are fetched once typing pauses this long, from this many characters (a code is three). */
const SUGGEST_DELAY_MS = 300;
const SUGGEST_MIN_CHARS = 2;

type Option = SuggestionOption & { choice: AirportChoice };

export interface AirportFieldProps {
  end: 'from' | 'to';
  text: string;
  choice: AirportChoice | null;
  onText: (text: string) => void;
  onChoose: (choice: AirportChoice) => void;
  error?: string | undefined;
}

/** An airport by its code, city or name, from GET /api/flight/airports. */
export function AirportField({ end, text, choice, onText, onChoose, error }: AirportFieldProps) {
  const { t } = useTranslation('flights');
  const { problemText } = useApiErrorText();
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const skip = chosenAirport(text, choice) !== null || debounced.length < SUGGEST_MIN_CHARS;
  const suggestions = useAirportSearchQuery(debounced, { skip });
  const waiting = typed !== debounced;

  const options = useMemo<Option[]>(
    () =>
      (suggestions.currentData ?? []).map((airport) => {
        const choice = airportChoice(airport);
        return { key: airport.code, label: choice.label, detail: `${airport.name}, ${airport.countryName}`, choice };
      }),
    [suggestions.currentData],
  );
  // SPEC 8: the server's error, said plainly; 'Failed to fetch suggestions' when nothing answered.
  const problem = suggestions.error ? apiProblem(suggestions.error) : undefined;
  const failure = problem && problem.key !== NETWORK_KEY ? problemText(problem) : undefined;
  const Icon = end === 'from' ? PlaneTakeoff : PlaneLanding;

  return (
    <Autosuggest<Option>
      label={t(`search.${end}`)}
      placeholder={t('search.airportPlaceholder')}
      value={text}
      onChange={onText}
      onSelect={(option) => onChoose(option.choice)}
      options={skip || waiting ? [] : options}
      loading={waiting || suggestions.isFetching}
      failed={!skip && !waiting && suggestions.isError}
      failureMessage={failure}
      error={error}
      minChars={SUGGEST_MIN_CHARS}
      icon={<Icon size={18} />}
    />
  );
}
