import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cepParams,
  cepResponse,
  clientQuery,
  errorEnvelope,
  formDefinitionResponse,
  formFieldsResponse,
  passwordSetupBody,
  passwordSetupResponse,
  userCreateBody,
  userDeleteResponse,
  userItemResponse,
  userListQuery,
  userListResponse,
  userPageResponse,
  userParams,
  userPickerQuery,
  userPickerResponse,
  userRecordResponse,
  userSearchQuery,
  userStoreQuery,
  userUpdateBody,
} from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accessOf, type RequestAccess } from '../../platform/access.ts';
import { responseSerializer, shapedByCode } from '../../platform/serializer.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { lookupCep } from '../../platform/postal-code.ts';
import { exportQuery, exportRequest, sendExport } from '../../platform/export/http.ts';
import { languageOf } from '../../platform/errors.ts';
import { errorWorded, fieldMessageIn } from '../../platform/field-messages.ts';
import { exportUsers } from './export.ts';
import { formAdminRoutes } from './form-routes.ts';
import { usersService } from './service.ts';
import { passwordSetupService } from './setup.ts';

export const usersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = usersService(deps);
  const setup = passwordSetupService(deps);
  const tags = ['users'];
  const read = { access: { tag: 'usuarios' } };
  /** A write whose 422 messages by field are put in the request's language (the service speaks Portuguese). */
  const worded = async <T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw errorWorded(error, (message) => fieldMessageIn(message, languageOf(request)));
    }
  };
  /** A GET handler whose answer depends only on the client and the parsed query string. */
  const kept = <Q extends z.ZodType, T>(
    _query: Q,
    schema: z.ZodType,
    compute: (access: RequestAccess, query: z.infer<Q>) => Promise<T>,
  ) => {
    let serialize: ((data: unknown) => string) | undefined;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const access = accessOf(request);
      const query = request.query as z.infer<Q>;
      const check = (serialize ??= responseSerializer({
        schema,
        method: request.method,
        url: request.routeOptions.url!,
      }));
      const key = `${access.clientId} ${request.routeOptions.url} ${JSON.stringify(query)}`;
      return deps.answers.send(reply, key, async () => check(envelope(await compute(access, query))));
    };
  };

  app.get('/api/v2/admin/user/form/list', {
    config: read,
    schema: { tags, querystring: clientQuery, response: responses({ 200: formFieldsResponse }) },
    handler: async (request) => envelope((await service.form(accessOf(request).clientId)).filter((f) => f.active)),
  });

  app.get('/api/v2/admin/user/form/listAll', {
    config: read,
    schema: { tags, querystring: clientQuery, response: responses({ 200: formFieldsResponse }) },
    handler: async (request) => envelope(await service.form(accessOf(request).clientId)),
  });

  app.get('/api/v2/admin/user/form', {
    config: read,
    schema: { tags, querystring: clientQuery, response: responses({ 200: formDefinitionResponse }) },
    handler: async (request) => {
      const fields = (await service.form(accessOf(request).clientId)).filter((f) => f.active);
      return envelope({ fields, required: fields.filter((f) => f.required).map((f) => f.key) });
    },
  });

  // The lists, the hottest reads at scale, answer from the answer cache until the database changes.
  // ?format=xlsx|csv: the whole filtered list as a file (usuarios.exportar), never from the cache.
  // The lists' items are built by toListItem / toPickerItem (service.ts): their answers are not checked row by row.
  const listResponse = shapedByCode(userListResponse);
  const listed = kept(userListQuery, listResponse, (access, query) => service.list(access, query));
  app.get('/api/v2/admin/asap-user', {
    config: read,
    schema: { tags, querystring: userListQuery.extend(exportQuery.shape), response: responses({ 200: listResponse }) },
    handler: async (request, reply) =>
      request.query.format
        ? sendExport(
            reply,
            await exportUsers(deps, exportRequest(request, 'usuarios'), request.query, request.query.format),
          )
        : listed(request, reply),
  });

  const pageResponse = shapedByCode(userPageResponse);
  const searched = kept(userSearchQuery, pageResponse, (access, query) => service.page(access, query));
  app.get('/api/v2/admin/asap-user/search', {
    config: read,
    schema: {
      tags,
      querystring: userSearchQuery.extend(exportQuery.shape),
      response: responses({ 200: pageResponse }),
    },
    handler: async (request, reply) =>
      request.query.format
        ? sendExport(
            reply,
            await exportUsers(deps, exportRequest(request, 'usuarios'), request.query, request.query.format),
          )
        : searched(request, reply),
  });

  app.get('/api/v2/admin/asap-user/list/users', {
    config: read,
    schema: { tags, querystring: userPickerQuery, response: responses({ 200: shapedByCode(userPickerResponse) }) },
    handler: kept(userPickerQuery, userPickerResponse, (access, query) => service.picker(access, query)),
  });

  app.get('/api/v2/admin/asap-user/dados/:id', {
    config: read,
    schema: { tags, querystring: clientQuery, params: userParams, response: responses({ 200: userRecordResponse }) },
    handler: async (request) => envelope(await service.record(accessOf(request), request.params.id)),
  });

  app.get('/api/v2/admin/asap-user/:id', {
    config: read,
    schema: { tags, querystring: clientQuery, params: userParams, response: responses({ 200: userItemResponse }) },
    handler: async (request) => envelope(await service.item(accessOf(request), request.params.id)),
  });

  app.post('/api/v2/admin/asap-user/store', {
    config: { access: { tag: 'usuarios.criar' } },
    schema: {
      tags,
      querystring: userStoreQuery,
      body: userCreateBody,
      response: responses({ 201: userRecordResponse }),
    },
    handler: async (request, reply) => {
      const record = await worded(request, () =>
        service.create(accessOf(request), request.body, request.query.send_welcome_email, request.id),
      );
      return reply.code(201).send(envelope(record));
    },
  });

  app.put('/api/v2/admin/asap-user/:id/update', {
    config: { access: { tag: 'usuarios.editar' } },
    schema: {
      tags,
      querystring: clientQuery,
      params: userParams,
      body: userUpdateBody,
      response: responses({ 200: userRecordResponse }),
    },
    handler: async (request) =>
      envelope(
        await worded(request, () => service.update(accessOf(request), request.params.id, request.body, request.id)),
      ),
  });

  app.delete('/api/v2/admin/user/delete/:id', {
    config: { access: { tag: 'usuarios.excluir' } },
    schema: { tags, querystring: clientQuery, params: userParams, response: responses({ 200: userDeleteResponse }) },
    handler: async (request) => envelope(await service.remove(accessOf(request), request.params.id, request.id)),
  });

  app.get('/api/v2/admin/cep/:cep', {
    config: read,
    schema: {
      tags,
      querystring: clientQuery,
      params: cepParams,
      response: responses({ 200: cepResponse, 503: errorEnvelope }),
    },
    handler: async (request) => envelope(await lookupCep(deps.config, request.params.cep)),
  });

  app.post('/api/v2/client/password/setup', {
    config: { access: 'public' },
    schema: {
      tags,
      querystring: clientQuery,
      body: passwordSetupBody,
      response: responses({ 200: passwordSetupResponse }),
    },
    handler: async (request) => envelope(await setup.setup(request.body.token, request.body.password, request.id)),
  });

  await app.register(formAdminRoutes, deps);
};
