import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { FEED_LIVE_PATH, FEED_LIVE_PROTOCOL } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { liveChannel } from './live-socket.ts';

/** The WebSocket server's options: the feed protocol is chosen (the token subprotocol is never echoed back). */
export const websocketOptions: WebsocketPluginOptions = {
  options: {
    // Clients send nothing but small pings.
    maxPayload: 4096,
    handleProtocols: (offered) => (offered.has(FEED_LIVE_PROTOCOL) ? FEED_LIVE_PROTOCOL : false),
  },
};

/**
 * The feed's live channel (contract: feed-live.ts): GET /api/v2/client/feed/ws?client_id=N upgraded to a WebSocket,
 * authenticated at the upgrade like every request (bearer token in the Authorization header or, from a browser, as
 * the `bearer.<token>` subprotocol; tenancy; the 'feed' grant), so a refused socket is an HTTP 401 or 403. A plain
 * HTTP GET that passes the check answers 426.
 */
export const feedLiveRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const channel = liveChannel(deps);
  app.addHook('onClose', async () => channel.close());
  app.route({
    method: 'GET',
    url: FEED_LIVE_PATH,
    config: { access: { tag: 'feed' } },
    schema: { tags: ['feed'], summary: 'Live feed events (WebSocket)' },
    handler: async () => {
      throw new AppError(426, 'malformed', {}, { upgrade: 'websocket' });
    },
    wsHandler: (socket, request) => channel.attach(socket, accessOf(request)),
  });
};
