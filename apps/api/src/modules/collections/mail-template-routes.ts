import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  actionOf,
  actionSub,
  collectionByEntity,
  MAIL_PREVIEW_SEGMENT,
  MAIL_TEST_SEGMENT,
  mailPreview,
  mailTestSent,
  ok,
} from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { mailTemplateService } from './mail-template.ts';
import { placeOf, prefixesOf } from './route-prefixes.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const clientOnly = z.object({ client_id: z.coerce.number().int().positive().optional() });

/**
 * A mail template's preview (`POST …/templates-email/<id>/preview`, sub-tag templates-email.visualizar) and test send
 * to oneself (`POST …/templates-email/<id>/teste`, sub-tag templates-email.testar), issue 29.
 */
export const mailTemplateRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const def = collectionByEntity('templates-email')!;
  const service = mailTemplateService(deps);
  const tags = ['collections', def.hub];
  const sub = (name: string) => actionSub(def, actionOf(def, name)!);
  const id = (params: unknown) => (params as { id: number }).id;
  for (const prefix of prefixesOf(def)) {
    app.post(`${prefix.path}/:id/${MAIL_PREVIEW_SEGMENT}`, {
      config: { access: { tag: def.tag, sub: sub('visualizar') } },
      schema: {
        tags,
        summary: 'Modelos de e-mail: pré-visualizar com valores de exemplo',
        params: idParams,
        querystring: clientOnly,
        response: responses({ 200: ok(mailPreview) }),
      },
      handler: async (request) => ({
        success: true as const,
        data: await service.preview(placeOf(request, prefix), id(request.params)),
      }),
    });
    app.post(`${prefix.path}/:id/${MAIL_TEST_SEGMENT}`, {
      config: { access: { tag: def.tag, sub: sub('testar') } },
      schema: {
        tags,
        summary: 'Modelos de e-mail: enviar um teste para mim (pela caixa de saída)',
        params: idParams,
        querystring: clientOnly,
        response: responses({ 200: ok(mailTestSent) }),
      },
      handler: async (request) => ({
        success: true as const,
        data: await service.test(placeOf(request, prefix), id(request.params)),
      }),
    });
  }
};
