import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * The reply serializer for hot routes, which opt in with `serializerCompiler: fastSerializer`.
 * The app's default (fastify-type-provider-zod) runs zod over the whole payload on every
 * reply: a fifth of the hotel results search's CPU. Here the route's zod response schema, still
 * the contract in packages/contracts, becomes JSON Schema once, when the route is registered,
 * and fast-json-stringify (Fastify's own serializer) compiles it. Like zod it writes the
 * schema's fields only, in the schema's order, and leaves out an absent optional field.
 *
 * Unlike zod it checks only that required fields are present: it does not check ranges or
 * formats, and it coerces a wrong type rather than fail (a fractional `integer` is truncated,
 * null becomes 0 or ""). A route opts in only when its handler builds the contract type, and
 * its tests hold every reply to what zod would have written for the same payload
 * (test/zod-serialization-watch.ts; the rules themselves in test/fast-serializer.test.ts).
 * A schema JSON Schema cannot express (a transform, a date) fails the start, not a reply.
 */
// Fastify types `schema` as the route's whole schema; at run time it is one status's response schema.
export const fastSerializer: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  if (!(schema instanceof z.ZodType)) throw new Error(`${method} ${url} ${httpStatus}: fastSerializer needs a zod response schema`);
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' });
  // The same draft-07 document; zod and fast-json-stringify just type JSON Schema differently.
  return fastJsonStringify(jsonSchema as AnySchema);
};
