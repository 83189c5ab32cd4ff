import { useState } from 'react';
import type { RemoteSearchFormProps } from '@travel/federation';
import { useFirstBookableDay } from '@travel/ui/search';
import { FlightSearchForm } from '../form/FlightSearchForm';
import { initialDraft } from '../form/searchDraft';
import '../flights.css';

/**
 * `./SearchForm` (webpack.config.ts exposes it because this file exists): the flight search
 * of /booknow/flights/search, with its styles, for the shell's home page.
 */
export default function SearchForm(_props: RemoteSearchFormProps) {
  const today = useFirstBookableDay();
  const [initial] = useState(() => initialDraft(undefined, today));
  return <FlightSearchForm initial={initial} />;
}
