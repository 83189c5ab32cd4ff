// react-day-picker works with Date objects at local midnight; the forms with YYYY-MM-DD days.

/** The local midnight of a YYYY-MM-DD day. */
export function dateOfDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** The YYYY-MM-DD day of a date, read in local time. */
export function dayOfDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
