import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  asapClientResponse,
  clientConfigUpdateBody,
  clientCreateBody,
  clientDirectoryResponse,
  clientIdParams,
  clientListQuery,
  clientListResponse,
  clientLookupQuery,
  clientQuery,
  publicClientResponse,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { clientOnboarding } from './onboarding.ts';
import { clientsService } from './service.ts';

export const clientsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = clientsService(deps);
  const onboarding = clientOnboarding(deps);
  const tags = ['clients'];
  // A client's administrator reads and configures their own client (another answers 404); the operator any.
  const reading = { access: { tag: 'clientes' } };
  const editing = { access: { tag: 'clientes', sub: 'clientes.editar' } };
  // The list of clients, onboarding, suspension: the platform operator's alone.
  const operating = { access: { tag: 'clientes', platform: true } };
  const operatingWrites = { access: { tag: 'clientes', sub: 'clientes.editar', platform: true } };

  app.get('/api/v2/admin/asap-client', {
    config: operating,
    schema: { tags, querystring: clientListQuery, response: responses({ 200: clientListResponse }) },
    handler: async (request) => ({ success: true as const, data: await service.list(request.query) }),
  });

  app.post('/api/v2/admin/asap-client', {
    config: operatingWrites,
    schema: {
      tags,
      querystring: clientQuery,
      body: clientCreateBody,
      response: responses({ 201: asapClientResponse }),
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ success: true as const, data: await onboarding.create(accessOf(request), request.body, request.id) }),
  });

  app.get('/api/v2/admin/asap-client/:clientId', {
    config: reading,
    schema: {
      tags,
      params: clientIdParams,
      querystring: clientQuery,
      response: responses({ 200: asapClientResponse }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await service.record(accessOf(request), request.params.clientId),
    }),
  });

  app.post('/api/v21/admin/asap-client/update-config', {
    config: editing,
    schema: {
      tags,
      querystring: clientQuery,
      body: clientConfigUpdateBody,
      response: responses({ 200: asapClientResponse }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await service.updateConfig(accessOf(request), request.body, request.id),
    }),
  });

  for (const [action, status] of [
    ['suspend', 'suspended'],
    ['reactivate', 'active'],
  ] as const) {
    app.post(`/api/v2/admin/asap-client/:clientId/${action}`, {
      config: operatingWrites,
      schema: {
        tags,
        params: clientIdParams,
        querystring: clientQuery,
        response: responses({ 200: asapClientResponse }),
      },
      handler: async (request) => ({
        success: true as const,
        data: await service.setStatus(accessOf(request), request.params.clientId, status, request.id),
      }),
    });
  }

  // Public: the login, sign-up and set-password pages of a client created at run time find it by the slug of their
  // address (or the id of the link) before anyone signs in.
  app.get('/api/v2/client/lookup', {
    config: { access: 'public' },
    schema: { tags, querystring: clientLookupQuery, response: responses({ 200: publicClientResponse }) },
    handler: async (request) => ({ success: true as const, data: await service.lookup(request.query) }),
  });

  // Public: the /auth page's organisations, read at each visit (a client created a moment ago is among them).
  app.get('/api/v2/client/directory', {
    config: { access: 'public' },
    schema: { tags, response: responses({ 200: clientDirectoryResponse }) },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.directory() };
    },
  });
};
