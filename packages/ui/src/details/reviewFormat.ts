import { dateTimeFormat, displayNames, numberFormat } from '@travel/contracts';
// How the reviews' numbers, dates, countries and languages read in the page's language.

/** A score out of 5 with one decimal ('4.3', '٤٫٣'), as the results card writes the guest rating. */
export const formatScore = (score: number, language: string): string =>
  numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);

/** A review's day, long form ('October 31, 2026'); the date is a calendar day, so UTC. */
export const formatReviewDate = (day: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function displayName(code: string, language: string, type: 'region' | 'language'): string {
  try {
    return displayNames(language, { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country's name in the page's language ('NO' is 'Norway', 'Noruega'...). */
export const countryName = (code: string, language: string): string => displayName(code, language, 'region');

/** A language's name in the page's language ('es' is 'Spanish', 'espagnol'...). */
export const languageName = (code: string, language: string): string => displayName(code, language, 'language');

/** Whether a review is written in another language than the page: the primary subtags differ ('pt-BR' is Portuguese). */
export const inOtherLanguage = (written: string, page: string): boolean => written.split('-')[0]?.toLowerCase() !== page.split('-')[0]?.toLowerCase();
