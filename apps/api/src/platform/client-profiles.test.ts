import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTokens, testContext, type DemoTokens, type TestContext } from '../test/context.ts';

// The access check reads a client's profile once per TTL: the tests move this clock past it after writing a profile.
let now = Date.now();
let ctx: TestContext;
let tokens: DemoTokens;

const setClient = async (clientId: number, values: { status?: 'active' | 'suspended'; settings?: unknown }) => {
  await ctx.database.db
    .updateTable('clients')
    .set({
      ...(values.status ? { status: values.status } : {}),
      ...('settings' in values ? { settings: values.settings === null ? null : JSON.stringify(values.settings) } : {}),
    })
    .where('id', '=', clientId)
    .execute();
  now += 60_000;
};
const withoutFeed = {
  modules: [
    { tag: 'feed', enabled: false, platform: null },
    { tag: 'usuarios', enabled: false, platform: null },
  ],
};
const tagsOf = (list: { tag: string }[]) => list.map((g) => g.tag);

beforeAll(async () => {
  ctx = await testContext({ clock: () => now });
  tokens = await demoTokens(ctx);
});
afterAll(() => ctx.close());

describe('modules a client did not contract', () => {
  beforeAll(() => setClient(3, { settings: withoutFeed }));
  afterAll(() => setClient(3, { settings: null }));

  it('answer 403 to everyone of that client, whatever their grants; other clients keep them', async () => {
    expect((await ctx.call('GET', '/api/v2/client/feed', tokens.admin3)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/client/feed?client_id=3', tokens.operator)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/client/feed', tokens.admin6)).statusCode).toBe(200);
    expect((await ctx.call('GET', '/api/v2/client/feed?client_id=6', tokens.operator)).statusCode).toBe(200);
  });

  it('leave the menu and the authenticated user’s resources, sub-resources included', async () => {
    const me = (await ctx.call('GET', '/api/v2/client/user/authenticated', tokens.admin3)).json().data;
    expect(tagsOf(me.resource)).not.toContain('feed');
    expect(tagsOf(me.resource_sub).filter((t) => t.startsWith('feed.'))).toEqual([]);
    expect(tagsOf(me.resource)).toContain('ranking');
    const menu = (await ctx.call('GET', '/api/v21/admin/sys/menu', tokens.admin3)).json().data as {
      children: { tag: string }[];
    }[];
    const tags = menu.flatMap((hub) => hub.children.map((c) => c.tag));
    expect(tags).not.toContain('feed');
    expect(tags).toContain('usuarios');
  });

  it('are not offered on the permission screens, and cannot be granted there', async () => {
    const member = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@asta.demo')
      .executeTakeFirstOrThrow();
    const screen = (await ctx.call('GET', `/api/v2/admin/asap-user/list/permission/${member.id}`, tokens.admin3)).json()
      .data;
    expect(tagsOf(screen.modules)).not.toContain('feed');
    expect(screen.modules.length).toBeGreaterThan(10);
    const grant = await ctx.call(
      'POST',
      `/api/v2/admin/asap-user/permission/module/${member.id}?modulo=feed`,
      tokens.admin3,
      { enabled: true },
    );
    expect(grant.statusCode).toBe(422);
    expect(
      (await ctx.call('GET', `/api/v2/admin/asap-user/permission/module/${member.id}?modulo=feed`, tokens.admin3))
        .statusCode,
    ).toBe(422);
  });

  it('never take a core module away', async () => {
    expect((await ctx.call('GET', '/api/v2/admin/asap-user', tokens.admin3)).statusCode).toBe(200);
  });
});

describe('a suspended client', () => {
  beforeAll(() => setClient(3, { status: 'suspended' }));
  afterAll(() => setClient(3, { status: 'active' }));

  it('turns its users away with the tokens they already hold', async () => {
    const res = await ctx.call('GET', '/api/v2/client/user/authenticated', tokens.member3);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Este cliente está suspenso. Procure o administrador da plataforma.');
    expect((await ctx.call('GET', '/api/v2/admin/asap-user', tokens.admin3)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/v2/admin/asap-user', tokens.admin6)).statusCode).toBe(200);
  });

  it('stays in reach of the platform operator, who reactivates it', async () => {
    expect((await ctx.call('GET', '/api/v2/admin/asap-user?client_id=3', tokens.operator)).statusCode).toBe(200);
  });
});

it('an operator acting for a client that does not exist gets 404', async () => {
  expect((await ctx.call('GET', '/api/v2/admin/asap-user?client_id=999', tokens.operator)).statusCode).toBe(404);
});
