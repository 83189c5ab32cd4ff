import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export interface SerializationWatch {
  /** Replies of the route compared so far. */
  checked: number;
  /** Replies whose body was not what zod would have written, or whose payload broke the contract. */
  mismatches: { body: string; expected: string }[];
}

/**
 * For a route serialized by fastSerializer (src/fast-serializer.ts): holds every 200 reply
 * to what the app's zod serializer would have written for the same handler payload, byte
 * for byte. fast-json-stringify checks little (it truncates a fractional integer and writes
 * null as 0 where zod refuses them), so this is what fails when the fast path drops, adds or
 * mangles a field. Call before the app is ready, as startTestServer's `beforeReady`.
 */
export function watchZodSerialization(app: FastifyInstance, url: string, schema: z.ZodType): SerializationWatch {
  const watch: SerializationWatch = { checked: 0, mismatches: [] };
  const payloads = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.routeOptions.url === url && reply.statusCode === 200) payloads.set(request, payload);
    return payload;
  });
  app.addHook('onSend', async (request, _reply, body) => {
    if (!payloads.has(request)) return body;
    watch.checked += 1;
    const parsed = schema.safeParse(payloads.get(request));
    // Parsing is what zod's serializer does to an output schema without codecs, as every contract is.
    const expected = parsed.success ? JSON.stringify(parsed.data) : `a contract violation: ${parsed.error.message}`;
    if (body !== expected) watch.mismatches.push({ body: String(body), expected });
    return body;
  });
  return watch;
}
