// Times the Command Center's bookings list query by query, through the API (app.inject: the
// route, its validation and serialisation included, no network), one request at a time.
import type { FastifyInstance } from 'fastify';
import { agencyBookingListSchema } from '@travel/contracts';
import { BOOKINGS_LIST_TARGET_MS, listUrl, type BookingsListQuery, type ListReader } from './agency-bookings-data';

export interface ListTiming {
  name: string;
  targetMs: number;
  minMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: readonly number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
const round = (ms: number) => Number(ms.toFixed(1));

/** Sends `query` once to warm it (and checks it found bookings), then `runs` times, timed. */
export async function timeListQuery(
  app: FastifyInstance,
  query: BookingsListQuery,
  context: { host: string; salesId: string; headersOf: (reader: ListReader) => Record<string, string> },
  runs: number,
): Promise<ListTiming> {
  const send = () => app.inject({ method: 'GET', url: listUrl(query, context.salesId), headers: { host: context.host, ...context.headersOf(query.as) } });
  const warm = await send();
  if (warm.statusCode !== 200) throw new Error(`${query.name}: ${warm.statusCode} ${warm.body}`);
  if (agencyBookingListSchema.parse(warm.json()).total === 0) throw new Error(`${query.name}: no bookings found`);
  const took: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await send();
    took.push(performance.now() - started);
  }
  took.sort((a, b) => a - b);
  return {
    name: query.name,
    targetMs: (query.slack ?? 1) * BOOKINGS_LIST_TARGET_MS,
    minMs: round(took[0]!),
    p50Ms: round(percentile(took, 0.5)),
    p99Ms: round(percentile(took, 0.99)),
    maxMs: round(took[took.length - 1]!),
  };
}

