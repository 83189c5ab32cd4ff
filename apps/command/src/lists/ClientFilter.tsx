import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientName } from '@travel/contracts';
import { useClientQuery } from '@travel/store';
import { Autosuggest, useDebouncedValue, type SuggestionOption } from '@travel/ui/search';
import { useClientsQuery } from '../api';

/** Suggestions are asked once typing pauses this long, from this many characters. */
const SUGGEST_DELAY_MS = 300;
const SUGGEST_MIN_CHARS = 2;
const SUGGESTIONS = 10;

export interface ClientFilterProps {
  clientId: string;
  onChoose: (clientId: string) => void;
  /** The box's label; "Client" unless a form names it otherwise. */
  label?: string;
  /** A form's message for the field (the text, translated). */
  error?: string;
}

/**
 * One of the agency's clients (those the agent may see), their name typed and picked, by GET
 * /api/agency/clients?q=: a list's filter (emptying the box shows every client's rows again),
 * or a form's client.
 */
export function ClientFilter({ clientId, onChoose, label, error }: ClientFilterProps) {
  const { t } = useTranslation('command');
  const chosen = useClientQuery(clientId, { skip: clientId === '' });
  const [text, setText] = useState('');
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const chosenName = chosen.currentData ? clientName(chosen.currentData) : '';
  const skip = debounced.length < SUGGEST_MIN_CHARS || debounced === chosenName;
  const suggestions = useClientsQuery({ q: debounced, pageSize: SUGGESTIONS }, { skip });
  const waiting = typed !== debounced;

  // The box shows the chosen client's name (from a link, after Back), or nothing once the filter is gone.
  useEffect(() => setText(clientId === '' ? '' : chosenName), [clientId, chosenName]);

  const options = useMemo<SuggestionOption[]>(
    () => (suggestions.currentData?.clients ?? []).map((client) => ({ key: client.id, label: clientName(client), detail: client.email })),
    [suggestions.currentData],
  );

  return (
    <Autosuggest
      label={label ?? t('bookings.filters.client')}
      placeholder={t('bookings.filters.clientPlaceholder')}
      name="clientId"
      value={text}
      onChange={(value) => {
        setText(value);
        if (value.trim() === '' && clientId !== '') onChoose('');
      }}
      onSelect={(option) => {
        setText(option.label);
        onChoose(option.key);
      }}
      options={skip || waiting ? [] : options}
      loading={waiting || suggestions.isFetching}
      failed={!skip && !waiting && suggestions.isError}
      minChars={SUGGEST_MIN_CHARS}
      error={error}
    />
  );
}
