import { hashPassword } from '../auth/password';
import { DEMO_PASSWORD } from './users';

let pending: Promise<string> | undefined;

/**
 * The demo password's hash, derived once per process and shared by every demo account the
 * process inserts. One scrypt at OWASP cost takes ~0.85 s here, ten take ~4 s; the demo
 * password is public, so a salt per demo account would protect nothing. Real accounts get
 * their own salt through hashPassword.
 */
export function demoPasswordHash(): Promise<string> {
  pending ??= hashPassword(DEMO_PASSWORD).catch((err: unknown) => {
    pending = undefined; // let a later seed try again
    throw err;
  });
  return pending;
}

/**
 * Starts the hash in the libuv thread pool while the caller does other work (creating a
 * fresh database takes seconds); the seed awaits the same promise and sees any error.
 */
export function prefetchDemoPasswordHash(): void {
  demoPasswordHash().catch(() => undefined);
}
