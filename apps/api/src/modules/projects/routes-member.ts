import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cepParams,
  cepResponse,
  clientQuery,
  errorEnvelope,
  memberProjectListQuery,
  memberSessionListResponse,
  personQuery,
  projectCreateBody,
  projectIdParams,
  projectListResponse,
  projectResponse,
  projectUpdateBody,
  proponentDataBody,
  proponentDataResponse,
  teamCandidateListResponse,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { lookupCep } from '../../platform/postal-code.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { projectsService } from './service.ts';
import { installProjectErrors } from './workflow.ts';

const deletedResponse = z.object({ success: z.literal(true), data: z.null() });

/** The member's side of projects (module 'propostas'): their own projects, sessions open to them, their proponent data. */
export const projectsMemberRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  installProjectErrors(app);
  const { projects, sessions } = projectsService(deps);
  const tags = ['propostas'];
  const base = '/api/v2/projetos';
  const member = { access: { tag: 'propostas' } };
  const onId = { tags, params: projectIdParams, querystring: clientQuery };

  app.get(`${base}/sessoes`, {
    config: member,
    schema: { tags, querystring: clientQuery, response: responses({ 200: memberSessionListResponse }) },
    handler: async (request) => envelope(await sessions.forMember(accessOf(request))),
  });

  app.get(`${base}/list`, {
    config: member,
    schema: {
      tags,
      querystring: memberProjectListQuery.extend(clientQuery.shape),
      response: responses({ 200: projectListResponse }),
    },
    handler: async (request) => envelope(await projects.list(accessOf(request), request.query)),
  });

  app.post(`${base}/list`, {
    config: member,
    schema: { tags, querystring: clientQuery, body: projectCreateBody, response: responses({ 201: projectResponse }) },
    handler: async (request, reply) =>
      reply.code(201).send(envelope(await projects.create(accessOf(request), request.body, request.id))),
  });

  app.get(`${base}/list/:id`, {
    config: member,
    schema: { ...onId, response: responses({ 200: projectResponse }) },
    handler: async (request) => envelope(await projects.read(accessOf(request), request.params.id)),
  });

  app.put(`${base}/list/:id`, {
    config: member,
    schema: { ...onId, body: projectUpdateBody, response: responses({ 200: projectResponse }) },
    handler: async (request) =>
      envelope(await projects.update(accessOf(request), request.params.id, request.body, request.id)),
  });

  app.post(`${base}/list/:id/enviar`, {
    config: member,
    schema: { ...onId, response: responses({ 200: projectResponse }) },
    handler: async (request) => envelope(await projects.submit(accessOf(request), request.params.id, request.id)),
  });

  app.delete(`${base}/list/:id`, {
    config: member,
    schema: { ...onId, response: responses({ 200: deletedResponse }) },
    handler: async (request) => {
      await projects.remove(accessOf(request), request.params.id, request.id);
      return envelope(null);
    },
  });

  app.get(`${base}/dados`, {
    config: member,
    schema: { tags, querystring: clientQuery, response: responses({ 200: proponentDataResponse }) },
    handler: async (request) => envelope(await projects.proponentData(accessOf(request))),
  });

  app.put(`${base}/dados`, {
    config: member,
    schema: {
      tags,
      querystring: clientQuery,
      body: proponentDataBody,
      response: responses({ 200: proponentDataResponse }),
    },
    handler: async (request) => envelope(await projects.saveProponentData(accessOf(request), request.body, request.id)),
  });

  app.get(`${base}/cep/:cep`, {
    config: member,
    schema: {
      tags,
      querystring: clientQuery,
      params: cepParams,
      response: responses({ 200: cepResponse, 503: errorEnvelope }),
    },
    handler: async (request) => envelope(await lookupCep(deps.config, request.params.cep)),
  });

  app.get(`${base}/pessoas`, {
    config: member,
    schema: {
      tags,
      querystring: personQuery.extend(clientQuery.shape),
      response: responses({ 200: teamCandidateListResponse }),
    },
    handler: async (request) => envelope(await projects.people(accessOf(request), request.query.search)),
  });
};
