import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientQuery,
  errorEnvelope,
  fileDeleteResponse,
  fileListQuery,
  fileListResponse,
  fileParams,
  fileResponse,
  uploadResult,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import { exportQuery, exportRequest, sendExport } from '../../platform/export/http.ts';
import { responses } from '../../platform/responses.ts';
import { missingFile } from '../../platform/uploads/ingest.ts';
import { plainParts } from '../../platform/uploads/form-parts.ts';
import { exportFiles } from './export.ts';
import { filesService, type FileServiceDeps } from './service.ts';

const uploadErrors = { 413: errorEnvelope, 415: errorEnvelope };

export const filesRoutes: FastifyPluginAsyncZod<FileServiceDeps> = async (app, deps) => {
  const service = filesService(deps);
  const tags = ['files'];
  const largest = Math.max(deps.config.MAX_FILE_BYTES, deps.config.MAX_IMAGE_BYTES);

  // One file per request; +1 on the size so a file of exactly the limit passes and one byte more is seen.
  await app.register(multipart, {
    limits: { fileSize: largest + 1, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 100 },
  });
  // The body is the file plus a few small fields; streamed, never buffered whole.
  const bodyLimit = largest + 1024 * 1024;

  const partsOf = (request: FastifyRequest) => {
    if (!request.isMultipart()) throw missingFile();
    return plainParts(request.parts());
  };

  app.post('/api/cloudinary/upload', {
    // Any signed-in user uploads media for posts and avatars.
    config: { access: 'authenticated' },
    bodyLimit,
    schema: {
      tags,
      querystring: clientQuery,
      consumes: ['multipart/form-data'],
      response: responses({ 200: uploadResult, ...uploadErrors }),
    },
    handler: async (request) => service.uploadMedia(accessOf(request), partsOf(request)),
  });

  app.post('/api/v2/admin/file', {
    config: { access: { tag: 'arquivos.enviar' } },
    bodyLimit,
    schema: {
      tags,
      querystring: clientQuery,
      consumes: ['multipart/form-data'],
      response: responses({ 201: fileResponse, ...uploadErrors }),
    },
    handler: async (request, reply) => {
      const record = await service.addToLibrary(accessOf(request), partsOf(request), request.id);
      return reply.code(201).send({ success: true as const, data: record });
    },
  });

  app.get('/api/v2/admin/file/all', {
    config: { access: { tag: 'arquivos' } },
    schema: {
      tags,
      querystring: fileListQuery.extend(exportQuery.shape),
      response: responses({ 200: fileListResponse }),
    },
    handler: async (request, reply) => {
      const { format } = request.query;
      if (format)
        return sendExport(reply, await exportFiles(deps, exportRequest(request, 'arquivos'), request.query, format));
      return { success: true as const, data: await service.list(accessOf(request), request.query) };
    },
  });

  app.delete('/api/v2/admin/file/:id', {
    config: { access: { tag: 'arquivos.excluir' } },
    schema: { tags, querystring: clientQuery, params: fileParams, response: responses({ 200: fileDeleteResponse }) },
    handler: async (request) => ({
      success: true as const,
      data: await service.remove(accessOf(request), request.params.id, request.id),
    }),
  });
};
