import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import type { readinessCheckSchema } from '@travel/contracts';
import { databaseUnavailable } from '../db/unavailable';

export type CheckResult = z.infer<typeof readinessCheckSchema>;

/**
 * Asks a dependency (the probe) and gives it at most timeoutMs. Never throws: a slow or
 * failing dependency is a failed check, so a readiness route cannot turn into a 500 or hang.
 * A probe still running at the deadline is left to its own bound (the pool's acquire
 * timeout, the statement timeout); its late failure is swallowed here.
 */
export async function timedCheck(probe: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<{ kind: 'timeout' }>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  const answer = Promise.resolve()
    .then(probe)
    .then(
      () => ({ kind: 'ok' as const }),
      (err: unknown) => ({ kind: 'failed' as const, err }),
    );
  const outcome = await Promise.race([answer, deadline]);
  clearTimeout(timer);
  if (outcome.kind === 'ok') return { ok: true, ms: elapsed() };
  if (outcome.kind === 'timeout') return { ok: false, ms: elapsed(), problem: `no answer within ${timeoutMs} ms` };
  return { ok: false, ms: elapsed(), problem: databaseUnavailable(outcome.err)?.reason ?? 'query failed' };
}
