import type { FastifyRequest } from 'fastify';
import {
  CLIENT_COLORS_META,
  PASSWORD_SETUP_ROUTE,
  RESERVED_SLUGS,
  clientById,
  clientByLoginUrl,
  type ClientEntry,
} from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { brandingService } from './service.ts';

/** The client whose colours a console page wears before sign-in: its login or sign-up route, or the welcome e-mail's link. */
export function clientOfPage(url: URL): ClientEntry | undefined {
  if (url.pathname.replace(/\/+$/, '') === PASSWORD_SETUP_ROUTE)
    return clientById(Number(url.searchParams.get('client_id')));
  return clientByLoginUrl(url.pathname.replace(/\/cadastro\/?$/, '/login'));
}

/**
 * The same for clients created at run time, which only the database knows: the slug of a /{slug}/login or
 * /{slug}/cadastro address, or the client id of the welcome link.
 */
export function createdClientOfPage(url: URL): { slug: string } | { id: number } | undefined {
  if (url.pathname.replace(/\/+$/, '') === PASSWORD_SETUP_ROUTE) {
    const id = Number(url.searchParams.get('client_id'));
    return Number.isSafeInteger(id) && id > 0 ? { id } : undefined;
  }
  const slug = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(?:login|cadastro)\/?$/.exec(url.pathname)?.[1];
  return slug && !RESERVED_SLUGS.includes(slug) ? { slug } : undefined;
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The <meta> with a client's colours for the index.html of its pre-sign-in pages, so that the console paints its
 * first frame in them instead of the default blue (CSP allows no inline script; a meta is data), and the client's
 * favicon when it has one. Null elsewhere, and when the colours cannot be read (the page then asks for them as before).
 */
export function brandingPageHead(deps: AppDeps) {
  const service = brandingService(deps);
  return async (request: FastifyRequest): Promise<string | null> => {
    const url = new URL(request.url, 'http://console');
    const page = clientOfPage(url) ?? createdClientOfPage(url);
    if (!page) return null;
    try {
      const id = 'id' in page ? page.id : await service.idBySlug(page.slug);
      if (id === undefined) return null;
      const colors = await service.colors(id);
      const meta = `<meta name="${CLIENT_COLORS_META}" content="${escapeAttribute(JSON.stringify(colors))}">`;
      // After index.html's own icon: the browser takes the last one.
      return colors.config.favicon ? `${meta}<link rel="icon" href="${escapeAttribute(colors.config.favicon)}">` : meta;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      request.log.warn({ err: error }, 'client colours for the page head could not be read');
      return null;
    }
  };
}
