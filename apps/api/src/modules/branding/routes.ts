import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditQuery,
  auditResponse,
  clientQuery,
  colorParams,
  colorQuery,
  colorResponse,
  colorUpdateBody,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { brandingService } from './service.ts';

export const brandingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = brandingService(deps);
  const tags = ['branding'];
  // Public: the login page paints itself before anyone signs in.
  const config = { access: 'public' as const };
  // A client's administrator edits their own brand; the platform operator any client's.
  const editing = { access: { tag: 'cores', sub: 'cores.editar' } };

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

  app.put('/api/v2/admin/color', {
    config: editing,
    schema: { tags, querystring: clientQuery, body: colorUpdateBody, response: responses({ 200: colorResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.update(accessOf(request), request.body, undefined, request.id),
    }),
  });

  app.put('/api/v2/admin/color/:clientId', {
    config: editing,
    schema: {
      tags,
      params: colorParams,
      querystring: clientQuery,
      body: colorUpdateBody,
      response: responses({ 200: colorResponse }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await service.update(accessOf(request), request.body, request.params.clientId, request.id),
    }),
  });

  app.get('/api/v2/admin/color/:clientId/history', {
    config: { access: { tag: 'cores' } },
    schema: { tags, params: colorParams, querystring: auditQuery, response: responses({ 200: auditResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.history(accessOf(request), request.params.clientId, request.query),
    }),
  });
};
