import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { COLLECTION_CHANGES_PROTOCOL, FEED_LIVE_CLOSE, FEED_LIVE_PATH, FEED_LIVE_PROTOCOL } from '@console/contract';
import { accessOf } from '../../platform/access.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { liveChannel } from './live-socket.ts';

/** How long a closing socket's peer has to answer the server's close when the server stops. */
const CLOSE_GRACE_MS = 2000;

/** ws names the protocol faults of the peer (a frame over maxPayload, a bad opcode, an unmasked frame) WS_ERR_*. */
const isClientFault = (error: Error): boolean =>
  String((error as Error & { code?: unknown }).code ?? '').startsWith('WS_ERR_');

/**
 * The WebSocket server's options: the feed's or the changes' protocol is chosen (the token subprotocol is never echoed back). A client's
 * protocol fault is its own: one warning line (ws has already closed the socket with the matching code, e.g. 1009 for a
 * frame over the limit); anything else is ours, logged as an error, and the socket is dropped.
 */
export const websocketOptions: WebsocketPluginOptions = {
  /**
   * A stopping server (SIGTERM, app.close()) tells every socket, the feed's and the changes', to come back (1012 service
   * restart) so the consoles reconnect with backoff, to it or another instance. A peer that has not answered the close
   * within CLOSE_GRACE_MS is cut: sockets must not hold the shutdown past its cap.
   */
  preClose(done) {
    const clients = [...this.websocketServer.clients];
    for (const client of clients) client.close(FEED_LIVE_CLOSE.serviceRestart, 'service restart');
    setTimeout(() => clients.forEach((client) => client.terminate()), CLOSE_GRACE_MS).unref();
    this.websocketServer.close();
    done();
  },
  errorHandler: (error, socket, request) => {
    if (isClientFault(error)) {
      request.log.warn(
        { code: (error as Error & { code?: string }).code, reason: error.message },
        'websocket client error',
      );
      return;
    }
    request.log.error({ err: error }, 'websocket error');
    socket.terminate();
  },
  options: {
    // Clients send nothing but small pings.
    maxPayload: 4096,
    // The app's two sockets: the feed's and the collections' changes (modules/collections).
    handleProtocols: (offered) =>
      [FEED_LIVE_PROTOCOL, COLLECTION_CHANGES_PROTOCOL].find((p) => offered.has(p)) ?? false,
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
