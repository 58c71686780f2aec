import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RANKING_PATH, rankingQuery, rankingResponse } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { rankingService } from './service.ts';

/** GET /api/v2/admin/ranking[?from&to]: the client's members by points. */
export const rankingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = rankingService(deps);
  app.get(RANKING_PATH, {
    config: { access: { tag: 'ranking' } },
    schema: { tags: ['comunidade'], querystring: rankingQuery, response: responses({ 200: rankingResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.list(accessOf(request).clientId, request.query),
    }),
  });
};
