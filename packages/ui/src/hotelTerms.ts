import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { vocabularyCode } from '@travel/contracts';

/**
 * The hotel inventory's words, each kind with its table in hotels.json: `amenities.<code>`,
 * `boards.<code>`, `rooms.type.<code>` (a room type's name). Bed types are codes already
 * (`rooms.bed.<code>`, counted).
 */
export type HotelTermKind = 'amenities' | 'boards' | 'rooms.type';

/** The hotels.json key of a word: ('amenities', 'Free Wi-Fi') -> 'amenities.free-wi-fi'. */
export const hotelTermKey = (kind: HotelTermKind, word: string): string => `${kind}.${vocabularyCode(word)}`;

/**
 * The inventory's words in the page's language: `term('amenities', 'Free Wi-Fi')` is 'Wi-Fi
 * gratis' in Spanish. A word no table knows (a new supplier's) shows as the API sent it.
 */
export function useHotelTerms(): (kind: HotelTermKind, word: string) => string {
  const { t, i18n } = useTranslation('hotels');
  return useCallback(
    (kind: HotelTermKind, word: string) => {
      const key = hotelTermKey(kind, word);
      return i18n.exists(key, { ns: 'hotels' }) ? t(key) : word;
    },
    [t, i18n],
  );
}
