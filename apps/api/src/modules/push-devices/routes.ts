import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientQuery,
  ok,
  pageQuery,
  paginated,
  PUSH_DEVICES_PATH,
  pushDevice,
  pushDeviceBody,
  pushDeviceParams,
  VAPID_PUBLIC_KEY_PATH,
  vapidPublicKey,
} from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { responses } from '../../platform/responses.ts';
import { requestLanguage } from '../../platform/request-language.ts';
import { pushMessagesIn } from './messages.ts';
import { pushDevicesService } from './service.ts';

/**
 * The member's push devices (issue 29, docs/automation.md "Push"): `POST /api/v2/client/dispositivos-push` registers or
 * refreshes a device (201 new, 200 the same token again), `GET` lists one's own, `DELETE .../:id` removes one's own
 * (another member's: 404); `GET /api/v2/push/vapid-public-key` gives browsers the key to subscribe with.
 */
export const pushDevicesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = pushDevicesService(deps);
  const tags = ['push-devices'];
  // Messages by field in the reader's language, as the envelope's message; the app's handler answers.
  app.setErrorHandler((error, request) => {
    throw pushMessagesIn(error, request.access ? requestLanguage(request, request.access) : 'pt-br');
  });

  app.post(PUSH_DEVICES_PATH, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Registra (ou renova) um dispositivo do usuário para notificações push',
      querystring: clientQuery,
      body: pushDeviceBody,
      response: responses({ 200: ok(pushDevice), 201: ok(pushDevice) }),
    },
    handler: async (request, reply) => {
      const { device, created } = await service.register(accessOf(request), request.body, {
        userAgent: request.headers['user-agent'],
        requestId: request.id,
      });
      return reply.code(created ? 201 : 200).send({ success: true as const, data: device });
    },
  });

  app.get(PUSH_DEVICES_PATH, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Dispositivos do usuário que recebem notificações push',
      querystring: clientQuery.extend(pageQuery.shape),
      response: responses({ 200: ok(paginated(pushDevice)) }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await service.list(accessOf(request), request.query),
    }),
  });

  app.delete(`${PUSH_DEVICES_PATH}/:id`, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Remove um dispositivo do próprio usuário',
      querystring: clientQuery,
      params: pushDeviceParams,
      response: responses({ 200: ok(z.object({ id: z.number().int() })) }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await service.remove(accessOf(request), request.params.id, request.id),
    }),
  });

  app.get(VAPID_PUBLIC_KEY_PATH, {
    // The public half of the key pair: what a browser's pushManager.subscribe needs, before or after sign-in.
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Chave pública VAPID para assinar Web Push',
      response: responses({ 200: ok(vapidPublicKey) }),
    },
    handler: async () => ({ success: true as const, data: service.vapidPublicKey() }),
  });
};
