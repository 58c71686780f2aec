import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientQuery,
  formFieldCreateBody,
  formFieldParams,
  formFieldResponse,
  formFieldUpdateBody,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { formAdminService } from './form-admin.ts';

/** Administration of the client's user form (?client_id names the client whose form changes). */
export const formAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = formAdminService(deps);
  const tags = ['users'];
  const config = { access: { tag: 'usuarios.formulario' } };

  app.post('/api/v2/admin/user/form', {
    config,
    schema: {
      tags,
      querystring: clientQuery,
      body: formFieldCreateBody,
      response: responses({ 201: formFieldResponse }),
    },
    handler: async (request, reply) =>
      reply.code(201).send(envelope(await service.create(accessOf(request), request.body, request.id))),
  });

  app.put('/api/v2/admin/user/form/:key', {
    config,
    schema: {
      tags,
      querystring: clientQuery,
      params: formFieldParams,
      body: formFieldUpdateBody,
      response: responses({ 200: formFieldResponse }),
    },
    handler: async (request) =>
      envelope(await service.update(accessOf(request), request.params.key, request.body, request.id)),
  });
};
