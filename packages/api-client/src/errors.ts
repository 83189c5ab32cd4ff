import { AxiosError } from 'axios';
import { apiErrorSchema } from '@travel/contracts';

/** The server's message when it sent one in our error shape, else the given fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof AxiosError) {
    const parsed = apiErrorSchema.safeParse(error.response?.data);
    if (parsed.success) return parsed.data.error.message;
  }
  return fallback;
}
