import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientQuery,
  devolutivaBody,
  encaminhamentoBody,
  parecerBody,
  personListResponse,
  personQuery,
  projectIdParams,
  projectListQuery,
  projectListResponse,
  projectResponse,
  sessionCreateBody,
  sessionListQuery,
  sessionListResponse,
  sessionResponse,
  sessionUpdateBody,
  statusBody,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { projectsService } from './service.ts';
import { installProjectErrors } from './workflow.ts';

const deletedResponse = z.object({ success: z.literal(true), data: z.null() });

/**
 * The administrator's side of projects (docs/projects.md): sessions, every project of the client, and the review
 * workflow. Reading needs 'projetos'; each write its sub-tag.
 */
export const projectsAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  installProjectErrors(app);
  const { sessions, review } = projectsService(deps);
  const tags = ['projetos'];
  const base = '/api/v2/admin/projetos';
  const read = { access: { tag: 'projetos' } };
  const sub = (action: string) => ({ access: { tag: 'projetos', sub: `projetos.${action}` } });
  const onId = { tags, params: projectIdParams, querystring: clientQuery };

  app.get(`${base}/sessoes`, {
    config: read,
    schema: {
      tags,
      querystring: sessionListQuery.extend(clientQuery.shape),
      response: responses({ 200: sessionListResponse }),
    },
    handler: async (request) => envelope(await sessions.list(accessOf(request), request.query)),
  });

  app.post(`${base}/sessoes`, {
    config: sub('criar'),
    schema: { tags, querystring: clientQuery, body: sessionCreateBody, response: responses({ 201: sessionResponse }) },
    handler: async (request, reply) =>
      reply.code(201).send(envelope(await sessions.create(accessOf(request), request.body, request.id))),
  });

  app.get(`${base}/sessoes/:id`, {
    config: read,
    schema: { ...onId, response: responses({ 200: sessionResponse }) },
    handler: async (request) => envelope(await sessions.read(accessOf(request), request.params.id)),
  });

  app.put(`${base}/sessoes/:id`, {
    config: sub('editar'),
    schema: { ...onId, body: sessionUpdateBody, response: responses({ 200: sessionResponse }) },
    handler: async (request) =>
      envelope(await sessions.update(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.delete(`${base}/sessoes/:id`, {
    config: sub('excluir'),
    schema: { ...onId, response: responses({ 200: deletedResponse }) },
    handler: async (request) => {
      await sessions.remove(accessOf(request), request.params.id, request.id);
      return envelope(null);
    },
  });

  app.get(`${base}/list`, {
    config: read,
    schema: {
      tags,
      querystring: projectListQuery.extend(clientQuery.shape),
      response: responses({ 200: projectListResponse }),
    },
    handler: async (request) => envelope(await review.list(accessOf(request), request.query)),
  });

  app.get(`${base}/list/:id`, {
    config: read,
    schema: { ...onId, response: responses({ 200: projectResponse }) },
    handler: async (request) => envelope(await review.read(accessOf(request), request.params.id)),
  });

  app.post(`${base}/parecer/:id`, {
    config: sub('parecer'),
    schema: { ...onId, body: parecerBody, response: responses({ 200: projectResponse }) },
    handler: async (request) =>
      envelope(await review.parecer(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.post(`${base}/encaminhamento/:id`, {
    config: sub('encaminhar'),
    schema: { ...onId, body: encaminhamentoBody, response: responses({ 200: projectResponse }) },
    handler: async (request) =>
      envelope(await review.encaminhamento(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.post(`${base}/devolutiva/:id`, {
    config: sub('devolutiva'),
    schema: { ...onId, body: devolutivaBody, response: responses({ 200: projectResponse }) },
    handler: async (request) =>
      envelope(await review.devolutiva(accessOf(request), request.params.id, request.body, request.id)),
  });

  // The sub-tag depends on the project's status (parecer to start an analysis, encaminhar to take one back): checked in the service.
  app.post(`${base}/status/:id`, {
    config: read,
    schema: { ...onId, body: statusBody, response: responses({ 200: projectResponse }) },
    handler: async (request) =>
      envelope(await review.toAnalysis(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.get(`${base}/avaliadores`, {
    config: read,
    schema: {
      tags,
      querystring: personQuery.extend(clientQuery.shape),
      response: responses({ 200: personListResponse }),
    },
    handler: async (request) => envelope(await review.reviewers(accessOf(request), request.query.search)),
  });
};
