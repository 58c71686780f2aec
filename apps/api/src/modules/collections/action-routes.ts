import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  ACTIONS_SEGMENT,
  actionSub,
  bulkActionBody,
  bulkActionResult,
  COLLECTIONS,
  ok,
  rowActionBody,
  rowActionResult,
  type CollectionDef,
} from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { languageOf } from '../../platform/errors.ts';
import { responses } from '../../platform/responses.ts';
import { actionService } from './action-service.ts';
import { actionsWithoutHandler } from './actions/registry.ts';
import { inLanguage } from './messages.ts';
import { placeOf, prefixesOf } from './route-prefixes.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const clientOnly = z.object({ client_id: z.coerce.number().int().positive().optional() });

/**
 * A collection's declared actions (issue 28): `POST …/<entity>/<id>/acoes/<name>` on one row (the body is the
 * action's `input`, and a step's `cursor`) and `POST …/<entity>/acoes/<name>` on a selection (`{ ids, input }`), each needing the collection's
 * tag and the action's own sub-tag `<tag>.<name>`.
 */
export const collectionActionRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  // A declared action without its server handler would answer 404: the start stops instead, naming it.
  const unhandled = actionsWithoutHandler(COLLECTIONS);
  if (unhandled.length) throw new Error(`Collection actions without a handler: ${unhandled.join(', ')}`);
  const service = actionService(deps);
  app.setErrorHandler((error, request) => {
    throw inLanguage(error, languageOf(request));
  });
  for (const def of COLLECTIONS) for (const action of def.actions ?? []) register(def, action.name);

  function register(def: CollectionDef, name: string): void {
    const action = def.actions!.find((a) => a.name === name)!;
    const access = { tag: def.tag, sub: actionSub(def, action) };
    const tags = ['collections', def.hub];
    for (const prefix of prefixesOf(def)) {
      if (action.on.includes('row'))
        app.post(`${prefix.path}/:id/${ACTIONS_SEGMENT}/${name}`, {
          config: { access },
          attachValidation: true,
          schema: {
            tags,
            summary: `${def.label['pt-br']}: ${action.label['pt-br']}`,
            params: prefix.params.extend(idParams.shape),
            querystring: clientOnly,
            body: rowActionBody,
            response: responses({ 200: ok(rowActionResult(def)) }),
          },
          handler: async (request) => ({
            success: true as const,
            data: await service.run(
              def,
              placeOf(request, prefix),
              (request.params as { id: number }).id,
              name,
              request.body,
              languageOf(request),
            ),
          }),
        });
      if (action.on.includes('bulk'))
        app.post(`${prefix.path}/${ACTIONS_SEGMENT}/${name}`, {
          config: { access },
          attachValidation: true,
          schema: {
            tags,
            summary: `${def.label['pt-br']}: ${action.label['pt-br']} (em lote)`,
            params: prefix.params,
            querystring: clientOnly,
            body: bulkActionBody,
            response: responses({ 200: ok(bulkActionResult) }),
          },
          handler: async (request) => ({
            success: true as const,
            data: await service.bulk(def, placeOf(request, prefix), name, request.body, languageOf(request)),
          }),
        });
    }
  }
};
