// The Idempotency-Key of a checkout attempt. It lives in sessionStorage under the checkout URL
// so a retry after a lost answer (network failure, 5xx) - even after a reload - sends the same
// key and the API books once; a new attempt (after a decline or a changed price) gets a new one.

const PREFIX = 'checkoutAttempt:';

export function attemptKey(storage: Storage, checkoutUrl: string): string {
  const stored = storage.getItem(PREFIX + checkoutUrl);
  if (stored) return stored;
  return renewAttemptKey(storage, checkoutUrl);
}

export function renewAttemptKey(storage: Storage, checkoutUrl: string): string {
  const key = crypto.randomUUID();
  storage.setItem(PREFIX + checkoutUrl, key);
  return key;
}

export function clearAttemptKey(storage: Storage, checkoutUrl: string): void {
  storage.removeItem(PREFIX + checkoutUrl);
}

const EMAIL_PREFIX = 'bookingEmail:';

/** A booking made without an account is looked up with its email: kept for a reload of the confirmation. */
export const rememberBookingEmail = (storage: Storage, reference: string, email: string) => storage.setItem(EMAIL_PREFIX + reference, email);
export const rememberedBookingEmail = (storage: Storage, reference: string): string | undefined => storage.getItem(EMAIL_PREFIX + reference) ?? undefined;
