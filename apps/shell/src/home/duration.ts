import { listFormat, numberFormat } from '@travel/contracts';
/** An activity's length in whole hours and the minutes left over. */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

const unitFormat = (language: string, unit: 'hour' | 'minute') =>
  numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' });

/** '2 hours, 30 minutes' in the page language (Intl picks each language's words and plurals). */
export function formatDuration(totalMinutes: number, language: string): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  const parts = [
    ...(hours > 0 ? [unitFormat(language, 'hour').format(hours)] : []),
    ...(minutes > 0 || hours === 0 ? [unitFormat(language, 'minute').format(minutes)] : []),
  ];
  return listFormat(language, { style: 'narrow', type: 'unit' }).format(parts);
}
