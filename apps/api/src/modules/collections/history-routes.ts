import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  COLLECTIONS,
  COLLECTIONS_BASE,
  RECORD_HISTORY_SEGMENT,
  recordHistoryQuery,
  recordHistoryResponse,
  type CollectionDef,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { recordHistory } from './history.ts';

const recordParams = z.object({ id: z.coerce.number().int().positive() });
const childParams = recordParams.extend({ parentId: z.coerce.number().int().positive() });

/**
 * A record's history (issue 28) beside the generic resource layer (routes.ts): GET
 * `/api/v2/admin/<entity>/<id>/history`, and for a child collection also under its parent,
 * `/api/v2/admin/<parent param>/<parent id>/<entity>/<id>/history`. Reading it needs the collection's tag, as
 * reading the record does.
 */
export const collectionHistoryRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const history = recordHistory(deps);

  for (const def of COLLECTIONS) {
    register(def, `${COLLECTIONS_BASE}/${def.entity}/:id/${RECORD_HISTORY_SEGMENT}`, recordParams);
    if (def.parent)
      register(
        def,
        `${COLLECTIONS_BASE}/${def.parent.param}/:parentId/${def.entity}/:id/${RECORD_HISTORY_SEGMENT}`,
        childParams,
      );
  }

  function register(def: CollectionDef, url: string, params: typeof recordParams | typeof childParams): void {
    app.get(url, {
      config: { access: { tag: def.tag } },
      schema: {
        tags: ['collections', def.hub],
        summary: `${def.item['pt-br']}: histórico do registro`,
        params,
        querystring: recordHistoryQuery,
        response: responses({ 200: recordHistoryResponse }),
      },
      handler: async (request) => {
        const { id, parentId } = request.params as { id: number; parentId?: number };
        const query = recordHistoryQuery.parse(request.query);
        const place = { access: accessOf(request), requestId: request.id, parentId };
        return { success: true as const, data: await history.page(def, place, id, query) };
      },
    });
  }
};
