import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';

/** Fastify validates a request's parts in this order and answers the first that fails. */
export const REQUEST_PARTS = ['params', 'body', 'querystring', 'headers'] as const;
export type RequestPart = (typeof REQUEST_PARTS)[number];

export interface RouteSchemas {
  method: string;
  url: string;
  parts: Partial<Record<RequestPart, z.ZodType>>;
}

/** What a client may send in a field: text (strings, enums, literals), a date, a date-time, or a number. */
export type FieldKind = 'text' | 'date' | 'dateTime' | 'number';
export type FieldPath = Array<string | number>;
export interface RequestField {
  part: RequestPart;
  /** Into the part; an array's fields are at index 0. */
  path: FieldPath;
  kind: FieldKind;
  /** A field of one branch of a discriminated union is only read with that branch's tag beside it. */
  alongside?: { path: FieldPath; value: unknown }[];
}

/** Collects every route the app registers with its request schemas, as it registers them (call before ready). */
export function collectRouteSchemas(app: FastifyInstance): RouteSchemas[] {
  const routes: RouteSchemas[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
    const schema = (route.schema ?? {}) as Partial<Record<RequestPart, z.ZodType>>;
    const parts = Object.fromEntries(REQUEST_PARTS.flatMap((part) => (schema[part] ? [[part, schema[part]]] : [])));
    for (const method of methods) routes.push({ method, url: route.url, parts });
  });
  return routes;
}

type Leaf = Omit<RequestField, 'part'>;

/** The fields of a request schema. A zod type it does not know fails loudly rather than hide fields. */
export function leavesOf(schema: z.ZodType, path: FieldPath = []): Leaf[] {
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, inner]) => leavesOf(inner, [...path, key]));
  if (schema instanceof z.ZodArray) return leavesOf(schema.element as z.ZodType, [...path, 0]);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  ) {
    return leavesOf(schema.unwrap() as z.ZodType, path);
  }
  // A preprocess reads the value as sent into its output schema; otherwise the input side is what is sent.
  if (schema instanceof z.ZodPipe) return leavesOf((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType, path);
  if (schema instanceof z.ZodIntersection) return [...leavesOf(schema.def.left as z.ZodType, path), ...leavesOf(schema.def.right as z.ZodType, path)];
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap((option) => branchLeaves(schema, option, path));
  const def = schema.def as { type: string; format?: string };
  if (def.type === 'string' && def.format === 'date') return [{ path, kind: 'date' }];
  if (def.type === 'string' && def.format === 'datetime') return [{ path, kind: 'dateTime' }];
  if (def.type === 'string' || def.type === 'enum' || def.type === 'literal') return [{ path, kind: 'text' }];
  if (def.type === 'number') return [{ path, kind: 'number' }];
  if (def.type === 'boolean') return [];
  throw new Error(`request-schemas: no rule for a zod ${def.type} at ${path.join('.') || 'the top'}`);
}

/** The fields of one option of a union; an option of a discriminated union carries its tag with each field but the tag itself. */
function branchLeaves(union: z.ZodUnion, option: z.ZodType, path: FieldPath): Leaf[] {
  const leaves = leavesOf(option, path);
  const discriminator = (union.def as { discriminator?: string }).discriminator;
  if (discriminator === undefined || !(option instanceof z.ZodObject)) return leaves;
  const tagPath = [...path, discriminator];
  const tag = { path: tagPath, value: (option.shape[discriminator] as z.ZodLiteral).value };
  return leaves.map((leaf) => (leaf.path.join('.') === tagPath.join('.') ? leaf : { ...leaf, alongside: [...(leaf.alongside ?? []), tag] }));
}

/** Every field of every part of a route, each once. */
export function fieldsOf(route: RouteSchemas): RequestField[] {
  const fields = new Map<string, RequestField>();
  for (const part of REQUEST_PARTS) {
    const schema = route.parts[part];
    if (!schema) continue;
    for (const leaf of leavesOf(schema)) fields.set(fieldName({ part, ...leaf }), { part, ...leaf });
  }
  return [...fields.values()];
}

/** As the API's 400 names it: `body.leadTraveller.firstName`, `body.guests.0.lastName`. */
export const fieldName = (field: Omit<RequestField, 'kind'>): string => [field.part, ...field.path].join('.');

/** A copy of `base` with `value` at `path`, making the objects and arrays on the way: withValueAt({}, ['guests', 0, 'firstName'], 'x') is { guests: [{ firstName: 'x' }] }. */
export function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list: unknown[] = Array.isArray(base) ? [...base] : [];
    list[head] = withValueAt(list[head], rest, value);
    return list;
  }
  const record: Record<string, unknown> = base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  record[head] = withValueAt(record[head], rest, value);
  return record;
}
