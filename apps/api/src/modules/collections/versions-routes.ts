import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COLLECTIONS,
  ok,
  recordVersion,
  recordVersionsPath,
  recordVersionSummary,
  rowSchema,
  updateSchema,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { languageOf } from '../../platform/errors.ts';
import { responses } from '../../platform/responses.ts';
import { inLanguage } from './messages.ts';
import type { Place } from './service.ts';
import { versionsService } from './versions.ts';

const recordParams = z.object({ id: z.coerce.number().int().positive() });
const versionParams = recordParams.extend({ number: z.coerce.number().int().positive() });
const clientOnly = z.object({ client_id: z.coerce.number().int().positive().optional() });

/**
 * A versioned collection's record versions (issue 28): `GET <entity>/<id>/versions` lists them and
 * `GET .../versions/<n>` answers one with its values (the collection's tag); `POST .../versions` saves an update's
 * body as a draft and `POST .../versions/<n>/restore` writes a version back, publishing a draft (`<tag>.editar`).
 * Another client's record answers 404, as the collection's own routes do.
 */
export const collectionVersionsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const service = versionsService(deps);
  app.setErrorHandler((error, request) => {
    throw inLanguage(error, languageOf(request));
  });
  const placeOf = (request: FastifyRequest): Place => ({ access: accessOf(request), requestId: request.id });

  for (const def of COLLECTIONS.filter((c) => c.versions)) {
    const path = recordVersionsPath(def.entity, ':id');
    const tags = ['collections', def.hub];
    const read = { access: { tag: def.tag } };
    const edit = { access: { tag: def.tag, sub: `${def.tag}.editar` } };

    app.get(path, {
      config: read,
      schema: {
        tags,
        summary: `${def.label['pt-br']}: versões de um registro`,
        params: recordParams,
        querystring: clientOnly,
        response: responses({ 200: ok(z.array(recordVersionSummary)) }),
      },
      handler: async (request) => {
        const { id } = request.params as z.infer<typeof recordParams>;
        return { success: true as const, data: await service.list(def, placeOf(request), id) };
      },
    });
    app.get(`${path}/:number`, {
      config: read,
      schema: { tags, params: versionParams, querystring: clientOnly, response: responses({ 200: ok(recordVersion) }) },
      handler: async (request) => {
        const { id, number } = request.params as z.infer<typeof versionParams>;
        return { success: true as const, data: await service.get(def, placeOf(request), id, number) };
      },
    });
    app.post(path, {
      config: edit,
      // The service validates the body as an update's (errors by field name): the schema here documents it.
      attachValidation: true,
      schema: {
        tags,
        summary: `${def.label['pt-br']}: salvar rascunho`,
        params: recordParams,
        querystring: clientOnly,
        body: updateSchema(def),
        response: responses({ 201: ok(recordVersion) }),
      },
      handler: async (request, reply) => {
        const error = request.validationError as (Error & { validationContext?: string }) | undefined;
        if (error && error.validationContext !== 'body') throw error;
        const { id } = request.params as z.infer<typeof recordParams>;
        const data = await service.saveDraft(def, placeOf(request), id, request.body);
        return reply.code(201).send({ success: true as const, data });
      },
    });
    app.post(`${path}/:number/restore`, {
      config: edit,
      schema: {
        tags,
        summary: `${def.label['pt-br']}: restaurar versão (publica um rascunho)`,
        params: versionParams,
        querystring: clientOnly,
        response: responses({ 200: ok(rowSchema(def)) }),
      },
      handler: async (request) => {
        const { id, number } = request.params as z.infer<typeof versionParams>;
        return { success: true as const, data: await service.restore(def, placeOf(request), id, number) };
      },
    });
  }
};
