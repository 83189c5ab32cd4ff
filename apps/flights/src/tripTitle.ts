import type { Journey } from '@travel/contracts';

/** A trip as its title says it: 'Oslo → New York', the outbound journey's first and last cities. */
export function tripTitle(outbound: Pick<Journey, 'segments'>): string {
  const first = outbound.segments[0];
  const last = outbound.segments[outbound.segments.length - 1];
  return first && last ? `${first.from.city} → ${last.to.city}` : '';
}
