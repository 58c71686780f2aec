import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientQuery,
  REPORTS_PATH,
  REPORTS_SUMMARY_PATH,
  reportCatalogueResponse,
  reportPageResponse,
  reportParams,
  reportQuery,
  reportSummaryQuery,
  reportSummaryResponse,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { exportRequest, sendExport } from '../../platform/export/http.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { withWork } from '../../platform/work-limiter.ts';
import { reportsService } from './service.ts';
import { summaryService } from './summary.ts';

/**
 * /relatorios/{client_id} (issue 15): the catalogue, a report's page or (`format=xlsx|csv`, relatorios.exportar) its
 * file, and the platform operator's summary of every client.
 */
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = reportsService(deps);
  const summary = summaryService(deps);
  const tags = ['relatorios'];
  const read = { access: { tag: 'relatorios' } };

  app.get(REPORTS_PATH, {
    config: read,
    schema: { tags, querystring: clientQuery, response: responses({ 200: reportCatalogueResponse }) },
    handler: async (request) => {
      const access = accessOf(request);
      return envelope(await service.catalogue(access, requestLanguage(request, access)));
    },
  });

  app.get(`${REPORTS_PATH}/:key`, {
    config: read,
    schema: {
      tags,
      summary: 'Um relatório: página, ou o arquivo com format=xlsx|csv',
      params: reportParams,
      querystring: reportQuery,
      response: responses({ 200: reportPageResponse }),
    },
    handler: async (request, reply) => {
      if (request.query.format)
        return sendExport(
          reply,
          await service.export(exportRequest(request, 'relatorios'), request.params.key, request.query),
        );
      const access = accessOf(request);
      const lang = requestLanguage(request, access);
      // Issue 27: a report's run counts against the heavy work's caps of its user and client (429 beyond).
      return envelope(
        await withWork(request, 'report', () => service.page(access, request.params.key, request.query, lang)),
      );
    },
  });

  app.get(REPORTS_SUMMARY_PATH, {
    config: { access: { tag: 'relatorios', platform: true } },
    schema: { tags, querystring: reportSummaryQuery, response: responses({ 200: reportSummaryResponse }) },
    handler: async (request) => envelope(await summary.clients(request.query)),
  });
};
