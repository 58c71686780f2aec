import type { FastifyRequest } from 'fastify';

/**
 * The keys a request's JSON body carried before validation. The contract's partial update bodies fill their
 * defaults in (zod applies a default under .partial()), so a field left out would be reset; the updates apply
 * only the fields sent.
 */
const sentKeys = new WeakMap<FastifyRequest, Set<string>>();

/** preValidation hook of the update routes. */
export async function rememberSentKeys(request: FastifyRequest): Promise<void> {
  const body = request.body;
  sentKeys.set(request, new Set(body && typeof body === 'object' ? Object.keys(body) : []));
}

/** The validated body reduced to the fields the request sent. */
export function sentOnly<T extends object>(request: FastifyRequest, body: T): Partial<T> {
  const keys = sentKeys.get(request) ?? new Set<string>();
  return Object.fromEntries(Object.entries(body).filter(([key]) => keys.has(key))) as Partial<T>;
}
