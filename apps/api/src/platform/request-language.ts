import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '@console/contract';
import type { RequestAccess } from './access.ts';

/** The product language an Accept-Language value asks for first (`en-US,en;q=0.9` → en), if it is one of ours. */
function headerLanguage(value: unknown): Language | undefined {
  const first = String(value ?? '')
    .split(',')[0]
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (first.startsWith('pt')) return 'pt-br';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('es')) return 'es';
  return undefined;
}

/**
 * The language of what an answer names (labels, files): the one the interface shows, which the console sends as
 * Accept-Language with every call (issue 27: a switch from the header must not wait for the profile); without one of
 * ours, the user's own; else Portuguese.
 */
export function requestLanguage(request: FastifyRequest, access: RequestAccess): Language {
  const asked = headerLanguage(request.headers['accept-language']);
  if (asked) return asked;
  const own = access.user.language.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(own) ? (own as Language) : 'pt-br';
}
