import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { BEARER_SUBPROTOCOL_PREFIX, isAllowed, type Grants } from '@console/contract';
import type { Db } from '../db/handle.ts';
import type { Clock } from './clock.ts';
import { AppError, forbidden, notFound, unauthenticated } from './errors.ts';
import type { ClientProfiles } from './client-profiles.ts';
import { sessionByToken, type Principal } from './identity.ts';
import type { SessionCache } from './session-cache.ts';
import { bindIdentity } from './observability/request-log.ts';
import { isPlatformAdmin, mayActFor } from './tenancy.ts';
import { bearerToken, hashToken, subprotocolToken } from './tokens.ts';

/**
 * Every /api route declares who may call it:
 * - 'public': anyone;
 * - 'authenticated': a live bearer token, acting for the request's client;
 * - { tag }: as authenticated, and the contract's isAllowed(grants, tag) must hold;
 * - { tag, sub }: as { tag }, and the sub-resource tag `sub` must be allowed too (a collection's criar, editar...);
 * - { tag, platform: true }: as { tag }, and only for administrators of the platform client (16).
 * `tenancy: false` skips resolving ?client_id for routes that judge a client themselves (verifyclient, revoke).
 */
type AccessRule = 'public' | 'authenticated' | { tag: string; sub?: string; platform?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    tenancy?: boolean;
  }
  interface FastifyRequest {
    access: RequestAccess | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access, for audits of the surface (and the route-walk test). */
    routeAccess: DeclaredRoute[];
  }
}

interface DeclaredRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
}

export interface RequestAccess {
  user: Principal;
  /** The client this request acts for. */
  clientId: number;
  grants: Grants;
}

/** The resolved access of a route that is not public; a programming error if missing. */
export function accessOf(request: FastifyRequest): RequestAccess {
  if (!request.access) throw new Error(`Route ${request.routeOptions.url} used access without declaring it`);
  return request.access;
}

function requestedClient(request: FastifyRequest): number | undefined {
  const raw = (request.query as Record<string, unknown> | undefined)?.client_id;
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new AppError(422, 'invalid', {}, {}, { client_id: ['client_id must be a positive integer'] });
  return id;
}

export function installAccess(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; sessions: SessionCache; clientProfiles: ClientProfiles },
): void {
  app.decorateRequest('access', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('routeAccess', declared);

  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access: route.config?.access });
    if (route.url.startsWith('/api') && route.config?.access === undefined) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access`);
    }
    // The OpenAPI document shows which routes need the bearer token.
    if (route.config?.access !== undefined && route.config.access !== 'public' && route.schema) {
      route.schema.security = [{ bearer: [] }];
    }
  });

  // onRequest: refuse unauthenticated or unauthorised calls before their bodies are even parsed.
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const rule = config?.access;
    if (rule === undefined || rule === 'public') return;

    // A browser's WebSocket upgrade carries the token as a subprotocol (contract: feedLiveProtocols).
    const upgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    const token =
      bearerToken(request.headers.authorization) ??
      (upgrade ? subprotocolToken(request.headers['sec-websocket-protocol'], BEARER_SUBPROTOCOL_PREFIX) : null);
    if (!token) throw unauthenticated();
    const tokenHash = hashToken(token);
    const session = await deps.sessions.resolve(tokenHash, () => sessionByToken(deps.db, tokenHash, deps.clock()));
    if (!session) throw unauthenticated();
    const { user, grants } = session;

    // A suspended client's users are turned away, whatever token they hold (the operator's client is never suspended).
    const own = await deps.clientProfiles.of(user.clientId);
    if (!own || own.status === 'suspended') throw new AppError(403, 'clientSuspended');
    let clientId = user.clientId;
    let profile = own;
    if (config.tenancy !== false) {
      const requested = requestedClient(request);
      if (requested !== undefined && requested !== user.clientId) {
        if (!mayActFor(user, requested)) throw forbidden();
        const other = await deps.clientProfiles.of(requested);
        if (!other) throw notFound();
        clientId = requested;
        profile = other;
      }
    }

    // Known from here on: a refusal below is logged with who was refused.
    bindIdentity(request, clientId, user.id);

    // A module the client did not contract is nobody's there, whatever their grants: its routes answer 403 and the
    // menu and the authenticated user's resources leave it out.
    const limited = profile.limit(grants);
    if (
      typeof rule === 'object' &&
      (!isAllowed(limited, rule.tag) || (rule.sub !== undefined && !isAllowed(limited, rule.sub)))
    )
      throw forbidden();
    if (typeof rule === 'object' && rule.platform && !isPlatformAdmin(user)) throw forbidden();
    request.access = { user, clientId, grants: limited };
  });
}
