import type { DateRange, DateRangeErrors } from './dateRange';
import { DatesField } from './DatesField';

export interface DateRangeFieldProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The first day that may be chosen (firstBookableDay). */
  today: string;
  /** A check-out may be at most this many nights after the check-in (SPEC 5). */
  maxNights: number;
  errors?: DateRangeErrors;
}

/** A stay's dates as one field: check-in and check-out, with the nights they make (DatesField). */
export function DateRangeField({ maxNights, ...field }: DateRangeFieldProps) {
  return <DatesField {...field} rules={{ kind: 'stay', maxNights }} />;
}
