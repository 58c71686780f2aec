import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientQuery,
  COLLECTIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_SUB,
  importErrorsQuery,
  importErrorsResponse,
  importJobResponse,
  importDryRunBody,
  importMappingBody,
  importParams,
  importPath,
  importRunBody,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { invalid, languageOf } from '../../platform/errors.ts';
import { sendExport } from '../../platform/export/http.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { envelope, responses } from '../../platform/responses.ts';
import { collectionTarget } from './collection-target.ts';
import { importErrorIn } from './messages.ts';
import { importsService } from './service.ts';
import type { ImportTarget } from './target.ts';
import { usersTarget } from './users-target.ts';

/**
 * Bulk import (issue 15) at `/api/v2/admin/imports/{target}`: users, and each collection whose definition allows it.
 * Every route needs the target's tag and its sub-tag importar.
 */
export const importsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = importsService(deps);
  app.addHook('onClose', () => service.close());
  // The messages by field follow the request's language like the envelope's message; the app's handler answers.
  app.setErrorHandler((error, request) => {
    const lang = languageOf(request);
    throw importErrorIn(error, lang === 'pt' ? 'pt-br' : lang);
  });
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1, fields: 10, parts: 11, headerPairs: 100 },
  });

  const targets: ImportTarget[] = [
    usersTarget(deps),
    ...COLLECTIONS.filter((def) => def.import).map((def) => collectionTarget(deps, def)),
  ];
  for (const target of targets) register(target);

  function register(target: ImportTarget): void {
    const name = target.name;
    const config = { access: { tag: target.tag, sub: `${target.tag}.${IMPORT_SUB}` } };
    const tags = ['imports'];
    const withId = { params: importParams, querystring: clientQuery };

    app.post(importPath(name), {
      config,
      schema: {
        tags,
        summary: `${name}: envia a planilha (xlsx ou csv, multipart 'file')`,
        querystring: clientQuery,
        response: responses({ 201: importJobResponse }),
      },
      handler: async (request, reply) => {
        const access = accessOf(request);
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw invalid({ file: [IMPORT_MESSAGES.fileType] });
        const job = await service.upload(
          access,
          target,
          { filename: file.filename, stream: file.file },
          requestLanguage(request, access),
        );
        return reply.code(201).send(envelope(job));
      },
    });
    app.get(`${importPath(name)}/:id`, {
      config,
      schema: { tags, ...withId, response: responses({ 200: importJobResponse }) },
      handler: async (request) => {
        const access = accessOf(request);
        return envelope(await service.get(access, target, request.params.id, requestLanguage(request, access)));
      },
    });
    app.put(`${importPath(name)}/:id/mapping`, {
      config,
      schema: { tags, ...withId, body: importMappingBody, response: responses({ 200: importJobResponse }) },
      handler: async (request) => {
        const access = accessOf(request);
        const lang = requestLanguage(request, access);
        return envelope(await service.setMapping(access, target, request.params.id, request.body.mapping, lang));
      },
    });
    app.post(`${importPath(name)}/:id/dry-run`, {
      config,
      schema: {
        tags,
        summary: 'Simulação: confere todas as linhas sem gravar, no modo escolhido (criar, atualizar ou ambos)',
        ...withId,
        body: importDryRunBody,
        response: responses({ 202: importJobResponse }),
      },
      handler: async (request, reply) => {
        const access = accessOf(request);
        const job = await service.dryRun(access, target, request.params.id, {
          mode: request.body?.mode ?? 'both',
          lang: requestLanguage(request, access),
          requestId: request.id,
        });
        return reply.code(202).send(envelope(job));
      },
    });
    app.post(`${importPath(name)}/:id/run`, {
      config,
      schema: {
        tags,
        summary: 'Importa (ou continua de onde parou) em lotes',
        ...withId,
        body: importRunBody,
        response: responses({ 202: importJobResponse }),
      },
      handler: async (request, reply) => {
        const access = accessOf(request);
        const job = await service.run(access, target, request.params.id, {
          welcome: request.body.welcome,
          mode: request.body.mode,
          lang: requestLanguage(request, access),
          requestId: request.id,
        });
        return reply.code(202).send(envelope(job));
      },
    });
    app.get(`${importPath(name)}/:id/errors`, {
      config,
      schema: {
        tags,
        params: importParams,
        querystring: importErrorsQuery,
        response: responses({ 200: importErrorsResponse }),
      },
      handler: async (request) => {
        const access = accessOf(request);
        const { page, per_page: perPage } = request.query;
        const lang = requestLanguage(request, access);
        return envelope(await service.errors(access, target, request.params.id, page, perPage, lang));
      },
    });
    app.get(`${importPath(name)}/:id/report`, {
      config,
      schema: { tags, summary: 'Os erros da última passada em xlsx', ...withId },
      handler: async (request, reply) => {
        const access = accessOf(request);
        const file = await service.report(
          access,
          target,
          request.params.id,
          requestLanguage(request, access),
          (error) => request.log.error({ err: error }, 'import report failed'),
        );
        return sendExport(reply, { ...file, format: 'xlsx' });
      },
    });
  }
};
