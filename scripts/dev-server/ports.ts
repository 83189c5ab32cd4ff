/** What `npm run dev` checks before it listens: free ports, and an API another dev run already started. */
import { createServer } from 'node:net';
import { healthResponseSchema } from '@travel/contracts';

/** Whether nothing listens on `port` (any interface), by trying to listen there for a moment. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port);
  });
}

/** Whether this product's API answers its liveness check on `port` (not merely something listening there). */
export async function apiAnswersAt(port: number, timeoutMs = 1_000): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok && healthResponseSchema.safeParse(await response.json()).success;
  } catch {
    return false;
  }
}

/** The one line a busy port gets, saying how to move the app when starting it with `command`. */
export function busyPortMessage(what: string, port: number, variable: string, command: string): string {
  return `Port ${port} is already in use, so ${what} cannot start there. Stop what runs on it, or choose another port: ${variable}=${port + 100} ${command}`;
}
