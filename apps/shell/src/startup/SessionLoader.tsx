import { selectAuthStatus, useAppSelector, usePaymentGatewayQuery, useProfileQuery } from '@travel/store';

/**
 * Start-up calls after the first render (SPEC 4, 7): the user's profile when a token cookie
 * is there (a stale token answers 401, which logs out), and the payment gateway, which is
 * refreshed apart from the cached agency.
 */
export function SessionLoader() {
  const status = useAppSelector(selectAuthStatus);
  useProfileQuery(undefined, { skip: status !== 'checking' });
  usePaymentGatewayQuery();
  return null;
}
