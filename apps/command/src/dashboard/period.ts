// The dashboard's period lives in the URL, so a period is a link and Back works: a preset
// (?period=last30) read against today, or a custom range (?from=...&to=...). Pure: anything
// unreadable falls back to the default, so an edited or outdated link still opens.
import { addDaysTo, DASHBOARD_EARLIEST_DAY, DASHBOARD_MAX_DAYS, type DashboardPeriod, periodDays } from '@travel/contracts';
import { readDay } from '../lists/listUrl';

export const PERIOD_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'last12Months'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PRESET: PeriodPreset = 'last30';

/** A preset, or a range the agent chose. */
export type PeriodChoice = { preset: PeriodPreset } | { preset: 'custom'; from: string; to: string };

const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;

/** The days a preset means on `today` (YYYY-MM-DD, UTC as the API counts them), today included. */
export function presetPeriod(preset: PeriodPreset, today: string): DashboardPeriod {
  switch (preset) {
    case 'last7':
      return { from: addDaysTo(today, -6), to: today };
    case 'last30':
      return { from: addDaysTo(today, -29), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const lastDay = addDaysTo(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
    case 'last12Months':
      return { from: addDaysTo(today, -364), to: today };
  }
}

/** What is wrong with a custom range, as the API would refuse it; null when it is a period. */
export type RangeProblem = 'order' | 'tooLong' | 'tooEarly';

export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (from < DASHBOARD_EARLIEST_DAY) return 'tooEarly';
  if (to < from) return 'order';
  return periodDays({ from, to }) > DASHBOARD_MAX_DAYS ? 'tooLong' : null;
}

/** The choice a URL's query names; the default preset for anything unreadable. */
export function readPeriod(search: URLSearchParams): PeriodChoice {
  const from = readDay(search.get('from'));
  const to = readDay(search.get('to'));
  if (from && to && rangeProblem(from, to) === null) return { preset: 'custom', from, to };
  const preset = PERIOD_PRESETS.find((candidate) => candidate === search.get('period'));
  return { preset: preset ?? DEFAULT_PRESET };
}

/** The query string of a choice ('' for the default). */
export function periodSearch(choice: PeriodChoice): string {
  if (choice.preset === 'custom') return `?${new URLSearchParams({ from: choice.from, to: choice.to })}`;
  return choice.preset === DEFAULT_PRESET ? '' : `?${new URLSearchParams({ period: choice.preset })}`;
}

/** The days a choice means on `today`. */
export const periodOf = (choice: PeriodChoice, today: string): DashboardPeriod => (choice.preset === 'custom' ? { from: choice.from, to: choice.to } : presetPeriod(choice.preset, today));

/**
 * A figure against the one before, as a whole percentage (12 for +12 %); null when there was
 * nothing before to compare with.
 */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
