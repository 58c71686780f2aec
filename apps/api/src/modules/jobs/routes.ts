import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOBS_MANAGE,
  JOBS_TAG,
  PLATFORM_CLIENT_ID,
  jobParams,
  jobResponse,
  jobsQuery,
  jobsResponse,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { jobsService, type JobActor } from './service.ts';

/**
 * The jobs screen ("Tarefas agendadas"): GET /api/v2/admin/jobs lists the acting client's jobs (a platform operator
 * acting for the platform also sees the platform's own); POST .../{id}/retry and .../{id}/cancel need `gerenciar`.
 */
export const jobsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = jobsService(deps);
  const actorOf = (request: Parameters<typeof accessOf>[0]): JobActor => {
    const access = accessOf(request);
    return {
      scope: { clientId: access.clientId, platform: access.clientId === PLATFORM_CLIENT_ID },
      userId: access.user.id,
      requestId: request.id,
    };
  };

  app.get('/api/v2/admin/jobs', {
    config: { access: { tag: JOBS_TAG } },
    schema: { tags: ['jobs'], querystring: jobsQuery, response: responses({ 200: jobsResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.list(actorOf(request).scope, request.query),
    }),
  });

  for (const action of ['retry', 'cancel'] as const)
    app.post(`/api/v2/admin/jobs/:id/${action}`, {
      config: { access: { tag: JOBS_TAG, sub: JOBS_MANAGE } },
      schema: { tags: ['jobs'], params: jobParams, response: responses({ 200: jobResponse }) },
      handler: async (request) => ({
        success: true as const,
        data: await service[action](actorOf(request), request.params.id),
      }),
    });
};
