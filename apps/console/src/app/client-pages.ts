import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { clientById, clientSlug, type PublicClient } from '@console/contract';
import { lookupClient } from '../lib/client-lookup.ts';

/**
 * The pre-sign-in pages of clients created at run time: /{slug}/login and /{slug}/cadastro look their client up
 * (GET /api/v2/client/lookup?slug=); the welcome e-mail's page looks up a client_id the fixed list does not have.
 */

const REGISTER = /\/cadastro\/?$/;

/**
 * /:slug/login and /:slug/cadastro: the client of that address, or the 404 page. A client whose login route is
 * another (the platform's /auth/login) is sent there.
 */
export async function runtimeClientLoader({ params, request }: LoaderFunctionArgs): Promise<PublicClient> {
  const slug = params.slug ?? '';
  // Addresses no client can have (reserved, malformed) are not asked for.
  if (!clientSlug.safeParse(slug).success) throw data(null, { status: 404 });
  const client = await lookupClient({ slug }, request.signal);
  if (!client) throw data(null, { status: 404 });
  const register = REGISTER.test(new URL(request.url).pathname);
  if (client.login_url !== `/${slug}/login`)
    throw redirect(register ? client.login_url.replace(/\/login$/, '/cadastro') : client.login_url);
  return client;
}

/** The welcome e-mail's page names its client by id: a client of the fixed list needs no lookup; an unknown one shows the product's name. */
export async function setPasswordClientLoader({ request }: LoaderFunctionArgs): Promise<PublicClient | null> {
  const id = Number(new URL(request.url).searchParams.get('client_id'));
  if (!Number.isInteger(id) || id <= 0 || clientById(id)) return null;
  try {
    return await lookupClient({ id }, request.signal);
  } catch {
    return null;
  }
}

const lookedUp = (loaderData: unknown): PublicClient | undefined =>
  loaderData && typeof loaderData === 'object' && 'slug' in loaderData ? (loaderData as PublicClient) : undefined;

/** The browser tab's client of a looked-up page. */
export const lookedUpName = (_search: URLSearchParams, loaderData: unknown): string | undefined =>
  lookedUp(loaderData)?.name;

/** The welcome e-mail's page names the client of its link: from the fixed list, else as looked up. */
export const setPasswordClientName = (search: URLSearchParams, loaderData: unknown): string | undefined =>
  clientById(Number(search.get('client_id')))?.name ?? lookedUp(loaderData)?.name;
