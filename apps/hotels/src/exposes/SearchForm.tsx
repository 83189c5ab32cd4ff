import { useState } from 'react';
import type { RemoteSearchFormProps } from '@travel/federation';
import { HotelSearchForm } from '../form/HotelSearchForm';
import { initialDraft } from '../form/searchDraft';
import '../hotels.css';

/**
 * `./SearchForm` (webpack.config.ts): the hotel search of /booknow/hotels/search, with its
 * styles and starting draft, for the shell's home page. A search opens the same results.
 */
export default function SearchForm(_props: RemoteSearchFormProps) {
  const [initial] = useState(() => initialDraft(undefined, new Date()));
  return <HotelSearchForm initial={initial} />;
}
