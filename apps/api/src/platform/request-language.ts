import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@console/contract';
import type { RequestAccess } from './access.ts';

/** The language of what an answer names (labels, files): the user's own; else the request's Accept-Language; else Portuguese. */
export function requestLanguage(request: FastifyRequest, access: RequestAccess): Language {
  const own = access.user.language.toLowerCase();
  if ((LANGUAGES as readonly string[]).includes(own)) return own as Language;
  const header = String(request.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase();
  return header.startsWith('en') ? 'en' : header.startsWith('es') ? 'es' : 'pt-br';
}
