import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker, type DateRange as DayRange, type Formatters, type Labels, type Modifiers } from 'react-day-picker';
import { MAX_DAYS_AHEAD, directionOf, nightsBetween } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { dateOfDay, dayOfDate } from './calendarDates';
import { CALENDAR_LOCALES, numeralsOf, weekdayPatternOf } from './calendarLocale';
import { addDays, pickDay, selectableDays, stayNights, type CalendarStep, type DateRange } from './dateRange';
import { formatLongDay, formatShortDay, formatStay } from './dayFormat';
import { useMediaQuery } from './useMediaQuery';
import 'react-day-picker/style.css';
import './range-calendar.css';

/** Two months side by side from this width; one month in a bottom sheet below it (date-range.css has the same width). */
export const WIDE_CALENDAR = '(min-width: 720px)';

export interface RangeCalendarProps {
  value: DateRange;
  /** The first day that may be chosen. */
  today: string;
  maxNights: number;
  /** A whole stay was picked (check-in, then a later check-out). */
  onPick: (range: DateRange) => void;
  /** Done: what was picked so far. */
  onDone: (draft: DateRange) => void;
}

/**
 * The calendar inside the dates dialog: the first pick is the check-in, the next later day the
 * check-out. Days before `today`, and after the check-in's night cap, cannot be picked. While a
 * check-out is being chosen, the day under the pointer or the focus shows the nights it makes.
 */
export function RangeCalendar({ value, today, maxNights, onPick, onDone }: RangeCalendarProps) {
  const { t } = useTranslation('search');
  const language = useAppSelector(selectLanguage);
  const wide = useMediaQuery(WIDE_CALENDAR);
  const rootRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState(value);
  const [step, setStep] = useState<CalendarStep>('checkIn');
  // The day a check-out would be if picked now: under the pointer or focused.
  const [candidate, setCandidate] = useState<string | null>(null);

  // The dialog opens below its field: the whole calendar is brought on screen. (Some browsers'
  // scrollIntoView returns a promise, which an effect must not return.)
  useEffect(() => {
    rootRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  const { first, last } = selectableDays(draft, step, today, maxNights);
  const choosingCheckOut = step === 'checkOut';
  const candidateOut = choosingCheckOut && candidate && candidate > draft.checkIn && candidate <= last ? candidate : null;
  const nightsText = (count: number) => t('dates.nights', { count });

  const pick = (day: string) => {
    const next = pickDay(draft, step, day, maxNights);
    setDraft(next.range);
    setStep(next.step);
    if (next.step === 'chosen') onPick(next.range);
  };

  // DayPicker rebuilds its months when its labels or formatters change: they change with a pick, not with the focus.
  const labels = useMemo<Partial<Labels>>(
    () => ({
      labelDayButton: (date: Date, modifiers: Modifiers) => {
        const day = dayOfDate(date);
        const long = formatLongDay(day, language);
        const name = modifiers.today ? t('dates.dayToday', { date: long }) : long;
        if (day === draft.checkIn) return t('dates.dayCheckIn', { date: name });
        if (day === draft.checkOut) return t('dates.dayCheckOut', { date: name });
        if (step === 'checkOut' && day > draft.checkIn && !modifiers.disabled) {
          return t('dates.dayNights', { date: name, nights: t('dates.nights', { count: nightsBetween(draft.checkIn, day) }) });
        }
        return name;
      },
    }),
    [draft, step, language, t],
  );
  const formatters = useMemo<Partial<Formatters>>(
    () => ({ formatWeekdayName: (weekday, _options, dateLib) => dateLib?.format(weekday, weekdayPatternOf(language)) ?? '' }),
    [language],
  );

  const selected: DayRange | undefined = draft.checkIn ? { from: dateOfDay(draft.checkIn), to: draft.checkOut ? dateOfDay(draft.checkOut) : undefined } : undefined;
  const chosenNights = stayNights(draft);
  const nights = choosingCheckOut ? (candidateOut ? nightsBetween(draft.checkIn, candidateOut) : undefined) : chosenNights;
  const hint =
    step === 'chosen' && chosenNights
      ? t('dates.stepChosen', { stay: formatStay(draft.checkIn, draft.checkOut, language), nights: nightsText(chosenNights) })
      : choosingCheckOut
        ? t('dates.stepCheckOut', { nights: maxNights })
        : t('dates.stepCheckIn');
  const end = (label: string, day: string, active: boolean) => (
    <div className={`range-calendar-end${active ? ' is-active' : ''}`}>
      <span className="range-calendar-end-label">{label}</span>
      <span className="range-calendar-end-day">{day ? formatShortDay(day, language) : t('dates.pending')}</span>
    </div>
  );

  return (
    <div ref={rootRef} className="range-calendar">
      <div className="range-calendar-ends">
        {end(t('dates.checkIn'), draft.checkIn, step === 'checkIn')}
        {end(t('dates.checkOut'), choosingCheckOut ? (candidateOut ?? '') : draft.checkOut, choosingCheckOut)}
        <span className="range-calendar-nights">{nights ? nightsText(nights) : null}</span>
      </div>
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={(_range, day) => pick(dayOfDate(day))}
        disabled={[{ before: dateOfDay(first) }, { after: dateOfDay(last) }]}
        today={dateOfDay(today)}
        defaultMonth={dateOfDay(draft.checkIn > today ? draft.checkIn : today)}
        startMonth={dateOfDay(today)}
        endMonth={dateOfDay(addDays(today, MAX_DAYS_AHEAD + maxNights))}
        numberOfMonths={wide ? 2 : 1}
        navLayout="around"
        locale={CALENDAR_LOCALES[language]}
        numerals={numeralsOf(language)}
        dir={directionOf(language)}
        autoFocus
        labels={labels}
        formatters={formatters}
        modifiers={{ candidate: candidateOut ? { from: dateOfDay(addDays(draft.checkIn, 1)), to: dateOfDay(candidateOut) } : false }}
        modifiersClassNames={{ candidate: 'range-calendar-candidate' }}
        onDayMouseEnter={(date) => setCandidate(dayOfDate(date))}
        onDayFocus={(date) => setCandidate(dayOfDate(date))}
      />
      <div className="range-calendar-footer">
        <p className="range-calendar-hint" role="status">
          {hint}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => onDone(draft)}>
          {t('dates.done')}
        </button>
      </div>
    </div>
  );
}
