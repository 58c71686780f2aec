import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request's own lines ("incoming request", "request completed") at debug: a load balancer's probes and a scraper's polls would drown the log. */
    quietLog?: boolean;
  }
}

/** pino's child loggers take more bindings in place; Fastify's null logger (logger: false) does not need them. */
type Bindable = FastifyBaseLogger & { setBindings?: (bindings: Record<string, unknown>) => void };

/**
 * Adds fields to every later line of the request, Fastify's "request completed" included: the request's logger and
 * its reply's are the same child logger, and its bindings are added in place rather than by a new child.
 */
function bind(log: FastifyBaseLogger, bindings: Record<string, unknown>): void {
  (log as Bindable).setBindings?.(bindings);
}

/** The identity of a signed-in request on its log lines, once the token is resolved (platform/access.ts). */
export function bindIdentity(request: FastifyRequest, clientId: number, userId: number): void {
  bind(request.log, { client_id: clientId, user_id: userId });
}

/**
 * Fastify's request lines, with the route pattern on every line of the request (bound before the first one), and at
 * debug for the routes that ask for it (config.quietLog).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url;
    if (route !== undefined) bind(request.log, { route });
    if (request.routeOptions.config?.quietLog && !this.isLogDisabled(request))
      request.log.debug({ req: request }, 'incoming request');
    else super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && request.routeOptions.config?.quietLog && !this.isLogDisabled(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else super.requestCompleted(error, request, reply);
  }
}
