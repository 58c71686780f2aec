import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponse } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { exportQuery, exportRequest, sendExport } from '../../platform/export/http.ts';
import { responses } from '../../platform/responses.ts';
import { exportOutbox } from './export.ts';
import { outboxService } from './service.ts';

/** GET /api/v2/admin/outbox: the mails of every client (or of ?client, to ?to), for platform administrators; ?format=xlsx|csv exports them. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = outboxService(deps);
  app.get('/api/v2/admin/outbox', {
    config: { access: { tag: 'usuarios', platform: true } },
    schema: {
      tags: ['mail'],
      querystring: outboxQuery.extend(exportQuery.shape),
      response: responses({ 200: outboxResponse }),
    },
    handler: async (request, reply) => {
      const { client, to, format } = request.query;
      if (format)
        return sendExport(reply, await exportOutbox(deps, exportRequest(request, 'usuarios'), request.query, format));
      return { success: true as const, data: await service.list({ clientId: client, to }, request.query) };
    },
  });
};
