import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkinEvent,
  INGEST_CHECKINS_PATH,
  INGEST_OCCUPANCY_PATH,
  ingestResult,
  ok,
  unitOccupancy,
} from '@console/contract';
import { requestKey } from '../../platform/api-keys.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { ingestService } from './service.ts';

/**
 * POST /api/v2/ingest/checkins: a turnstile's entry or exit, sent by a client's system with an API key
 * (`Authorization: Bearer <key>` or `X-Api-Key`) of scope `checkins.ingestao`. The key names the client, so the route
 * has no session nor `client_id`: it is public to the access check, and the service judges the key (401, 403, 429).
 */
export const ingestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = ingestService(deps);
  app.post(INGEST_CHECKINS_PATH, {
    config: { access: 'public', tenancy: false },
    schema: {
      tags: ['ingest'],
      summary: 'Check-in de catraca (chave de API com o escopo checkins.ingestao)',
      body: checkinEvent,
      response: responses({ 200: ok(ingestResult), 201: ok(ingestResult) }),
    },
    handler: async (request, reply) => {
      const data = await service.checkin(requestKey(request.headers), request.ip, request.body);
      return reply.code(data.duplicate ? 200 : 201).send({ success: true as const, data });
    },
  });
  app.get(INGEST_OCCUPANCY_PATH, {
    config: { access: 'public', tenancy: false },
    schema: {
      tags: ['ingest'],
      summary: 'Ocupação das unidades agora (chave de API com o escopo unidades.ocupacao)',
      response: responses({ 200: ok(z.array(unitOccupancy)) }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await service.occupancy(requestKey(request.headers), request.ip),
    }),
  });
};
