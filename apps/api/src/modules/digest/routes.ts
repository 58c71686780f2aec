import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientQuery, digestBody, digestResponse, DIGEST_PATH } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { digestService } from './service.ts';

/** The signed-in administrator's daily digest: whether they receive it, and turning it on or off. */
export const digestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = digestService(deps);
  const tags = ['digest'];

  app.get(DIGEST_PATH, {
    config: { access: 'authenticated' },
    schema: { tags, querystring: clientQuery, response: responses({ 200: digestResponse }) },
    handler: async (request) => ({ success: true as const, data: await service.read(accessOf(request)) }),
  });

  app.put(DIGEST_PATH, {
    config: { access: 'authenticated' },
    schema: { tags, querystring: clientQuery, body: digestBody, response: responses({ 200: digestResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.set(accessOf(request), request.body.enabled),
    }),
  });
};
