import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COLLECTION_CHANGES_PATH,
  COLLECTIONS,
  COLLECTIONS_META_PATH,
  collectionMeta,
  collectionsMetaQuery,
  createSchema,
  isAllowed,
  keysetPaginated,
  LANGUAGES,
  listQuerySchema,
  metaOf,
  ok,
  onceValues,
  rowSchema,
  updateSchema,
  type CollectionDef,
  type Language,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError, languageOf as requestLanguageOf } from '../../platform/errors.ts';
import { exportRequest, sendExport } from '../../platform/export/http.ts';
import { responses } from '../../platform/responses.ts';
import { shapedByCode } from '../../platform/serializer.ts';
import { plainParts } from '../../platform/uploads/form-parts.ts';
import { changesChannel } from './changes.ts';
import { inLanguage } from './messages.ts';
import { prefixesOf, placeOf } from './route-prefixes.ts';
import { collectionService } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const deleted = ok(z.object({ id: z.number().int() }));
const clientOnly = z.object({ client_id: z.coerce.number().int().positive().optional() });

/** The raw body for the service to validate; a path or query string that failed validation is still refused here. */
function bodyOf(request: FastifyRequest): unknown {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (error && error.validationContext !== 'body') throw error;
  return request.body;
}

const languageOf = (value: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'pt-br';

/**
 * The generic resource layer (SPEC.md §7) for every declarative collection: list, read, create, update and delete at
 * `/api/v2/admin/<entity>[/<id>]`, and for a child collection also under its parent,
 * `/api/v2/admin/<parent param>/<parent id>/<entity>[/<id>]` (the contract's buildResourcePath). Reading needs the
 * collection's tag; writing also its sub-tag criar, editar or excluir; `format=xlsx|csv` on a list needs exportar.
 * Plus the definitions the user may open and the changes socket.
 */
export const collectionsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const service = collectionService(deps);
  const channel = changesChannel(deps);
  // The messages by field follow the request's language like the envelope's message; the app's handler answers.
  app.setErrorHandler((error, request) => {
    throw inLanguage(error, requestLanguageOf(request));
  });
  app.addHook('onClose', async () => channel.close());
  const largest = Math.max(deps.config.MAX_FILE_BYTES, deps.config.MAX_IMAGE_BYTES);
  // A create's form: a file per image or file field (+1 byte, so a file of exactly the limit passes) and text parts.
  const fileSlots = Math.max(
    1,
    ...COLLECTIONS.map((def) => def.fields.filter((f) => f.kind === 'image' || f.kind === 'file').length),
  );
  await app.register(multipart, {
    limits: {
      fileSize: largest + 1,
      files: fileSlots,
      fields: 200,
      fieldSize: 64 * 1024,
      parts: 220,
      headerPairs: 100,
    },
  });

  app.get(COLLECTIONS_META_PATH, {
    config: { access: 'authenticated' },
    schema: {
      tags: ['collections'],
      summary: 'The collections the user may open',
      querystring: collectionsMetaQuery,
      response: responses({ 200: ok(z.array(collectionMeta)) }),
    },
    handler: async (request) => {
      const query = collectionsMetaQuery.parse(request.query);
      const { grants, user } = accessOf(request);
      const only = query.entities ? new Set(query.entities.split(',').map((e) => e.trim())) : null;
      const lang = query.lang ?? languageOf(user.language);
      const defs = COLLECTIONS.filter((def) => isAllowed(grants, def.tag) && (!only || only.has(def.entity)));
      return { success: true as const, data: defs.map((def) => metaOf(def, COLLECTIONS, lang, grants)) };
    },
  });

  app.route({
    method: 'GET',
    url: COLLECTION_CHANGES_PATH,
    config: { access: 'authenticated' },
    schema: { tags: ['collections'], summary: 'Changes of the collections (WebSocket)' },
    handler: async () => {
      throw new AppError(426, 'malformed', {}, { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => channel.attach(socket, accessOf(request)),
  });

  for (const def of COLLECTIONS) register(def);

  function register(def: CollectionDef): void {
    const tags = ['collections', def.hub];
    const row = rowSchema(def);
    const listQuery = listQuerySchema(def);
    const prefixes = prefixesOf(def);

    for (const prefix of prefixes) {
      const { path, params } = prefix;
      app.get(path, {
        config: { access: { tag: def.tag } },
        // The rows are built by presentRow (present.ts): the list's answers are not checked row by row.
        schema: {
          tags,
          summary: `${def.label['pt-br']}: lista (format=xlsx|csv exporta)`,
          params,
          querystring: listQuery,
          response: responses({ 200: shapedByCode(ok(keysetPaginated(row))) }),
        },
        handler: async (request, reply) => {
          const query = request.query as Record<string, unknown>;
          const place = placeOf(request, prefix);
          if (query.format === 'xlsx' || query.format === 'csv') {
            return sendExport(
              reply,
              await service.export(def, place, query, query.format, exportRequest(request, def.tag)),
            );
          }
          return { success: true as const, data: await service.list(def, place, query) };
        },
      });
      app.get(`${path}/:id`, {
        config: { access: { tag: def.tag } },
        schema: {
          tags,
          params: params.extend(idParams.shape),
          querystring: clientOnly,
          response: responses({ 200: ok(row) }),
        },
        handler: async (request) => ({
          success: true as const,
          data: await service.get(def, placeOf(request, prefix), (request.params as { id: number }).id),
        }),
      });
      if (def.readOnly) continue;
      app.post(path, {
        config: { access: { tag: def.tag, sub: `${def.tag}.criar` } },
        // The service validates the body (defaults first, errors by field name): the schema here documents it.
        attachValidation: true,
        schema: {
          tags,
          params,
          querystring: clientOnly,
          body: createSchema(def),
          response: responses({ 201: ok(row).extend({ once: onceValues.optional() }) }),
        },
        // A body carrying files comes as multipart/form-data (SPEC.md §7), streamed (the multipart limits hold it); JSON otherwise.
        handler: async (request, reply) => {
          const place = placeOf(request, prefix);
          const once: Record<string, string> = {};
          const data = request.isMultipart()
            ? await service.createFromForm(def, place, plainParts(request.parts()), once)
            : await service.create(def, place, bodyOf(request), once);
          // Values shown once (a new API key) travel beside the row, never in it.
          return reply.code(201).send({ success: true as const, data, ...(Object.keys(once).length ? { once } : {}) });
        },
      });
      app.put(`${path}/:id`, {
        config: { access: { tag: def.tag, sub: `${def.tag}.editar` } },
        // The service validates the body (defaults first, errors by field name): the schema here documents it.
        attachValidation: true,
        schema: {
          tags,
          params: params.extend(idParams.shape),
          querystring: clientOnly,
          body: updateSchema(def),
          response: responses({ 200: ok(row) }),
        },
        handler: async (request) => ({
          success: true as const,
          data: await service.update(
            def,
            placeOf(request, prefix),
            (request.params as { id: number }).id,
            bodyOf(request),
          ),
        }),
      });
      app.delete(`${path}/:id`, {
        config: { access: { tag: def.tag, sub: `${def.tag}.excluir` } },
        schema: {
          tags,
          params: params.extend(idParams.shape),
          querystring: clientOnly,
          response: responses({ 200: deleted }),
        },
        handler: async (request) => ({
          success: true as const,
          data: await service.delete(def, placeOf(request, prefix), (request.params as { id: number }).id),
        }),
      });
    }
  }
};
