import { useCallback, useMemo, useState } from 'react';
import { isoDay, type Client } from '@travel/contracts';
import { cardErrors, leadTravellerErrors, type CardValues, type FieldErrors, type LeadTravellerValues } from './rules';

/** A checkout's values: the parts every service has, and the service's own (`extra`). */
export interface BookingFormValues<Extra> {
  lead: LeadTravellerValues;
  card: CardValues;
  acceptTerms: boolean;
  extra: Extra;
}

/** The service's own fields, as the shared form holds and checks them. */
export interface ServiceFields<Extra> {
  /** Their values when the checkout opens. */
  initial: Extra;
  /** Their problems, keyed by the paths their inputs are named with ('otherGuests.0.firstName'). One function for the page's life (a module's): the errors are worked out again when it changes. */
  errors: (extra: Extra) => FieldErrors;
  /** Their values prefilled from the client an agent books for, as far as the client's record knows (none: left as they are). */
  forClient?: (extra: Extra, client: Client) => Extra;
}

function emptyBookingForm<Extra>(extra: Extra): BookingFormValues<Extra> {
  return {
    lead: { firstName: '', lastName: '', email: '', phone: '' },
    card: { number: '', expiry: '', cvc: '', holderName: '' },
    acceptTerms: false,
    extra,
  };
}

/** Every problem of the form now; the card only when the card pays something. */
function bookingFormErrors<Extra>(values: BookingFormValues<Extra>, extraErrors: ServiceFields<Extra>['errors'], cardNeeded: boolean, today: string): FieldErrors {
  return {
    ...leadTravellerErrors(values.lead),
    ...extraErrors(values.extra),
    ...(cardNeeded ? cardErrors(values.card, today) : {}),
    ...(values.acceptTerms ? {} : { acceptTerms: 'errors.terms.required' }),
  };
}

/**
 * A checkout's values and which errors show: a field's after it was left (blur), all of
 * them after a submit; server errors for a field until it is edited.
 */
export function useBookingForm<Extra>(fields: ServiceFields<Extra>, cardNeeded: boolean) {
  const [values, setValues] = useState(() => emptyBookingForm(fields.initial));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const extraErrors = fields.errors;
  const errors = useMemo(() => bookingFormErrors(values, extraErrors, cardNeeded, isoDay(new Date())), [values, extraErrors, cardNeeded]);
  const visibleErrors = useMemo(() => {
    const shown: FieldErrors = {};
    for (const [path, key] of Object.entries(errors)) if (submitted || touched.has(path)) shown[path] = key;
    return { ...serverErrors, ...shown };
  }, [errors, serverErrors, submitted, touched]);

  const blur = useCallback((path: string) => setTouched((before) => (before.has(path) ? before : new Set(before).add(path))), []);

  /** Edits drop the server's error of the edited part (its message no longer applies). */
  const update = useCallback((next: (before: BookingFormValues<Extra>) => BookingFormValues<Extra>) => {
    setValues(next);
    setServerErrors({});
  }, []);

  return {
    values,
    update,
    errors,
    visibleErrors,
    blur,
    /** Shows every error; true when the form can be sent. */
    submit: () => {
      setSubmitted(true);
      return Object.keys(errors).length === 0;
    },
    setServerError: (path: string, messageKey: string) => setServerErrors({ [path]: messageKey }),
  };
}

export type BookingForm<Extra> = ReturnType<typeof useBookingForm<Extra>>;
