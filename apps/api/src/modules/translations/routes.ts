import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_TEXTS_PATH, clientTexts, clientTextsQuery, ok } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { translationsService } from './service.ts';

/**
 * GET /api/v2/client/traducoes?lang=&client_id=: the client's overrides of the console's texts in a language, for
 * every signed-in user of the client (the console applies them at load). Cacheable by the browser until a write:
 * `ETag`, and 304 to a matching `If-None-Match`.
 */
export const translationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = translationsService(deps);
  app.get(CLIENT_TEXTS_PATH, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['translations'],
      summary: 'Traduções do cliente: textos da interface trocados, por idioma',
      querystring: clientTextsQuery,
      response: responses({ 200: ok(clientTexts), 304: z.null() }),
    },
    handler: async (request, reply) => {
      const { texts, etag } = await service.texts(accessOf(request).clientId, request.query.lang);
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return { success: true as const, data: texts };
    },
  });
};
