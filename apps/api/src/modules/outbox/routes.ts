import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponse } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { outboxService } from './service.ts';

/** GET /api/v2/admin/outbox: the mails of every client (or of ?client, to ?to), for platform administrators. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = outboxService(deps);
  app.get('/api/v2/admin/outbox', {
    config: { access: { tag: 'usuarios', platform: true } },
    schema: { tags: ['mail'], querystring: outboxQuery, response: responses({ 200: outboxResponse }) },
    handler: async (request) => {
      const { client, to } = request.query;
      return { success: true as const, data: await service.list({ clientId: client, to }, request.query) };
    },
  });
};
