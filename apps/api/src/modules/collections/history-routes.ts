import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  COLLECTIONS,
  RECORD_HISTORY_SEGMENT,
  recordHistoryQuery,
  recordHistoryResponse,
  type CollectionDef,
} from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { recordHistory } from './history.ts';
import { placeOf, prefixesOf, type RoutePrefix } from './route-prefixes.ts';

const recordParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * A record's history (issue 28) beside the generic resource layer (routes.ts): GET
 * `/api/v2/admin/<entity>/<id>/history`, and for a child collection also under its parent,
 * `/api/v2/admin/<parent param>/<parent id>/<entity>/<id>/history`. Reading it needs the collection's tag, as
 * reading the record does.
 */
export const collectionHistoryRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const history = recordHistory(deps);

  for (const def of COLLECTIONS) for (const prefix of prefixesOf(def)) register(def, prefix);

  function register(def: CollectionDef, prefix: RoutePrefix): void {
    app.get(`${prefix.path}/:id/${RECORD_HISTORY_SEGMENT}`, {
      config: { access: { tag: def.tag } },
      schema: {
        tags: ['collections', def.hub],
        summary: `${def.item['pt-br']}: histórico do registro`,
        params: prefix.params.extend(recordParams.shape),
        querystring: recordHistoryQuery,
        response: responses({ 200: recordHistoryResponse }),
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const query = recordHistoryQuery.parse(request.query);
        return { success: true as const, data: await history.page(def, placeOf(request, prefix), id, query) };
      },
    });
  }
};
