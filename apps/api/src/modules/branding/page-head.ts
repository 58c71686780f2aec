import type { FastifyRequest } from 'fastify';
import { CLIENT_COLORS_META, PASSWORD_SETUP_ROUTE, clientById, clientByLoginUrl, type ClientEntry } from '@console/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { brandingService } from './service.ts';

/** The client whose colours a console page wears before sign-in: its login or sign-up route, or the welcome e-mail's link. */
export function clientOfPage(url: URL): ClientEntry | undefined {
  if (url.pathname.replace(/\/+$/, '') === PASSWORD_SETUP_ROUTE) return clientById(Number(url.searchParams.get('client_id')));
  return clientByLoginUrl(url.pathname.replace(/\/cadastro\/?$/, '/login'));
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
    const client = clientOfPage(new URL(request.url, 'http://console'));
    if (!client) return null;
    try {
      const colors = await service.colors(client.id);
      const meta = `<meta name="${CLIENT_COLORS_META}" content="${escapeAttribute(JSON.stringify(colors))}">`;
      // After index.html's own icon: the browser takes the last one.
      return colors.config.favicon ? `${meta}<link rel="icon" href="${escapeAttribute(colors.config.favicon)}">` : meta;
    } catch (error) {
      request.log.warn({ err: error }, 'client colours for the page head could not be read');
      return null;
    }
  };
}
