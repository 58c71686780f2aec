import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BIRTHDAYS_PATH, birthdaysQuery, birthdaysResponse } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { birthdaysService } from './service.ts';

/** GET /api/v2/admin/aniversariantes?month=M: the client's members who have their birthday in a month. */
export const birthdaysRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = birthdaysService(deps);
  app.get(BIRTHDAYS_PATH, {
    config: { access: { tag: 'aniversariantes' } },
    schema: { tags: ['pessoas'], querystring: birthdaysQuery, response: responses({ 200: birthdaysResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.list(accessOf(request).clientId, request.query),
    }),
  });
};
