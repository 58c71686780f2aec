import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  actionOf,
  actionSub,
  ATTENDANCE_SEGMENT,
  attendanceBody,
  attendanceQuery,
  attendanceSaved,
  attendanceSheet,
  collectionByEntity,
  ok,
} from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { languageOf } from '../../platform/errors.ts';
import { responses } from '../../platform/responses.ts';
import { attendanceService } from './attendance.ts';
import { inLanguage } from './messages.ts';
import { placeOf, prefixesOf } from './route-prefixes.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const clientOnly = z.object({ client_id: z.coerce.number().int().positive().optional() });

/**
 * A cohort's attendance grid (issue 28): `GET …/turmas/<id>/chamada?encontro=&data=` (the sheet) and `POST` (the
 * save), with the cohorts' tag and the sub-tag turmas.chamada.
 */
export const attendanceRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const cohorts = collectionByEntity('turmas')!;
  const access = { tag: cohorts.tag, sub: actionSub(cohorts, actionOf(cohorts, 'chamada')!) };
  const service = attendanceService(deps);
  const tags = ['collections', cohorts.hub];
  app.setErrorHandler((error, request) => {
    throw inLanguage(error, languageOf(request));
  });
  for (const prefix of prefixesOf(cohorts)) {
    const path = `${prefix.path}/:id/${ATTENDANCE_SEGMENT}`;
    const id = (params: unknown) => (params as { id: number }).id;
    app.get(path, {
      config: { access },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Turmas: folha de chamada de um encontro',
        params: idParams,
        querystring: attendanceQuery.extend(clientOnly.shape),
        response: responses({ 200: ok(attendanceSheet) }),
      },
      handler: async (request) => ({
        success: true as const,
        data: await service.sheet(placeOf(request, prefix), id(request.params), request.query),
      }),
    });
    app.post(path, {
      config: { access },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Turmas: salvar a chamada de um encontro',
        params: idParams,
        querystring: clientOnly,
        body: attendanceBody,
        response: responses({ 200: ok(attendanceSaved) }),
      },
      handler: async (request) => ({
        success: true as const,
        data: await service.save(placeOf(request, prefix), id(request.params), request.body),
      }),
    });
  }
};
