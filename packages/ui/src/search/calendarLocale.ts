import { numberFormat, type LanguageCode } from '@travel/contracts';
import { ar, da, de, enUS, es, fr, nb, pt, sv, type DayPickerLocale } from 'react-day-picker/locale';
import type { Numerals } from 'react-day-picker';

/**
 * The calendar's month and day names, first day of the week and navigation labels per
 * language: English as in the US (the spec's default market: weeks start on Sunday), European
 * Portuguese (as the texts are written), Bokmål for Norwegian.
 */
export const CALENDAR_LOCALES: Record<LanguageCode, DayPickerLocale> = { en: enUS, pt, es, da, no: nb, de, ar, fr, sv };

/**
 * The digits the browser's own date format uses for the language, so the calendar's days match
 * the dates the page prints. Of our languages only Arabic may use other digits than 0-9.
 */
export function numeralsOf(language: LanguageCode): Numerals {
  return numberFormat(language, {}).resolvedOptions().numberingSystem === 'arab' ? 'arab' : 'latn';
}

// Arabic day names have no two-letter forms: the columns take their one-letter names.
const NARROW_WEEKDAYS: ReadonlySet<LanguageCode> = new Set(['ar']);

/** The date-fns pattern of the day names over the calendar's columns ('Mo', or 'ن' in Arabic). */
export const weekdayPatternOf = (language: LanguageCode): string => (NARROW_WEEKDAYS.has(language) ? 'ccccc' : 'cccccc');
