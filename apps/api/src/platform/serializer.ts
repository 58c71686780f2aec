import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/** Kinds whose encode (output -> input) differs from parse: those schemas keep being encoded. */
const DIRECTIONAL = new Set(['transform', 'pipe', 'default', 'prefault', 'catch']);

/** Whether a schema holds a transform, codec, default or catch anywhere (recursive schemas included). */
export function isDirectional(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string; getter?: () => $ZodType };
  if (DIRECTIONAL.has(def.type)) return true;
  const values = def.type === 'lazy' ? [def.getter!()] : Object.values(def);
  const children = values.flatMap((v) =>
    v instanceof $ZodType ? [v] : Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : [],
  );
  return children.some((child) => child instanceof $ZodType && isDirectional(child, seen));
}

/** Response schemas whose answers the code builds field by field (shapedByCode). */
const SHAPED = new WeakSet<z.ZodType>();

/**
 * Marks a response schema whose answers are built field by field from typed rows by one mapper (the lists' toListItem,
 * toPost, presentRow), so that they already hold exactly the schema's keys: those answers are stringified without
 * being checked. On a list page the check cost as much as the rest of the request's own code (docs/benchmarks.md,
 * Users). A test asks every such route and parses its answer with the schema (platform/shaped-answers.test.ts).
 */
export function shapedByCode<T extends z.ZodType>(schema: T): T {
  SHAPED.add(schema);
  return schema;
}

/**
 * Checks every answer against its route's response schema, strips unknown keys, then stringifies, like
 * fastify-type-provider-zod's serializer. That one encodes (z.encode), which skips zod's compiled fast path: about
 * five times the cost of a parse on a list page. For schemas without transforms, codecs or defaults, parse and
 * encode give the same result, so those are parsed; the others are still encoded. Schemas marked shapedByCode are
 * stringified alone.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  if (SHAPED.has(schema)) return (data) => JSON.stringify(data);
  const check = isDirectional(schema) ? z.safeEncode : z.safeParse;
  return (data) => {
    const result = check(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
