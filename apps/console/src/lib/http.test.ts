import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../test/api-answers.ts';
import { mockFetch } from '../test/api-stubs.ts';
import { ApiError, buildUrl, holdCallsOf, http, onForbidden, onUnauthorized } from './http.ts';
import { getLoadingCount } from './loading.ts';
import { clearSession, setClientId, setToken } from './session.ts';

describe('http client', () => {
  afterEach(() => {
    holdCallsOf(null);
    clearSession();
    vi.unstubAllGlobals();
  });

  it('while signing out sends nothing with the revoked token or without one, but the revocation', async () => {
    setToken('tok');
    const refused = vi.fn();
    const stop = onUnauthorized(refused);
    const { calls } = mockFetch({
      'GET /api/v2/client/feed': failure(401, 'Não autenticado.'),
      'POST /api/oauth/revoke': ok({ revoked: true }),
    });
    holdCallsOf('tok');
    await expect(http.get('/api/v2/client/feed')).rejects.toBeInstanceOf(ApiError);
    await http.post('/api/oauth/revoke', undefined, { signingOut: true });
    clearSession();
    await expect(http.get('/api/v2/client/feed')).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.path)).toEqual(['/api/oauth/revoke']);
    expect(refused).not.toHaveBeenCalled();
    // A new sign-in's calls go out again.
    setToken('tok-2');
    mockFetch({ 'GET /api/v2/client/feed': ok([]) });
    await expect(http.get('/api/v2/client/feed')).resolves.toEqual({ success: true, data: [] });
    stop();
  });

  it('sends Authorization, Accept and client_id when a session is stored', async () => {
    setToken('tok');
    setClientId(8);
    const { calls } = mockFetch({ 'GET /api/v21/admin/sys/menu': ok([]) });
    await http.get('/api/v21/admin/sys/menu', { query: { modules: 'feed' } });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[0].headers.get('Accept')).toBe('application/json');
    expect(calls[0].query.get('client_id')).toBe('8');
    expect(calls[0].query.get('modules')).toBe('feed');
  });

  it('sends neither token nor client_id without a session, and JSON bodies with Content-Type', async () => {
    const { calls } = mockFetch({ 'POST /api/v2/client/verifyclient': { body: { success: true } } });
    await http.post('/api/v2/client/verifyclient', { client_id: 3 });
    expect(calls[0].headers.has('Authorization')).toBe(false);
    expect(calls[0].query.has('client_id')).toBe(false);
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(calls[0].body).toEqual({ client_id: 3 });
  });

  it('lets an explicit client_id win over the stored one', () => {
    setClientId(16);
    expect(buildUrl('/api/oauth/access_token', { client_id: 3 })).toBe('/api/oauth/access_token?client_id=3');
    expect(buildUrl('/x?a=1')).toBe('/x?a=1&client_id=16');
  });

  it('rejects with the API message and field errors', async () => {
    mockFetch({
      'POST /api/oauth/access_token': failure(401, 'E-mail ou senha inválidos.'),
      'POST /api/v2/client/register': failure(422, 'Dados inválidos.', { 'user.email': ['Em uso.'] }),
    });
    await expect(http.post('/api/oauth/access_token', {})).rejects.toMatchObject({
      message: 'E-mail ou senha inválidos.',
      status: 401,
    });
    const error = await http.post('/api/v2/client/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual({ 'user.email': ['Em uso.'] });
  });

  it('counts the call as in flight until it settles', async () => {
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      () => new Promise<Response>((resolve) => (release = () => resolve(new Response('{"success":true}')))),
    );
    const pending = http.get('/api/x');
    expect(getLoadingCount()).toBe(1);
    release();
    await pending;
    expect(getLoadingCount()).toBe(0);
  });

  it('reports a 401 of a call made with the token', async () => {
    setToken('expired');
    mockFetch({ 'GET /api/x': failure(401, 'Sessão expirada.') });
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await http.get('/api/x').catch(() => undefined);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reports a 403 of a call made with the token, with its path', async () => {
    setToken('abc');
    mockFetch({ 'GET /api/y': failure(403, 'Sem permissão.') });
    const listener = vi.fn();
    const stop = onForbidden(listener);
    await expect(http.get('/api/y')).rejects.toMatchObject({ status: 403, message: 'Sem permissão.' });
    stop();
    await http.get('/api/y').catch(() => undefined);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('/api/y');
  });

  it('turns a network failure into a Portuguese message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('servidor') });
  });
});
