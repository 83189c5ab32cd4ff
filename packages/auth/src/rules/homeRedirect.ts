import { SERVICE_PATHS } from '@travel/contracts';
import { AUTH_PATHS } from '../paths';

const HOTELS_PATH = SERVICE_PATHS.Hotels;

/**
 * SPEC 4, the special hostname (the agency setting homeRedirectsToHotels): at '/', a visitor
 * with a token goes to the hotels, one without to log in first and then to the hotels.
 */
export function homeRedirectTarget({ homeRedirectsToHotels, hasToken }: { homeRedirectsToHotels: boolean; hasToken: boolean }): string | null {
  if (!homeRedirectsToHotels) return null;
  return hasToken ? HOTELS_PATH : `${AUTH_PATHS.login}?redirect=${HOTELS_PATH}`;
}
