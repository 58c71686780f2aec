import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { COLLECTIONS_BASE, type CollectionDef } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { Place } from './service.ts';

/** Where a collection's routes hang: its own path, and for a child collection also below its parent's. */
export interface RoutePrefix {
  path: string;
  params: z.ZodObject;
  parentOf: (params: Record<string, unknown>) => number | undefined;
}

/** `/api/v2/admin/<entity>`, and `/api/v2/admin/<parent param>/:parentId/<entity>` for a child (SPEC.md §7). */
export function prefixesOf(def: CollectionDef): RoutePrefix[] {
  const prefixes: RoutePrefix[] = [
    { path: `${COLLECTIONS_BASE}/${def.entity}`, params: z.object({}), parentOf: () => undefined },
  ];
  if (def.parent)
    prefixes.push({
      path: `${COLLECTIONS_BASE}/${def.parent.param}/:parentId/${def.entity}`,
      params: z.object({ parentId: z.coerce.number().int().positive() }),
      parentOf: (params) => Number(params.parentId),
    });
  return prefixes;
}

/** The request's client, actor and the parent its path names. */
export const placeOf = (request: FastifyRequest, prefix: RoutePrefix): Place => ({
  access: accessOf(request),
  requestId: request.id,
  parentId: prefix.parentOf(request.params as Record<string, unknown>),
});
