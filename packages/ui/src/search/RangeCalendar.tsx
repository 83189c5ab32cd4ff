import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker, type DateRange as DayRange, type Formatters, type Labels, type Modifiers } from 'react-day-picker';
import { directionOf, nightsBetween } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { dateOfDay, dayOfDate } from './calendarDates';
import { CALENDAR_LOCALES, numeralsOf, weekdayPatternOf } from './calendarLocale';
import { addDays, canEndOn, isOneWay, lastCalendarDay, pickDay, selectableDays, stayNights, type CalendarStep, type DateRange, type RangeRules } from './dateRange';
import { textsOf, useRangeText } from './datesWording';
import { formatLongDay, formatShortDay } from './dayFormat';
import { useMediaQuery } from './useMediaQuery';
import 'react-day-picker/style.css';
import './range-calendar.css';

/** Two months side by side from this width; one month in a bottom sheet below it (date-range.css has the same width). */
export const WIDE_CALENDAR = '(min-width: 720px)';

export interface RangeCalendarProps {
  value: DateRange;
  /** The first day that may be chosen. */
  today: string;
  rules: RangeRules;
  /** A whole range was picked (check-in, then a check-out the rules allow), or a one-way trip's day. */
  onPick: (range: DateRange) => void;
  /** Done: what was picked so far. */
  onDone: (draft: DateRange) => void;
}

/**
 * The calendar inside the dates dialog: the first pick is the check-in, the next later day (for
 * a trip, that day or later) the check-out; a one-way trip's pick is its one day. Days before
 * `today`, and after the check-in's night cap or the horizon, cannot be picked. While a stay's
 * check-out is being chosen, the day under the pointer or the focus shows the nights it makes.
 */
export function RangeCalendar({ value, today, rules, onPick, onDone }: RangeCalendarProps) {
  const { t } = useTranslation('search');
  const language = useAppSelector(selectLanguage);
  const rangeText = useRangeText(rules);
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

  const texts = textsOf(rules);
  const oneWay = isOneWay(rules);
  const stay = rules.kind === 'stay';
  const { first, last } = selectableDays(draft, step, today, rules);
  const choosingCheckOut = step === 'checkOut';
  const candidateOut = choosingCheckOut && candidate && canEndOn(draft.checkIn, candidate, rules) && candidate <= last ? candidate : null;
  const nightsText = (count: number) => t('dates.nights', { count });

  const pick = (day: string) => {
    const next = pickDay(draft, step, day, rules);
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
        if (day === draft.checkIn) return t(`${texts}.dayCheckIn`, { date: name });
        // A one-way trip's kept return is not part of it.
        if (day === draft.checkOut && !oneWay) return t(`${texts}.dayCheckOut`, { date: name });
        if (stay && step === 'checkOut' && day > draft.checkIn && !modifiers.disabled) {
          return t('dates.dayNights', { date: name, nights: t('dates.nights', { count: nightsBetween(draft.checkIn, day) }) });
        }
        return name;
      },
    }),
    [draft, step, texts, oneWay, stay, language, t],
  );
  const formatters = useMemo<Partial<Formatters>>(
    () => ({ formatWeekdayName: (weekday, _options, dateLib) => dateLib?.format(weekday, weekdayPatternOf(language)) ?? '' }),
    [language],
  );

  const start = draft.checkIn ? dateOfDay(draft.checkIn) : undefined;
  // A one-way trip picks one day; a range is picked as two.
  const selection = oneWay
    ? { mode: 'single' as const, selected: start, onSelect: (_day: Date | undefined, day: Date) => pick(dayOfDate(day)) }
    : {
        mode: 'range' as const,
        selected: start ? { from: start, to: draft.checkOut ? dateOfDay(draft.checkOut) : undefined } : undefined,
        onSelect: (_range: DayRange | undefined, day: Date) => pick(dayOfDate(day)),
      };
  const chosenNights = stay ? stayNights(draft) : undefined;
  const nights = stay && choosingCheckOut ? (candidateOut ? nightsBetween(draft.checkIn, candidateOut) : undefined) : chosenNights;
  const hint = (() => {
    if (step === 'chosen' && oneWay) return t('tripDates.stepChosenOneWay', { day: formatShortDay(draft.checkIn, language) });
    if (step === 'chosen' && chosenNights) return t('dates.stepChosen', { stay: rangeText(draft), nights: nightsText(chosenNights) });
    if (step === 'chosen' && !stay) return t('tripDates.stepChosen', { trip: rangeText(draft) });
    if (choosingCheckOut) return stay ? t('dates.stepCheckOut', { nights: rules.maxNights }) : t('tripDates.stepCheckOut');
    return t(`${texts}.stepCheckIn`);
  })();
  const end = (label: string, day: string, active: boolean) => (
    <div className={`range-calendar-end${active ? ' is-active' : ''}`}>
      <span className="range-calendar-end-label">{label}</span>
      <span className="range-calendar-end-day">{day ? formatShortDay(day, language) : t('dates.pending')}</span>
    </div>
  );

  return (
    <div ref={rootRef} className="range-calendar">
      <div className="range-calendar-ends">
        {end(t(`${texts}.checkIn`), draft.checkIn, step === 'checkIn')}
        {oneWay ? null : end(t(`${texts}.checkOut`), choosingCheckOut ? (candidateOut ?? '') : draft.checkOut, choosingCheckOut)}
        {stay ? <span className="range-calendar-nights">{nights ? nightsText(nights) : null}</span> : null}
      </div>
      <DayPicker
        {...selection}
        disabled={[{ before: dateOfDay(first) }, { after: dateOfDay(last) }]}
        today={dateOfDay(today)}
        defaultMonth={dateOfDay(draft.checkIn > today ? draft.checkIn : today)}
        startMonth={dateOfDay(today)}
        endMonth={dateOfDay(lastCalendarDay(today, rules))}
        numberOfMonths={wide ? 2 : 1}
        navLayout="around"
        locale={CALENDAR_LOCALES[language]}
        numerals={numeralsOf(language)}
        dir={directionOf(language)}
        autoFocus
        labels={labels}
        formatters={formatters}
        modifiers={{ candidate: candidateOut && candidateOut > draft.checkIn ? { from: dateOfDay(addDays(draft.checkIn, 1)), to: dateOfDay(candidateOut) } : false }}
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
