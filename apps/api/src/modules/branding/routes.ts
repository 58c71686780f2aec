import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { colorParams, colorQuery, colorResponse } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { brandingService } from './service.ts';

export const brandingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = brandingService(deps);
  const tags = ['branding'];
  // Public: the login page paints itself before anyone signs in.
  const config = { access: 'public' as const };

  app.get('/api/v2/admin/color', {
    config,
    schema: { tags, querystring: colorQuery, response: responses({ 200: colorResponse }) },
    handler: async (request) => ({ success: true as const, data: await service.colors(request.query.client_id) }),
  });

  app.get('/api/v2/admin/color/:clientId', {
    config,
    schema: { tags, params: colorParams, response: responses({ 200: colorResponse }) },
    handler: async (request) => ({ success: true as const, data: await service.colors(request.params.clientId) }),
  });
};
