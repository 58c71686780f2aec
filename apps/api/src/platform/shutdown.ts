import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts turning new requests away (503) ahead of close(): server.ts drains before it closes the listener. */
    drain(): void;
  }
}

/**
 * A stopping server lets the requests it has begun finish and answers those that still reach it 503 in the error
 * envelope, with Retry-After, instead of Fastify's own body (the app passes `return503OnClosing: false`). It starts at
 * drain() (SIGTERM: the listener stays open a moment, so connections already queued to it get an answer rather than a
 * reset) or at close(). Every answer then ends its connection, so a keep-alive client moves to another instance.
 */
export function installShutdown(app: FastifyInstance): void {
  let closing = false;
  app.decorate('drain', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError(503, 'restarting', {}, { 'retry-after': '1' });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
