import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIENCE_REACH_SEGMENT,
  audienceReach,
  audienceReachBody,
  COLLECTIONS,
  COLLECTIONS_BASE,
  INBOX_PATH,
  INBOX_READ_ALL_PATH,
  INBOX_SEGMENTS,
  INBOX_UNREAD_PATH,
  inboxItem,
  inboxPage,
  inboxQuery,
  inboxUnread,
  ok,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { languageOf } from '../../platform/errors.ts';
import { errorWorded, fieldMessageIn } from '../../platform/field-messages.ts';
import { responses } from '../../platform/responses.ts';
import { messagesService } from './service.ts';

const clientOnly = z.object({ client_id: z.coerce.number().int().positive().optional() });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The estimated reach of an audience (`POST /api/v2/admin/<entity>/alcance`, for every collection with an audience
 * field, under its own tag), and the signed-in user's inbox (`/api/v2/client/caixa-de-entrada`: their own items only).
 */
export const messagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = messagesService(deps);
  for (const def of COLLECTIONS.filter((d) => d.fields.some((field) => field.kind === 'audience')))
    app.post(`${COLLECTIONS_BASE}/${def.entity}/${AUDIENCE_REACH_SEGMENT}`, {
      config: { access: { tag: def.tag } },
      schema: {
        tags: ['collections', def.hub],
        summary: 'Alcance estimado de um público: quantos usuários ativos ele atinge agora',
        querystring: clientOnly,
        body: audienceReachBody,
        response: responses({ 200: ok(audienceReach) }),
      },
      handler: async (request) => {
        try {
          return {
            success: true as const,
            data: { alcance: await service.reach(accessOf(request), request.body.publico) },
          };
        } catch (error) {
          // The service speaks Portuguese; the field's message goes in the request's language.
          throw errorWorded(error, (message) => fieldMessageIn(message, languageOf(request)));
        }
      },
    });

  const inbox = { access: 'authenticated' as const };
  const tags = ['inbox'];
  app.get(INBOX_PATH, {
    config: inbox,
    schema: {
      tags,
      summary: 'Caixa de entrada do usuário',
      querystring: inboxQuery,
      response: responses({ 200: ok(inboxPage) }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await service.page(accessOf(request), request.query.before, request.query.per_page),
    }),
  });
  app.get(INBOX_UNREAD_PATH, {
    config: inbox,
    schema: {
      tags,
      summary: 'Mensagens não lidas',
      querystring: clientOnly,
      response: responses({ 200: ok(inboxUnread) }),
    },
    handler: async (request) => ({
      success: true as const,
      data: { nao_lidas: await service.unread(accessOf(request)) },
    }),
  });
  app.post(INBOX_READ_ALL_PATH, {
    config: inbox,
    schema: {
      tags,
      summary: 'Marcar tudo como lido',
      querystring: clientOnly,
      response: responses({ 200: ok(inboxUnread) }),
    },
    handler: async (request) => {
      await service.readAll(accessOf(request), request.id);
      return { success: true as const, data: { nao_lidas: await service.unread(accessOf(request)) } };
    },
  });
  for (const [act, segment] of Object.entries(INBOX_SEGMENTS) as [keyof typeof INBOX_SEGMENTS, string][])
    app.post(`${INBOX_PATH}/:id/${segment}`, {
      config: inbox,
      schema: {
        tags,
        summary: 'Mensagem da caixa de entrada: lida, confirmada ou aberta no celular',
        params: idParams,
        querystring: clientOnly,
        response: responses({ 200: ok(inboxItem) }),
      },
      handler: async (request) => ({
        success: true as const,
        data: await service.act(accessOf(request), request.params.id, act, request.id),
      }),
    });
};
