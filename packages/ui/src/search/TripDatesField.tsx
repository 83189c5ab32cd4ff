import type { DateRange, DateRangeErrors } from './dateRange';
import { DatesField } from './DatesField';

export interface TripDatesFieldProps {
  /** The departure (checkIn) and the return (checkOut). */
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The first day that may be chosen (firstBookableDay). */
  today: string;
  /** The departure alone; the return is kept as it was, for a switch back to a return trip. */
  oneWay: boolean;
  /** From tripDateErrors. */
  errors?: DateRangeErrors;
}

/**
 * A trip's dates as one field (DatesField): a return trip's departure and return, which may be
 * the same day, or a one-way trip's departure; both within the booking horizon.
 */
export function TripDatesField({ oneWay, ...field }: TripDatesFieldProps) {
  return <DatesField {...field} rules={{ kind: 'trip', oneWay }} />;
}
