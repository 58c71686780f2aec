import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_PATH, dashboardQuery, dashboardResponse } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { dashboardService } from './service.ts';

/** GET /api/v2/admin/dashboard?period=7|30|90 or ?from&to: the organisation's figures, series and breakdowns. */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = dashboardService(deps);
  app.get(DASHBOARD_PATH, {
    config: { access: { tag: 'dashboard' } },
    schema: { tags: ['painel'], querystring: dashboardQuery, response: responses({ 200: dashboardResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.read(accessOf(request), request.query),
    }),
  });
};
