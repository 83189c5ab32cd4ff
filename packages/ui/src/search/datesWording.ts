import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage, useAppSelector } from '@travel/store';
import type { DateRange, RangeRules } from './dateRange';
import { formatShortDay, formatStay } from './dayFormat';

/**
 * Where search.json words a dates field: a stay's texts under `dates` (check-in, check-out, its
 * nights), a trip's under `tripDates` (departure, return, no count). Texts every field shares
 * (Done, today, not chosen, the calendar failing to load) are the stay's.
 */
export const textsOf = (rules: RangeRules): 'dates' | 'tripDates' => (rules.kind === 'stay' ? 'dates' : 'tripDates');

/**
 * A whole range in the page's language: the language's own range format, or a trip back the day
 * it leaves in words (a range of one day would read as that day alone).
 */
export function useRangeText(rules: RangeRules): (range: DateRange) => string {
  const { t } = useTranslation('search');
  const language = useAppSelector(selectLanguage);
  const trip = rules.kind === 'trip';
  return useCallback(
    ({ checkIn, checkOut }: DateRange) =>
      trip && checkIn === checkOut ? t('tripDates.sameDay', { day: formatShortDay(checkIn, language) }) : formatStay(checkIn, checkOut, language),
    [trip, t, language],
  );
}
