import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { EMBED_FRAME_SOURCES } from '@console/contract';
import { sendNotFound } from './errors.ts';

/**
 * Fits the Vite-built React + MUI console: emotion injects <style> tags, the dev server uses websockets, the feed
 * frames the video players of the embed rule (contract embed.ts: the same constant, so the two cannot drift).
 */
const CONSOLE_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:'],
  frameSrc: [...EMBED_FRAME_SOURCES],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** swagger-ui loads only its own files but needs inline styles and data: images. */
const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'";

const NON_SPA_PREFIXES = ['/api', '/docs', '/menu-assets', '/media'];

/**
 * Helmet's headers, as helmet sets them on a response: computed once, since they depend on nothing of the request.
 * Its middleware run per request cost a seventh of a list page's time, one setHeader call per header (docs/
 * benchmarks.md, Users).
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONSOLE_CSP },
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  });
  let applied = false;
  apply({} as IncomingMessage, recorder as unknown as ServerResponse, () => (applied = true));
  // Helmet answers synchronously; a version that stopped doing so must not leave answers without the headers.
  if (!applied || !headers['content-security-policy'])
    throw new Error('helmet did not set the security headers synchronously');
  return headers;
}

/** Helmet's headers on every answer; routes may still override one through the reply (the docs set their own CSP). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Console API', description: 'Multi-tenant administrative console', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // Emits the schemas registered with an id (recursive ones such as the menu item) under components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CSP });
}

const wantsHtml = (request: FastifyRequest): boolean =>
  request.method === 'GET' &&
  String(request.headers.accept ?? '').includes('text/html') &&
  !NON_SPA_PREFIXES.some(
    (p) => request.url === p || request.url.startsWith(`${p}/`) || request.url.startsWith(`${p}?`),
  );

/**
 * Serves the built console when its folder exists; deep links of the single-page app get index.html.
 * Everything else unknown is a 404 in the envelope.
 */
export async function registerConsole(
  app: FastifyInstance,
  consoleDir: string,
  /** Extra <head> markup for a deep link's index.html (a client's colours for its login page), or null. */
  pageHead?: (request: FastifyRequest) => Promise<string | null>,
): Promise<void> {
  const hasConsole = existsSync(consoleDir);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: true,
      index: ['index.html'],
      maxAge: '1h',
      // The shell must never be cached: it names the hashed bundles of the current build.
      setHeaders: (reply, path) => {
        if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasConsole && wantsHtml(request)) {
      reply.header('cache-control', 'no-cache');
      const head = pageHead ? await pageHead(request) : null;
      if (!head) return reply.sendFile('index.html', { maxAge: 0 });
      const html = await readFile(join(consoleDir, 'index.html'), 'utf8');
      return reply.type('text/html; charset=utf-8').send(html.replace('</head>', `${head}</head>`));
    }
    return sendNotFound(request, reply);
  });
}
