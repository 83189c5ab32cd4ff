import { AxiosError } from 'axios';
import { isApiError } from '@travel/contracts';

/**
 * The server's message when it sent one in our error shape, else the given fallback text.
 * English and naming request fields ('body.checkIn: ...'): for telling problems apart; a page
 * shows apiProblem's translated sentence instead (@travel/ui).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const body: unknown = error.response?.data;
    if (isApiError(body)) return body.error.message;
  }
  return fallback;
}
