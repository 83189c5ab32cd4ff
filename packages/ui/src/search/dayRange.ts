import { dateTimeFormat, portableIntlText } from '@travel/contracts';

/** A stay's dates, short, in the page's language: 'Jan 8 – 11', '28 Feb – 3 Mar', read as calendar days. */
export function formatDayRange(start: string, end: string, language: string): string {
  const format = dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return portableIntlText(format.formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`)));
}
