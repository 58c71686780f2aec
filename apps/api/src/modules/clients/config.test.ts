import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asapClientResponse,
  CLIENT_MESSAGES,
  colorResponse,
  CORE_MODULES,
  LANGUAGES,
  MODULES,
  PERMISSION_MESSAGES,
  type AsapClient,
} from '@console/contract';
import { demoTokens, testContext, type DemoTokens, type TestContext } from '../../test/context.ts';

/**
 * A client's record and configuration (issue 13): GET /api/v2/admin/asap-client/{id} and POST
 * /api/v21/admin/asap-client/update-config, on the engine under test.
 */

let ctx: TestContext;
/** Who acts: client 3's administrator and member, client 6's administrator, the platform operator. */
let as: DemoTokens;

beforeAll(async () => {
  ctx = await testContext();
  as = await demoTokens(ctx);
});
afterAll(() => ctx.close());

const read = (clientId: number, token?: string) => ctx.call('GET', `/api/v2/admin/asap-client/${clientId}`, token);
const record = async (clientId: number): Promise<AsapClient> => {
  const res = await read(clientId, as.operator);
  expect(res.statusCode, res.body).toBe(200);
  return asapClientResponse.parse(res.json()).data;
};
const update = (token: string, clientId: number, config: Record<string, unknown>, query = '') =>
  ctx.call('POST', `/api/v21/admin/asap-client/update-config${query}`, token, { client_id: clientId, config });
const moduleOf = (client: AsapClient, tag: string) => client.modules.find((m) => m.tag === tag);
const auditOf = (clientId: number) =>
  ctx.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'client')
    .where('entity_id', '=', String(clientId))
    .orderBy('id', 'desc')
    .execute();

describe('GET /api/v2/admin/asap-client/{clientId}', () => {
  it('answers a client never configured with the defaults: every language, pt-br, no custom texts, every module contracted', async () => {
    const res = await read(9, as.operator);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = asapClientResponse.parse(res.json());
    expect(data).toMatchObject({
      id: 9,
      name: 'Action Aid',
      slug: 'action-aid',
      login_url: '/action-aid/login',
      logout_url: '/auth',
      status: 'active',
    });
    expect(data.languages).toEqual([...LANGUAGES]);
    expect(data.default_language).toBe('pt-br');
    expect(data.welcome_email).toEqual({});
    expect(data.registration).toBe(false);
    expect(data.modules.map((m) => m.tag)).toEqual(MODULES.map((m) => m.tag));
    expect(data.modules.every((m) => m.enabled && m.platform === null)).toBe(true);
    // Registration is the colour config's: a client with it open says so.
    expect((await record(8)).registration).toBe(true);
  });

  it('is the administrator’s own client: another is 404, the operator reads any, a member without the tag 403', async () => {
    expect((await read(3, as.admin3)).statusCode).toBe(200);
    expect((await read(6, as.admin3)).statusCode).toBe(404);
    expect((await read(3, as.admin6)).statusCode).toBe(404);
    expect((await read(6, as.operator)).statusCode).toBe(200);
    expect((await read(999, as.operator)).statusCode).toBe(404);
    expect((await read(3, as.member3)).statusCode).toBe(403);
    expect((await read(3)).statusCode).toBe(401);
  });
});

describe('POST /api/v21/admin/asap-client/update-config', () => {
  it('saves what the body names and keeps the rest; the name and registration reach the public colour read; audited with before and after', async () => {
    const before = await record(3);
    const res = await update(as.admin3, 3, {
      name: 'Asta Escola',
      languages: ['pt-br', 'en'],
      default_language: 'en',
      registration: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await record(3);
    expect(asapClientResponse.parse(res.json()).data).toEqual(after);
    expect(after).toEqual({
      ...before,
      name: 'Asta Escola',
      languages: ['pt-br', 'en'],
      default_language: 'en',
      registration: true,
    });
    const colors = colorResponse.parse((await ctx.call('GET', '/api/v2/admin/color/3')).json()).data;
    expect(colors).toMatchObject({ name: 'Asta Escola', config: { registration: true, primary: '#1e3a8a' } });

    const [entry] = await auditOf(3);
    expect(entry).toMatchObject({ client_id: 3, action: 'client.update' });
    expect(entry.actor_user_id).not.toBeNull();
    expect(JSON.parse(entry.before ?? 'null')).toEqual(before);
    expect(JSON.parse(entry.after ?? 'null')).toEqual(after);

    // A later update with one field keeps the others.
    expect((await update(as.admin3, 3, { registration: false })).statusCode).toBe(200);
    expect(await record(3)).toEqual({ ...after, registration: false });
  });

  it('answers 422 per field: a default language not offered (once merged), no language, unknown fields', async () => {
    const now = await record(6);
    const notOffered = await update(as.admin6, 6, { languages: ['en', 'es'] });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().errors).toEqual({ 'config.default_language': [CLIENT_MESSAGES.defaultLanguage] });
    const both = await update(as.admin6, 6, { languages: ['en'], default_language: 'es' });
    expect(both.json().errors).toEqual({ 'config.default_language': [CLIENT_MESSAGES.defaultLanguage] });
    expect(Object.keys((await update(as.admin6, 6, { languages: [] })).json().errors)).toEqual(['config.languages']);
    expect(Object.keys((await update(as.admin6, 6, { status: 'suspended' })).json().errors)).toEqual(['config.status']);
    expect(
      Object.keys((await update(as.admin6, 6, { welcome_email: { en: { subject: '', body: 'x' } } })).json().errors),
    ).toEqual(['config.welcome_email.en.subject']);
    expect(await record(6)).toEqual(now);
    // Offering the default among others is fine.
    expect((await update(as.admin6, 6, { languages: ['es', 'pt-br'] })).statusCode).toBe(200);
    expect((await record(6)).languages).toEqual(['es', 'pt-br']);
  });

  it('changes only the administrator’s own client (another is 404, another ?client_id 403); the operator changes any', async () => {
    const before = await record(9);
    expect((await update(as.admin3, 9, { name: 'Tomada' })).statusCode).toBe(404);
    expect((await update(as.admin3, 9, { name: 'Tomada' }, '?client_id=9')).statusCode).toBe(403);
    expect((await update(as.member3, 3, { name: 'Tomada' })).statusCode).toBe(403);
    expect(await record(9)).toEqual(before);
    const res = await update(as.operator, 9, { name: 'Action Aid Brasil' }, '?client_id=9');
    expect(res.statusCode, res.body).toBe(200);
    expect((await record(9)).name).toBe('Action Aid Brasil');
    expect((await update(as.operator, 999, { name: 'Ninguém' })).statusCode).toBe(404);
  });
});

describe('modules contracted', () => {
  it('only the platform operator changes them; a client administrator sending them unchanged is fine', async () => {
    const before = await record(15);
    const admin15 = await ctx.token('admin@lele.demo', 15);
    const refused = await update(admin15, 15, { modules: [{ tag: 'feed', enabled: false, platform: null }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CLIENT_MESSAGES.operatorOnly);
    expect(
      (await update(admin15, 15, { modules: [{ tag: 'feed', enabled: true, platform: '["web"]' }] })).statusCode,
    ).toBe(403);
    expect(await record(15)).toEqual(before);
    const unchanged = await update(admin15, 15, { modules: before.modules, name: 'Lele Escola' });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await record(15)).modules).toEqual(before.modules);
  });

  it('keeps the platform JSON text byte for byte; tags left out keep their state; the change reaches the client’s routes at once', async () => {
    // The client's profile is read (and kept) before the change: the change must reach it anyway.
    expect((await ctx.call('GET', '/api/v2/client/feed', as.admin3)).statusCode).toBe(200);
    const platform = '[ "app" ,"web"]';
    const res = await update(as.operator, 3, {
      modules: [
        { tag: 'feed', enabled: false, platform: null },
        { tag: 'cursos', enabled: true, platform },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await record(3);
    expect(moduleOf(after, 'feed')).toEqual({ tag: 'feed', enabled: false, platform: null });
    expect(moduleOf(after, 'cursos')).toEqual({ tag: 'cursos', enabled: true, platform });
    expect(after.modules.filter((m) => !m.enabled).map((m) => m.tag)).toEqual(['feed']);
    const stored = await ctx.database.db
      .selectFrom('clients')
      .select('settings')
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(stored.settings).toContain(JSON.stringify(platform));
    expect((await ctx.call('GET', '/api/v2/client/feed', as.admin3)).statusCode).toBe(403);

    expect(
      (await update(as.operator, 3, { modules: [{ tag: 'eventos', enabled: false, platform: '["web"]' }] })).statusCode,
    ).toBe(200);
    const later = await record(3);
    expect(later.modules.filter((m) => !m.enabled).map((m) => m.tag)).toEqual(['feed', 'eventos']);
    expect(moduleOf(later, 'cursos')?.platform).toBe(platform);

    expect(
      (await update(as.operator, 3, { modules: [{ tag: 'feed', enabled: true, platform: null }] })).statusCode,
    ).toBe(200);
    expect((await ctx.call('GET', '/api/v2/client/feed', as.admin3)).statusCode).toBe(200);
  });

  it('answers 422 for a core module left out, an unknown module and a platform that is not a JSON list of platforms', async () => {
    const before = await record(18);
    for (const tag of CORE_MODULES) {
      const res = await update(as.operator, 18, { modules: [{ tag, enabled: false, platform: null }] });
      expect(res.statusCode, tag).toBe(422);
      expect(res.json().errors, tag).toEqual({ 'config.modules': [CLIENT_MESSAGES.coreModule] });
    }
    const unknown = await update(as.operator, 18, {
      modules: [{ tag: 'nave-espacial', enabled: true, platform: null }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'config.modules.0.tag': [CLIENT_MESSAGES.unknownModule] });
    for (const platform of ['{web', '{"web":true}', '["tv"]', '[]']) {
      const res = await update(as.operator, 18, { modules: [{ tag: 'feed', enabled: true, platform }] });
      expect(res.statusCode, platform).toBe(422);
      expect(res.json().errors, platform).toEqual({ 'config.modules.0.platform': [PERMISSION_MESSAGES.platform] });
    }
    expect(await record(18)).toEqual(before);
  });
});
