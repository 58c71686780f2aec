import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES, PERMISSION_MESSAGES } from '@console/contract';
import { testKit, type TestKit } from '../../test/kit.ts';

let kit: TestKit;
let adminId: number;
let memberId: number;
let anaId: number;
let foreignId: number;

beforeAll(async () => {
  kit = await testKit();
  [adminId, memberId, anaId, foreignId] = await Promise.all(
    ['admin@asta.demo', 'member@asta.demo', 'ana@asta.demo', 'ana@fitness-link.demo'].map(kit.idOf),
  );
});
afterAll(() => kit.close());

const moduleUrl = (userId: number, tag: string, query = '') =>
  `/api/v2/admin/asap-user/permission/module/${userId}?modulo=${tag}${query}`;
const recordOf = async (userId: number, tag: string) =>
  (await kit.call('GET', moduleUrl(userId, tag), kit.admin3)).json().data.permission;

describe('GET /api/v2/admin/asap-user/list/permission/{userId}', () => {
  it('answers the user and every catalogue module in order, with its record and every sub-resource', async () => {
    const res = await kit.call('GET', `/api/v2/admin/asap-user/list/permission/${memberId}`, kit.admin3);
    expect(res.statusCode, res.body).toBe(200);
    const { user, modules } = res.json().data;
    expect(user).toMatchObject({ user_id: memberId, email: 'member@asta.demo', client_id: 3 });
    expect(modules.map((m: { tag: string }) => m.tag)).toEqual(MODULES.map((m) => m.tag));
    const feed = modules.find((m: { tag: string }) => m.tag === 'feed');
    expect(feed).toMatchObject({
      hub: 'comunidade',
      permission: { user_id: memberId, tag: 'feed', enabled: true, platform: null },
    });
    expect(feed.subs.map((s: { tag: string }) => s.tag)).toEqual([
      'feed.criar',
      'feed.editar',
      'feed.excluir',
      'feed.moderar',
      'feed.exportar',
    ]);
    expect(feed.subs[0]).toMatchObject({ tag: 'feed.criar', enabled: true });
    expect(feed.subs[1]).toEqual({ id: null, tag: 'feed.editar', enabled: false });
    expect(modules.find((m: { tag: string }) => m.tag === 'clientes').permission).toBeNull();
  });

  it('answers 404 for another client’s user and for an unknown one', async () => {
    expect((await kit.call('GET', `/api/v2/admin/asap-user/list/permission/${foreignId}`, kit.admin3)).statusCode).toBe(
      404,
    );
    expect((await kit.call('GET', '/api/v2/admin/asap-user/list/permission/999999', kit.admin3)).statusCode).toBe(404);
  });

  it('answers 403 to a member and for a client the administrator may not act for', async () => {
    expect((await kit.call('GET', `/api/v2/admin/asap-user/list/permission/${memberId}`, kit.member3)).statusCode).toBe(
      403,
    );
    expect(
      (await kit.call('GET', `/api/v2/admin/asap-user/list/permission/${foreignId}?client_id=6`, kit.admin3))
        .statusCode,
    ).toBe(403);
  });

  it('lets a platform operator act for the client through ?client_id', async () => {
    const res = await kit.call('GET', `/api/v2/admin/asap-user/list/permission/${foreignId}?client_id=6`, kit.operator);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.client_id).toBe(6);
  });
});

describe('GET and POST /api/v2/admin/asap-user/permission/module/{userId}?modulo={tag}', () => {
  it('creates a record, then updates it; the platform is stored in one form and answered as JSON text', async () => {
    expect(await recordOf(memberId, 'forum')).toBeNull();
    const created = await kit.call('POST', moduleUrl(memberId, 'forum'), kit.admin3, {
      enabled: true,
      platform: '[ "app", "web" ]',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.permission).toMatchObject({ tag: 'forum', enabled: true, platform: '["web","app"]' });
    const updated = await kit.call('POST', moduleUrl(memberId, 'forum'), kit.admin3, { enabled: false });
    expect(updated.json().data.permission).toMatchObject({
      id: created.json().data.permission.id,
      enabled: false,
      platform: '["web","app"]',
    });
    const cleared = await kit.call('POST', moduleUrl(memberId, 'forum'), kit.admin3, {
      enabled: false,
      platform: null,
    });
    expect(cleared.json().data.permission.platform).toBeNull();
    expect((await kit.call('GET', moduleUrl(memberId, 'forum'), kit.admin3)).json().data).toEqual(cleared.json().data);
  });

  it('audits each change with before and after, and not a write that changes nothing', async () => {
    await kit.call('POST', moduleUrl(memberId, 'vagas'), kit.admin3, { enabled: true, platform: '["web"]' });
    await kit.call('POST', moduleUrl(memberId, 'vagas'), kit.admin3, { enabled: true, platform: '["web"]' });
    await kit.call('POST', moduleUrl(memberId, 'vagas'), kit.admin3, { enabled: false });
    const trail = (await kit.audits('user_permissions', memberId)).filter((a) => JSON.stringify(a).includes('vagas'));
    expect(trail).toEqual([
      {
        action: 'permission.create',
        actor_user_id: adminId,
        before: null,
        after: { tag: 'vagas', enabled: true, platform: '["web"]' },
      },
      {
        action: 'permission.update',
        actor_user_id: adminId,
        before: { tag: 'vagas', enabled: true, platform: '["web"]' },
        after: { tag: 'vagas', enabled: false, platform: '["web"]' },
      },
    ]);
  });

  it('refuses an unknown module, a sub-resource tag as module, bad platform JSON and unknown keys with 422', async () => {
    for (const tag of ['nada', 'feed.criar']) {
      const res = await kit.call('POST', moduleUrl(memberId, tag), kit.admin3, { enabled: true });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ modulo: [PERMISSION_MESSAGES.tag] });
      expect((await kit.call('GET', moduleUrl(memberId, tag), kit.admin3)).statusCode).toBe(422);
    }
    for (const platform of ['web', '[]', '["web","web"]', '["tv"]', '{"web":true}', '[']) {
      const res = await kit.call('POST', moduleUrl(memberId, 'forum'), kit.admin3, { enabled: true, platform });
      expect(res.statusCode, platform).toBe(422);
      expect(res.json().errors.platform).toEqual([PERMISSION_MESSAGES.platform]);
    }
    expect((await kit.call('POST', moduleUrl(memberId, 'forum'), kit.admin3, { enabled: 'sim' })).statusCode).toBe(422);
    expect(
      (await kit.call('POST', moduleUrl(memberId, 'forum'), kit.admin3, { enabled: true, user_id: adminId })).json()
        .errors,
    ).toHaveProperty('user_id');
  });

  it('answers 404 for another client’s user', async () => {
    expect((await kit.call('POST', moduleUrl(foreignId, 'forum'), kit.admin3, { enabled: true })).statusCode).toBe(404);
    expect((await kit.call('GET', moduleUrl(foreignId, 'forum'), kit.admin3)).statusCode).toBe(404);
  });
});

describe('PUT /api/v2/admin/permission/{id}/update and /sub/update', () => {
  it('updates a record by its id', async () => {
    const record = await recordOf(memberId, 'cursos');
    const res = await kit.call('PUT', `/api/v2/admin/permission/${record.id}/update`, kit.admin3, {
      enabled: true,
      platform: '["app"]',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...record, platform: '["app"]' });
  });

  it('creates, then updates, a sub-permission of the record’s module', async () => {
    const record = await recordOf(memberId, 'cursos');
    const created = await kit.call('PUT', `/api/v2/admin/permission/${record.id}/sub/update`, kit.admin3, {
      tag: 'cursos.editar',
      enabled: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ tag: 'cursos.editar', enabled: true });
    const updated = await kit.call('PUT', `/api/v2/admin/permission/${record.id}/sub/update`, kit.admin3, {
      tag: 'cursos.editar',
      enabled: false,
    });
    expect(updated.json().data).toEqual({ ...created.json().data, enabled: false });
    const trail = (await kit.audits('user_permissions', memberId)).filter((a) => a.action === 'permission.sub');
    expect(trail.slice(-2).map((a) => [a.before, a.after])).toEqual([
      [null, { tag: 'cursos.editar', enabled: true }],
      [
        { tag: 'cursos.editar', enabled: true },
        { tag: 'cursos.editar', enabled: false },
      ],
    ]);
  });

  it('refuses a sub tag of another module (422) and another client’s record (404)', async () => {
    const record = await recordOf(memberId, 'cursos');
    const res = await kit.call('PUT', `/api/v2/admin/permission/${record.id}/sub/update`, kit.admin3, {
      tag: 'feed.criar',
      enabled: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tag: [PERMISSION_MESSAGES.subTag] });
    const foreign = await kit.database.db
      .selectFrom('user_permissions')
      .select('id')
      .where('client_id', '=', 6)
      .executeTakeFirstOrThrow();
    expect(
      (await kit.call('PUT', `/api/v2/admin/permission/${foreign.id}/update`, kit.admin3, { enabled: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await kit.call('PUT', `/api/v2/admin/permission/${foreign.id}/sub/update`, kit.admin3, {
          tag: 'feed.criar',
          enabled: false,
        })
      ).statusCode,
    ).toBe(404);
    expect((await kit.call('DELETE', `/api/v2/admin/permission/${foreign.id}`, kit.admin3)).statusCode).toBe(404);
    expect(
      (await kit.call('PUT', '/api/v2/admin/permission/999999/update', kit.admin3, { enabled: false })).statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/v2/admin/permission/{id}', () => {
  it('removes the record and that module’s sub-permissions of the user, audited', async () => {
    const record = await recordOf(memberId, 'relatorios');
    const res = await kit.call('DELETE', `/api/v2/admin/permission/${record.id}`, kit.admin3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: record.id });
    const module = (await kit.call('GET', moduleUrl(memberId, 'relatorios'), kit.admin3)).json().data;
    expect(module.permission).toBeNull();
    expect(module.subs).toEqual([{ id: null, tag: 'relatorios.exportar', enabled: false }]);
    // Other modules' sub-permissions stay.
    expect((await kit.call('GET', moduleUrl(memberId, 'feed'), kit.admin3)).json().data.subs[0]).toMatchObject({
      tag: 'feed.criar',
      enabled: true,
    });
    const [last] = (await kit.audits('user_permissions', memberId)).slice(-1);
    expect(last).toEqual({
      action: 'permission.delete',
      actor_user_id: adminId,
      before: {
        tag: 'relatorios',
        enabled: true,
        platform: null,
        subs: [{ tag: 'relatorios.exportar', enabled: true }],
      },
      after: null,
    });
    expect((await kit.call('DELETE', `/api/v2/admin/permission/${record.id}`, kit.admin3)).statusCode).toBe(404);
  });
});

describe('privilege escalation', () => {
  /** Ana becomes a permissions manager of client 3 who holds few features herself. */
  let manager: string;
  beforeAll(async () => {
    for (const tag of ['permissoes']) await kit.call('POST', moduleUrl(anaId, tag), kit.admin3, { enabled: true });
    const record = await recordOf(anaId, 'permissoes');
    await kit.call('PUT', `/api/v2/admin/permission/${record.id}/sub/update`, kit.admin3, {
      tag: 'permissoes.editar',
      enabled: true,
    });
    manager = await kit.token('ana@asta.demo', 3);
  });

  it('refuses to grant a tag the administrator does not hold (403), on every path, and allows taking it away', async () => {
    const notHeld = { success: false, message: PERMISSION_MESSAGES.notHeld };
    const enable = await kit.call('POST', moduleUrl(memberId, 'clientes'), manager, { enabled: true });
    expect(enable.statusCode).toBe(403);
    expect(enable.json()).toMatchObject(notHeld);
    expect(await recordOf(memberId, 'clientes')).toBeNull();

    const eventos = await recordOf(memberId, 'eventos');
    expect(
      (
        await kit.call('PUT', `/api/v2/admin/permission/${eventos.id}/sub/update`, manager, {
          tag: 'eventos.criar',
          enabled: true,
        })
      ).json(),
    ).toMatchObject(notHeld);
    // Disabling is allowed, re-enabling is not.
    expect(
      (await kit.call('PUT', `/api/v2/admin/permission/${eventos.id}/update`, manager, { enabled: false })).statusCode,
    ).toBe(200);
    expect(
      (await kit.call('PUT', `/api/v2/admin/permission/${eventos.id}/update`, manager, { enabled: true })).statusCode,
    ).toBe(403);
    // A tag she holds ('cursos') she may grant.
    expect(
      (await kit.call('POST', moduleUrl(memberId, 'cursos'), manager, { enabled: true, platform: '["web"]' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await kit.call('PUT', `/api/v2/admin/permission/${eventos.id}/update`, kit.admin3, { enabled: true }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an administrator removing their own access to Permissions, record or sub-permission', async () => {
    const ownAccess = { success: false, message: PERMISSION_MESSAGES.ownAccess };
    const own = await recordOf(adminId, 'permissoes');
    expect(
      (await kit.call('PUT', `/api/v2/admin/permission/${own.id}/update`, kit.admin3, { enabled: false })).json(),
    ).toMatchObject(ownAccess);
    expect((await kit.call('POST', moduleUrl(adminId, 'permissoes'), kit.admin3, { enabled: false })).statusCode).toBe(
      403,
    );
    expect((await kit.call('DELETE', `/api/v2/admin/permission/${own.id}`, kit.admin3)).json()).toMatchObject(
      ownAccess,
    );
    expect(
      (
        await kit.call('PUT', `/api/v2/admin/permission/${own.id}/sub/update`, kit.admin3, {
          tag: 'permissoes.editar',
          enabled: false,
        })
      ).json(),
    ).toMatchObject(ownAccess);
    expect(await recordOf(adminId, 'permissoes')).toEqual(own);
    // The same changes on another administrator are allowed: Ana loses her access.
    const hers = await recordOf(anaId, 'permissoes');
    expect(
      (await kit.call('PUT', `/api/v2/admin/permission/${hers.id}/update`, kit.admin3, { enabled: false })).statusCode,
    ).toBe(200);
    // Messages follow the language asked for.
    const english = await kit.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/permission/${own.id}`,
      headers: { authorization: `Bearer ${kit.admin3}`, 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('You cannot remove your own access to Permissions.');
  });

  it('a change takes effect on the user’s next request, without a new sign-in', async () => {
    const pasta = () => kit.call('GET', '/api/v2/client/feed/pasta', kit.member3);
    expect((await pasta()).statusCode).toBe(200);
    expect((await kit.call('POST', moduleUrl(memberId, 'feed'), kit.admin3, { enabled: false })).statusCode).toBe(200);
    expect((await pasta()).statusCode).toBe(403);
    const me = (await kit.call('GET', '/api/v2/client/user/authenticated', kit.member3)).json().data;
    expect(me.resource).toContainEqual({ tag: 'feed', enabled: false });
    expect((await kit.call('POST', moduleUrl(memberId, 'feed'), kit.admin3, { enabled: true })).statusCode).toBe(200);
    expect((await pasta()).statusCode).toBe(200);
  });
});
