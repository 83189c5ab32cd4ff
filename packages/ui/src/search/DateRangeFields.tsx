import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Info } from 'lucide-react';
import { MAX_DAYS_AHEAD } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { addDays, changeCheckIn, changeCheckOut, type DateRange, type DateRangeErrors, type RangeChange } from './dateRange';
import { FieldError } from './FieldError';

export interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The first day that may be chosen (firstBookableDay). */
  today: string;
  /** Longer ranges are capped to this many nights after the start, with a note (SPEC 5). */
  maxNights: number;
  errors?: DateRangeErrors;
  /** Field labels; default 'Check-in' and 'Check-out'. */
  labels?: { checkIn: string; checkOut: string };
}

/** A long date in the page's language ('Sunday 14 March 2027'), read as a calendar day. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Two native date inputs (the phone's own picker, keyboard typing on desktops): past days
 * and days more than MAX_DAYS_AHEAD away (which the API refuses) cannot be picked, a
 * check-out that would go past the cap is moved back and says so.
 */
export function DateRangeFields({ value, onChange, today, maxNights, errors = {}, labels }: DateRangeFieldsProps) {
  const { t } = useTranslation('search');
  const language = useAppSelector(selectLanguage);
  const id = useId();
  const [cappedTo, setCappedTo] = useState<string | null>(null);

  const apply = ({ range, capped }: RangeChange) => {
    setCappedTo(capped ? range.checkOut : null);
    onChange(range);
  };

  const field = (key: keyof DateRange, label: string, min: string, max: string | undefined, change: (text: string) => RangeChange) => {
    const inputId = `${id}-${key}`;
    const errorId = `${inputId}-error`;
    const noteId = `${id}-note`;
    const error = errors[key];
    const describedBy = [error ? errorId : '', key === 'checkOut' && cappedTo ? noteId : ''].filter(Boolean).join(' ');
    return (
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label htmlFor={inputId} className="field-label">
          {label}
        </label>
        <div className="field-box">
          <span className="field-icon" aria-hidden="true">
            <CalendarDays size={18} />
          </span>
          <input
            id={inputId}
            type="date"
            className="field-input"
            value={value[key]}
            min={min}
            max={max}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => apply(change(event.target.value))}
          />
        </div>
        <FieldError id={errorId} message={error ? t(`dates.errors.${error}`) : undefined} />
      </div>
    );
  };

  const checkOutMin = value.checkIn && value.checkIn >= today ? addDays(value.checkIn, 1) : addDays(today, 1);
  const checkOutMax = value.checkIn ? addDays(value.checkIn, maxNights) : undefined;
  return (
    <div className="date-range">
      {field('checkIn', labels?.checkIn ?? t('dates.checkIn'), today, addDays(today, MAX_DAYS_AHEAD), (text) => changeCheckIn(value, text, maxNights))}
      {field('checkOut', labels?.checkOut ?? t('dates.checkOut'), checkOutMin, checkOutMax, (text) => changeCheckOut(value, text, maxNights))}
      {cappedTo ? (
        <p id={`${id}-note`} className="field-note date-range-note" role="status">
          <Info aria-hidden="true" size={16} />
          {t('dates.capped', { nights: maxNights, date: formatDay(cappedTo, language) })}
        </p>
      ) : null}
    </div>
  );
}
