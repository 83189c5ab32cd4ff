import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronDown, Info } from 'lucide-react';
import { selectLanguage, useAppSelector } from '@travel/store';
import { useDismiss } from '../dropdown/useDismiss';
import { Spinner } from '../Spinner';
import { finishRange, isOneWay, stayNights, type DateRange, type DateRangeErrors, type RangeRules } from './dateRange';
import { textsOf, useRangeText } from './datesWording';
import { formatDay, formatShortDay } from './dayFormat';
import { FieldError } from './FieldError';
import { keepTabInside } from './keepTabInside';
import { useOverflowsInlineEnd } from './useOverflowsInlineEnd';
import { prefetchRangeCalendar, useRangeCalendar } from './useRangeCalendar';
import './date-range.css';

export interface DatesFieldProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The first day that may be chosen (firstBookableDay). */
  today: string;
  /** A stay's or a trip's: the days the calendar offers and the words the field uses. */
  rules: RangeRules;
  errors?: DateRangeErrors;
}

/**
 * Dates as one field: a button showing the range (a stay's with its nights), which opens a dialog
 * with a range calendar (a popover of two months on wide screens, a bottom sheet of one month
 * on phones). A whole range picked there is the field's value at once; Done keeps a lone new
 * start too (the end follows the rules' start rule), Escape or a click outside drops it. A
 * one-way trip's field is one day, picked in the same calendar.
 */
export function DatesField({ value, onChange, today, rules, errors = {} }: DatesFieldProps) {
  const { t } = useTranslation('search');
  const language = useAppSelector(selectLanguage);
  const rangeText = useRangeText(rules);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cappedTo, setCappedTo] = useState<string | null>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, triggerRef);
  const alignEnd = useOverflowsInlineEnd(open, panelRef);
  const { Calendar, failed, retry } = useRangeCalendar(open);

  const pick = (range: DateRange) => {
    setCappedTo(null);
    onChange(range);
  };
  const finish = (draft: DateRange) => {
    const { range, capped } = finishRange(value, draft, rules);
    setCappedTo(capped ? range.checkOut : null);
    onChange(range);
    setOpen(false);
    triggerRef.current?.focus();
  };

  const texts = textsOf(rules);
  const oneWay = isOneWay(rules);
  const nights = rules.kind === 'stay' ? stayNights(value) : undefined;
  const nightsText = nights ? t('dates.nights', { count: nights }) : '';
  const shownRange = value.checkIn
    ? value.checkOut
      ? rangeText(value)
      : t(`${texts}.checkOutMissing`, { checkIn: formatShortDay(value.checkIn, language) })
    : t(`${texts}.choose`);
  const shown = oneWay ? (value.checkIn ? formatShortDay(value.checkIn, language) : t('tripDates.chooseOneWay')) : shownRange;

  const errorEnd = errors.checkIn ? 'checkIn' : errors.checkOut ? 'checkOut' : undefined;
  const error = errorEnd ? errors[errorEnd] : undefined;
  // A stay's errors read the same at either end; a trip's name the departure or the return.
  const errorText = errorEnd && error ? t(rules.kind === 'stay' ? `dates.errors.${error}` : `tripDates.errors.${errorEnd}.${error}`) : undefined;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [error ? errorId : '', cappedTo ? noteId : ''].filter(Boolean).join(' ');

  return (
    <div ref={rootRef} className={`field date-range-field${error ? ' field-invalid' : ''}`}>
      <span id={`${id}-label`} className="field-label">
        {oneWay ? t('tripDates.labelOneWay') : t(`${texts}.label`)}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className="field-input date-range-trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        onPointerEnter={prefetchRangeCalendar}
        onFocus={prefetchRangeCalendar}
        onClick={() => setOpen((current) => !current)}
      >
        <CalendarDays aria-hidden="true" size={18} />
        <span className="date-range-days">{shown}</span>
        {/* A space between the two texts (a flex row draws none) keeps them apart when read as one. */}
        {nights ? <> <span className="date-range-nights">{nightsText}</span></> : null}
        {/* The name says what the field shows, so a traveller can call it by what they see (WCAG 2.5.3). */}
        <span id={`${id}-value`} className="visually-hidden">
          {nights ? t('dates.summary', { stay: shown, nights: nightsText }) : shown}
        </span>
        <ChevronDown aria-hidden="true" size={18} className="date-range-chevron" />
      </button>
      <FieldError id={errorId} message={errorText} />
      {cappedTo && rules.kind === 'stay' ? (
        <p id={noteId} className="field-note" role="status">
          <Info aria-hidden="true" size={16} />
          {t('dates.capped', { nights: rules.maxNights, date: formatDay(cappedTo, language) })}
        </p>
      ) : null}
      {open ? (
        <>
          <div className="date-range-backdrop" aria-hidden="true" onClick={close} />
          <div
            ref={panelRef}
            id={`${id}-panel`}
            role="dialog"
            aria-modal="true"
            aria-labelledby={`${id}-title`}
            className={`date-range-panel${alignEnd ? ' is-end' : ''}`}
            onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
          >
            <h2 id={`${id}-title`} className="date-range-title">
              {oneWay ? t('tripDates.dialogTitleOneWay') : t(`${texts}.dialogTitle`)}
            </h2>
            {Calendar ? (
              <Calendar value={value} today={today} rules={rules} onPick={pick} onDone={finish} />
            ) : failed ? (
              <div className="date-range-failed" role="alert">
                <p>{t('dates.loadFailed')}</p>
                <button type="button" className="btn btn-outline" onClick={retry}>
                  {t('remote.retry', { ns: 'common' })}
                </button>
              </div>
            ) : (
              <Spinner label={t('remote.loading', { ns: 'common' })} />
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}
