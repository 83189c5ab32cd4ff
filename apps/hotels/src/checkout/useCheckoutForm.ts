import { useCallback, useMemo, useState } from 'react';
import { isoDay } from '@travel/contracts';
import { cardErrors, travellerErrors, type CardValues, type FieldErrors, type TravellerValues } from '@travel/ui/booking';

export interface CheckoutValues {
  traveller: TravellerValues;
  card: CardValues;
  acceptTerms: boolean;
}

const emptyName = { firstName: '', lastName: '' };

export function emptyCheckout(rooms: number): CheckoutValues {
  return {
    traveller: { lead: { ...emptyName, email: '', phone: '' }, otherGuests: Array.from({ length: rooms - 1 }, () => ({ ...emptyName })), specialRequests: '' },
    card: { number: '', expiry: '', cvc: '', holderName: '' },
    acceptTerms: false,
  };
}

/** Every problem of the form now; the card only when the card pays something. */
export function checkoutErrors(values: CheckoutValues, cardNeeded: boolean, today: string): FieldErrors {
  return {
    ...travellerErrors(values.traveller),
    ...(cardNeeded ? cardErrors(values.card, today) : {}),
    ...(values.acceptTerms ? {} : { acceptTerms: 'errors.terms.required' }),
  };
}

/**
 * The checkout's values and which errors show: a field's after it was left (blur), all of
 * them after a submit; server errors for a field until it is edited.
 */
export function useCheckoutForm(rooms: number, cardNeeded: boolean) {
  const [values, setValues] = useState(() => emptyCheckout(rooms));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const errors = useMemo(() => checkoutErrors(values, cardNeeded, isoDay(new Date())), [values, cardNeeded]);
  const visibleErrors = useMemo(() => {
    const shown: FieldErrors = {};
    for (const [path, key] of Object.entries(errors)) if (submitted || touched.has(path)) shown[path] = key;
    return { ...serverErrors, ...shown };
  }, [errors, serverErrors, submitted, touched]);

  const blur = useCallback((path: string) => setTouched((before) => (before.has(path) ? before : new Set(before).add(path))), []);

  /** Edits drop the server's error of the edited part (its message no longer applies). */
  const update = useCallback((next: (before: CheckoutValues) => CheckoutValues) => {
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
