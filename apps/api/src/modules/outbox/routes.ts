import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuery, outboxResponse } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { listOutbox } from '../../platform/mail/index.ts';
import { pageWindow, toPage } from '../../platform/pagination.ts';
import { responses } from '../../platform/responses.ts';

/** GET /api/v2/admin/outbox: the mails of every client (or of ?client, to ?to), for platform administrators. */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/api/v2/admin/outbox', {
    config: { access: { tag: 'usuarios', platform: true } },
    schema: { tags: ['mail'], querystring: outboxQuery, response: responses({ 200: outboxResponse }) },
    handler: async (request) => {
      const { client, to } = request.query;
      const { limit, offset } = pageWindow(request.query);
      const { rows, total } = await listOutbox(deps.db, { clientId: client, to: to || undefined, limit, offset });
      return { success: true as const, data: toPage(rows, total, request.query) };
    },
  });
};
