import { useId } from 'react';
import { CalendarDays } from 'lucide-react';
import { FieldError } from '@travel/ui/search';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD, or empty. */
  value: string;
  min: string;
  max: string;
  onChange: (day: string) => void;
  error?: string | undefined;
}

/**
 * One day of travel: the browser's own date input (its calendar, keyboard entry and the
 * phone's date wheel). The kit's DateRangeField is a stay's check-in and check-out.
 */
export function DateField({ label, value, min, max, onChange, error }: DateFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-box">
        <span className="field-icon" aria-hidden="true">
          <CalendarDays size={18} />
        </span>
        <input
          id={id}
          type="date"
          className="field-input"
          value={value}
          min={min}
          max={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
