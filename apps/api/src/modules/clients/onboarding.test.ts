import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asapClientResponse,
  authenticatedResponse,
  CLIENT_MESSAGES,
  COLOR_MESSAGE,
  colorResponse,
  LANGUAGES,
  MODULES,
  NEW_CLIENT_COLORS,
  RESOURCE_TAGS,
  SUB_RESOURCE_TAGS,
  type AsapClient,
} from '@console/contract';
import { demoTokens, testContext, type DemoTokens, type TestContext } from '../../test/context.ts';
import { tokenOf } from '../../test/sign-in.ts';

/**
 * Bringing a client on board (issue 13): POST /api/v2/admin/asap-client creates the client, its colours and its first
 * administrator, who follows the welcome mail's link, sets a password and signs in on the new client's page.
 */

const NOW = Date.parse('2026-03-02T12:00:00Z');
let ctx: TestContext;
let as: DemoTokens;

beforeAll(async () => {
  ctx = await testContext({ clock: () => NOW });
  as = await demoTokens(ctx);
});
afterAll(() => ctx.close());

const create = (body: Record<string, unknown>, token = as.operator) =>
  ctx.call('POST', '/api/v2/admin/asap-client', token, body);
const body = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: `Escola ${slug}`,
  slug,
  admin: { name: 'Rita Prado', email: 'rita@exemplo.com.br' },
  ...extra,
});
const outbox = (clientId: number) =>
  ctx.database.db.selectFrom('outbox').selectAll().where('client_id', '=', clientId).orderBy('id').execute();
const setup = (token: string, password: string) =>
  ctx.call('POST', '/api/v2/client/password/setup', undefined, { token, password });
/** The one-time token of the set-password link in a mail's text, and the client the link names. */
function linkOf(text: string): { token: string; clientId: number } {
  const match = /\/auth\/definir-senha\?token=([A-Za-z0-9_-]+)&client_id=(\d+)/.exec(text);
  if (!match) throw new Error(`no set-password link in ${text}`);
  return { token: match[1], clientId: Number(match[2]) };
}

describe('POST /api/v2/admin/asap-client', () => {
  let created: AsapClient;

  it('creates the client after every existing one (id 19 at least) with its login page, defaults and the colours asked for', async () => {
    const res = await create(
      body('escola-aurora', { config: { primary: '#7b1fa2', template: { platform_type: 'escola' } } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    created = asapClientResponse.parse(res.json()).data;
    expect(created).toMatchObject({
      id: 19,
      name: 'Escola escola-aurora',
      slug: 'escola-aurora',
      login_url: '/escola-aurora/login',
      logout_url: '/auth',
      status: 'active',
      languages: [...LANGUAGES],
      default_language: 'pt-br',
      registration: false,
      welcome_email: {},
      created_at: new Date(NOW).toISOString(),
    });
    expect(created.modules.map((m) => m.tag)).toEqual(MODULES.map((m) => m.tag));
    expect((await ctx.call('GET', `/api/v2/admin/asap-client/${created.id}`, as.operator)).json().data).toEqual(
      created,
    );

    const colors = colorResponse.parse((await ctx.call('GET', `/api/v2/admin/color/${created.id}`)).json()).data;
    expect(colors).toEqual({
      client_id: 19,
      name: 'Escola escola-aurora',
      config: {
        primary: '#7b1fa2',
        secondary: NEW_CLIENT_COLORS.secondary,
        background: NEW_CLIENT_COLORS.background,
        text: NEW_CLIENT_COLORS.text,
        surface: '#ffffff',
        error: '#d32f2f',
        logo: null,
        favicon: null,
        login_background: null,
        registration: false,
        template: { platform_type: 'escola' },
      },
    });

    const next = await create(body('escola-boreal'));
    expect(asapClientResponse.parse(next.json()).data.id).toBe(20);
    const defaults = colorResponse.parse((await ctx.call('GET', '/api/v2/admin/color/20')).json()).data.config;
    expect(defaults).toMatchObject({
      primary: NEW_CLIENT_COLORS.primary,
      template: { platform_type: NEW_CLIENT_COLORS.platform_type },
    });
  });

  it('audits the client and its administrator, with the operator as actor', async () => {
    const entries = await ctx.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('client_id', '=', created.id)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.entity])).toEqual([
      ['client.create', 'client'],
      ['user.create', 'user'],
    ]);
    const operatorId = (
      await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'admin@admin.demo')
        .executeTakeFirstOrThrow()
    ).id;
    expect(entries.every((e) => e.actor_user_id === operatorId)).toBe(true);
    expect(JSON.parse(entries[0].after ?? 'null')).toEqual(created);
    expect(entries[0].before).toBeNull();
    expect(JSON.parse(entries[1].after ?? 'null')).toMatchObject({ email: 'rita@exemplo.com.br', role: 'admin' });
  });

  it('mails the first administrator a link that sets the password; they then sign in on the new client with every permission', async () => {
    const [mail, ...others] = await outbox(created.id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'rita@exemplo.com.br',
      subject: 'Boas-vindas! Defina sua senha em Escola escola-aurora',
    });
    expect(mail.html).toContain('#7b1fa2');
    const link = linkOf(mail.text);
    expect(link.clientId).toBe(created.id);

    // No password works before the link is followed.
    expect((await ctx.signIn('rita@exemplo.com.br', 'demo1234', created.id)).statusCode).toBe(401);
    const done = await setup(link.token, 'Jardim-de-inverno-8');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ client_id: created.id, email: 'rita@exemplo.com.br' });

    const token = await tokenOf(ctx.app, 'rita@exemplo.com.br', {
      password: 'Jardim-de-inverno-8',
      clientId: created.id,
    });
    // Not on another client's page.
    expect((await ctx.signIn('rita@exemplo.com.br', 'Jardim-de-inverno-8', 3)).statusCode).toBe(401);

    const me = authenticatedResponse.parse(
      (await ctx.call('GET', '/api/v2/client/user/authenticated', token)).json(),
    ).data;
    expect(me.client_id).toBe(created.id);
    expect(
      me.resource
        .filter((r) => r.enabled)
        .map((r) => r.tag)
        .sort(),
    ).toEqual([...RESOURCE_TAGS].sort());
    expect(
      me.resource_sub
        .filter((r) => r.enabled)
        .map((r) => r.tag)
        .sort(),
    ).toEqual([...SUB_RESOURCE_TAGS].sort());
    // They administer their own client, not the platform.
    expect((await ctx.call('GET', `/api/v2/admin/asap-client/${created.id}`, token)).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v2/admin/asap-client/3', token)).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/v2/admin/asap-client', token)).statusCode).toBe(403);
  });

  it('answers 422 per field: slug format, reserved and taken slugs, e-mail, colours, unknown fields', async () => {
    const field = async (payload: Record<string, unknown>) => {
      const res = await create(payload);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await field(body('Minha Escola'))).toEqual({ slug: [CLIENT_MESSAGES.slugFormat] });
    expect(await field(body('-escola'))).toEqual({ slug: [CLIENT_MESSAGES.slugFormat] });
    expect(await field(body('x'))).toEqual({ slug: [CLIENT_MESSAGES.slugFormat] });
    for (const reserved of ['auth', 'erros', 'api', 'usuarios', 'feed'])
      expect(await field(body(reserved)), reserved).toEqual({ slug: [CLIENT_MESSAGES.slugReserved] });
    expect(await field(body('asta'))).toEqual({ slug: [CLIENT_MESSAGES.slugTaken] });
    expect(await field(body('escola-aurora'))).toEqual({ slug: [CLIENT_MESSAGES.slugTaken] });
    expect(Object.keys(await field({ ...body('escola-nova'), admin: { name: 'Rita', email: 'rita' } }))).toEqual([
      'admin.email',
    ]);
    expect(await field(body('escola-nova', { config: { primary: 'roxo' } }))).toEqual({
      'config.primary': [COLOR_MESSAGE],
    });
    expect(Object.keys(await field(body('escola-nova', { config: { logo: '/x.png' } })))).toEqual(['config.logo']);
    // Nothing was created by the refused requests.
    const ids = (await ctx.database.db.selectFrom('clients').select('id').where('id', '>', 20).execute()).map(
      (r) => r.id,
    );
    expect(ids).toEqual([]);
  });

  it('is the platform operator’s alone', async () => {
    expect((await create(body('escola-tomada'), as.admin3)).statusCode).toBe(403);
    expect((await create(body('escola-tomada'), as.member3)).statusCode).toBe(403);
    expect((await ctx.call('POST', '/api/v2/admin/asap-client', undefined, body('escola-tomada'))).statusCode).toBe(
      401,
    );
    expect(
      await ctx.database.db.selectFrom('clients').select('id').where('slug', '=', 'escola-tomada').executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the welcome texts of a client', () => {
  it('replace the default mail of a new account in their language, for the users module too', async () => {
    const res = await create(
      body('escola-celeste', { admin: { name: 'Ana', email: 'ana@escola-celeste.example', language: 'es' } }),
    );
    const client = asapClientResponse.parse(res.json()).data;
    const admin = linkOf((await outbox(client.id))[0].text);
    expect((await setup(admin.token, 'Jardim-de-inverno-8')).statusCode).toBe(200);
    const token = await tokenOf(ctx.app, 'ana@escola-celeste.example', {
      password: 'Jardim-de-inverno-8',
      clientId: client.id,
    });

    const texts = {
      subject: '¡Hola {name}! Bienvenido a {client}',
      body: 'Defina su contraseña:\n{link}\n\nEquipo de {client}',
    };
    const saved = await ctx.call('POST', '/api/v21/admin/asap-client/update-config', token, {
      client_id: client.id,
      config: { welcome_email: { es: texts } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(asapClientResponse.parse(saved.json()).data.welcome_email).toEqual({ es: texts });

    const store = (name: string, email: string, language: string) =>
      ctx.call('POST', '/api/v2/admin/asap-user/store?send_welcome_email=true', token, { name, email, language });
    expect((await store('Bruno Díaz', 'bruno@escola-celeste.example', 'es')).statusCode).toBe(201);
    expect((await store('Carla Reis', 'carla@escola-celeste.example', 'pt-br')).statusCode).toBe(201);
    const [, spanish, portuguese] = await outbox(client.id);
    expect(spanish.subject).toBe('¡Hola Bruno Díaz! Bienvenido a Escola escola-celeste');
    expect(spanish.text).toMatch(
      /^Defina su contraseña:\nhttp\S+\/auth\/definir-senha\?token=[\w-]+&client_id=21\n\nEquipo de Escola escola-celeste$/,
    );
    expect(portuguese.subject).toBe('Boas-vindas! Defina sua senha em Escola escola-celeste');
    // The link of the custom mail works like the default one's.
    expect((await setup(linkOf(spanish.text).token, 'Jardim-de-inverno-9')).statusCode).toBe(200);

    // A null text removes the language's texts: the default mail again.
    await ctx.call('POST', '/api/v21/admin/asap-client/update-config', token, {
      client_id: client.id,
      config: { welcome_email: { es: null } },
    });
    expect((await store('Davi Ruiz', 'davi@escola-celeste.example', 'es')).statusCode).toBe(201);
    expect((await outbox(client.id)).at(-1)?.subject).toBe('Boas-vindas! Defina sua senha em Escola escola-celeste');
  });
});
